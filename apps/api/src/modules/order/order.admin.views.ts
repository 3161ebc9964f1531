// Saved order-list views: a staff member's named filters (their own only), shown as quick links on the list.
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { savedOrderViews } from '../../db/schema.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';

/** A staff member keeps at most this many views. */
export const ORDER_VIEWS_MAX = 50;

type Row = typeof savedOrderViews.$inferSelect;
const present = (r: Row) => ({
  _id: r.id,
  name: r.name,
  filters: r.filters,
  created_at: r.createdAt.toISOString(),
});

/** Only the filters that say something are kept: empty strings and undefined are dropped. */
function cleanFilters(f: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(f)) if (typeof v === 'string' && v !== '') out[k] = v;
  return out;
}

export function createOrderViewsAdmin(db: Db) {
  return {
    async list(staffId: string) {
      const rows = await db
        .select()
        .from(savedOrderViews)
        .where(eq(savedOrderViews.staffId, staffId))
        .orderBy(asc(savedOrderViews.name));
      return { items: rows.map(present) };
    },

    async create(staffId: string, name: string, filters: Record<string, unknown>) {
      const mine = await db
        .select({ id: savedOrderViews.id, name: savedOrderViews.name })
        .from(savedOrderViews)
        .where(eq(savedOrderViews.staffId, staffId));
      if (mine.some((v) => v.name.toLowerCase() === name.toLowerCase()))
        throw new ConflictError(`You already have a view called “${name}”`, 'taken');
      if (mine.length >= ORDER_VIEWS_MAX)
        throw new ConflictError(`At most ${ORDER_VIEWS_MAX} saved views; delete one first`, 'conflict');
      const [row] = await db
        .insert(savedOrderViews)
        .values({ id: randomUUID(), staffId, name, filters: cleanFilters(filters) })
        .onConflictDoNothing()
        .returning();
      // two tabs saving the same name at once: the unique index decides
      if (!row) throw new ConflictError(`You already have a view called “${name}”`, 'taken');
      return present(row);
    },

    async remove(staffId: string, id: string) {
      const gone = await db
        .delete(savedOrderViews)
        .where(and(eq(savedOrderViews.id, id), eq(savedOrderViews.staffId, staffId)))
        .returning({ id: savedOrderViews.id });
      if (!gone.length) throw new NotFoundError('No such saved view');
    },
  };
}
export type OrderViewsAdmin = ReturnType<typeof createOrderViewsAdmin>;
