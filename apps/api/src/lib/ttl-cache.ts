import { LRUCache } from 'lru-cache';

/**
 * A bounded map whose entries expire after ttlMs; beyond max, the least recently used entry goes.
 * A ttlMs of 0 (or less) keeps nothing: lru-cache would read 0 as "never expires", callers mean "off".
 * `now` replaces the clock (tests).
 */
export function createTtlCache<V extends NonNullable<unknown>>(opts: {
  max: number;
  ttlMs: number;
  now?: () => number;
}) {
  const off = opts.ttlMs <= 0;
  const entries = new LRUCache<string, V>({
    max: Math.max(1, opts.max),
    ttl: off ? 1 : opts.ttlMs,
    ...(opts.now ? { perf: { now: opts.now }, ttlResolution: 0 } : {}),
  });
  return {
    get(key: string): V | undefined {
      return entries.get(key);
    },
    /** a key set again counts as new: its TTL starts over */
    set(key: string, value: V) {
      if (!off) entries.set(key, value);
    },
    clear() {
      entries.clear();
    },
  };
}
