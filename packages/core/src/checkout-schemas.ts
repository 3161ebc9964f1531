import { z } from 'zod';
import type { CurrencyCode } from './currencies.ts';
import { DELIVERY_KINDS, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './checkout-constants.ts';

/**
 * The checkout API's answers (/api/v1/delivery-methods, /payment-methods, /order/quote, /order*, /payment*,
 * /address, /user/giftcode) as zod schemas: the API validates its replies with them where it declares a response
 * schema, and the web pages read the inferred types instead of re-typing the answers. Money is integer minor units.
 */
const minor = z.number().int();

export const localizedTextSchema = z.object({ eng: z.string(), chi: z.string(), cn: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const paymentMethodSchema = z.enum(PAYMENT_METHODS);

export const deliveryMethodSchema = z.object({
  _id: z.string(),
  kind: z.enum(DELIVERY_KINDS),
  name: localizedTextSchema,
  price: minor,
  currency: z.string(),
  free_over: minor.nullable(),
});
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>;

export const quoteItemSchema = z.object({
  pid: z.string().optional(),
  sku: z.string(),
  sub_sku: z.string(),
  name: localizedTextSchema,
  option_name: localizedTextSchema,
  quantity: z.number().int(),
  unit_price: minor,
  line_total: minor,
  thumbnail: z.string(),
  subscription_inteval_in_month: z.number().int().nullable().optional(),
});
export type QuoteItem = z.infer<typeof quoteItemSchema>;

export const quoteSchema = z.object({
  currency: z.string(),
  items: z.array(quoteItemSchema),
  subtotal: minor,
  discount: minor,
  coupon: z.object({ code: z.string(), valid: z.boolean(), reason: z.string().nullable() }).nullable(),
  gift_wrap_fee: minor,
  delivery_fee: minor,
  free_shipping: z.object({ threshold: minor, qualifies: z.boolean(), remaining: minor }),
  /** the friend's first-order 10%, a cash reward, cash dollars used and the member's balance (1-10 to 1-12) */
  referral_discount: minor.optional(),
  reward_discount: minor.optional(),
  wallet_amount: minor.optional(),
  wallet_balance: minor.optional(),
  reward: z
    .object({ id: z.string(), kind: z.string(), sub_sku: z.string().nullable(), name: z.unknown() })
    .nullable()
    .optional(),
  total: minor,
  can_checkout: z.boolean(),
  blocking_reason: z.string().nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** The order's delivery record: the API keeps it without the delivery_ prefix; the prefixed names are read too. */
export const orderDeliverySchema = z.object({
  method: z.string().optional(),
  method_kind: z.enum(DELIVERY_KINDS).optional(),
  method_name: z.union([localizedTextSchema, z.string()]).nullable().optional(),
  firstname: z.string().optional(),
  lastname: z.string().optional(),
  calling_code: z.string().optional(),
  contact: z.string().optional(),
  address: z.string().nullable().optional(),
  address2: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  province: z.string().nullable().optional(),
  zip: z.string().nullable().optional(),
  country: z.string().optional(),
  passport: z.string().nullable().optional(),
  delivery_firstname: z.string().optional(),
  delivery_lastname: z.string().optional(),
  delivery_calling_code: z.string().optional(),
  delivery_contact: z.string().optional(),
  delivery_address: z.string().nullable().optional(),
  delivery_address2: z.string().nullable().optional(),
  delivery_city: z.string().nullable().optional(),
  delivery_province: z.string().nullable().optional(),
  delivery_zip: z.string().nullable().optional(),
  delivery_country_key: z.string().optional(),
});
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

export const orderSchema = z.object({
  _id: z.string(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  currency: z.string(),
  items: z.array(quoteItemSchema),
  subtotal: minor,
  discount: minor,
  gift_wrap_fee: minor,
  delivery_fee: minor,
  total: minor,
  payment_method: paymentMethodSchema,
  payment_deadline: z.string().nullable(),
  created_at: z.string(),
  email: z.string(),
  delivery: orderDeliverySchema,
  access_token: z.string().nullable().optional(),
  coupon_code: z.string().nullable().optional(),
  referral_discount: minor.optional(),
  reward_discount: minor.optional(),
  wallet_amount: minor.optional(),
  transfer_reference: z.string().nullable().optional(),
  /** set when staff ship the parcel (the link is optional: some carriers have none) */
  carrier: z.string().nullable().optional(),
  tracking_number: z.string().nullable().optional(),
  tracking_url: z.string().nullable().optional(),
  /** money given back so far, in the order's minor units */
  refunded_amount: minor.optional(),
  /** what the shopper still has to pay (the total unpaid, what a short transfer left, or an edit's difference) */
  amount_due: minor.optional(),
  /** the gift card: set at checkout with gift wrapping, or later by POST /order/card-message */
  gift: z.object({ recipient: z.string(), sender: z.string(), message: z.string() }).nullable().optional(),
  /** the language the order was placed in, and the shopper's remarks at checkout */
  locale: z.string().optional(),
  client_remarks: z.string().nullable().optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** GET /api/v1/orders: the member's orders of one kind, newest first, a page at a time. */
export const memberOrdersPageSchema = z.object({
  items: z.array(orderSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type MemberOrdersPage = z.infer<typeof memberOrdersPageSchema>;

/** One step of an order's history as the shopper sees it (core order-timeline.ts). */
export const timelineEntrySchema = z.object({
  kind: z.enum(['placed', 'paid', 'packed', 'shipped', 'delivered', 'cancelled', 'expired', 'refunded']),
  at: z.string(),
  carrier: z.string().nullable().optional(),
  tracking_number: z.string().nullable().optional(),
  tracking_url: z.string().nullable().optional(),
  amount: minor.optional(),
  currency: z.string().optional(),
  refund_status: z.enum(['pending', 'succeeded']).optional(),
});

/** POST /api/v1/order/{id}/reorder: what went back into the bag and what could not, with the reason. */
export const reorderLineSchema = z.object({
  sku: z.string(),
  sub_sku: z.string(),
  quantity: z.number().int(),
});
export const reorderResultSchema = z.object({
  added: z.array(reorderLineSchema),
  not_added: z.array(reorderLineSchema.extend({ reason: z.string() })),
});
export type GiftCard = NonNullable<Order['gift']>;

/** GET /api/v1/order/packageDetails: the products inside a package (set) product. */
export const packageContentsSchema = z.object({
  sku: z.string(),
  items: z.array(
    z.object({ sku: z.string(), name: localizedTextSchema, thumbnail: z.string(), path: z.string() }),
  ),
});
export type PackageContents = z.infer<typeof packageContentsSchema>;

export const bankDetailsSchema = z.object({
  bank_name: z.string(),
  account_name: z.string(),
  account_no: z.string(),
  reference: z.string(),
  deadline: z.string(),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

export const paymentSchema = z.object({
  id: z.string(),
  provider: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amount: minor,
  currency: z.string(),
  redirect_url: z.string().optional(),
  qr_payload: z.string().optional(),
  qr_svg: z.string().optional(),
  deep_link: z.string().optional(),
  bank: bankDetailsSchema.optional(),
  /** Stripe: the card form the pay page mounts (Payment Element) with the intent's secret and the public key */
  client_secret: z.string().optional(),
  publishable_key: z.string().optional(),
  /**
   * A hosted page reached by a form POST from the shopper's browser (PayDollar's "Client Post through browser"): the
   * pay page renders these fields in a form to `action` and submits it.
   */
  post_form: z.object({ action: z.string(), fields: z.record(z.string(), z.string()) }).optional(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** POST /api/v1/order/lookup: a guest's order, its payment and history, and a token for its page and invoice. */
export const orderLookupSchema = z.object({
  order: orderSchema,
  // a refunded payment's status too (refunded, partially_refunded)
  payment: paymentSchema.extend({ status: z.string() }).nullable(),
  timeline: z.array(timelineEntrySchema),
  tracking: z.object({
    carrier: z.string().nullable(),
    tracking_number: z.string().nullable(),
    tracking_url: z.string().nullable(),
  }),
  access_token: z.string(),
});
export type OrderLookup = z.infer<typeof orderLookupSchema>;

export const addressSchema = z.object({
  _id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  code: z.string(),
  phone: z.string(),
  address: z.string(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  zip: z.string().nullable(),
  country: z.string(),
  passport: z.string().nullable(),
  /** the member's default delivery and billing address (one of each at most) */
  default_delivery: z.boolean(),
  default_billing: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

export const giftcodeResultSchema = z.object({
  valid: z.boolean(),
  discount: minor,
  reason: z.string().nullable(),
});
export type GiftcodeResult = z.infer<typeof giftcodeResultSchema>;

/**
 * The checkout payload (3-17) as the API reads it after validation (order.routes.ts `checkoutInput`)
 * and the web's checkout form builds it: one type for both sides.
 */
export interface CheckoutInput {
  cart_type: 'single' | 'subscription';
  currency: CurrencyCode;
  email?: string;
  delivery_method: string;
  delivery_firstname: string;
  delivery_lastname: string;
  delivery_calling_code: string;
  delivery_contact: string;
  delivery_address?: string;
  delivery_address2?: string;
  delivery_city?: string;
  delivery_province?: string;
  delivery_zip?: string;
  delivery_country_key: string;
  delivery_passport?: string;
  billing_same: boolean;
  billing_firstname?: string;
  billing_lastname?: string;
  billing_contact?: string;
  billing_address?: string;
  billing_address2?: string;
  billing_city?: string;
  billing_country?: string;
  add_gift_box_wrapping: boolean;
  gift_recipient?: string;
  gift_sender?: string;
  gift_message?: string;
  coupon_code?: string;
  /** 3-18: cash dollars to use (minor units of the order currency), one review reward, a referral code */
  cash_dollars?: number;
  redeem_items?: string[];
  referral_code?: string;
  client_remarks?: string;
  save_address?: boolean;
  address_id?: string;
}
