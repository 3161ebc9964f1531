import { createContext, use, useContext, useMemo, useRef } from 'react';
import { LOCALE_META, type Locale } from '@shop/core';
import type { Catalogue, MessageKey } from './messages.en.ts';
import { formatMessage, type Params } from './format.ts';
import { formsLoaded, inBase, loadForms } from './catalogue.ts';

interface I18n {
  locale: Locale;
  t: (key: MessageKey, params?: Params) => string;
}

const I18nContext = createContext<I18n | null>(null);
/** whether this render used a message of the forms' chunk (the server's hint to the browser, FormsMarker) */
const UsageContext = createContext<{ forms: boolean } | null>(null);

/**
 * A message of the forms' chunk before it has loaded: the render waits for it (Suspense), so hydration keeps
 * the server's HTML and a drawer shows once its words are here. Called outside a render (an event handler), the
 * chunk starts loading and the key stands in.
 */
function waitForForms(locale: Locale) {
  const loading = loadForms(locale);
  try {
    // called from t() while a component renders (the one place React allows `use` outside a hook's name); a
    // call from an event handler has no render to suspend and falls through
    // eslint-disable-next-line react-hooks/rules-of-hooks
    use(loading);
  } catch (e) {
    // React's suspension (an Error, minified in production) goes up to the Suspense boundary; outside a render
    // React has no dispatcher and `use` fails with a TypeError
    if (!(e instanceof TypeError)) throw e;
  }
}

export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Catalogue;
  children: React.ReactNode;
}) {
  const usage = useRef({ forms: false }).current;
  const value = useMemo<I18n>(
    () => ({
      locale,
      t: (key, params) => {
        if (messages[key] === undefined && !formsLoaded(locale)) waitForForms(locale);
        if (typeof document === 'undefined' && !inBase(locale, key)) usage.forms = true;
        return formatMessage(messages[key] ?? key, params, LOCALE_META[locale].intl);
      },
    }),
    [locale, messages, usage],
  );
  return (
    <UsageContext.Provider value={usage}>
      <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
    </UsageContext.Provider>
  );
}

export function useI18n(): I18n {
  const ctx = useContext(I18nContext);
  if (!ctx) throw new Error('useI18n outside I18nProvider');
  return ctx;
}

/** Set in the browser before hydration: the server's page showed messages of the forms' chunk. */
export const FORMS_MARKER = 'template[data-catalogue-forms]';
const formsAtBoot = typeof document !== 'undefined' && !!document.querySelector(FORMS_MARKER);

/**
 * Rendered after the page: tells the browser to load the forms' messages before hydrating (a page that showed
 * none, such as a collection, hydrates without them). The browser renders what the server sent.
 */
export function FormsMarker() {
  const usage = useContext(UsageContext);
  const on = typeof document === 'undefined' ? !!usage?.forms : formsAtBoot;
  return on ? <template data-catalogue-forms="" /> : null;
}

export type { MessageKey };
