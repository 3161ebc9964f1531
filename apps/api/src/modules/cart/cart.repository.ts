import { and, asc, eq, sql } from 'drizzle-orm';
import { MAX_LINE_QUANTITY } from '@shop/core';
import type { DbOrTx } from '../../db/client.ts';
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

const ownerWhere = (o: Owner, type: CartType) =>
  o.userId
    ? and(eq(carts.userId, o.userId), eq(carts.cartType, type))
    : and(eq(carts.sessionId, o.sessionId!), eq(carts.cartType, type));

export function cartRepository(db: DbOrTx) {
  return {
    find: async (o: Owner, type: CartType) => (await db.select().from(carts).where(ownerWhere(o, type)))[0],
    /** both bags of an owner with their lines, in one round trip (a bag read runs on every page of a shopper) */
    findAllWithItems: async (o: Owner) => {
      const rows = await db
        .select({ cart: carts, item: cartItems })
        .from(carts)
        .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
        .where(o.userId ? eq(carts.userId, o.userId) : eq(carts.sessionId, o.sessionId!))
        .orderBy(asc(cartItems.addedAt), asc(cartItems.id));
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
    setQuantity: (cartId: string, subSku: string, bundleSku: string, quantity: number) =>
      db
        .update(cartItems)
        .set({ quantity })
        .where(
          and(eq(cartItems.cartId, cartId), eq(cartItems.subSku, subSku), eq(cartItems.bundleSku, bundleSku)),
        ),
    deleteLine: (cartId: string, subSku: string, bundleSku: string) =>
      db
        .delete(cartItems)
        .where(
          and(eq(cartItems.cartId, cartId), eq(cartItems.subSku, subSku), eq(cartItems.bundleSku, bundleSku)),
        ),
    deleteOfType: (cartId: string, productType: number) =>
      db.delete(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.productType, productType))),
    deleteCart: (cartId: string) => db.delete(carts).where(eq(carts.id, cartId)),
    logEvent: (row: typeof eventLog.$inferInsert) => db.insert(eventLog).values(row),
    /**
     * The end of every bag change in one statement: the line added (when given), the version bumped and the tracking
     * event written. One round trip instead of three; on PGlite every statement is a turn of the single WASM thread.
     */
    recordChange: (
      cartId: string,
      currency: string,
      event: TrackingEvent,
      add?: typeof cartItems.$inferInsert,
    ) =>
      db.execute(sql`
      with ${
        add
          ? sql`added as (
        insert into ${cartItems} (id, cart_id, pid, sku, sub_sku, bundle_sku, quantity, product_type)
        values (${add.id}, ${add.cartId}, ${add.pid}, ${add.sku}, ${add.subSku}, ${add.bundleSku ?? ''}, ${add.quantity}, ${add.productType ?? 0})
        on conflict (cart_id, sub_sku, bundle_sku) do update set quantity = ${cartItems}.quantity + excluded.quantity
        returning 1
      ), `
          : sql``
      }bumped as (
        update ${carts} set version = version + 1, currency = ${currency}, updated_at = now() where id = ${cartId} returning id
      )
      insert into ${eventLog} (id, kind, action, session_id, user_id, payload)
      select ${event.id}, 'tracking', ${event.action}, ${event.sessionId}, ${event.userId}, ${JSON.stringify(event.payload)}::jsonb from bumped`),
  };
}
