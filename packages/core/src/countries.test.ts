import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  COUNTRY_KEYS,
  countriesSortedByEnglishName,
  countryFromIso2,
  countryShortName,
  currencyForCountry,
  getCountry,
  GLOBAL_LINE_COUNTRY_KEYS,
  isCountryKey,
  isShipToCountry,
  SHIP_TO_COUNTRY_KEYS,
} from './countries.ts';
import { CURRENCIES, CURRENCY_CODES, isCurrency } from './currencies.ts';

describe('currencies', () => {
  it('has the spec currencies plus THB', () => {
    expect(CURRENCY_CODES).toHaveLength(14);
    expect(isCurrency('RMB')).toBe(true);
    expect(isCurrency('EUR')).toBe(false);
    expect(isCurrency(1)).toBe(false);
  });

  it('symbols and decimals', () => {
    expect(CURRENCIES.HKD.symbol).toBe('HK$');
    expect(CURRENCIES.MYR.symbol).toBe('RM');
    expect(CURRENCIES.TWD.symbol).toBe('NT$');
    expect(CURRENCIES.RMB.intlCode).toBe('CNY');
    for (const c of CURRENCY_CODES) {
      expect(CURRENCIES[c].code).toBe(c);
      expect(CURRENCIES[c].minorDigits).toBe(c === 'JPY' || c === 'KRW' ? 0 : 2);
      expect(CURRENCIES[c].displayDecimals).toBe(['JPY', 'TWD', 'KRW', 'THB'].includes(c) ? 0 : 2);
    }
  });
});

describe('countries', () => {
  it('ship-to keys in spec order with their currencies', () => {
    expect(SHIP_TO_COUNTRY_KEYS).toEqual(['hk', 'tw', 'sg', 'jp', 'au', 'us', 'ca', 'uk', 'ch', 'my', 'kr']);
    expect(SHIP_TO_COUNTRY_KEYS.map(currencyForCountry)).toEqual([
      'HKD',
      'TWD',
      'SGD',
      'JPY',
      'AUD',
      'USD',
      'CAD',
      'GBP',
      'CHF',
      'MYR',
      'KRW',
    ]);
    expect(GLOBAL_LINE_COUNTRY_KEYS).toHaveLength(13);
    expect(currencyForCountry('cn')).toBe('CNY');
    expect(currencyForCountry('th')).toBe('THB');
    expect(COUNTRIES).toHaveLength(13);
  });

  it('hk is Hong Kong & Macau', () => {
    const hk = getCountry('hk');
    expect(hk.shortNameEng).toBe('Hong Kong & Macau');
    expect(hk.shortNameChi).toBe('香港及澳門');
    expect(hk.shortNameCn).toBe('香港及澳门');
    expect(countryShortName(hk, 'cn')).toBe('香港及澳门');
    expect(countryShortName(hk, 'en')).toBe('Hong Kong & Macau');
    expect(countryShortName(hk, 'zh')).toBe('香港及澳門');
    expect(getCountry('uk').iso2).toBe('GB');
  });

  it('getCountry refuses unknown keys', () => {
    expect(() => getCountry('xx' as never)).toThrow(RangeError);
    expect(isCountryKey('th')).toBe(true);
    expect(isCountryKey('fr')).toBe(false);
  });

  it('isShipToCountry', () => {
    expect(isShipToCountry('hk')).toBe(true);
    expect(isShipToCountry('cn')).toBe(false);
    expect(isShipToCountry('th')).toBe(false);
  });

  it('sorts by English short name', () => {
    const names = countriesSortedByEnglishName().map((c) => c.shortNameEng);
    expect(names[0]).toBe('Australia');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names).toHaveLength(11);
    expect(countriesSortedByEnglishName(['us', 'cn', 'ca']).map((c) => c.key)).toEqual(['ca', 'cn', 'us']);
  });

  it('sorts every country as English collation does, and a caller may change its copy of the list', () => {
    const all = countriesSortedByEnglishName(COUNTRY_KEYS).map((c) => c.shortNameEng);
    expect(all).toEqual([...all].sort((a, b) => a.localeCompare(b, 'en')));
    const mine = countriesSortedByEnglishName();
    mine.reverse();
    expect(countriesSortedByEnglishName()[0]?.shortNameEng).toBe('Australia');
  });

  it('countryFromIso2', () => {
    expect(countryFromIso2('GB')).toBe('uk');
    expect(countryFromIso2('gb')).toBe('uk');
    expect(countryFromIso2('UK')).toBe('uk');
    expect(countryFromIso2('MO')).toBe('hk');
    expect(countryFromIso2('HK')).toBe('hk');
    expect(countryFromIso2('TW')).toBe('tw');
    expect(countryFromIso2('FR')).toBeNull();
    expect(countryFromIso2('')).toBeNull();
  });
});
