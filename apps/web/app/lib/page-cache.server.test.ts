import { describe, expect, it } from 'vitest';
import { isShareableSetCookie, pageCacheKey } from './page-cache.server.ts';

const req = (headers: Record<string, string> = {}, method = 'GET') =>
  new Request('http://shop.test/en/collection/skin-care?sort=price', { method, headers });

describe('guest page cache key', () => {
  it('is the same for guests with the same preferences, whatever their CSRF cookie', () => {
    const a = pageCacheKey(req({ cookie: 'shop_country=mo; shop_csrf=aaa', 'accept-language': 'en-GB' }));
    const b = pageCacheKey(req({ cookie: 'shop_csrf=bbb;shop_country=mo', 'accept-language': 'en-GB' }));
    expect(a).not.toBeNull();
    expect(a).toBe(b);
  });

  it('differs by country, theme, visitor-country inputs and query', () => {
    const base = pageCacheKey(req({ cookie: 'shop_country=mo' }));
    expect(pageCacheKey(req({ cookie: 'shop_country=sg' }))).not.toBe(base);
    expect(pageCacheKey(req({ cookie: 'shop_country=mo; shop_theme=dark' }))).not.toBe(base);
    expect(pageCacheKey(req({ cookie: 'shop_country=mo', 'accept-language': 'zh-TW' }))).not.toBe(base);
    expect(pageCacheKey(req({ cookie: 'shop_country=mo', 'cf-ipcountry': 'SG' }))).not.toBe(base);
    expect(
      pageCacheKey(
        new Request('http://shop.test/en/collection/skin-care', { headers: { cookie: 'shop_country=mo' } }),
      ),
    ).not.toBe(base);
  });

  it('does not depend on the Host header (pages name PUBLIC_URL), but keeps the scheme', () => {
    const at = (url: string) => pageCacheKey(new Request(url, { headers: { cookie: 'shop_country=mo' } }));
    expect(at('http://evil.example/en/collection/skin-care?sort=price')).toBe(
      at('http://shop.test/en/collection/skin-care?sort=price'),
    );
    expect(at('https://shop.test/en/collection/skin-care?sort=price')).not.toBe(
      at('http://shop.test/en/collection/skin-care?sort=price'),
    );
  });

  it('refuses a session, a bag, any unknown cookie and anything but GET', () => {
    for (const cookie of ['shop_at=x', 'shop_rt=x', 'shop_sid=x', 'shop_country=hk; tracking=1'])
      expect(pageCacheKey(req({ cookie }))).toBeNull();
    expect(pageCacheKey(req({}, 'POST'))).toBeNull();
  });

  it('refuses a session cookie whose value does not URI-decode (it still reaches the API as sent)', () => {
    for (const cookie of ['shop_at=%E0%A4%A', 'shop_country=mo; shop_sid=%ZZ', 'shop_rt=%'])
      expect(pageCacheKey(req({ cookie })), cookie).toBeNull();
  });

  it('shares only preference cookies that a page sets', () => {
    expect(isShareableSetCookie('shop_country=hk; Path=/; Max-Age=31536000; SameSite=Lax')).toBe(true);
    expect(isShareableSetCookie('shop_csrf=abc; Path=/')).toBe(false);
    expect(isShareableSetCookie('shop_sid=abc; Path=/; HttpOnly')).toBe(false);
  });
});
