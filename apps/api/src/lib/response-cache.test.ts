import { describe, expect, it } from 'vitest';
import { acceptsEncoding, preferredEncoding } from './response-cache.ts';

describe('Accept-Encoding negotiation', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0', null],
    // the client's weights decide, not the order of our list
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['gzip;q=0.5, br;q=0.9', 'br'],
    // a wildcard takes every coding
    ['*', 'br'],
    ['*;q=0.1, gzip', 'gzip'],
    ['identity', null],
    ['', null],
    [undefined, null],
    [['gzip;q=0.2', 'br;q=0.3'], 'br'],
  ] as const)('%j → %s', (header, coding) => {
    expect(preferredEncoding(header as string | string[] | undefined)).toBe(coding);
  });

  it('acceptsEncoding answers for one coding, a q=0 refusing it', () => {
    expect(acceptsEncoding('gzip, deflate', 'gzip')).toBe(true);
    expect(acceptsEncoding('gzip;q=0, br', 'gzip')).toBe(false);
    expect(acceptsEncoding('*', 'gzip')).toBe(true);
    expect(acceptsEncoding('deflate', 'gzip')).toBe(false);
    expect(acceptsEncoding(null, 'gzip')).toBe(false);
  });
});
