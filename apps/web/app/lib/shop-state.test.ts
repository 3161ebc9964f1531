import { describe, expect, it } from 'vitest';
import { pagePath, parseCookies, readShopState } from './shop-state.ts';

const req = (path: string, cookie?: string) =>
  new Request(`http://shop.test${path}`, { headers: cookie ? { cookie } : {} });

describe('pagePath', () => {
  it('reads single-fetch data requests as their page', () => {
    expect(pagePath(req('/en.data'))).toBe('/en');
    expect(pagePath(req('/_root.data'))).toBe('/');
    expect(pagePath(req('/zh/shipping.data?_routes=root'))).toBe('/zh/shipping');
    expect(pagePath(req('/cn/collection/face'))).toBe('/cn/collection/face');
  });
});

describe('readShopState', () => {
  it('takes the locale from the path and the country from the cookie', () => {
    expect(readShopState(req('/en.data', 'shop_country=uk'))).toMatchObject({
      locale: 'en',
      country: 'uk',
      currency: 'GBP',
      countryChanged: false,
    });
  });
  it('forces hk for the hk locale and tw for zh, flagging the change to persist', () => {
    expect(readShopState(req('/', 'shop_country=uk'))).toMatchObject({
      locale: 'hk',
      country: 'hk',
      currency: 'HKD',
      countryChanged: true,
    });
    expect(readShopState(req('/zh/story'))).toMatchObject({
      locale: 'zh',
      country: 'tw',
      currency: 'TWD',
      countryChanged: true,
    });
  });
  it('ignores unknown or malformed cookies', () => {
    expect(readShopState(req('/en', 'shop_country=zz; shop_theme=%E0%A4%A'))).toMatchObject({
      country: 'hk',
      theme: 'light',
    });
  });
  it('is light by default; the device theme only when the shopper chose it', () => {
    expect(readShopState(req('/en')).theme).toBe('light');
    expect(readShopState(req('/en', 'shop_theme=system')).theme).toBe('system');
    expect(readShopState(req('/en', 'shop_theme=light')).theme).toBe('light');
  });
  it('reads theme, confirm and consent flags', () => {
    expect(readShopState(req('/en', 'shop_theme=dark; shop_confirm_country=1; shop_gdpr=1'))).toMatchObject({
      theme: 'dark',
      confirmCountry: true,
      agreedGdpr: true,
    });
  });
});

describe('parseCookies', () => {
  it('reads the Cookie header as RFC 6265 does: trimmed, decoded, the first of a repeated name', () => {
    expect(parseCookies(' a = 1 ;b=x%20y;;c; a=2')).toEqual({ a: '1', b: 'x y' });
    expect(parseCookies(null)).toEqual({});
  });
});
