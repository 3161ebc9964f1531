import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

/** A clock the test moves by hand: no sleeping. */
function clock() {
  let t = 1_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('ttl cache', () => {
  it('forgets after the TTL and drops the oldest beyond max', () => {
    const c = clock();
    const cache = createTtlCache<number>({ ttlMs: 40, max: 2, now: c.now });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    expect(cache.get('c')).toBe(3);
    c.advance(39);
    expect(cache.get('c')).toBe(3);
    c.advance(2);
    expect(cache.get('c')).toBeUndefined();
  });

  it('a key set again counts as new', () => {
    const cache = createTtlCache<number>({ ttlMs: 10_000, max: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3);
    cache.set('c', 4);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(3);
  });

  it('setting a key again starts its TTL over', () => {
    const c = clock();
    const cache = createTtlCache<number>({ ttlMs: 60, max: 10, now: c.now });
    cache.set('a', 1);
    c.advance(40);
    cache.set('a', 2);
    c.advance(40);
    expect(cache.get('a')).toBe(2);
  });

  it('a TTL of 0 keeps nothing (the page cache is off in development)', () => {
    const cache = createTtlCache<number>({ ttlMs: 0, max: 10 });
    cache.set('a', 1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('clear forgets every entry', () => {
    const cache = createTtlCache<number>({ ttlMs: 10_000, max: 10 });
    cache.set('a', 1);
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
  });
});
