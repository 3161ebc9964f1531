import { createContext, useContext, useMemo } from 'react';
import { LOCALE_META, type Locale } from '@shop/core';
import type { Catalogue, MessageKey } from './messages.en.ts';
import { formatMessage, type Params } from './format.ts';

interface I18n {
  locale: Locale;
  t: (key: MessageKey, params?: Params) => string;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Catalogue;
  children: React.ReactNode;
}) {
  const value = useMemo<I18n>(
    () => ({
      locale,
      t: (key, params) => formatMessage(messages[key] ?? key, params, LOCALE_META[locale].intl),
    }),
    [locale, messages],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const ctx = useContext(I18nContext);
  if (!ctx) throw new Error('useI18n outside I18nProvider');
  return ctx;
}

export type { MessageKey };
