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

/** Intl's official forms ('中國香港特別行政區') read badly: the shop's own short names where they differ. */
const SHORT_HK: Record<string, string> = { HK: '香港', MO: '澳門', TW: '台灣' };

const NAMES = new Map<AdminLang, Intl.DisplayNames>();
const displayNames = (lang: AdminLang) => {
  let names = NAMES.get(lang);
  if (!names) NAMES.set(lang, (names = new Intl.DisplayNames([ADMIN_INTL[lang]], { type: 'region' })));
  return names;
};

export function regionName(iso2: string | null, stored: string | null, lang: AdminLang): string {
  if (iso2) {
    if (lang === 'hk' && SHORT_HK[iso2]) return SHORT_HK[iso2];
    const name = displayNames(lang).of(iso2);
    if (lang === 'en' && iso2 === 'HK') return 'Hong Kong';
    if (name) return name;
  }
  // a name no region matches: as typed, with capitals
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
