import type { Locale } from '@shop/core';
import type { Catalogue } from './messages.en.ts';

// one chunk per locale: a page downloads only its own language, once, and the browser keeps it across pages
// (it used to travel in every page's loader data: about 26 KB of each HTML response)
const LOADERS: Record<Locale, () => Promise<Catalogue>> = {
  hk: () => import('./messages.hk.ts').then((m) => m.hk),
  zh: () => import('./messages.zh.ts').then((m) => m.zh),
  cn: () => import('./messages.cn.ts').then((m) => m.cn),
  en: () => import('./messages.en.ts').then((m) => m.en),
};

const loaded = new Map<Locale, Catalogue>();

/** Loads a locale's catalogue (the root loader on the server, before hydration and on a locale change in the browser). */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const ready = loaded.get(locale);
  if (ready) return ready;
  const messages = await LOADERS[locale]();
  loaded.set(locale, messages);
  return messages;
}

/** A catalogue already loaded, or undefined (an error page may render before any loader ran). */
export function loadedCatalogue(locale: Locale): Catalogue | undefined {
  return loaded.get(locale);
}

export function catalogueFor(locale: Locale): Catalogue {
  const messages = loaded.get(locale);
  if (!messages) throw new Error(`The ${locale} message catalogue is not loaded yet`);
  return messages;
}
