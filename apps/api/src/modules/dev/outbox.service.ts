// What the sandbox email and SMS providers sent (the outbox table), for the demo's dev page and the tests.
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';

export function createOutbox(db: Db) {
  return {
    /** The newest messages (of the last 200), to one address when `to` is given (as typed or lower case). */
    async list(q: { to?: string; limit: number }) {
      const rows = await db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(200);
      return rows
        .filter((r) => !q.to || r.to === q.to.toLowerCase() || r.to === q.to)
        .slice(0, q.limit)
        .map((r) => ({
          id: r.id,
          channel: r.channel,
          to: r.to,
          subject: r.subject,
          text: r.text,
          code: r.code,
          link: r.link,
          created_at: r.createdAt.toISOString(),
        }));
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
