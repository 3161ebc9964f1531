// Rate-limit counters in Redis (one count for every instance) with this process's own count while Redis is away.
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { createRequire } from 'node:module';
import type { RedisHealth } from './redis-health.ts';

type Result = { current: number; ttl: number };
type Callback = (err: Error | null, res?: Result) => void;
interface Store {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
}
type StoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean, ...rest: unknown[]) => Store;

// the plugin's own stores (its entry point does not export them): the same counting rules either way
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreCtor;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreCtor;

/**
 * While Redis is down every instance counts on its own (n instances allow n times each limit) rather than letting
 * every request through; a failed Redis call falls back for that request and marks Redis down until ioredis is
 * ready again, when the shared counts take over without a restart.
 */
export class FallbackStore implements FastifyRateLimitStore {
  private readonly redis: Store;
  private readonly local: Store;
  private readonly health: RedisHealth;
  constructor(redis: Store, local: Store, health: RedisHealth) {
    this.redis = redis;
    this.local = local;
    this.health = health;
  }

  /** the plugin's `store` option: a class it constructs once */
  static for(redis: Redis, health: RedisHealth, nameSpace: string) {
    return class extends FallbackStore {
      constructor() {
        super(new RedisStore(false, false, redis, nameSpace), new LocalStore(false, false, 5000), health);
      }
    };
  }

  incr(key: string, cb: Callback, timeWindow: number, max: number): void {
    if (!this.health.up) return this.local.incr(key, cb, timeWindow, max);
    this.redis.incr(
      key,
      (err, res) => {
        if (!err) return cb(null, res);
        this.health.failed(err);
        this.local.incr(key, cb, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FallbackStore {
    return new FallbackStore(this.redis.child(routeOptions), this.local.child(routeOptions), this.health);
  }
}
