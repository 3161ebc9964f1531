// The back office's returns (/api/v1/admin/returns…): the list, one return with its refund computed by core, and the
// staff's writes. Every write names the order's `version` it was shown (409 order_changed when stale).
import { z } from 'zod';
import { RETURN_REASONS, RETURN_STATUSES } from '../returns.ts';
import { localized, minor } from './common.ts';
import { returnItemOut } from './return.ts';

const version = z.number().int().positive().optional();

export const adminReturnListQuery = z.strictObject({
  status: z.enum(RETURN_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});

export const adminReturnRowOut = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(['return', 'exchange']),
  status: z.enum(RETURN_STATUSES),
  order_id: z.string(),
  order_number: z.string(),
  customer: z.string(),
  email: z.string(),
  created_at: z.string(),
});
export const adminReturnListOut = z.object({
  items: z.array(adminReturnRowOut),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type AdminReturnList = z.infer<typeof adminReturnListOut>;

/** core computeRefund's answer, itemised for the page */
export const refundComputationOut = z.object({
  lines: z.array(
    z.object({ order_item_id: z.string(), quantity: z.number().int(), amount: minor, discount_share: minor }),
  ),
  goods: minor,
  discount_share: minor,
  delivery: minor,
  gift_wrap: minor,
  adjustment: minor,
  to_payment: minor,
  to_wallet: minor,
  capped: z.boolean(),
});
export type RefundComputationOut = z.infer<typeof refundComputationOut>;

/** Where the payment's part goes back: through the provider, or paid back by hand (bank transfer, cash). */
export const refundDestinationOut = z.object({
  method: z.string(),
  by_hand: z.boolean(),
});

export const adminReturnOut = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(['return', 'exchange']),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  comment: z.string().nullable(),
  photos: z.array(z.string()),
  requested_by: z.enum(['member', 'guest', 'staff']),
  staff_note: z.string().nullable(),
  refund_amount: minor,
  adjustment: minor,
  adjustment_reason: z.string().nullable(),
  created_at: z.string(),
  order: z.object({
    id: z.string(),
    number: z.string(),
    status: z.string(),
    currency: z.string(),
    version: z.number().int(),
    customer: z.string(),
    email: z.string(),
    locale: z.string(),
  }),
  items: z.array(returnItemOut),
  /** what a refund of the received (else asked) units would be now */
  computed: refundComputationOut,
  destination: refundDestinationOut,
  allowed: z.array(z.enum(RETURN_STATUSES)),
  exchange_order: z
    .object({ id: z.string(), number: z.string(), status: z.string(), total: minor })
    .nullable(),
  /** the options of the returned products, for an exchange's picker */
  exchange_options: z.array(
    z.object({
      order_item_id: z.string(),
      options: z.array(
        z.object({ sub_sku: z.string(), name: localized, price: minor, stock: z.number().int() }),
      ),
    }),
  ),
});
export type AdminReturn = z.infer<typeof adminReturnOut>;

const returnLine = z.strictObject({
  order_item_id: z.string().min(1).max(64),
  quantity: z.number().int().min(1).max(10_000),
});

/** POST /admin/returns: a return opened by staff for the shopper (phone, WhatsApp); no window check for staff. */
export const adminReturnCreateBody = z.strictObject({
  order_id: z.string().min(1).max(64),
  items: z.array(returnLine).min(1).max(100),
  reason: z.enum(RETURN_REASONS),
  comment: z.string().trim().max(1000).optional(),
  kind: z.enum(['return', 'exchange']).default('return'),
  version,
});

export const returnDecisionBody = z.strictObject({
  note: z.string().trim().max(1000).optional(),
  version,
});

export const returnReceiveBody = z.strictObject({
  items: z
    .array(
      z.strictObject({
        order_item_id: z.string().min(1).max(64),
        quantity: z.number().int().min(0).max(10_000),
        disposition: z.enum(['restock', 'write_off']),
      }),
    )
    .min(1)
    .max(100),
  version,
});

export const returnRefundBody = z.strictObject({
  /** the computed amount ± this, with its reason */
  adjustment: z.number().int().min(-100_000_000).max(100_000_000).default(0),
  adjustment_reason: z.string().trim().max(500).optional(),
  version,
});

export const returnExchangeBody = z.strictObject({
  items: z
    .array(
      z.strictObject({
        order_item_id: z.string().min(1).max(64),
        replacement_sub_sku: z.string().min(1).max(100),
      }),
    )
    .min(1)
    .max(100),
  version,
});

export const returnRefundOut = z.object({
  refund: z.object({
    id: z.string(),
    amount: minor,
    status: z.enum(['succeeded', 'pending', 'failed']),
    to_wallet: minor,
  }),
  return: adminReturnOut,
});
