// Registration keeps a member's country as the lowercased English name of a region ('hong kong'); staff pick a
// region from the calling-code list (ISO 3166 alpha-2). These two turn one into the other.
import { getCountries } from 'libphonenumber-js/min';

const en = new Intl.DisplayNames(['en'], { type: 'region' });
const REGIONS = getCountries() as string[];
const BY_NAME = new Map(REGIONS.map((iso2) => [(en.of(iso2) ?? iso2).toLowerCase(), iso2]));
// names the old shop stored that Intl spells differently
const ALIASES: Record<string, string> = {
  'hong kong': 'HK',
  macau: 'MO',
  macao: 'MO',
  'united states of america': 'US',
  uk: 'GB',
};

/** 'hong kong' → 'HK'; null when the stored name is no region Intl knows. */
export function countryCodeOf(stored: string | null): string | null {
  if (!stored) return null;
  const key = stored.trim().toLowerCase();
  return BY_NAME.get(key) ?? ALIASES[key] ?? null;
}

/** 'HK' → 'hong kong' (what registration would have stored); null for a code that is no region. */
export function storedCountryOf(iso2: string): string | null {
  const code = iso2.toUpperCase();
  return REGIONS.includes(code) ? (en.of(code) ?? code).toLowerCase() : null;
}
