import type { CountryKey } from './countries.ts';

export const SUPPORTED_LOCALES = ['hk', 'zh', 'cn', 'en'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'hk';

export interface LocaleMeta {
  /** value of <html lang> */
  htmlLang: string;
  /** Intl locale used for numbers, money and dates */
  intl: string;
  /**
   * The `intl` locale's digit-group and decimal separators (groups of three). Money is grouped with these rather
   * than an Intl.NumberFormat: a browser's first NumberFormat costs a phone about 75 ms of ICU start-up, inside
   * hydration (money.test.ts proves these equal Intl's for every locale and currency).
   */
  group: string;
  decimal: string;
  /** URL prefix; '' for the default locale */
  prefix: string;
  /** preferred_lang sent to the API (registration, OTP) */
  preferredLang: PreferredLang;
  /** native label for the language picker */
  label: string;
  /** English label (the language entry's label_en) */
  labelEn: string;
}

export type PreferredLang = 'zh_hk' | 'zh_tw' | 'cn' | 'en';
export const PREFERRED_LANGS = ['zh_hk', 'zh_tw', 'cn', 'en'] as const satisfies readonly PreferredLang[];

export const LOCALE_META: Record<Locale, LocaleMeta> = {
  hk: {
    htmlLang: 'zh-Hant-HK',
    intl: 'zh-HK',
    group: ',',
    decimal: '.',
    prefix: '',
    preferredLang: 'zh_hk',
    label: '繁體中文(香港)',
    labelEn: 'Traditional Chinese (Hong Kong)',
  },
  zh: {
    htmlLang: 'zh-Hant-TW',
    intl: 'zh-TW',
    group: ',',
    decimal: '.',
    prefix: '/zh',
    preferredLang: 'zh_tw',
    label: '繁體中文(台灣)',
    labelEn: 'Traditional Chinese (Taiwan)',
  },
  cn: {
    htmlLang: 'zh-Hans-CN',
    intl: 'zh-CN',
    group: ',',
    decimal: '.',
    prefix: '/cn',
    preferredLang: 'cn',
    label: '简体中文',
    labelEn: 'Simplified Chinese',
  },
  en: {
    htmlLang: 'en',
    intl: 'en-GB',
    group: ',',
    decimal: '.',
    prefix: '/en',
    preferredLang: 'en',
    label: 'English',
    labelEn: 'English',
  },
};

export function isLocale(x: unknown): x is Locale {
  return typeof x === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(x);
}

/** Splits '/a/b?x#y' into the path and its '?x#y' suffix so prefixes are handled on the path only. */
function splitSuffix(path: string): { path: string; suffix: string } {
  const i = path.search(/[?#]/);
  return i === -1 ? { path, suffix: '' } : { path: path.slice(0, i), suffix: path.slice(i) };
}

/**
 * '/en/collection/x' → { en, '/collection/x' }. Only a whole first segment counts ('/english' is not '/en'),
 * and hk has no prefix, so '/hk/...' stays a hk path as it is.
 */
export function parseLocalePath(pathname: string): { locale: Locale; rest: string } {
  const { path, suffix } = splitSuffix(pathname);
  const normalized = path.startsWith('/') ? path : `/${path}`;
  for (const locale of SUPPORTED_LOCALES) {
    const { prefix } = LOCALE_META[locale];
    if (!prefix) continue;
    if (normalized === prefix || normalized.startsWith(`${prefix}/`)) {
      const rest = normalized.slice(prefix.length) || '/';
      return { locale, rest: rest + suffix };
    }
  }
  return { locale: DEFAULT_LOCALE, rest: normalized + suffix };
}

/** '/collection/x?y=1' + en → '/en/collection/x?y=1'; '/' + en → '/en'; hk → unchanged. */
export function localizePath(path: string, locale: Locale): string {
  const { path: p, suffix } = splitSuffix(path);
  const normalized = p === '' ? '/' : p.startsWith('/') ? p : `/${p}`;
  const { prefix } = LOCALE_META[locale];
  if (!prefix) return normalized + suffix;
  return (normalized === '/' ? prefix : prefix + normalized) + suffix;
}

export function switchLocalePath(pathname: string, to: Locale): string {
  return localizePath(parseLocalePath(pathname).rest, to);
}

/** hk → zh_hk, zh → zh_tw, others unchanged (9-26). */
export function preferredLang(locale: Locale): PreferredLang {
  return LOCALE_META[locale].preferredLang;
}

const COUNTRY_LOCALE: Partial<Record<string, Locale>> = { hk: 'hk', cn: 'cn', tw: 'zh' };

/** 9-27: hk → hk, cn → cn, tw → zh; the listed others and anything unknown → en. */
export function suggestedLocaleForCountry(countryKey: string): Locale {
  return COUNTRY_LOCALE[countryKey.toLowerCase()] ?? 'en';
}

/** The language list hides zh for Hong Kong and hk everywhere else (2.3-12). */
export function languagesForCountry(countryKey: string): Locale[] {
  const hidden: Locale = countryKey.toLowerCase() === 'hk' ? 'zh' : 'hk';
  return SUPPORTED_LOCALES.filter((l) => l !== hidden);
}

/** Footer-load rule (4-23): locale zh forces Taiwan, locale hk forces Hong Kong. */
export function forcedCountryForLocale(locale: Locale): CountryKey | null {
  if (locale === 'zh') return 'tw';
  if (locale === 'hk') return 'hk';
  return null;
}
