import { describe, expect, it } from 'vitest';
import {
  isShareableSetCookie,
  memberPageKey,
  pageCacheKey,
  withoutBag,
  withoutMember,
} from './page-cache.server.ts';

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

describe('a guest with a bag on a shared page', () => {
  it('is the same request as a guest’s, without the bag, keyed like that guest', () => {
    const guest = withoutBag(
      req({ cookie: 'shop_country=mo; shop_sid=s1; shop_csrf=c', 'accept-language': 'en' }),
    )!;
    expect(guest.headers.get('cookie')).toBe('shop_country=mo; shop_csrf=c');
    expect(guest.headers.get('accept-language')).toBe('en');
    expect(pageCacheKey(guest)).toBe(
      pageCacheKey(req({ cookie: 'shop_country=mo', 'accept-language': 'en' })),
    );
    expect(withoutBag(req({ cookie: 'shop_sid=s1' }))!.headers.has('cookie')).toBe(false);
  });

  it('drops every copy of the bag, whatever its spelling of spaces or its value', () => {
    const guest = withoutBag(req({ cookie: 'shop_sid=a;shop_country=sg;  shop_sid =%ZZ' }))!;
    expect(guest.headers.get('cookie')).toBe('shop_country=sg');
  });

  it('is null without a bag, with a member session or any unknown cookie, and for anything but GET', () => {
    for (const cookie of [
      'shop_country=mo',
      'shop_sid=a; shop_at=x',
      'shop_sid=a; shop_rt=x',
      'shop_sid=a; tracking=1',
    ])
      expect(withoutBag(req({ cookie })), cookie).toBeNull();
    expect(withoutBag(req({ cookie: 'shop_sid=a' }, 'POST'))).toBeNull();
  });
});

describe('a signed-in member on a shared page', () => {
  it('is a guest’s request with the same preferences, plus the access token the server checks', () => {
    const m = withoutMember(
      req({
        cookie: 'shop_country=mo; shop_at=tok.en.sig; shop_rt=r1; shop_csrf=c; shop_sid=s1; shop_theme=dark',
        'accept-language': 'en',
      }),
    )!;
    expect(m.accessToken).toBe('tok.en.sig');
    expect(m.guest.headers.get('cookie')).toBe('shop_country=mo; shop_theme=dark');
    expect(pageCacheKey(m.guest)).toBe(
      pageCacheKey(req({ cookie: 'shop_theme=dark; shop_country=mo', 'accept-language': 'en' })),
    );
    expect(withoutMember(req({ cookie: 'shop_at=t' }))!.guest.headers.has('cookie')).toBe(false);
  });

  it('is null without an access token, with any unknown cookie, and for anything but GET', () => {
    for (const cookie of ['shop_country=mo', 'shop_rt=r; shop_csrf=c', 'shop_at=t; tracking=1', 'shop_at='])
      expect(withoutMember(req({ cookie })), cookie).toBeNull();
    expect(withoutMember(req({ cookie: 'shop_at=t' }, 'POST'))).toBeNull();
  });

  it('keys by the guest key and the group set, never meeting a guest key', () => {
    const guest = pageCacheKey(req({ cookie: 'shop_country=mo' }))!;
    expect(memberPageKey(guest, ['vip', 'basic'])).toBe(memberPageKey(guest, ['basic', 'vip', 'vip']));
    expect(memberPageKey(guest, ['basic'])).not.toBe(memberPageKey(guest, ['basic', 'vip']));
    // a member in no group still differs from a guest (the header shows them signed in)
    expect(memberPageKey(guest, [])).not.toBe(guest);
    expect(memberPageKey(guest, ['basic'])).not.toBe(
      memberPageKey(pageCacheKey(req({ cookie: 'shop_country=sg' }))!, ['basic']),
    );
    expect(guest.startsWith('member')).toBe(false);
  });
});
