/** The checkout's closed lists, shared by the API, the web pages and the schemas of checkout-schemas.ts. */
export const PAYMENT_METHODS = ['card', 'payme', 'fps', 'alipay', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export function isPaymentMethod(x: unknown): x is PaymentMethod {
  return typeof x === 'string' && (PAYMENT_METHODS as readonly string[]).includes(x);
}

export const ORDER_STATUSES = [
  'awaiting_payment',
  'paid',
  'processing',
  'shipped',
  'completed',
  'cancelled',
  'expired',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const DELIVERY_KINDS = ['delivery', 'pickup'] as const;
export const PAYMENT_STATUSES = ['pending', 'requires_action', 'succeeded', 'failed'] as const;
