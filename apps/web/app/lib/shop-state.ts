import { parseCookie } from 'cookie';
import {
  currencyForCountry,
  DEFAULT_COUNTRY,
  forcedCountryForLocale,
  isCountryKey,
  parseLocalePath,
  type CountryKey,
  type CurrencyCode,
  type Locale,
} from '@shop/core';

export type Theme = 'light' | 'dark' | 'system';

/** Application state (3-19, 3-20) that the server must know on the first byte. */
export interface ShopState {
  locale: Locale;
  country: CountryKey;
  currency: CurrencyCode;
  theme: Theme;
  confirmCountry: boolean;
  agreedGdpr: boolean;
  countryChanged?: boolean;
}

export const COOKIE = {
  country: 'shop_country',
  locale: 'shop_locale',
  theme: 'shop_theme',
  confirm: 'shop_confirm_country',
  gdpr: 'shop_gdpr',
} as const;

/** The Cookie header as name → value (the `cookie` package: first of a repeated name wins, values URI-decoded). */
export function parseCookies(header: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(parseCookie(header ?? ''))) if (v !== undefined) out[k] = v;
  return out;
}

/**
 * The page path of a request: single-fetch data requests arrive as /en.data or /_root.data (the root page),
 * which must read as /en and /.
 */
export function pagePath(request: Request): string {
  const { pathname } = new URL(request.url);
  if (pathname === '/_root.data') return '/';
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) || '/' : pathname;
}

/** Locale from the path; country from the cookie unless the locale forces one (hk → hk, zh → tw). */
export function readShopState(request: Request): ShopState {
  const { locale } = parseLocalePath(pagePath(request));
  const c = parseCookies(request.headers.get('cookie'));
  const forced = forcedCountryForLocale(locale);
  const saved = isCountryKey(c[COOKIE.country]) ? (c[COOKIE.country] as CountryKey) : null;
  const country = forced ?? saved ?? DEFAULT_COUNTRY;
  /** the footer-load rule changed the saved country: the root loader persists it */
  const countryChanged = forced !== null && forced !== saved;
  // light unless the shopper chose dark, or chose to follow the device (3-20)
  const theme =
    c[COOKIE.theme] === 'dark' || c[COOKIE.theme] === 'system' ? (c[COOKIE.theme] as Theme) : 'light';
  return {
    locale,
    country,
    currency: currencyForCountry(country),
    theme,
    confirmCountry: c[COOKIE.confirm] === '1',
    agreedGdpr: c[COOKIE.gdpr] === '1',
    countryChanged,
  };
}
