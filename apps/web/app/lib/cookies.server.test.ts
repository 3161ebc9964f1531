import { parseSetCookie } from 'cookie';
import { describe, expect, it } from 'vitest';
import { prefCookie } from './cookies.server.ts';

describe('prefCookie', () => {
  it('is a one-year, site-wide, SameSite=Lax cookie, Secure over https', () => {
    const https = parseSetCookie(prefCookie(new Request('https://shop.test/en'), 'shop_country', 'uk'));
    expect(https).toEqual({
      name: 'shop_country',
      value: 'uk',
      path: '/',
      maxAge: 365 * 24 * 3600,
      sameSite: 'lax',
      secure: true,
    });
    const http = parseSetCookie(prefCookie(new Request('http://shop.test/en'), 'shop_theme', 'dark', 60));
    expect(http).toMatchObject({ value: 'dark', maxAge: 60 });
    expect(http.secure).toBeUndefined();
  });

  it('encodes a value that is not a plain cookie octet string', () => {
    expect(prefCookie(new Request('http://shop.test/'), 'x', 'a b;c')).toMatch(/^x=a%20b%3Bc;/);
  });
});
