// Whether REDIS_URL's server answers: the rate limiter and the cache broadcaster fall back to this instance
// (limits) and PostgreSQL (cache messages) while it does not, and go back to Redis when ioredis reconnects.
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

type Log = { warn(obj: object, msg: string): void };

export interface RedisHealth {
  /** false from the first failed command or lost connection until ioredis is ready again */
  readonly up: boolean;
  /** when `up` last changed */
  readonly since: Date;
  /** outages seen since boot */
  readonly outages: number;
  /** 'down' and 'up' as the state changes (the metrics and readiness read these) */
  readonly events: EventEmitter<{ down: []; up: [] }>;
  /** a command failed: Redis may be gone before ioredis notices the connection is */
  failed(err: unknown): void;
}

const byClient = new WeakMap<Redis, RedisHealth>();
let latest: RedisHealth | undefined;

/** Tracks one client; the warning is logged once per outage, not once per failed request. */
export function trackRedisHealth(redis: Redis, log: Log): RedisHealth {
  const events = new EventEmitter<{ down: []; up: [] }>();
  let up = true;
  let since = new Date();
  let outages = 0;
  const down = (err: unknown) => {
    if (!up) return;
    up = false;
    since = new Date();
    outages++;
    log.warn(
      { err },
      'Redis unavailable: rate limits counted per instance, cache messages sent through PostgreSQL until it returns',
    );
    events.emit('down');
  };
  redis.on('ready', () => {
    if (up) return;
    up = true;
    since = new Date();
    log.warn({ outages }, 'Redis is back: rate limits and cache messages go through it again');
    events.emit('up');
  });
  // 'reconnecting' only follows a lost connection, never our own disconnect at shutdown
  redis.on('reconnecting', () => down(new Error('Redis connection lost')));
  const health: RedisHealth = {
    get up() {
      return up;
    },
    get since() {
      return since;
    },
    get outages() {
      return outages;
    },
    events,
    failed: down,
  };
  byClient.set(redis, health);
  latest = health;
  return health;
}

export const redisHealthOf = (redis: Redis): RedisHealth | undefined => byClient.get(redis);

/**
 * This process's Redis state for /metrics and /api/ready (`configured: false` without REDIS_URL): the last client
 * opened, which outside tests is the only one.
 */
export function redisHealth(): { configured: boolean; up: boolean; since?: Date; outages: number } {
  if (!latest) return { configured: false, up: false, outages: 0 };
  return { configured: true, up: latest.up, since: latest.since, outages: latest.outages };
}
