// The request bodies of the back office's order writes (/api/v1/admin/orders…, /admin/bank-transfers…): the API
// validates with them and the order page's forms are read into them. Money is integer minor units of the order's
// currency; an unknown key is refused (a refund sent with `restock` instead of `restock_items` restocks nothing).
import { z } from 'zod';
import { ORDER_STATUSES } from '../orders.ts';

const money = z.number().int().min(-2_147_483_648).max(2_147_483_647);

/** POST /admin/orders/:id/transitions (409 invalid_transition when not allowed or someone moved it first). */
export const orderTransitionBody = z.strictObject({
  to: z.enum(ORDER_STATUSES),
  carrier: z.string().trim().max(100).optional(),
  tracking_number: z.string().trim().max(100).optional(),
  tracking_url: z.string().trim().max(500).optional(),
  note: z.string().trim().max(1000).optional(),
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
});
export type OrderRefundBody = z.infer<typeof orderRefundBody>;

/** POST /admin/bank-transfers/:id/confirm: the transfer arrived (the amount must equal the order's total). */
export const transferConfirmBody = z.strictObject({
  amount: money,
  reference: z.string().trim().min(1).max(100),
});
export type TransferConfirmBody = z.infer<typeof transferConfirmBody>;

/** POST /admin/orders/:id/notes: a staff note, never shown to the shopper. */
export const orderNoteBody = z.strictObject({ text: z.string().trim().min(1).max(2000) });
export type OrderNoteBody = z.infer<typeof orderNoteBody>;
