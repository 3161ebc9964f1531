import type { Database } from '../../db/client.ts';

/** Whether the database answers, and which kind it is (PGlite or PostgreSQL). */
export function createHealth(database: Database) {
  return {
    async check() {
      return { kind: database.kind, reachable: await database.ping() };
    },
  };
}

export type Health = ReturnType<typeof createHealth>;
