// The returns as the API answers them: the shopper's view of an order's returns (and what may still come back), the
// back office's list and one return with core's refund computation, where the money goes and the exchange picker.
import { eq, inArray } from 'drizzle-orm';
import { returnDeadline, returnMoves, type ReturnStatus } from '@shop/core';
import type { AdminReturn, AdminReturnList } from '@shop/core/contract/admin-return';
import type { OrderReturns, ShopperReturn } from '@shop/core/contract/return';
import type { DbOrTx } from '../../db/client.ts';
import { orders, payments, productOptions } from '../../db/schema.ts';
import type { OrderRow } from '../order/order-lifecycle.ts';
import {
  customerName,
  itemsOf,
  listReturns,
  loadReturn,
  optionsOfProduct,
  orderLinesOf,
  returnsOfOrder,
  type OrderItemRow,
  type ReturnRow,
} from './return.repository.ts';
import { refundFor, refundUnits, returnability } from './return.service.ts';

async function itemsView(tx: DbOrTx, r: ReturnRow, lines: readonly OrderItemRow[]) {
  const items = await itemsOf(tx, r.id);
  const subs = items.map((i) => i.replacementSubSku).filter((s): s is string => !!s);
  const repl = subs.length
    ? await tx
        .select({ sub: productOptions.subSku, name: productOptions.name })
        .from(productOptions)
        .where(inArray(productOptions.subSku, subs))
    : [];
  return items.map((i) => {
    const l = lines.find((x) => x.id === i.orderItemId)!;
    return {
      order_item_id: i.orderItemId,
      sub_sku: i.subSku,
      name: l.name,
      option_name: l.optionName,
      thumbnail: l.thumbnail,
      quantity: i.quantity,
      received_quantity: i.receivedQuantity,
      disposition: i.disposition ?? null,
      replacement_sub_sku: i.replacementSubSku ?? null,
      replacement_name: repl.find((x) => x.sub === i.replacementSubSku)?.name ?? null,
    };
  });
}

async function exchangeOrderOf(tx: DbOrTx, r: ReturnRow) {
  if (!r.exchangeOrderId) return null;
  const [x] = await tx.select().from(orders).where(eq(orders.id, r.exchangeOrderId));
  return x ? { id: x.id, number: x.number, status: x.status, total: x.total } : null;
}

async function shopperView(
  tx: DbOrTx,
  r: ReturnRow,
  o: OrderRow,
  lines: readonly OrderItemRow[],
): Promise<ShopperReturn> {
  return {
    id: r.id,
    number: r.number,
    kind: r.kind,
    status: r.status as ReturnStatus,
    reason: r.reason as ShopperReturn['reason'],
    comment: r.comment,
    photos: r.photos,
    refund_amount: r.refundAmount,
    currency: o.currency,
    exchange_order: await exchangeOrderOf(tx, r),
    created_at: r.createdAt.toISOString(),
    items: await itemsView(tx, r, lines),
  };
}

/** GET /returns?order_id=…: the order's returns and the request form's lines. */
export async function orderReturnsView(tx: DbOrTx, o: OrderRow): Promise<OrderReturns> {
  const a = await returnability(tx, o);
  const rows = await returnsOfOrder(tx, o.id);
  return {
    window_open: a.windowOpen,
    deadline: returnDeadline(a.since, a.days)?.toISOString() ?? null,
    returnable: a.windowOpen
      ? a.lines
          .map((l) => ({
            order_item_id: l.id,
            name: l.name,
            option_name: l.optionName,
            thumbnail: l.thumbnail,
            quantity: a.left(l.id),
          }))
          .filter((l) => l.quantity > 0)
      : [],
    returns: await Promise.all(rows.map((r) => shopperView(tx, r, o, a.lines))),
  };
}

/** GET /admin/returns */
export async function adminReturnList(
  tx: DbOrTx,
  q: { status?: ReturnStatus; q?: string; page: number; page_size: number },
): Promise<AdminReturnList> {
  const { rows, total } = await listReturns(tx, q);
  return {
    items: rows.map((x) => ({
      id: x.r.id,
      number: x.r.number,
      kind: x.r.kind,
      status: x.r.status as ReturnStatus,
      order_id: x.r.orderId,
      order_number: x.orderNumber,
      customer: customerName(x.delivery) || x.email,
      email: x.email,
      created_at: x.r.createdAt.toISOString(),
    })),
    total,
    page: q.page,
    page_size: q.page_size,
  };
}

/** GET /admin/returns/{id}: the return with its refund as core computes it now. */
export async function adminReturnView(tx: DbOrTx, id: string): Promise<AdminReturn> {
  const r = await loadReturn(tx, id);
  const [o] = await tx.select().from(orders).where(eq(orders.id, r.orderId));
  const lines = await orderLinesOf(tx, o!.id);
  const items = await itemsOf(tx, r.id);
  const units = refundUnits(r, items);
  const computed = await refundFor(
    tx,
    o!,
    units,
    r.adjustment,
    r.status !== 'requested' && r.status !== 'approved',
  );
  const [p] = await tx
    .select({ method: payments.method, provider: payments.provider })
    .from(payments)
    .where(eq(payments.orderId, o!.id))
    .orderBy(payments.createdAt);
  const method = p?.method ?? p?.provider ?? o!.paymentMethod;
  const exchange_options = await Promise.all(
    items.map(async (i) => {
      const l = lines.find((x) => x.id === i.orderItemId)!;
      const opts = await optionsOfProduct(tx, l.pid);
      return {
        order_item_id: i.orderItemId,
        options: opts
          .filter(
            (x) =>
              x.availability === 'in_stock' && !x.isSubscription && !x.archivedAt && x.subSku !== l.subSku,
          )
          .map((x) => ({
            sub_sku: x.subSku,
            name: x.name,
            price: o!.currency === 'USD' ? x.priceUsd : x.priceHkd,
            stock: x.stock,
          })),
      };
    }),
  );
  return {
    id: r.id,
    number: r.number,
    kind: r.kind,
    status: r.status as ReturnStatus,
    reason: r.reason as AdminReturn['reason'],
    comment: r.comment,
    photos: r.photos,
    requested_by: r.requestedBy,
    staff_note: r.staffNote,
    refund_amount: r.refundAmount,
    adjustment: r.adjustment,
    adjustment_reason: r.adjustmentReason,
    created_at: r.createdAt.toISOString(),
    order: {
      id: o!.id,
      number: o!.number,
      status: o!.status,
      currency: o!.currency,
      version: o!.version,
      customer: customerName(o!.delivery) || o!.email,
      email: o!.email,
      locale: o!.locale,
    },
    items: await itemsView(tx, r, lines),
    computed,
    destination: { method, by_hand: method === 'bank_transfer' || method === 'cash' || !p },
    allowed: returnMoves(r.status as ReturnStatus),
    exchange_order: await exchangeOrderOf(tx, r),
    exchange_options,
  };
}
