import { z } from 'zod';
import { ORDER_STATUSES } from '../checkout-constants.ts';
import { MAX_INTERVAL_MONTHS, MIN_INTERVAL_MONTHS, SUBSCRIPTION_STATUSES } from '../subscriptions.ts';
import { minor } from './common.ts';

/**
 * The member's subscriptions (/api/v1/subscriptions…, /update-payment-method, /subscription/renew-subscription)
 * and the back office's (/api/v1/admin/subscriptions…).
 */

const id = z.string().trim().min(1).max(64);
export const subscriptionParams = z.object({ id });
const iso = z.iso.datetime({ offset: true });

/** null, or why the member may not do it now (the button is greyed with that reason) */
const problem = z.string().nullable();

export const subscriptionOut = z.object({
  _id: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  pid: z.string(),
  sku: z.string(),
  sub_sku: z.string(),
  quantity: z.number().int(),
  interval_months: z.number().int(),
  currency: z.string(),
  next_renewal_at: z.string(),
  /** a retry or a stock delay moves the next attempt past the renewal date */
  next_attempt_at: z.string().nullable(),
  periods_paid: z.number().int(),
  failed_attempts: z.number().int(),
  /** the first order's delivery (method, names, address); an address-book change replaces it */
  delivery: z.record(z.string(), z.unknown()),
  payment_method: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  created_at: z.string(),
  allowed: z.object({ change: problem, address: problem, cancel: problem, reactivate: problem }),
});
export type SubscriptionOut = z.infer<typeof subscriptionOut>;

export const renewalOrderOut = z.object({
  period: z.number().int(),
  status: z.enum(['pending', 'paid', 'failed', 'out_of_stock']),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  order_id: z.string().nullable(),
  created_at: z.string(),
  number: z.string().nullable(),
  total: minor.nullable(),
  order_status: z.enum(ORDER_STATUSES).nullable(),
});
export type RenewalOrderOut = z.infer<typeof renewalOrderOut>;

export const subscriptionsOut = z.object({ subscriptions: z.array(subscriptionOut) });
export type SubscriptionsOut = z.infer<typeof subscriptionsOut>;

/** a subscription with its renewal orders, newest first */
export const subscriptionDetailOut = subscriptionOut.extend({ renewal_orders: z.array(renewalOrderOut) });
export type SubscriptionDetail = z.infer<typeof subscriptionDetailOut>;
/** GET /subscriptions/:id adds what the next delivery costs today (null: not for sale now) */
export const subscriptionPricedOut = subscriptionDetailOut.extend({ price: minor.nullable() });
export type SubscriptionPriced = z.infer<typeof subscriptionPricedOut>;

export const subscriptionChangeBody = z.strictObject({
  quantity: z.number().int().min(1).max(99).optional(),
  interval_months: z.number().int().min(MIN_INTERVAL_MONTHS).max(MAX_INTERVAL_MONTHS).optional(),
  next_renewal_at: iso.optional(),
  address_id: id.optional(),
});

export const subscriptionIdBody = z.strictObject({ id });

export const paymentMethodBody = z.strictObject({
  id,
  setup_ref: z.string().trim().min(1).max(200).optional(),
  /** the offline sandbox's form takes a test card number */
  card_number: z
    .string()
    .trim()
    .regex(/^[\d\s-]{12,23}$/, 'a card number')
    .optional(),
});
/** without setup_ref: the provider's card form to open; with it: the subscription with the saved card */
export const paymentMethodOut = z.union([
  z.object({
    setup: z.object({
      setup_ref: z.string(),
      client_secret: z.string().optional(),
      publishable_key: z.string().optional(),
    }),
    subscription: z.null(),
  }),
  z.object({ setup: z.null(), subscription: subscriptionOut }),
]);
export type PaymentMethodOut = z.infer<typeof paymentMethodOut>;

// --- the back office ---

export const adminSubscriptionsQuery = z.strictObject({
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const adminSubscriptionOut = subscriptionOut.extend({ email: z.string() });
export type AdminSubscription = z.infer<typeof adminSubscriptionOut>;
export const adminSubscriptionsOut = z.object({
  subscriptions: z.array(adminSubscriptionOut),
  page: z.number().int(),
});
export type AdminSubscriptionsOut = z.infer<typeof adminSubscriptionsOut>;

export const adminSubscriptionDetailOut = adminSubscriptionOut.extend({
  cancel_reason: z.string().nullable(),
  renewal_orders: z.array(renewalOrderOut),
});
export type AdminSubscriptionDetail = z.infer<typeof adminSubscriptionDetailOut>;

export const adminSubscriptionCancelBody = z.strictObject({ reason: z.string().trim().min(1).max(500) });

const renewalResult = z.enum(['paid', 'failed', 'suspended', 'out_of_stock', 'skipped', 'not_due']);
/** retry now: the subscription after the attempt, and how it went (the route types an unknown id's path too) */
export const adminSubscriptionRetryOut = adminSubscriptionDetailOut.extend({
  result: z.string().describe('paid, failed, suspended, out_of_stock, skipped or not_due').optional(),
});
export type AdminSubscriptionRetryOut = z.infer<typeof adminSubscriptionRetryOut>;

export const runRenewalsBody = z.strictObject({ now: z.iso.datetime({ offset: true }) });
export const runRenewalsOut = z.object({
  now: z.string(),
  renewals: z.array(
    z.object({
      subscriptionId: z.string(),
      period: z.number().int(),
      result: renewalResult.exclude(['not_due']),
    }),
  ),
  reminded: z.number().int(),
});
