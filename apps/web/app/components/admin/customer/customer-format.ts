// How the customer page shows what the database keeps: phones as people read them, countries and languages by
// name, dates and times in Hong Kong time, money formatted (never cents).
import {
  countryShortName,
  formatPhone,
  formatPhoneKey,
  getCountry,
  isCountryKey,
  preferredLangName,
} from '@shop/core';
import { ADMIN_INTL, type AdminLang } from '../../../lib/admin-i18n.tsx';
import { adminLocale } from '../../../lib/admin-money.ts';

export const HK_TIME_ZONE = 'Asia/Hong_Kong';

/** Short names where the official ones read badly ('Hong Kong SAR China'); Chinese ones come from the list. */
const SHORT_EN: Record<string, string> = { HK: 'Hong Kong', MO: 'Macao' };

/**
 * A region by name from the calling-code list the page loaded (names the server made, so the browser shows the
 * same text it hydrates); a stored name no region matches is shown as typed, with capitals.
 */
export function regionName(
  iso2: string | null,
  stored: string | null,
  lang: AdminLang,
  names: ReadonlyMap<string, string>,
): string {
  if (iso2) {
    const name = (lang === 'en' && SHORT_EN[iso2]) || names.get(iso2);
    if (name) return name;
  }
  return stored ? stored.replace(/\b\p{L}/gu, (c) => c.toUpperCase()) : '—';
}

/** An address book's country is a shipping country key ('hk'). */
export function shippingCountryName(key: string, lang: AdminLang): string {
  return isCountryKey(key) ? countryShortName(getCountry(key), adminLocale(lang)) : key;
}

export const phoneText = (code: string | null, number: string | null) => formatPhone(code, number) ?? '—';
export const phoneKeyText = (key: string | null) => formatPhoneKey(key) ?? '—';
export const languageName = preferredLangName;

export function hkDateTime(iso: string, lang: AdminLang): string {
  return new Date(iso).toLocaleString(ADMIN_INTL[lang], {
    timeZone: HK_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

export function hkDate(iso: string, lang: AdminLang): string {
  return new Date(iso).toLocaleDateString(ADMIN_INTL[lang], { timeZone: HK_TIME_ZONE, dateStyle: 'medium' });
}
