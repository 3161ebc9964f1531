import type { Locale } from '@shop/core';
import type { BaseCatalogue, Catalogue } from './messages.en.ts';
import type { FormsCatalogue } from './messages-forms.en.ts';

// one chunk per locale: a page downloads only its own language, once, and the browser keeps it across pages
// (it used to travel in every page's loader data: about 26 KB of each HTML response)
const LOADERS: Record<Locale, () => Promise<BaseCatalogue>> = {
  hk: () => import('./messages.hk.ts').then((m) => m.hk),
  zh: () => import('./messages.zh.ts').then((m) => m.zh),
  cn: () => import('./messages.cn.ts').then((m) => m.cn),
  en: () => import('./messages.en.ts').then((m) => m.en),
};

// the forms' messages (sign-in, checkout, errors, account, returns): a second chunk, which a catalogue page never
// loads unless a shopper opens a form (first-load budget, docs/scaling.md)
const FORMS: Record<Locale, () => Promise<FormsCatalogue>> = {
  hk: () => import('./messages-forms.hk.ts').then((m) => m.formsHk),
  zh: () => import('./messages-forms.zh.ts').then((m) => m.formsZh),
  cn: () => import('./messages-forms.cn.ts').then((m) => m.formsCn),
  en: () => import('./messages-forms.en.ts').then((m) => m.formsEn),
};

/** A locale's catalogue: the base part, with the forms' part merged in once it has loaded. */
const loaded = new Map<Locale, Catalogue>();
const bases = new Map<Locale, BaseCatalogue>();
const forms = new Map<Locale, Promise<void>>();
const formsDone = new Set<Locale>();

/**
 * Loads a locale's catalogue (the root loader on the server, before hydration and on a locale change in the
 * browser). The server always takes both parts; the browser takes the forms' part with loadForms.
 */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const catalogue = await loadBase(locale);
  if (typeof document === 'undefined') await loadForms(locale);
  return catalogue;
}

async function loadBase(locale: Locale): Promise<Catalogue> {
  if (!loaded.has(locale)) {
    const base = await LOADERS[locale]();
    if (!loaded.has(locale)) {
      bases.set(locale, base);
      loaded.set(locale, { ...base } as Catalogue);
    }
  }
  return loaded.get(locale)!;
}

/** Loads the forms' messages of a locale into its catalogue (once; the same promise for every caller). */
export function loadForms(locale: Locale): Promise<void> {
  let p = forms.get(locale);
  if (!p) {
    p = Promise.all([FORMS[locale](), loadBase(locale)]).then(([part, catalogue]) => {
      // a key in both parts reads as the base catalogue has it
      for (const [k, v] of Object.entries(part))
        if (!(k in bases.get(locale)!)) Object.assign(catalogue, { [k]: v });
      formsDone.add(locale);
    });
    forms.set(locale, p);
  }
  return p;
}

/** Whether the forms' messages of a locale are in its catalogue. */
export function formsLoaded(locale: Locale): boolean {
  return formsDone.has(locale);
}

/** Whether a key belongs to the base catalogue (false for the forms' messages). */
export function inBase(locale: Locale, key: string): boolean {
  return key in (bases.get(locale) ?? {});
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
