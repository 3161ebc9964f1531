// The optimistic check on staff writes (docs/order-operations.md): every write on an order names the version the
// staff member was shown, and the version moves in the same UPDATE that claims it. Of two staff acting on the same
// order at once one wins; the other answers 409 order_changed with the order as it is now, never a double refund or
// a lost edit. A write without a version (an API client) still bumps it, so a page open elsewhere goes stale.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';

/** Claims `expected` (when given) and moves the order to the next version inside `tx`; returns the new version. */
export async function claimOrderVersion(
  tx: DbOrTx,
  orderId: string,
  expected?: number | null,
): Promise<number> {
  const where =
    expected == null ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.version, expected));
  const [row] = await tx
    .update(orders)
    .set({ version: sql`${orders.version} + 1`, updatedAt: new Date() })
    .where(where)
    .returning({ version: orders.version });
  if (row) return row.version;
  const [exists] = await tx.select({ version: orders.version }).from(orders).where(eq(orders.id, orderId));
  if (!exists) throw new NotFoundError('No such order', 'order_not_found');
  throw new ConflictError(
    `The order changed since you opened it (now version ${exists.version}); look again and retry`,
    'order_changed',
  );
}
