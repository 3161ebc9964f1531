// The request bodies of the back office's order writes (/api/v1/admin/orders…, /admin/bank-transfers…): the API
// validates with them and the order page's forms are read into them. Money is integer minor units of the order's
// currency; an unknown key is refused (a refund sent with `restock` instead of `restock_items` restocks nothing).
import { z } from 'zod';
import { PAYMENT_STATUSES } from '../checkout-constants.ts';
import { ORDER_STATUSES } from '../orders.ts';
import { fileAnswer, localized } from './common.ts';

const money = z.number().int().min(-2_147_483_648).max(2_147_483_647);
/** the order's version the staff member was shown: a stale one answers 409 order_changed (order-version.ts) */
const version = z.number().int().positive().optional();

/** POST /admin/orders/:id/transitions (409 invalid_transition when not allowed or someone moved it first). */
export const orderTransitionBody = z.strictObject({
  to: z.enum(ORDER_STATUSES),
  carrier: z.string().trim().max(100).optional(),
  tracking_number: z.string().trim().max(100).optional(),
  tracking_url: z.string().trim().max(500).optional(),
  note: z.string().trim().max(1000).optional(),
  version,
});
export type OrderTransitionBody = z.infer<typeof orderTransitionBody>;

/** POST /admin/orders/:id/refunds: part or all of what was paid, with the units going back on the shelf. */
export const orderRefundBody = z.strictObject({
  amount: money,
  reason: z.string().trim().min(1).max(500),
  restock_items: z
    .array(
      z.strictObject({
        sub_sku: z.string().trim().min(1).max(100),
        quantity: z.number().int().min(1).max(10_000),
      }),
    )
    .max(100)
    .optional(),
  version,
});
export type OrderRefundBody = z.infer<typeof orderRefundBody>;

/**
 * POST /admin/bank-transfers/:id/confirm: the transfer (or cash) arrived. The amount may differ from what is owed
 * (core classifyPayment): short within the tolerance is written off, short beyond leaves the rest owed, over pays
 * and the excess is refunded or credited to the member's wallet (`excess`, required then; guests: refund).
 */
export const transferConfirmBody = z.strictObject({
  amount: money.refine((n) => n > 0, 'must be more than zero'),
  reference: z.string().trim().min(1).max(100),
  method: z.enum(['bank_transfer', 'cash']).optional(),
  excess: z.enum(['refund', 'wallet']).optional(),
  version,
});
export type TransferConfirmBody = z.infer<typeof transferConfirmBody>;

/** POST /admin/orders/:id/notes: a staff note, never shown to the shopper. */
export const orderNoteBody = z.strictObject({ text: z.string().trim().min(1).max(2000), version });
export type OrderNoteBody = z.infer<typeof orderNoteBody>;

// The answers (order.admin.service.ts detail, order.admin.list.ts): the list and order pages read these types.

/** GET /admin/orders: one row of the list. */
export const adminOrderRowOut = z.object({
  _id: z.string(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  created_at: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string(),
  country: z.string(),
  payment_method: z.string(),
  currency: z.string(),
  total: money,
  paid_amount: money,
  refunded_amount: money,
});
export type AdminOrderRow = z.infer<typeof adminOrderRowOut>;

/** GET /admin/orders: a page of the filtered orders, newest first. */
export const adminOrderListOut = z.object({
  items: z.array(adminOrderRowOut),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** the count stopped there: more orders match (the list shows "1,000+"; docs/scaling.md) */
  total_capped: z.boolean().optional(),
});
export type AdminOrderList = z.infer<typeof adminOrderListOut>;

/** GET /admin/orders/export.csv: the filtered orders as a spreadsheet (formula-safe cells). */
export const orderCsvAnswer = fileAnswer('text/csv', 'the filtered orders as CSV');

/** GET /admin/orders/:id (and the answer of every write on it): the order in full, with the staff's side. */
export const adminOrderDetailOut = z.object({
  _id: z.string(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** every staff write sends the version it was shown; a stale one answers 409 order_changed */
  version: z.number().int(),
  source: z.enum(['web', 'draft', 'exchange']),
  created_at: z.string(),
  locale: z.string(),
  email: z.string(),
  user_id: z.string().nullable(),
  currency: z.string(),
  subtotal: money,
  discount: money,
  coupon_code: z.string().nullable(),
  gift_wrap_fee: money,
  delivery_fee: money,
  /** cash dollars spent and the referral/reward discounts: the line refund's discount shares (core computeRefund) */
  wallet_amount: money,
  referral_discount: money,
  reward_discount: money,
  total: money,
  paid_amount: money,
  refunded_amount: money,
  refundable: money,
  /** a short transfer accepted within the tolerance: the shortfall written off */
  written_off: money,
  /** total − paid − written off, never below zero: what the shopper still has to pay */
  owed: money,
  payment_method: z.string(),
  payment_deadline: z.string().nullable(),
  transfer_reference: z.string().nullable(),
  delivery: z.record(z.string(), z.unknown()),
  billing: z.record(z.string(), z.unknown()).nullable(),
  gift: z.object({ recipient: z.string(), sender: z.string(), message: z.string() }).nullable(),
  client_remarks: z.string().nullable(),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  items: z.array(
    z.object({
      /** the line's own id: shipments and returns name lines by it (never shown) */
      id: z.string(),
      sku: z.string(),
      sub_sku: z.string(),
      name: localized,
      option_name: localized,
      thumbnail: z.string(),
      quantity: z.number().int(),
      unit_price: money,
      line_total: money,
      restocked_quantity: z.number().int(),
      shipped_quantity: z.number().int(),
      returned_quantity: z.number().int(),
      /** a staff-made line with no product behind it (never restocked) */
      custom: z.boolean(),
      /** on the shelf now (null: the option is gone) */
      stock: z.number().int().nullable(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.string(),
      provider: z.string(),
      status: z.enum(PAYMENT_STATUSES),
      amount: money,
      captured_amount: money,
      refunded_amount: money,
      currency: z.string(),
      provider_ref: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  refunds: z.array(
    z.object({
      id: z.string(),
      amount: money,
      currency: z.string(),
      reason: z.string(),
      status: z.enum(['pending', 'succeeded', 'failed']),
      restock_items: z.array(z.object({ sub_sku: z.string(), quantity: z.number().int() })),
      actor: z.string(),
      created_at: z.string(),
    }),
  ),
  timeline: z.array(
    z.object({
      from: z.string().nullable(),
      to: z.string(),
      actor: z.string(),
      note: z.string().nullable(),
      at: z.string(),
    }),
  ),
  shipments: z.array(
    z.object({
      id: z.string(),
      carrier_id: z.string(),
      carrier_name: localized,
      tracking_number: z.string(),
      tracking_url: z.string().nullable(),
      actor: z.string(),
      created_at: z.string(),
      items: z.array(z.object({ sub_sku: z.string(), quantity: z.number().int() })),
    }),
  ),
  returns: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      kind: z.enum(['return', 'exchange']),
      status: z.string(),
      reason: z.string(),
      /** the computed refund with the staff's adjustment */
      refund_amount: money,
      created_at: z.string(),
      items: z.array(
        z.object({ sub_sku: z.string(), quantity: z.number().int(), received_quantity: z.number().int() }),
      ),
    }),
  ),
  edits: z.array(
    z.object({
      id: z.string(),
      total_before: money,
      total_after: money,
      difference: money,
      settlement: z.enum(['payment_link', 'refund', 'none']),
      changes: z.record(z.string(), z.unknown()),
      actor: z.string(),
      created_at: z.string(),
    }),
  ),
  notes: z.array(
    z.object({ id: z.string(), staff_email: z.string(), text: z.string(), created_at: z.string() }),
  ),
  allowed_transitions: z.array(z.enum(ORDER_STATUSES)),
  can_confirm_transfer: z.boolean(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailOut>;

/** POST /admin/orders/:id/refunds (201): the refund as the provider settled it, and the order after it. */
export const orderRefundOut = z.object({
  refund: z.object({
    id: z.string(),
    amount: money,
    status: z.enum(['succeeded', 'pending', 'failed']),
    error: z.string().optional(),
  }),
  order: adminOrderDetailOut,
});
export type OrderRefundOut = z.infer<typeof orderRefundOut>;

/** POST /admin/orders/:id/notes (201): the note as kept. */
export const orderNoteOut = z.object({ id: z.string(), staff_email: z.string(), text: z.string() });
export type OrderNoteOut = z.infer<typeof orderNoteOut>;
