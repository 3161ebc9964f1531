/** The checkout's closed lists, shared by the API, the web pages and the schemas of checkout-schemas.ts. */
/**
 * Every way to pay the shop knows. Which ones a checkout offers comes from the payment provider (and, for PayDollar,
 * the methods the merchant account has enabled): alipay is Alipay (Stripe) or AlipayHK (PayDollar); wechat_pay and
 * octopus are PayDollar's (WeChat Pay HK, Octopus).
 */
export const PAYMENT_METHODS = [
  'card',
  'payme',
  'fps',
  'alipay',
  'wechat_pay',
  'octopus',
  'bank_transfer',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export function isPaymentMethod(x: unknown): x is PaymentMethod {
  return typeof x === 'string' && (PAYMENT_METHODS as readonly string[]).includes(x);
}

// the order states are one list, with their names per locale (orders.ts)
export { ORDER_STATUSES, type OrderStatus } from './orders.ts';

export const DELIVERY_KINDS = ['delivery', 'pickup'] as const;
/**
 * A payment row's states: authorized holds the money until capture (Stripe manual capture); canceled closed unpaid;
 * refunded / partially_refunded after a staff refund (refund.service), so a refunded payment still reads as the schema.
 */
export const PAYMENT_STATUSES = [
  'pending',
  'requires_action',
  'authorized',
  'succeeded',
  'failed',
  'canceled',
  'refunded',
  'partially_refunded',
] as const;
