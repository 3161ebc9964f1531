import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import {
  createLocalBroadcaster,
  createPostgresBroadcaster,
  createRedisBroadcaster,
  type Broadcaster,
} from './broadcast.ts';
import { trackRedisHealth, type RedisHealth } from './redis-health.ts';

type Log = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

export interface SharedState {
  /** REDIS_URL's client (rate limits); undefined without Redis */
  redis?: Redis;
  /** whether Redis answers now (rate limits and cache messages fall back while it does not) */
  redisHealth?: RedisHealth;
  broadcaster: Broadcaster;
  close(): Promise<void>;
}

/**
 * What the instances share besides the database: Redis (rate-limit counters, cache broadcast) when REDIS_URL is
 * set, else the cache broadcast over PostgreSQL, else nothing (PGlite is one process).
 */
export async function openSharedState(config: Config, database: Database, log: Log): Promise<SharedState> {
  if (config.REDIS_URL) {
    // a rate-limit check must not hang while Redis is away: fail fast, the limiter then lets the request through
    const redis = new Redis(config.REDIS_URL, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      connectTimeout: 2000,
    });
    redis.on('error', (err) => log.warn({ err }, 'Redis error'));
    try {
      await redis.connect();
    } catch (e) {
      redis.disconnect();
      throw new Error(`cannot reach REDIS_URL: ${(e as Error).message}`);
    }
    const health = trackRedisHealth(redis, log);
    // cache messages go through PostgreSQL while Redis is down (one more listening connection per instance)
    const fallback =
      database.kind === 'postgres' && database.url
        ? await createPostgresBroadcaster(database.url, log).catch((err: unknown) => {
            log.warn({ err }, 'cache broadcast: no PostgreSQL fallback for Redis outages');
            return undefined;
          })
        : undefined;
    const broadcaster = await createRedisBroadcaster(redis, log, { health, fallback });
    return {
      redis,
      redisHealth: health,
      broadcaster,
      async close() {
        await broadcaster.close();
        redis.disconnect();
      },
    };
  }
  if (database.kind === 'postgres')
    log.warn(
      {},
      'no REDIS_URL: rate limits are counted per instance (n instances allow n times each limit); run one instance or set REDIS_URL',
    );
  const broadcaster =
    database.kind === 'postgres' && database.url
      ? await createPostgresBroadcaster(database.url, log)
      : createLocalBroadcaster();
  return { broadcaster, close: () => broadcaster.close() };
}
