// The store's order answers (/api/v1/order…, /awaiting-payment, /address/:id, /user/giftcode): the shapes
// order-presenter.ts and order-views.ts build. The API serializes its replies through them and the web's checkout,
// order and address pages read their inferred types. Money is integer minor units of the order's currency.
import { z } from 'zod';
import {
  giftcodeResultSchema,
  orderLookupSchema,
  orderSchema,
  paymentSchema,
  timelineEntrySchema,
} from '../checkout-schemas.ts';
import { fileAnswer, minor } from './common.ts';

export { orderSchema, paymentSchema };

/** The order's latest payment as the buyer sees it (its status: any of PAYMENT_STATUSES, refunded ones too). */
export const orderPaymentOut = paymentSchema;
export type OrderPaymentOut = z.infer<typeof orderPaymentOut>;

/** POST /order/create: the order placed and its payment opened (201; 200 for a replay of the same key). */
export const orderCreateOut = z.object({ order: orderSchema, payment: paymentSchema });
export type OrderCreateOut = z.infer<typeof orderCreateOut>;

/** One status change as the store shows it (order-presenter presentEvents). */
export const orderEventOut = z.object({
  from: z.string().nullable(),
  to: z.string(),
  actor: z.string(),
  at: z.string(),
});

/** GET /order/:id: the order, its latest payment, its events, the shopper's timeline and the parcel's tracking. */
export const orderViewOut = z.object({
  order: orderSchema,
  payment: orderPaymentOut.nullable(),
  events: z.array(orderEventOut),
  timeline: z.array(timelineEntrySchema),
  tracking: orderLookupSchema.shape.tracking,
});
export type OrderViewOut = z.infer<typeof orderViewOut>;

/** GET /awaiting-payment: the member's unpaid orders, newest first. */
export const awaitingPaymentOut = z.object({ orders: z.array(orderSchema) });
export type AwaitingPaymentOut = z.infer<typeof awaitingPaymentOut>;

/** POST /order/:id/pay: the new payment opened at the provider. */
export const orderPayOut = z.object({ payment: paymentSchema });
export type OrderPayOut = z.infer<typeof orderPayOut>;

/** POST /order/card-message: the gift card as set. */
export const cardMessageOut = z.object({
  gift: z.object({ recipient: z.string(), sender: z.string(), message: z.string() }),
});
export type CardMessageOut = z.infer<typeof cardMessageOut>;

/** GET /order/:id/invoice: an HTML page of ours, printed or saved as PDF by the browser. */
export const invoiceAnswer = fileAnswer('text/html', 'the invoice, an HTML page');

/**
 * POST /user/giftcode: a coupon check at checkout (valid, discount, reason), or a member's gift code redeemed, which
 * adds what it gave (cash dollars in a currency, or a reward).
 */
export const giftcodeOut = giftcodeResultSchema.extend({
  kind: z.enum(['cash', 'reward']).optional(),
  currency: z.string().nullable().optional(),
  amount: minor.optional(),
});
export type GiftcodeOut = z.infer<typeof giftcodeOut>;
