// Money in the back office: the shop's own formatting (core) in the staff's language; decimal form input → minor.
import { CURRENCIES, formatMoney, isCurrency, toMinor, type CurrencyCode, type Locale } from '@shop/core';
import type { AdminLang } from './admin-i18n.tsx';

export const adminLocale = (lang: AdminLang): Locale => (lang === 'hk' ? 'hk' : 'en');

export function adminMoney(amountMinor: number, currency: string, lang: AdminLang): string {
  return isCurrency(currency)
    ? formatMoney(amountMinor, currency, adminLocale(lang))
    : `${currency} ${amountMinor}`;
}

/** '12.50' → 1250 (HKD); null when the text is not a non-negative amount with at most the currency's decimals. */
export function minorFromInput(text: FormDataEntryValue | null, currency: CurrencyCode): number | null {
  const v = String(text ?? '').trim();
  const decimals = CURRENCIES[currency].minorDigits;
  if (!(decimals ? /^\d{1,9}(?:\.\d{1,2})?$/ : /^\d{1,9}$/).test(v)) return null;
  return toMinor(v, currency);
}

/** Minor units → the decimal a form shows ('12.50', or '20000' for yen). */
export function inputFromMinor(amountMinor: number, currency: CurrencyCode): string {
  return CURRENCIES[currency].minorDigits === 0 ? String(amountMinor) : (amountMinor / 100).toFixed(2);
}
