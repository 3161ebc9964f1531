// The returns' reads and row writes: a return with its lines, the order's lines and what open returns hold, when the
// order left the shop (the window counts from its delivery), the list, and the R-number sequence.
import { returnedByReturns } from '../wallet/wallet.ledger.ts';
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, or, sql, sum, type SQL } from 'drizzle-orm';
import { OPEN_RETURN_STATUSES, type ReturnStatus } from '@shop/core';
import type { DbOrTx } from '../../db/client.ts';
import {
  orderEvents,
  orderItems,
  orders,
  productOptions,
  returnItems,
  returns,
  settings,
} from '../../db/schema.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { readStoredSettings, SETTING_KEYS } from '../settings/settings.values.ts';

export type ReturnRow = typeof returns.$inferSelect;
export type ReturnItemRow = typeof returnItems.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** `R1001`…: what staff and shoppers read and say on the phone. */
export async function nextReturnNumber(tx: DbOrTx): Promise<string> {
  const seq = (await tx.execute(sql`select nextval('return_number_seq')::text as n`)) as unknown as {
    rows: { n: string }[];
  };
  return `R${seq.rows[0]!.n}`;
}

export async function returnWindowDays(tx: DbOrTx): Promise<number> {
  const rows = await tx.select().from(settings).where(eq(settings.key, SETTING_KEYS.orderOperations));
  return readStoredSettings(rows).orderOperations.return_window_days;
}

/** When the goods reached the shopper (else when they left): the return window counts from it. */
export async function leftShopAt(tx: DbOrTx, orderId: string): Promise<Date | null> {
  const rows = await tx
    .select({ to: orderEvents.toStatus, at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), inArray(orderEvents.toStatus, ['shipped', 'delivered'])))
    .orderBy(desc(orderEvents.createdAt));
  return (rows.find((r) => r.to === 'delivered') ?? rows[0])?.at ?? null;
}

export async function loadReturn(tx: DbOrTx, id: string, lock = false) {
  const q = tx.select().from(returns).where(eq(returns.id, id));
  const [r] = lock ? await q.for('update') : await q;
  if (!r) throw new NotFoundError('No such return', 'return_not_found');
  return r;
}

export const itemsOf = (tx: DbOrTx, returnId: string) =>
  tx.select().from(returnItems).where(eq(returnItems.returnId, returnId));

export const orderLinesOf = (tx: DbOrTx, orderId: string) =>
  tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);

export const returnsOfOrder = (tx: DbOrTx, orderId: string) =>
  tx.select().from(returns).where(eq(returns.orderId, orderId)).orderBy(desc(returns.createdAt));

/** Units per order line held by returns still open (requested, approved), `except` one return. */
export async function unitsInOpenReturns(tx: DbOrTx, orderId: string, except?: string) {
  const rows = await tx
    .select({ line: returnItems.orderItemId, units: sum(returnItems.quantity), rid: returns.id })
    .from(returnItems)
    .innerJoin(returns, eq(returns.id, returnItems.returnId))
    .where(and(eq(returns.orderId, orderId), inArray(returns.status, [...OPEN_RETURN_STATUSES])))
    .groupBy(returnItems.orderItemId, returns.id);
  const map = new Map<string, number>();
  for (const r of rows) if (r.rid !== except) map.set(r.line, (map.get(r.line) ?? 0) + Number(r.units ?? 0));
  return map;
}

/** Cash dollars of the order already given back by its returns (one query, the wallet's). */
export const walletReturnedFor = returnedByReturns;

export async function insertReturn(
  tx: DbOrTx,
  r: {
    orderId: string;
    kind: 'return' | 'exchange';
    reason: string;
    comment?: string | null;
    photos: string[];
    requestedBy: 'member' | 'guest' | 'staff';
    items: { orderItemId: string; subSku: string; quantity: number }[];
  },
) {
  const id = randomUUID();
  const number = await nextReturnNumber(tx);
  await tx.insert(returns).values({
    id,
    number,
    orderId: r.orderId,
    kind: r.kind,
    status: 'requested',
    reason: r.reason,
    comment: r.comment ?? null,
    photos: r.photos,
    requestedBy: r.requestedBy,
  });
  await tx.insert(returnItems).values(
    r.items.map((i) => ({
      id: randomUUID(),
      returnId: id,
      orderItemId: i.orderItemId,
      subSku: i.subSku,
      quantity: i.quantity,
    })),
  );
  return { id, number };
}

export async function setReturn(tx: DbOrTx, id: string, patch: Partial<typeof returns.$inferInsert>) {
  await tx
    .update(returns)
    .set({ ...patch, version: sql`${returns.version} + 1`, updatedAt: new Date() })
    .where(eq(returns.id, id));
}

/** The options of a product, for an exchange's picker. */
export const optionsOfProduct = (tx: DbOrTx, productId: string) =>
  tx
    .select({
      subSku: productOptions.subSku,
      name: productOptions.name,
      priceHkd: productOptions.priceHkd,
      priceUsd: productOptions.priceUsd,
      stock: productOptions.stock,
      availability: productOptions.availability,
      isSubscription: productOptions.isSubscription,
      archivedAt: productOptions.archivedAt,
    })
    .from(productOptions)
    .where(eq(productOptions.productId, productId))
    .orderBy(productOptions.position);

export async function optionBySubSku(tx: DbOrTx, subSku: string) {
  const [o] = await tx.select().from(productOptions).where(eq(productOptions.subSku, subSku));
  return o ?? null;
}

export async function listReturns(
  tx: DbOrTx,
  q: { status?: ReturnStatus; q?: string; page: number; page_size: number },
) {
  const where: (SQL | undefined)[] = [q.status ? eq(returns.status, q.status) : undefined];
  if (q.q) {
    const like = `%${q.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(returns.number, like), ilike(orders.number, like), ilike(orders.email, like)));
  }
  const cond = and(...where.filter(Boolean));
  const rows = await tx
    .select({ r: returns, orderNumber: orders.number, email: orders.email, delivery: orders.delivery })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(cond)
    .orderBy(desc(returns.createdAt))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  const [{ n }] = (await tx
    .select({ n: count() })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(cond)) as [{ n: number }];
  return { rows, total: Number(n) };
}

export const customerName = (d: Record<string, unknown>) =>
  [d.firstname, d.lastname].filter((x) => typeof x === 'string' && x).join(' ');
