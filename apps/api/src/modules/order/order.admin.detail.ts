// One order in full for the staff (GET /api/v1/admin/orders/:id, and the answer of every write on it): its lines with
// what has shipped and come back, payments, refunds, shipments, returns, edits, timeline and notes, and its version
// (every staff write claims the version it was shown: order-version.ts).
import { asc, eq, inArray } from 'drizzle-orm';
import { amountOwed, refundableAmount, staffTransitions } from '@shop/core';
import type { Db } from '../../db/client.ts';
import {
  orderEdits,
  orderEvents,
  orderItems,
  orderNotes,
  orders,
  payments,
  productOptions,
  refunds,
  returnItems,
  returns,
  shipmentItems,
  shipments,
} from '../../db/schema.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { stockSkuOf } from '../product/stock-ledger.ts';

export async function orderAdminDetail(db: Db, id: string) {
  const [o] = await db.select().from(orders).where(eq(orders.id, id));
  if (!o) throw new NotFoundError('No such order', 'order_not_found');
  const [items, pays, refs, events, notes, ships, shipLines, rmas, edits] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, id)),
    db.select().from(payments).where(eq(payments.orderId, id)).orderBy(asc(payments.createdAt)),
    db.select().from(refunds).where(eq(refunds.orderId, id)).orderBy(asc(refunds.createdAt)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.createdAt)),
    db.select().from(orderNotes).where(eq(orderNotes.orderId, id)).orderBy(asc(orderNotes.createdAt)),
    db.select().from(shipments).where(eq(shipments.orderId, id)).orderBy(asc(shipments.createdAt)),
    db
      .select({
        shipmentId: shipmentItems.shipmentId,
        subSku: shipmentItems.subSku,
        quantity: shipmentItems.quantity,
      })
      .from(shipmentItems)
      .innerJoin(shipments, eq(shipments.id, shipmentItems.shipmentId))
      .where(eq(shipments.orderId, id)),
    db.select().from(returns).where(eq(returns.orderId, id)).orderBy(asc(returns.createdAt)),
    db.select().from(orderEdits).where(eq(orderEdits.orderId, id)).orderBy(asc(orderEdits.createdAt)),
  ]);
  const returnLines = rmas.length
    ? await db
        .select()
        .from(returnItems)
        .where(
          inArray(
            returnItems.returnId,
            rmas.map((r) => r.id),
          ),
        )
    : [];
  // what is on the shelf now for each line (a subscription draws on its parent's stock)
  const stock = new Map<string, number | null>();
  for (const i of items) {
    const [row] = await db
      .select({ stock: productOptions.stock })
      .from(productOptions)
      .where(eq(productOptions.subSku, await stockSkuOf(db, i.subSku)));
    stock.set(i.subSku, row?.stock ?? null);
  }
  return {
    _id: o.id,
    number: o.number,
    status: o.status,
    version: o.version,
    source: o.source,
    created_at: o.createdAt.toISOString(),
    locale: o.locale,
    email: o.email,
    user_id: o.userId,
    currency: o.currency,
    subtotal: o.subtotal,
    discount: o.discount,
    coupon_code: o.couponCode,
    gift_wrap_fee: o.giftWrapFee,
    delivery_fee: o.deliveryFee,
    wallet_amount: o.walletAmount,
    referral_discount: o.referralDiscount,
    reward_discount: o.rewardDiscount,
    total: o.total,
    paid_amount: o.paidAmount,
    refunded_amount: o.refundedAmount,
    refundable: refundableAmount(o.paidAmount, o.refundedAmount),
    written_off: o.writtenOff,
    owed: amountOwed(o.total, o.paidAmount, o.writtenOff),
    payment_method: o.paymentMethod,
    payment_deadline: o.paymentDeadline?.toISOString() ?? null,
    transfer_reference: o.transferReference,
    delivery: o.delivery,
    billing: o.billing,
    gift: o.gift,
    client_remarks: o.clientRemarks,
    carrier: o.carrier,
    tracking_number: o.trackingNumber,
    tracking_url: o.trackingUrl,
    items: items.map((i) => ({
      id: i.id,
      sku: i.sku,
      sub_sku: i.subSku,
      name: i.name,
      option_name: i.optionName,
      thumbnail: i.thumbnail,
      quantity: i.quantity,
      unit_price: i.unitPrice,
      line_total: i.lineTotal,
      restocked_quantity: i.restockedQuantity,
      shipped_quantity: i.shippedQuantity,
      returned_quantity: i.returnedQuantity,
      custom: i.custom,
      stock: stock.get(i.subSku) ?? null,
    })),
    payments: pays.map((p) => ({
      id: p.id,
      provider: p.provider,
      status: p.status,
      amount: p.amount,
      captured_amount: p.capturedAmount,
      refunded_amount: p.refundedAmount,
      currency: p.currency,
      provider_ref: p.providerRef,
      created_at: p.createdAt.toISOString(),
    })),
    refunds: refs.map((r) => ({
      id: r.id,
      amount: r.amount,
      currency: r.currency,
      reason: r.reason,
      status: r.status,
      restock_items: r.restockItems,
      actor: r.actor,
      created_at: r.createdAt.toISOString(),
    })),
    timeline: events.map((e) => ({
      from: e.fromStatus,
      to: e.toStatus,
      actor: e.actor,
      note: e.note,
      at: e.createdAt.toISOString(),
    })),
    shipments: ships.map((s) => ({
      id: s.id,
      carrier_id: s.carrierId,
      carrier_name: s.carrierName,
      tracking_number: s.trackingNumber,
      tracking_url: s.trackingUrl,
      actor: s.actor,
      created_at: s.createdAt.toISOString(),
      items: shipLines
        .filter((l) => l.shipmentId === s.id)
        .map((l) => ({ sub_sku: l.subSku, quantity: l.quantity })),
    })),
    returns: rmas.map((r) => ({
      id: r.id,
      number: r.number,
      kind: r.kind,
      status: r.status,
      reason: r.reason,
      refund_amount: r.refundAmount + r.adjustment,
      created_at: r.createdAt.toISOString(),
      items: returnLines
        .filter((l) => l.returnId === r.id)
        .map((l) => ({ sub_sku: l.subSku, quantity: l.quantity, received_quantity: l.receivedQuantity })),
    })),
    edits: edits.map((e) => ({
      id: e.id,
      total_before: e.totalBefore,
      total_after: e.totalAfter,
      difference: e.difference,
      settlement: e.settlement,
      changes: e.changes,
      actor: e.actor,
      created_at: e.createdAt.toISOString(),
    })),
    notes: notes.map((n) => ({
      id: n.id,
      staff_email: n.staffEmail,
      text: n.text,
      created_at: n.createdAt.toISOString(),
    })),
    // a transfer is marked paid through its confirmation (amount and reference), not a bare move
    allowed_transitions: staffTransitions(o.status).filter((to) => to !== 'paid'),
    can_confirm_transfer: o.status === 'awaiting_payment' && o.paymentMethod === 'bank_transfer',
  };
}
