// Money in the back office: the shop's own formatting (core) in the staff's language. What staff type is read by
// core's parseMoneyInput (the MoneyField component and admin-form.server.ts).
import { formatMoney, isCurrency, type Locale } from '@shop/core';
import type { AdminLang } from './admin-i18n.tsx';

export const adminLocale = (lang: AdminLang): Locale => (lang === 'hk' ? 'hk' : 'en');

export function adminMoney(amountMinor: number, currency: string, lang: AdminLang): string {
  return isCurrency(currency)
    ? formatMoney(amountMinor, currency, adminLocale(lang))
    : `${currency} ${amountMinor}`;
}
