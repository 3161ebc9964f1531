// Small text helpers the order's shopper-facing outputs share (invoice, e-mails).
import { formatMoney, type CurrencyCode, type Locale } from '@shop/core';

export interface Localized {
  eng: string;
  chi: string;
  cn: string;
}

/** The catalogue's three spellings: English, Traditional Chinese (hk and zh), Simplified Chinese (cn). */
export function localized(name: Localized, locale: Locale): string {
  return (locale === 'en' ? name.eng : locale === 'cn' ? name.cn : name.chi) || name.eng;
}

const shopDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Hong_Kong',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** DD/MM/YYYY in the shop's time zone (9-32). */
export function formatShopDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : shopDate.format(d);
}

/** An order amount as every shopper-facing text shows it: the one core formatter (orders hold a shop currency). */
export function orderMoney(amountMinor: number, currency: string, locale: Locale): string {
  return formatMoney(amountMinor, currency as CurrencyCode, locale);
}
