// Draft orders (/api/v1/admin/draft-orders…): phone and WhatsApp orders staff build for a member or a new guest.
// Money is integer minor units of the draft's currency (the admin page converts what staff type); an unknown key
// is refused. The server prices every line itself: a product line sends only its option and quantity.
import { z } from 'zod';
import { CURRENCY_CODES } from '../currencies.ts';
import { DRAFT_PAYMENTS, DRAFT_STATUSES } from '../draft-orders.ts';
import { SUPPORTED_LOCALES } from '../locales.ts';
import { localized } from './common.ts';

const minor = z.number().int().min(0).max(100_000_000);
const quantity = z.number().int().min(1).max(99);
const text = (max: number) => z.string().trim().max(max);

/** A product option by sub_sku, or a custom line (its own name and unit price, stored with custom = true). */
export const draftLineIn = z.union([
  z.strictObject({ sub_sku: text(100).min(1), quantity }),
  z.strictObject({ custom: z.literal(true), name: text(120).min(1), unit_price: minor, quantity }),
]);
export type DraftLineIn = z.infer<typeof draftLineIn>;

export const draftCustomerIn = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('member'), member_id: text(64).min(1) }),
  z.strictObject({
    kind: z.literal('guest'),
    email: z.string().trim().toLowerCase().email().max(200),
    name: text(120).min(1),
    phone: text(40).optional(),
  }),
]);

export const draftDiscountIn = z.strictObject({
  kind: z.enum(['amount', 'percent']),
  value: z.number().positive().max(100_000_000),
  reason: text(300).min(1),
});

export const draftDeliveryIn = z.strictObject({
  firstname: text(100).optional(),
  lastname: text(100).optional(),
  calling_code: text(8).optional(),
  contact: text(40).optional(),
  address: text(300).optional(),
  address2: text(300).optional(),
  city: text(100).optional(),
});

export const draftGiftIn = z.strictObject({
  recipient: text(100).default(''),
  sender: text(100).default(''),
  message: text(500).default(''),
});

/** POST /admin/draft-orders and PUT /admin/draft-orders/{id} (while open): the whole draft as staff see it. */
export const draftOrderBody = z.strictObject({
  customer: draftCustomerIn,
  /** the customer's language for the payment link and emails; a member's own preference when left out */
  locale: z.enum(SUPPORTED_LOCALES).optional(),
  currency: z.enum(CURRENCY_CODES).default('HKD'),
  country: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2,3}$/, 'a country key')
    .default('hk'),
  lines: z.array(draftLineIn).max(50).default([]),
  discount: draftDiscountIn.nullable().optional(),
  delivery_method: text(64).min(1).nullable().optional(),
  /** a delivery fee staff set by hand; null or left out: the method's own fee by checkout's rules */
  delivery_fee: minor.nullable().optional(),
  delivery: draftDeliveryIn.nullable().optional(),
  /** gift wrap with a card; null or left out: no gift wrap */
  gift: draftGiftIn.nullable().optional(),
  note: text(1000).optional(),
  version: z.number().int().positive().optional(),
});
export type DraftOrderBody = z.infer<typeof draftOrderBody>;

/** POST /admin/draft-orders/{id}/complete: a payment link, or paid now by cash or bank transfer (a reference). */
export const draftCompleteBody = z.strictObject({
  payment: z.enum(DRAFT_PAYMENTS),
  reference: text(100).optional(),
  version: z.number().int().positive().optional(),
});
export type DraftCompleteBody = z.infer<typeof draftCompleteBody>;

export const draftCancelBody = z.strictObject({ version: z.number().int().positive().optional() });

export const draftParams = z.object({ id: z.string().min(1).max(64) });

export const draftListQuery = z.object({
  status: z.enum(DRAFT_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});

const quoteOut = z.object({
  subtotal: z.number().int(),
  member_discount: z.number().int(),
  goods: z.number().int(),
  discount: z.number().int(),
  delivery_fee: z.number().int(),
  delivery_fee_set: z.boolean(),
  free_shipping: z.boolean(),
  gift_wrap_fee: z.number().int(),
  total: z.number().int(),
});

export const draftOrderOut = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(DRAFT_STATUSES),
  customer: z.object({
    kind: z.enum(['member', 'guest']),
    member_id: z.string().nullable(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    groups: z.array(z.string()),
  }),
  locale: z.enum(SUPPORTED_LOCALES),
  currency: z.enum(CURRENCY_CODES),
  country: z.string(),
  lines: z.array(
    z.object({
      sub_sku: z.string().nullable(),
      custom: z.boolean(),
      name: localized,
      option_name: localized.nullable(),
      quantity: z.number().int(),
      unit_price: z.number().int(),
      list_price: z.number().int(),
      line_total: z.number().int(),
      stock: z.number().int().nullable(),
      /** false: checkout would refuse this line for this customer now; saving or completing answers 400 */
      purchasable: z.boolean(),
    }),
  ),
  discount: z
    .object({ kind: z.enum(['amount', 'percent']), value: z.number(), reason: z.string().optional() })
    .nullable(),
  delivery_method: z.string().nullable(),
  delivery_fee: z.number().int().nullable(),
  delivery: z.record(z.string(), z.unknown()).nullable(),
  gift: z.object({ recipient: z.string(), sender: z.string(), message: z.string() }).nullable(),
  note: z.string().nullable(),
  delivery_methods: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['delivery', 'pickup']),
      name: localized,
      price: z.number().int(),
    }),
  ),
  quote: quoteOut,
  order: z.object({ id: z.string(), number: z.string(), status: z.string() }).nullable(),
  version: z.number().int(),
  created_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DraftOrderOut = z.infer<typeof draftOrderOut>;

export const draftListOut = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      status: z.enum(DRAFT_STATUSES),
      customer_name: z.string(),
      email: z.string(),
      currency: z.enum(CURRENCY_CODES),
      lines: z.number().int(),
      order_number: z.string().nullable(),
      created_by: z.string(),
      updated_at: z.string(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

/** The answer of complete: the order placed and, for a link, the address to send (also emailed). */
export const draftCompleteOut = z.object({
  draft: draftOrderOut,
  order: z.object({ id: z.string(), number: z.string(), status: z.string(), total: z.number().int() }),
  payment_link: z.string().nullable(),
  emailed: z.boolean(),
});

/** GET /admin/draft-orders/customers?q=: members by name, email or phone (10 at most). */
export const draftCustomerQuery = z.object({ q: z.string().trim().min(1).max(200) });
export const draftCustomersOut = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      groups: z.array(z.string()),
    }),
  ),
});

/** GET /admin/draft-orders/products?q=&member_id=&currency=: options priced for this customer (20 at most). */
export const draftProductQuery = z.object({
  q: z.string().trim().min(1).max(200),
  member_id: z.string().trim().max(64).optional(),
  currency: z.enum(CURRENCY_CODES).default('HKD'),
  country: z.string().trim().toLowerCase().max(3).default('hk'),
});
export const draftProductsOut = z.object({
  items: z.array(
    z.object({
      sub_sku: z.string(),
      sku: z.string(),
      name: localized,
      option_name: localized,
      price: z.number().int(),
      list_price: z.number().int(),
      currency: z.enum(CURRENCY_CODES),
      stock: z.number().int(),
      purchasable: z.boolean(),
    }),
  ),
});
