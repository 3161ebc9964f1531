import { formatMoney, LOCALE_META, nameForLocale, type CurrencyCode, type Locale } from '@shop/core';

export function money(amountMinor: number, currency: string, locale: Locale): string {
  return formatMoney(amountMinor, currency as CurrencyCode, locale);
}

/** A catalogue name in the locale's script, else the nearest written one (core nameForLocale): never empty. */
export function localizedName(name: { eng: string; chi: string; cn: string }, locale: Locale): string {
  return nameForLocale(name, locale);
}

export function intlLocale(locale: Locale): string {
  return LOCALE_META[locale].intl;
}

/** Compared without case or spaces: '每 2 個月' and '每2個月', 'Every month' and 'every month' read the same. */
const squash = (s: string) => s.replace(/\s+/g, '').toLocaleLowerCase();

/**
 * A bag line's option with its delivery interval, said once: option names of subscriptions often carry the
 * interval already ('30 ml · every month'), so the interval is added only when the name does not say it.
 */
export function optionWithInterval(optionName: string, interval: string | null): string {
  if (!interval) return optionName;
  if (!optionName.trim()) return interval;
  return squash(optionName).includes(squash(interval)) ? optionName : `${optionName} · ${interval}`;
}
