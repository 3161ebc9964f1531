import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { migrationsFolder, type Database } from '../../db/client.ts';

/** the newest migration this release ships (Drizzle's journal records when each was generated) */
function newestMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

const within = <T>(ms: number, work: Promise<T>, fallback: T) =>
  Promise.race([work, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), ms).unref())]);

/**
 * Liveness (`check`: the process answers; the database's reachability is information only) and readiness (`ready`: the database,
 * Redis when configured, this release's migrations applied, not draining).
 */
export function createHealth(database: Database, redis?: Redis) {
  const newest = newestMigration();
  let migrated = false;
  let draining = false;

  async function migrationsApplied() {
    // once applied they stay applied: one read per process
    if (migrated) return true;
    const { rows } = (await database.db.execute(
      sql`select coalesce(max(created_at), 0)::bigint as applied from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { applied: string | number }[] };
    migrated = Number(rows[0]?.applied ?? 0) >= newest;
    return migrated;
  }

  return {
    async check() {
      return { kind: database.kind, reachable: await within(1000, database.ping(), false) };
    },

    async ready() {
      const [reachable, redisOk] = await Promise.all([
        within(3000, database.ping(), false),
        redis
          ? within(
              1000,
              redis.ping().then(
                (r) => r === 'PONG',
                () => false,
              ),
              false,
            )
          : Promise.resolve(null),
      ]);
      const migrations = reachable && (await migrationsApplied().catch(() => false));
      const checks = { database: reachable, redis: redisOk, migrations, draining };
      const ok = reachable && redisOk !== false && migrations && !draining;
      return { ok, checks };
    },

    /** SIGTERM: readiness answers 503 from now on, so the load balancer sends no new work here */
    drain() {
      draining = true;
    },

    get draining() {
      return draining;
    },
  };
}

export type Health = ReturnType<typeof createHealth>;
