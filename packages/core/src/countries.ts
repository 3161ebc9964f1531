import type { CurrencyCode } from './currencies.ts';
import type { Locale } from './locales.ts';

export const COUNTRY_KEYS = [
  'hk',
  'tw',
  'sg',
  'jp',
  'au',
  'us',
  'ca',
  'uk',
  'ch',
  'my',
  'kr',
  'cn',
  'th',
] as const;
export type CountryKey = (typeof COUNTRY_KEYS)[number];
export const DEFAULT_COUNTRY: CountryKey = 'hk';

export type Continent = 'Asia' | 'Europe' | 'North America' | 'Oceania';

export interface CountryEntry {
  key: CountryKey;
  continent: Continent;
  shortNameEng: string;
  /** Traditional Chinese */
  shortNameChi: string;
  /** Simplified Chinese */
  shortNameCn: string;
  longName: string;
  currency: CurrencyCode;
  /** ISO 3166-1 alpha-2 (uk → GB; hk also covers MO) */
  iso2: string;
}

export const COUNTRIES: CountryEntry[] = [
  {
    key: 'hk',
    continent: 'Asia',
    shortNameEng: 'Hong Kong & Macau',
    shortNameChi: '香港及澳門',
    shortNameCn: '香港及澳门',
    longName: 'Hong Kong SAR & Macau SAR',
    currency: 'HKD',
    iso2: 'HK',
  },
  {
    key: 'tw',
    continent: 'Asia',
    shortNameEng: 'Taiwan',
    shortNameChi: '台灣',
    shortNameCn: '台湾',
    longName: 'Taiwan',
    currency: 'TWD',
    iso2: 'TW',
  },
  {
    key: 'sg',
    continent: 'Asia',
    shortNameEng: 'Singapore',
    shortNameChi: '新加坡',
    shortNameCn: '新加坡',
    longName: 'Republic of Singapore',
    currency: 'SGD',
    iso2: 'SG',
  },
  {
    key: 'jp',
    continent: 'Asia',
    shortNameEng: 'Japan',
    shortNameChi: '日本',
    shortNameCn: '日本',
    longName: 'Japan',
    currency: 'JPY',
    iso2: 'JP',
  },
  {
    key: 'au',
    continent: 'Oceania',
    shortNameEng: 'Australia',
    shortNameChi: '澳洲',
    shortNameCn: '澳大利亚',
    longName: 'Commonwealth of Australia',
    currency: 'AUD',
    iso2: 'AU',
  },
  {
    key: 'us',
    continent: 'North America',
    shortNameEng: 'United States',
    shortNameChi: '美國',
    shortNameCn: '美国',
    longName: 'United States of America',
    currency: 'USD',
    iso2: 'US',
  },
  {
    key: 'ca',
    continent: 'North America',
    shortNameEng: 'Canada',
    shortNameChi: '加拿大',
    shortNameCn: '加拿大',
    longName: 'Canada',
    currency: 'CAD',
    iso2: 'CA',
  },
  {
    key: 'uk',
    continent: 'Europe',
    shortNameEng: 'United Kingdom',
    shortNameChi: '英國',
    shortNameCn: '英国',
    longName: 'United Kingdom of Great Britain and Northern Ireland',
    currency: 'GBP',
    iso2: 'GB',
  },
  {
    key: 'ch',
    continent: 'Europe',
    shortNameEng: 'Switzerland',
    shortNameChi: '瑞士',
    shortNameCn: '瑞士',
    longName: 'Swiss Confederation',
    currency: 'CHF',
    iso2: 'CH',
  },
  {
    key: 'my',
    continent: 'Asia',
    shortNameEng: 'Malaysia',
    shortNameChi: '馬來西亞',
    shortNameCn: '马来西亚',
    longName: 'Malaysia',
    currency: 'MYR',
    iso2: 'MY',
  },
  {
    key: 'kr',
    continent: 'Asia',
    shortNameEng: 'South Korea',
    shortNameChi: '韓國',
    shortNameCn: '韩国',
    longName: 'Republic of Korea',
    currency: 'KRW',
    iso2: 'KR',
  },
  {
    key: 'cn',
    continent: 'Asia',
    shortNameEng: 'Mainland China',
    shortNameChi: '中國內地',
    shortNameCn: '中国大陆',
    longName: "People's Republic of China",
    currency: 'CNY',
    iso2: 'CN',
  },
  {
    key: 'th',
    continent: 'Asia',
    shortNameEng: 'Thailand',
    shortNameChi: '泰國',
    shortNameCn: '泰国',
    longName: 'Kingdom of Thailand',
    currency: 'THB',
    iso2: 'TH',
  },
];

/** The ship-to countries (9-01), in spec order. */
export const SHIP_TO_COUNTRY_KEYS = [
  'hk',
  'tw',
  'sg',
  'jp',
  'au',
  'us',
  'ca',
  'uk',
  'ch',
  'my',
  'kr',
] as const satisfies readonly CountryKey[];
/** Own global lines, special_offer, worldwide offers, overtime and handling ship to these 13 (9-02). */
export const GLOBAL_LINE_COUNTRY_KEYS = [
  ...SHIP_TO_COUNTRY_KEYS,
  'cn',
  'th',
] as const satisfies readonly CountryKey[];
/** Every other brand group ships to Hong Kong & Macau only. */
export const HK_ONLY_COUNTRY_KEYS = ['hk'] as const satisfies readonly CountryKey[];

const BY_KEY = new Map<string, CountryEntry>(COUNTRIES.map((e) => [e.key, e]));

export function isCountryKey(x: unknown): x is CountryKey {
  return typeof x === 'string' && BY_KEY.has(x);
}

export function getCountry(key: CountryKey): CountryEntry {
  const entry = BY_KEY.get(key);
  if (!entry) throw new RangeError(`Unknown country key: ${String(key)}`);
  return entry;
}

export function isShipToCountry(key: string): boolean {
  return (SHIP_TO_COUNTRY_KEYS as readonly string[]).includes(key);
}

const sortedByEnglishName = new WeakMap<readonly CountryKey[], CountryEntry[]>();

/**
 * The country tab lists countries by English short name (2.12-18); defaults to the ship-to list. The names are
 * ASCII, so a case-blind code-point order is the English order; `localeCompare(…, 'en')` built a collator for
 * each comparison, 60 ms of a phone's hydration for the three country lists of a page.
 */
export function countriesSortedByEnglishName(
  keys: readonly CountryKey[] = SHIP_TO_COUNTRY_KEYS,
): CountryEntry[] {
  let sorted = sortedByEnglishName.get(keys);
  if (!sorted) {
    const name = (c: CountryEntry) => c.shortNameEng.toLowerCase();
    sorted = keys.map(getCountry).sort((a, b) => (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0));
    sortedByEnglishName.set(keys, sorted);
  }
  return [...sorted];
}

export function currencyForCountry(key: CountryKey): CurrencyCode {
  return getCountry(key).currency;
}

const ISO2_ALIASES: Record<string, CountryKey> = { MO: 'hk', UK: 'uk' };

/** Maps a visitor-country code (GeoIP / header) to a shop country: 'GB' → uk, 'MO' and 'HK' → hk. */
export function countryFromIso2(iso2: string): CountryKey | null {
  const code = iso2.trim().toUpperCase();
  if (!code) return null;
  const alias = ISO2_ALIASES[code];
  if (alias) return alias;
  return COUNTRIES.find((e) => e.iso2 === code)?.key ?? null;
}

/** Localized short name for a country entry. */
export function countryShortName(entry: CountryEntry, locale: Locale): string {
  if (locale === 'en') return entry.shortNameEng;
  if (locale === 'cn') return entry.shortNameCn;
  return entry.shortNameChi;
}
