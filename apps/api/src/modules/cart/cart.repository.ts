import { and, asc, eq, sql } from 'drizzle-orm';
import { MAX_LINE_QUANTITY } from '@shop/core';
import type { DbOrTx } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { cartItems, carts, eventLog } from '../../db/schema.ts';

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
export type CartType = CartRow['cartType'];
export interface Owner {
  userId: string | null;
  sessionId: string | null;
}
export interface TrackingEvent {
  id: string;
  action: string;
  sessionId: string | null;
  userId: string | null;
  payload: Record<string, unknown>;
}

/** One line's change inside a bag write (the cart row is locked by then). */
export type LineChange =
  | { op: 'add'; row: typeof cartItems.$inferInsert & { id: string } }
  | { op: 'set'; cartId: string; subSku: string; bundleSku: string; quantity: number }
  | { op: 'delete'; cartId: string; subSku: string; bundleSku: string };

/** The line's change, made only once the version bump (CTE `bumped`) has happened. */
function lineChangeSql(c: LineChange) {
  if (c.op === 'add') {
    const r = c.row;
    return sql`line as (
        insert into ${cartItems} (id, cart_id, pid, sku, sub_sku, bundle_sku, quantity, product_type)
        select ${r.id}, ${r.cartId}, ${r.pid}, ${r.sku}, ${r.subSku}, ${r.bundleSku ?? ''}, ${r.quantity}, ${r.productType ?? 0} from bumped
        on conflict (cart_id, sub_sku, bundle_sku) do update set quantity = ${cartItems}.quantity + excluded.quantity
        returning 1
      )`;
  }
  const where = sql`cart_id = ${c.cartId} and sub_sku = ${c.subSku} and bundle_sku = ${c.bundleSku}`;
  return c.op === 'set'
    ? sql`line as (update ${cartItems} set quantity = ${c.quantity} from bumped where ${where} returning 1)`
    : sql`line as (delete from ${cartItems} using bumped where ${where} returning 1)`;
}

const ownerWhere = (o: Owner, type: CartType) =>
  o.userId
    ? and(eq(carts.userId, o.userId), eq(carts.cartType, type))
    : and(eq(carts.sessionId, o.sessionId!), eq(carts.cartType, type));

// the bag read runs on every page a shopper with a bag opens
const bagReads = preparedPerDb((db) => {
  const read = (by: typeof carts.userId | typeof carts.sessionId, name: string) =>
    db
      .select({ cart: carts, item: cartItems })
      .from(carts)
      .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
      .where(eq(by, sql.placeholder('owner')))
      .orderBy(asc(cartItems.addedAt), asc(cartItems.id))
      .prepare(name);
  return {
    byUser: read(carts.userId, 'cart_bags_by_user'),
    bySession: read(carts.sessionId, 'cart_bags_by_session'),
  };
});

export function cartRepository(db: DbOrTx) {
  return {
    find: async (o: Owner, type: CartType) => (await db.select().from(carts).where(ownerWhere(o, type)))[0],
    /** both bags of an owner with their lines, in one round trip (a bag read runs on every page of a shopper) */
    findAllWithItems: async (o: Owner) => {
      const reads = bagReads(db);
      const rows = o.userId
        ? await reads.byUser.execute({ owner: o.userId })
        : await reads.bySession.execute({ owner: o.sessionId! });
      const out = new Map<CartType, { cart: CartRow; items: CartItemRow[] }>();
      for (const { cart, item } of rows) {
        let entry = out.get(cart.cartType);
        if (!entry) out.set(cart.cartType, (entry = { cart, items: [] }));
        if (item) entry.items.push(item);
      }
      return out;
    },
    /** the cart row locked for this transaction: concurrent updates of one cart queue here */
    lock: async (o: Owner, type: CartType) =>
      (await db.select().from(carts).where(ownerWhere(o, type)).for('update'))[0],
    create: async (row: typeof carts.$inferInsert) => {
      await db.insert(carts).values(row).onConflictDoNothing();
    },
    items: (cartId: string) =>
      db
        .select()
        .from(cartItems)
        .where(eq(cartItems.cartId, cartId))
        .orderBy(asc(cartItems.addedAt), asc(cartItems.id)),
    bump: (cartId: string, currency: string) =>
      db
        .update(carts)
        .set({ version: sql`${carts.version} + 1`, currency, updatedAt: new Date() })
        .where(eq(carts.id, cartId)),
    /** adds to a line, capped at the per-line limit (a guest bag merged into a member's never goes past it) */
    upsertAdd: (row: typeof cartItems.$inferInsert) =>
      db
        .insert(cartItems)
        .values({ ...row, quantity: Math.min(row.quantity, MAX_LINE_QUANTITY) })
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.subSku, cartItems.bundleSku],
          set: { quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${MAX_LINE_QUANTITY})` },
        }),
    deleteOfType: (cartId: string, productType: number) =>
      db.delete(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.productType, productType))),
    deleteCart: (cartId: string) => db.delete(carts).where(eq(carts.id, cartId)),
    logEvent: (row: typeof eventLog.$inferInsert) => db.insert(eventLog).values(row),
    /**
     * The end of every bag change in one statement: the line's change (when given), the version bumped and the
     * tracking event written. With `expectVersion` nothing is written unless the bag is still at that version
     * (false then). The bag's write commits without waiting for the disk: a database crash may lose the last
     * bag changes (under a second), never an order or a payment, which commit as usual.
     */
    recordChange: async (
      cartId: string,
      currency: string,
      event: TrackingEvent,
      change?: LineChange,
      expectVersion?: number,
    ): Promise<boolean> => {
      const res = (await db.execute(sql`
      with bumped as (
        update ${carts} set version = version + 1, currency = ${currency}, updated_at = now()
        where id = ${cartId}${expectVersion === undefined ? sql`` : sql` and version = ${expectVersion}`}
        returning id
      )${change ? sql`, ${lineChangeSql(change)}` : sql``}
      insert into ${eventLog} (id, kind, action, session_id, user_id, payload)
      select ${event.id}, 'tracking', ${event.action}, ${event.sessionId}, ${event.userId}, ${JSON.stringify(event.payload)}::jsonb
      from bumped, (select set_config('synchronous_commit', 'off', true)) as bag_write
      returning 1 as ok`)) as unknown as { rows: unknown[] }; // node-postgres and PGlite both answer { rows }
      return res.rows.length === 1;
    },
  };
}
