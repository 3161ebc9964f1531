import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import pg from 'pg';
import type { RedisHealth } from './redis-health.ts';

/**
 * What changed: the catalogue (products, their answers, guest pages), the settings (and all priced from them), or
 * some products (their ids in the payload; no payload means every product), or the content staff publish (pages).
 */
export type CacheTopic = 'catalogue' | 'settings' | 'products' | 'content';
const TOPICS: readonly CacheTopic[] = ['catalogue', 'settings', 'products', 'content'];
type Listener = (payload?: string) => void;
const CHANNEL = 'shop_cache';

type Log = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

/**
 * Every local cache is dropped through here, so a change made on one instance is seen on all of them: Redis pub/sub
 * with REDIS_URL, else PostgreSQL LISTEN/NOTIFY, else (PGlite: one process) this process only.
 */
export interface Broadcaster {
  kind: 'local' | 'redis' | 'postgres';
  /** runs this instance's listeners at once, then tells the other instances (payload: no spaces needed, short) */
  publish(topic: CacheTopic, payload?: string): void;
  /** tells the other instances only (this instance's listeners have run): the Redis broadcaster's fallback */
  tell?(topic: CacheTopic, payload?: string): void;
  /** returns the unsubscribe function */
  subscribe(topic: CacheTopic, listener: Listener): () => void;
  close(): Promise<void>;
}

/** A message is `<instance id> <topic>[ <payload>]`: an instance ignores its own (its listeners already ran). */
export function encode(origin: string, topic: CacheTopic, payload?: string): string {
  return payload === undefined ? `${origin} ${topic}` : `${origin} ${topic} ${payload}`;
}
export function decode(message: string): { origin: string; topic: CacheTopic; payload?: string } | null {
  const [origin, topic] = message.split(' ', 2);
  if (!origin || !TOPICS.includes(topic as CacheTopic)) return null;
  const rest = message.slice(origin.length + topic!.length + 2);
  return { origin, topic: topic as CacheTopic, ...(rest ? { payload: rest } : {}) };
}

function listeners() {
  const byTopic = new Map<CacheTopic, Set<Listener>>(TOPICS.map((t) => [t, new Set()]));
  return {
    run(topic: CacheTopic, payload?: string) {
      for (const l of byTopic.get(topic)!) l(payload);
    },
    /** after a lost connection a message may have been missed: drop everything rather than serve stale data */
    runAll() {
      for (const t of TOPICS) for (const l of byTopic.get(t)!) l();
    },
    subscribe(topic: CacheTopic, l: Listener) {
      byTopic.get(topic)!.add(l);
      return () => void byTopic.get(topic)!.delete(l);
    },
  };
}

export function createLocalBroadcaster(): Broadcaster {
  const ls = listeners();
  return { kind: 'local', publish: ls.run, subscribe: ls.subscribe, close: async () => {} };
}

/**
 * Redis pub/sub on a connection of its own (a subscribed connection can run no other command). With a fallback
 * (PostgreSQL's, on PostgreSQL) a message goes through it while Redis is down, and the fallback's messages are
 * always heard: another instance may notice the outage first.
 */
export async function createRedisBroadcaster(
  publisher: Redis,
  log: Log,
  opts: { health?: RedisHealth; fallback?: Broadcaster } = {},
): Promise<Broadcaster> {
  const ls = listeners();
  const { health, fallback } = opts;
  for (const t of TOPICS) fallback?.subscribe(t, (payload) => ls.run(t, payload));
  const origin = randomUUID();
  // the publisher fails fast (rate limits); the subscriber waits for Redis and resubscribes on every reconnect
  const subscriber = publisher.duplicate({
    lazyConnect: false,
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
  });
  let connectedOnce = false;
  subscriber.on('ready', () => {
    if (connectedOnce) ls.runAll();
    connectedOnce = true;
  });
  subscriber.on('error', (err) => log.warn({ err }, 'cache broadcast: Redis subscriber error'));
  subscriber.on('message', (_channel: string, message: string) => {
    const m = decode(message);
    if (m && m.origin !== origin) ls.run(m.topic, m.payload);
  });
  await subscriber.subscribe(CHANNEL);
  return {
    kind: 'redis',
    publish(topic, payload) {
      ls.run(topic, payload);
      if (fallback?.tell && health && !health.up) return fallback.tell(topic, payload);
      publisher.publish(CHANNEL, encode(origin, topic, payload)).catch((err) => {
        if (!fallback?.tell) return log.error({ err }, 'cache broadcast: could not publish to Redis');
        health?.failed(err);
        fallback.tell(topic, payload);
      });
    },
    subscribe: ls.subscribe,
    async close() {
      subscriber.disconnect();
      await fallback?.close();
    },
  };
}

/** PostgreSQL LISTEN/NOTIFY on one dedicated connection, reopened (and every cache dropped) if it is lost. */
export async function createPostgresBroadcaster(url: string, log: Log): Promise<Broadcaster> {
  const ls = listeners();
  const origin = randomUUID();
  let client: pg.Client | undefined;
  let closed = false;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => {
      const m = n.payload ? decode(n.payload) : null;
      if (m && m.origin !== origin) ls.run(m.topic, m.payload);
    });
    c.on('error', (err) => {
      log.warn({ err }, 'cache broadcast: PostgreSQL listener lost; reconnecting');
      c.end().catch(() => {});
      if (client === c) client = undefined;
      if (!closed) setTimeout(() => void reconnect(), 1000).unref();
    });
    await c.connect();
    await c.query(`LISTEN ${CHANNEL}`);
    client = c;
  };
  const reconnect = async () => {
    try {
      await connect();
      ls.runAll();
    } catch (err) {
      log.warn({ err }, 'cache broadcast: PostgreSQL listener still down');
      if (!closed) setTimeout(() => void reconnect(), 2000).unref();
    }
  };
  await connect();
  const tell = (topic: CacheTopic, payload?: string) => {
    if (!client) return log.error({}, 'cache broadcast: no PostgreSQL connection; other instances not told');
    client
      .query('select pg_notify($1, $2)', [CHANNEL, encode(origin, topic, payload)])
      .catch((err) => log.error({ err }, 'cache broadcast: could not notify PostgreSQL'));
  };
  return {
    kind: 'postgres',
    publish(topic, payload) {
      ls.run(topic, payload);
      tell(topic, payload);
    },
    tell,
    subscribe: ls.subscribe,
    async close() {
      closed = true;
      await client?.end().catch(() => {});
    },
  };
}
