import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

describe('ttl cache', () => {
  it('forgets after the TTL and drops the oldest beyond max', async () => {
    const cache = createTtlCache<number>({ ttlMs: 40, max: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    expect(cache.get('c')).toBe(3);
    await new Promise((r) => setTimeout(r, 60));
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
});
