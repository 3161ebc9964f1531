// The shapes the store's API answers for an order: the order with its lines, its latest payment and its events.
// The shopper sees the parcel's way and any money that went back, never the staff's side (notes, audit).
import { amountOwed, type Locale } from '@shop/core';
import type { orderEvents, orderItems, payments } from '../../db/schema.ts';
import type { PaymentMethod } from '../../providers/payment/payment.provider.ts';
import type { OrderRow } from './order-lifecycle.ts';

export type OrderItemRow = typeof orderItems.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
type EventRow = typeof orderEvents.$inferSelect;

export function presentOrder(o: OrderRow, items: OrderItemRow[], token?: string) {
  return {
    _id: o.id,
    number: o.number,
    status: o.status,
    currency: o.currency,
    /** the language the order was placed in (its e-mails; the invoice's default) */
    locale: o.locale as Locale,
    items: items.map((i) => ({
      sku: i.sku,
      sub_sku: i.subSku,
      name: i.name,
      option_name: i.optionName,
      quantity: i.quantity,
      unit_price: i.unitPrice,
      line_total: i.lineTotal,
      thumbnail: i.thumbnail,
      subscription_inteval_in_month: i.subscriptionInterval,
    })),
    subtotal: o.subtotal,
    discount: o.discount,
    coupon_code: o.couponCode,
    referral_discount: o.referralDiscount,
    reward_discount: o.rewardDiscount,
    wallet_amount: o.walletAmount,
    gift_wrap_fee: o.giftWrapFee,
    delivery_fee: o.deliveryFee,
    total: o.total,
    payment_method: o.paymentMethod as PaymentMethod,
    payment_deadline: o.paymentDeadline?.toISOString() ?? null,
    created_at: o.createdAt.toISOString(),
    email: o.email,
    delivery: o.delivery,
    gift: o.gift,
    client_remarks: o.clientRemarks,
    transfer_reference: o.transferReference,
    // the shopper sees the parcel's way and any money that went back
    carrier: o.carrier,
    tracking_number: o.trackingNumber,
    tracking_url: o.trackingUrl,
    refunded_amount: o.refundedAmount,
    amount_due: ['awaiting_payment', 'paid', 'packed'].includes(o.status)
      ? amountOwed(o.total, o.paidAmount, o.writtenOff)
      : 0,
    access_token: token ?? null,
  };
}

/** Several orders with their lines, fetched in one query. */
export function presentOrders(rows: OrderRow[], items: OrderItemRow[]) {
  return rows.map((o) =>
    presentOrder(
      o,
      items.filter((i) => i.orderId === o.id),
    ),
  );
}

/** The latest payment with what the provider shows of it while it is in progress (a QR, a hosted page). */
export function presentPayment<S extends object>(p: PaymentRow | undefined, session: S) {
  return p
    ? {
        id: p.id,
        provider: p.provider,
        status: p.status,
        amount: p.amount,
        currency: p.currency,
        ...session,
      }
    : null;
}

export function presentEvents(events: EventRow[]) {
  return events.map((e) => ({
    from: e.fromStatus,
    to: e.toStatus,
    actor: e.actor,
    at: e.createdAt.toISOString(),
  }));
}

export function presentTracking(o: OrderRow) {
  return { carrier: o.carrier, tracking_number: o.trackingNumber, tracking_url: o.trackingUrl };
}
