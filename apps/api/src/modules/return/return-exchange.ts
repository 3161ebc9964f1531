// An exchange: a new order (source 'exchange') for the replacement options, at no charge when they cost no more than
// what the returned units are worth after their share of discounts, else with the difference to pay through the
// order's payment link (the pay page /checkout/{orderId}?token=…). Stock is taken like a checkout's.
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exchangeDifference } from '@shop/core';
import type { DbOrTx } from '../../db/client.ts';
import { orderEvents, orderItems, orders, products, returnItems } from '../../db/schema.ts';
import { ConflictError, InvalidError } from '../../lib/errors.ts';
import { hashToken } from '../order/order-access.ts';
import type { OrderRow } from '../order/order-lifecycle.ts';
import { nextOrderNumber } from '../order/order-placement.ts';
import { moveStock } from '../product/stock-ledger.ts';
import { itemsOf, optionBySubSku, setReturn, type ReturnRow } from './return.repository.ts';
import { audit, type AuditActor } from '../staff/audit.ts';
import type { ReturnEmails } from './return-emails.ts';
import { refundFor, refundUnits, type ReturnService } from './return.service.ts';

export interface ExchangeLine {
  order_item_id: string;
  replacement_sub_sku: string;
}

/** Makes the replacement order in the caller's transaction; answers it with the guest's token for the pay link. */
export async function makeExchange(
  tx: DbOrTx,
  r: ReturnRow,
  o: OrderRow,
  lines: readonly ExchangeLine[],
  actor: string,
) {
  const items = await itemsOf(tx, r.id);
  const orderLines = await tx.select().from(orderItems).where(eq(orderItems.orderId, o.id));
  const units = refundUnits(r, items);
  const newLines: (typeof orderItems.$inferInsert)[] = [];
  const orderId = randomUUID();
  let value = 0;
  for (const l of lines) {
    const it = items.find((i) => i.orderItemId === l.order_item_id);
    const ol = orderLines.find((x) => x.id === l.order_item_id);
    const quantity = units.find((u) => u.order_item_id === l.order_item_id)?.quantity ?? 0;
    if (!it || !ol || quantity === 0)
      throw new InvalidError('items: not in this return', 'items', 'unknown_item');
    const opt = await optionBySubSku(tx, l.replacement_sub_sku);
    if (!opt || opt.productId !== ol.pid)
      throw new InvalidError('The replacement must be an option of the same product', 'items', 'unknown_sku');
    const price = o.currency === 'USD' ? opt.priceUsd : opt.priceHkd;
    const [p] = await tx.select({ name: products.name }).from(products).where(eq(products.id, opt.productId));
    const moved = await moveStock(tx, {
      subSku: opt.subSku,
      delta: -quantity,
      reason: 'checkout',
      actor,
      orderId,
    });
    if (moved === null) throw new ConflictError('The replacement is out of stock', 'out_of_stock');
    value += price * quantity;
    newLines.push({
      id: randomUUID(),
      orderId,
      pid: ol.pid,
      sku: ol.sku,
      subSku: opt.subSku,
      name: p?.name ?? ol.name,
      optionName: opt.name,
      thumbnail: ol.thumbnail,
      quantity,
      unitPrice: price,
      lineTotal: price * quantity,
    });
    await tx.update(returnItems).set({ replacementSubSku: opt.subSku }).where(eq(returnItems.id, it.id));
  }
  // what the returned units are worth: their goods less their discount share, no delivery
  const c = await refundFor(
    tx,
    o,
    units.filter((u) => lines.some((l) => l.order_item_id === u.order_item_id)),
    0,
    r.status === 'received',
  );
  const credit = c.goods - c.discount_share;
  const toPay = exchangeDifference(credit, value);
  const token = randomBytes(24).toString('base64url');
  const number = await nextOrderNumber(tx);
  const status = toPay === 0 ? 'paid' : 'awaiting_payment';
  await tx.insert(orders).values({
    id: orderId,
    number,
    userId: o.userId,
    email: o.email,
    accessTokenHash: hashToken(token),
    status,
    cartType: 'single',
    currency: o.currency,
    locale: o.locale,
    subtotal: value,
    // the returned units' worth pays for the replacement (up to its price)
    discount: value - toPay,
    giftWrapFee: 0,
    deliveryFee: 0,
    total: toPay,
    paymentMethod: o.paymentMethod,
    delivery: o.delivery,
    billing: o.billing,
    source: 'exchange',
    clientRemarks: `exchange for return ${r.number} (order ${o.number})`,
  });
  await tx.insert(orderItems).values(newLines);
  await setReturn(tx, r.id, { status: 'exchanged', kind: 'exchange', exchangeOrderId: orderId });
  return { id: orderId, number, status, total: toPay, token };
}

/** POST /admin/returns/{id}/exchange: the replacement order made, the return exchanged, audited, the shopper told. */
export async function exchangeReturn(
  deps: { service: ReturnService; emails: ReturnEmails },
  id: string,
  input: { items: ExchangeLine[]; version?: number },
  who: AuditActor,
) {
  const made = await deps.service.staffWrite(id, 'exchanged', input.version, async (tx, r, o) => {
    const x = await makeExchange(tx, r, o, input.items, who.staff?.email ?? 'staff');
    await tx.insert(orderEvents).values({
      id: randomUUID(),
      orderId: x.id,
      fromStatus: null,
      toStatus: x.status,
      actor: `staff:${who.staff?.email ?? ''}`,
      note: `exchange for return ${r.number}`,
    });
    await audit(tx, who, {
      action: 'return.exchange',
      entity: 'return',
      entityId: id,
      before: { status: r.status },
      after: { status: 'exchanged', order: x.number, total: x.total, items: input.items },
    });
    return x;
  });
  await deps.emails.send(id, 'exchanged');
  return made;
}
