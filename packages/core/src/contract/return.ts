// Returns as the shopper asks for and reads them (POST/GET /api/v1/returns): a member for their own order, a guest
// with the order's token (the one the order lookup gives). Money is integer minor units of the order's currency.
import { z } from 'zod';
import { RETURN_REASONS, RETURN_STATUSES } from '../returns.ts';
import { localized, minor } from './common.ts';

/** POST /returns: the lines and units asked back, why, and up to 4 photos (base64, like review photos). */
export const returnRequestBody = z.strictObject({
  order_id: z.string().min(1).max(64),
  /** a guest's order token (the order's own or a lookup token) */
  token: z.string().max(100).optional(),
  items: z
    .array(
      z.strictObject({
        order_item_id: z.string().min(1).max(64),
        quantity: z.number().int().min(1).max(10_000),
      }),
    )
    .min(1)
    .max(100),
  reason: z.enum(RETURN_REASONS),
  comment: z.string().trim().max(1000).optional(),
  photos: z.array(z.string().max(3_000_000)).max(4).optional(),
});
export type ReturnRequestBody = z.infer<typeof returnRequestBody>;

export const returnItemOut = z.object({
  order_item_id: z.string(),
  sub_sku: z.string(),
  name: localized,
  option_name: localized,
  thumbnail: z.string(),
  quantity: z.number().int(),
  received_quantity: z.number().int(),
  disposition: z.enum(['restock', 'write_off']).nullable(),
  replacement_sub_sku: z.string().nullable(),
  replacement_name: localized.nullable(),
});

/** One return as the shopper sees it. */
export const shopperReturnOut = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(['return', 'exchange']),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  comment: z.string().nullable(),
  photos: z.array(z.string()),
  refund_amount: minor,
  currency: z.string(),
  /** the replacement order of an exchange: its number (the shopper reads it on their orders) */
  exchange_order: z
    .object({ id: z.string(), number: z.string(), status: z.string(), total: minor })
    .nullable(),
  created_at: z.string(),
  items: z.array(returnItemOut),
});
export type ShopperReturn = z.infer<typeof shopperReturnOut>;

/** GET /returns?order_id=…: the order's returns, and what may still be asked back (the request form). */
export const orderReturnsOut = z.object({
  window_open: z.boolean(),
  /** the last moment a return may be asked (ISO), null before the order ships */
  deadline: z.string().nullable(),
  returnable: z.array(
    z.object({
      order_item_id: z.string(),
      name: localized,
      option_name: localized,
      thumbnail: z.string(),
      quantity: z.number().int(),
    }),
  ),
  returns: z.array(shopperReturnOut),
});
export type OrderReturns = z.infer<typeof orderReturnsOut>;

export const orderReturnsQuery = z.strictObject({
  order_id: z.string().min(1).max(64),
  token: z.string().max(100).optional(),
});
