// Payments' own answers (/api/v1/payment…): a payment's state, the demo sandbox's page data and buttons, and the
// answer to a provider's signed notification.
import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../checkout-constants.ts';
import { minor } from './common.ts';

/** GET /payment/:id/status: polled by the pay page until the provider has answered. */
export const paymentStatusOut = z.object({
  status: z.enum(PAYMENT_STATUSES),
  order_status: z.enum(ORDER_STATUSES),
});
export type PaymentStatusOut = z.infer<typeof paymentStatusOut>;

/** GET /payment/sandbox/:id: what the sandbox's hosted page shows (the order's number, never a credential). */
export const sandboxPaymentOut = z.object({
  payment: z.object({
    id: z.string(),
    provider: z.string(),
    status: z.enum(PAYMENT_STATUSES),
    amount: minor,
    currency: z.string(),
  }),
  order_number: z.string(),
  order_id: z.string(),
});
export type SandboxPaymentOut = z.infer<typeof sandboxPaymentOut>;

/** POST /payment/sandbox/:id/complete: the payment after the button, and where the shopper goes next. */
export const sandboxCompleteOut = z.object({
  status: z.enum(PAYMENT_STATUSES),
  order_id: z.string(),
  redirect: z.string(),
});
export type SandboxCompleteOut = z.infer<typeof sandboxCompleteOut>;

/** POST /payment/notify/:provider: refunds settled, a notification ignored, or a payment's news applied (or not). */
export const paymentNotifyOut = z.union([
  z.object({ received: z.literal(true), settled: z.number().int() }),
  z.object({ received: z.literal(true) }),
  z.object({ applied: z.boolean(), status: z.string() }),
]);
export type PaymentNotifyOut = z.infer<typeof paymentNotifyOut>;
