import { formatMoney, LOCALE_META, type CurrencyCode, type Locale } from '@shop/core';

export function money(amountMinor: number, currency: string, locale: Locale): string {
  return formatMoney(amountMinor, currency as CurrencyCode, locale);
}

export function localizedName(name: { eng: string; chi: string; cn: string }, locale: Locale): string {
  return locale === 'en' ? name.eng : locale === 'cn' ? name.cn : name.chi;
}

export function intlLocale(locale: Locale): string {
  return LOCALE_META[locale].intl;
}
