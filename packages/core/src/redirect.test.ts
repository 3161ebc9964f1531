import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localizePath, parseLocalePath, SUPPORTED_LOCALES } from './locales.ts';
import { safeRedirectPath } from './redirect.ts';

const HOME = '/en';
const BASE = 'http://shop.example';

/** What a browser does with the Location header: resolve it against the page it is on. */
const resolved = (target: string) => new URL(target, `${BASE}/en/somewhere`);

describe('safeRedirectPath', () => {
  it('keeps same-site paths with their query and fragment', () => {
    for (const path of [
      '/',
      '/en',
      '/en/collection/skin-care?brand=x&page=2',
      '/zh/checkout#pay',
      '/cn/account?view=ORDERS',
    ]) {
      expect(safeRedirectPath(path, HOME)).toBe(path);
    }
  });

  it.each([
    ['//evil.example'],
    ['//evil.example/en'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/\\/evil.example'],
    ['https://evil.example'],
    ['http:evil.example'],
    ['javascript:alert(1)'],
    ['data:text/html,x'],
    ['evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/en\r\nSet-Cookie: a=b'],
    ['/en\u0000'],
    [' /en'],
    [''],
    [`/${'a'.repeat(3000)}`],
  ])('replaces %j by the fallback', (target) => {
    expect(safeRedirectPath(target, HOME)).toBe(HOME);
  });

  it('refuses what is not a string', () => {
    for (const value of [null, undefined, 1, {}, ['/en']]) expect(safeRedirectPath(value, HOME)).toBe(HOME);
    expect(safeRedirectPath(null, null)).toBeNull();
  });

  it('normalises: dot segments, repeated slashes and non-ASCII never leave a //host or a bad header', () => {
    expect(safeRedirectPath('/.//evil.example', HOME)).toBe('/evil.example');
    expect(safeRedirectPath('/en//evil.example', HOME)).toBe('/en/evil.example');
    expect(safeRedirectPath('/en/../..//evil.example', HOME)).toBe('/evil.example');
    expect(safeRedirectPath('/en/產品?q=面霜', HOME)).toBe('/en/%E7%94%A2%E5%93%81?q=%E9%9D%A2%E9%9C%9C');
  });

  it('a locale switch of a kept path stays on the site (the prefix cannot be cut off to leave //host)', () => {
    const kept = safeRedirectPath('/en//evil.example', HOME);
    for (const locale of SUPPORTED_LOCALES) {
      expect(localizePath(parseLocalePath(kept).rest, locale)).not.toMatch(/^\/\//);
    }
  });

  it('property: any input gives a path that resolves on this origin and is a valid header value', () => {
    const hostile = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc
        .tuple(
          fc.constantFrom('/', '//', '/\\', '\\', '/./', '/en/', '/en//', 'https:', '/%2F', '/\t', '/\r\n'),
          fc.string({ unit: 'grapheme', maxLength: 20 }),
          fc.webUrl(),
        )
        .map(([a, b, c]) => a + b + c),
      fc.webUrl(),
    );
    fc.assert(
      fc.property(hostile, (input) => {
        const out = safeRedirectPath(input, HOME);
        expect(out.startsWith('/') && !out.startsWith('//')).toBe(true);
        expect(out).not.toMatch(/[\\\u0000-\u001f\u007f-\uffff]/);
        expect(resolved(out).origin).toBe(BASE);
        // and in every locale
        for (const locale of SUPPORTED_LOCALES)
          expect(resolved(localizePath(parseLocalePath(out).rest, locale)).origin).toBe(BASE);
      }),
      { numRuns: 2000 },
    );
  });

  it('property: plain site paths are kept as they are', () => {
    const segment = fc.stringMatching(/^[a-z0-9_-]{1,12}$/);
    const path = fc
      .tuple(fc.array(segment, { maxLength: 5 }), fc.option(fc.stringMatching(/^[a-z]{1,5}=[a-z0-9]{0,8}$/)))
      .map(([segments, query]) => `/${segments.join('/')}${query ? `?${query}` : ''}`);
    fc.assert(
      fc.property(path, (p) => {
        expect(safeRedirectPath(p, HOME)).toBe(p);
      }),
      { numRuns: 500 },
    );
  });
});
