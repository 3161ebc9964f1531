import {
  currencyForCountry, DEFAULT_COUNTRY, forcedCountryForLocale, isCountryKey, parseLocalePath,
  type CountryKey, type CurrencyCode, type Locale,
} from '@shop/core';

export type Theme = 'light' | 'dark' | 'system';

/** Application state of SPEC §3 that the server must know on the first byte. */
export interface ShopState {
  locale: Locale;
  country: CountryKey;
  currency: CurrencyCode;
  theme: Theme;
  confirmCountry: boolean;
  agreedGdpr: boolean;
}

export const COOKIE = { country: 'shop_country', theme: 'shop_theme', confirm: 'shop_confirm_country', gdpr: 'shop_gdpr' } as const;

export function parseCookies(header: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    const k = part.slice(0, i).trim();
    try { out[k] = decodeURIComponent(part.slice(i + 1).trim()); } catch { /* malformed cookie: ignore */ }
  }
  return out;
}

/** Locale from the path; country from the cookie unless the locale forces one (hk → hk, zh → tw). */
export function readShopState(request: Request): ShopState {
  const url = new URL(request.url);
  const { locale } = parseLocalePath(url.pathname);
  const c = parseCookies(request.headers.get('cookie'));
  const forced = forcedCountryForLocale(locale);
  const saved = isCountryKey(c[COOKIE.country]) ? c[COOKIE.country] as CountryKey : null;
  const country = forced ?? saved ?? DEFAULT_COUNTRY;
  const theme = c[COOKIE.theme] === 'dark' || c[COOKIE.theme] === 'light' ? c[COOKIE.theme] as Theme : 'system';
  return {
    locale, country, currency: currencyForCountry(country), theme,
    confirmCountry: c[COOKIE.confirm] === '1', agreedGdpr: c[COOKIE.gdpr] === '1',
  };
}
