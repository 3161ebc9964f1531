import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { FallbackStore } from './rate-limit-store.ts';
import { isDatabaseUnavailable } from './db-errors.ts';
import type { RedisHealth } from './redis-health.ts';

type Cb = (err: Error | null, res?: { current: number; ttl: number }) => void;

function counting(fail: () => boolean) {
  const counts = new Map<string, number>();
  const store = {
    counts,
    incr(key: string, cb: Cb) {
      if (fail()) return cb(new Error('Connection is closed.'));
      counts.set(key, (counts.get(key) ?? 0) + 1);
      cb(null, { current: counts.get(key)!, ttl: 1000 });
    },
    child: () => store,
  };
  return store;
}

function health(): RedisHealth & { set(up: boolean): void } {
  let up = true;
  return {
    get up() {
      return up;
    },
    since: new Date(),
    outages: 0,
    events: new EventEmitter(),
    failed: () => void (up = false),
    set: (v: boolean) => void (up = v),
  };
}

const incr = (s: FallbackStore, key: string) =>
  new Promise<number>((resolve, reject) =>
    s.incr(key, (err, res) => (err ? reject(err) : resolve(res!.current)), 1000, 5),
  );

describe('rate-limit counts while Redis comes and goes', () => {
  it('counts in Redis, in this process from the first failed call, and in Redis again once it is back', async () => {
    let redisDown = false;
    const redis = counting(() => redisDown);
    const local = counting(() => false);
    const h = health();
    const store = new FallbackStore(redis, local, h);
    expect(await incr(store, 'ip')).toBe(1);
    redisDown = true;
    // the failed call is still counted (locally), never let through uncounted
    expect(await incr(store, 'ip')).toBe(1);
    expect(h.up).toBe(false);
    expect(await incr(store, 'ip')).toBe(2);
    redisDown = false;
    h.set(true);
    expect(await incr(store, 'ip')).toBe(2);
    expect(redis.counts.get('ip')).toBe(2);
    expect(local.counts.get('ip')).toBe(2);
  });
});

describe('database unavailable', () => {
  it('is recognised by code or node-postgres wording, through a wrapper; other errors are not', () => {
    const wrap = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
    expect(isDatabaseUnavailable(wrap(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(wrap(Object.assign(new Error('shutting down'), { code: '57P01' })))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(wrap(Object.assign(new Error('starting up'), { code: '57P03' })))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(wrap(Object.assign(new Error('dup'), { code: '23505' })))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });
});
