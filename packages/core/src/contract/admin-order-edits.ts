// POST /admin/orders/:id/edits and /edits/preview: staff change an order before it ships (lines added, quantities
// changed or removed by the line's sub_sku, a new delivery address checked as checkout checks it). The preview
// answers the re-priced order and the difference without writing; the edit writes it and settles the money.
import { z } from 'zod';
import { GLOBAL_LINE_COUNTRY_KEYS } from '../countries.ts';
import { nameSchema } from '../validation.ts';
import { adminOrderDetailOut } from './admin-order.ts';
import { localized } from './common.ts';

const money = z.number().int().min(-2_147_483_648).max(2_147_483_647);
const line = z.strictObject({
  sub_sku: z.string().trim().min(1).max(100),
  quantity: z.number().int().min(0).max(99),
});
const opt = (max: number) => z.string().trim().max(max).optional();

/** The new delivery address: the fields and rules of checkout's delivery_* (the delivery method stays). */
export const editAddressBody = z.strictObject({
  firstname: nameSchema,
  lastname: nameSchema,
  calling_code: z.string().regex(/^\+?\d{1,4}$/, 'validation.calling_code'),
  contact: z.string().regex(/^[\d\s-]{6,20}$/, 'validation.phone'),
  address: opt(200),
  address2: opt(200),
  city: opt(100),
  province: opt(100),
  zip: opt(20),
  country: z.enum(GLOBAL_LINE_COUNTRY_KEYS),
  passport: opt(40),
});
export type EditAddressBody = z.infer<typeof editAddressBody>;

export const orderEditBody = z.strictObject({
  /** units to add: a new line, or more of a line the order has */
  add: z
    .array(line.extend({ quantity: z.number().int().min(1).max(99) }))
    .max(50)
    .optional(),
  /** a line's new quantity by its sub_sku (0 removes it) */
  change: z.array(line).max(100).optional(),
  address: editAddressBody.optional(),
  /** a note for the timeline (why the order changed) */
  note: z.string().trim().max(500).optional(),
  version: z.number().int().positive().optional(),
});
export type OrderEditBody = z.infer<typeof orderEditBody>;

/** The order as the edit would make it: its lines, its totals, the difference and what happens to the money. */
export const orderEditPreviewOut = z.object({
  currency: z.string(),
  lines: z.array(
    z.object({
      sub_sku: z.string(),
      name: localized,
      option_name: localized,
      before: z.number().int(),
      after: z.number().int(),
      unit_price: money,
      line_total: money,
    }),
  ),
  subtotal: money,
  discount: money,
  delivery_fee: money,
  gift_wrap_fee: money,
  total_before: money,
  total_after: money,
  /** total_after − total_before: above 0 the shopper owes it, below 0 it goes back */
  difference: money,
  settlement: z.enum(['payment_link', 'refund', 'none']),
  /** what is collected or refunded (a refund never exceeds what is left of the payment) */
  settlement_amount: money,
  /** where a refund goes: the original payment's method (card, alipay, bank_transfer …); null when none */
  refund_to: z.string().nullable(),
  address_changed: z.boolean(),
});
export type OrderEditPreview = z.infer<typeof orderEditPreviewOut>;

/** POST /admin/orders/:id/edits (201): the edit as settled, and the order after it. */
export const orderEditOut = z.object({
  edit: orderEditPreviewOut.extend({
    id: z.string(),
    /** the payment the shopper pays the difference with (on the order's payment page) */
    payment_id: z.string().nullable(),
    refund_status: z.enum(['succeeded', 'pending', 'failed']).nullable(),
  }),
  order: adminOrderDetailOut,
});
export type OrderEditOut = z.infer<typeof orderEditOut>;

/** GET /admin/orders/:id/edits/products?q=: options staff may add, found by name (picker). */
export const editProductSearchOut = z.object({
  items: z.array(
    z.object({
      sub_sku: z.string(),
      name: localized,
      option_name: localized,
      thumbnail: z.string(),
      /** the unit price for this order's shopper and currency */
      unit_price: money,
      stock: z.number().int(),
    }),
  ),
});
export type EditProductSearch = z.infer<typeof editProductSearchOut>;
