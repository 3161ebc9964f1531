import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  forcedCountryForLocale,
  isLocale,
  languagesForCountry,
  LOCALE_META,
  localizePath,
  parseLocalePath,
  preferredLang,
  suggestedLocaleForCountry,
  SUPPORTED_LOCALES,
  switchLocalePath,
} from './locales.ts';

describe('locales', () => {
  it('lists hk first as the default', () => {
    expect(SUPPORTED_LOCALES).toEqual(['hk', 'zh', 'cn', 'en']);
    expect(DEFAULT_LOCALE).toBe('hk');
    expect(LOCALE_META.hk.prefix).toBe('');
    expect(LOCALE_META.zh.htmlLang).toBe('zh-Hant-TW');
    expect(LOCALE_META.cn.intl).toBe('zh-CN');
  });

  it('isLocale', () => {
    expect(isLocale('en')).toBe(true);
    expect(isLocale('EN')).toBe(false);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it.each([
    ['/en/collection/x', 'en', '/collection/x'],
    ['/', 'hk', '/'],
    ['/en', 'en', '/'],
    ['/en/', 'en', '/'],
    ['/zh', 'zh', '/'],
    ['/cn/terms_cn', 'cn', '/terms_cn'],
    ['/hk/collection', 'hk', '/hk/collection'],
    ['/english', 'hk', '/english'],
    ['/enx/a', 'hk', '/enx/a'],
    ['/en?x=1', 'en', '/?x=1'],
    ['/en/a?b=/en/c#h', 'en', '/a?b=/en/c#h'],
    ['', 'hk', '/'],
  ])('parseLocalePath(%j)', (path, locale, rest) => {
    expect(parseLocalePath(path)).toEqual({ locale, rest });
  });

  it.each([
    ['/collection/x?y=1', 'en', '/en/collection/x?y=1'],
    ['/collection/x?y=1', 'hk', '/collection/x?y=1'],
    ['/', 'en', '/en'],
    ['/', 'hk', '/'],
    ['/?a=1', 'cn', '/cn?a=1'],
    ['checkout', 'zh', '/zh/checkout'],
    ['', 'zh', '/zh'],
  ] as const)('localizePath(%j, %s)', (path, locale, out) => {
    expect(localizePath(path, locale)).toBe(out);
  });

  it('switchLocalePath strips the current prefix first', () => {
    expect(switchLocalePath('/en/product/a', 'cn')).toBe('/cn/product/a');
    expect(switchLocalePath('/en/product/a', 'hk')).toBe('/product/a');
    expect(switchLocalePath('/product/a', 'zh')).toBe('/zh/product/a');
    expect(switchLocalePath('/zh', 'en')).toBe('/en');
    expect(switchLocalePath('/cn', 'hk')).toBe('/');
  });

  it('round-trips every locale', () => {
    for (const l of SUPPORTED_LOCALES) {
      for (const p of ['/', '/a/b', '/a?x=1'])
        expect(parseLocalePath(localizePath(p, l))).toEqual({ locale: l, rest: p });
    }
  });

  it('preferredLang', () => {
    expect(SUPPORTED_LOCALES.map(preferredLang)).toEqual(['zh_hk', 'zh_tw', 'cn', 'en']);
  });

  it('suggestedLocaleForCountry (9-27)', () => {
    for (const c of ['au', 'ca', 'jp', 'kr', 'my', 'sg', 'ch', 'uk', 'us'])
      expect(suggestedLocaleForCountry(c)).toBe('en');
    expect(suggestedLocaleForCountry('hk')).toBe('hk');
    expect(suggestedLocaleForCountry('cn')).toBe('cn');
    expect(suggestedLocaleForCountry('tw')).toBe('zh');
    expect(suggestedLocaleForCountry('th')).toBe('en');
    expect(suggestedLocaleForCountry('xx')).toBe('en');
  });

  it('languagesForCountry hides zh for hk and hk elsewhere', () => {
    expect(languagesForCountry('hk')).toEqual(['hk', 'cn', 'en']);
    expect(languagesForCountry('tw')).toEqual(['zh', 'cn', 'en']);
    expect(languagesForCountry('us')).toEqual(['zh', 'cn', 'en']);
  });

  it('forcedCountryForLocale', () => {
    expect(forcedCountryForLocale('zh')).toBe('tw');
    expect(forcedCountryForLocale('hk')).toBe('hk');
    expect(forcedCountryForLocale('en')).toBeNull();
    expect(forcedCountryForLocale('cn')).toBeNull();
  });
});
