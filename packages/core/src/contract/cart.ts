import { z } from 'zod';
import { cartUpdateSchema } from '../validation.ts';
import { localized, minor } from './common.ts';
import { shopperQuery } from './product.ts';

/** The bag: GET/POST /api/v1/cart (3-10, 3-11) and the log beacon /nuxt/log/event. */

export const cartItemOut = z.object({
  pid: z.string(),
  sku: z.string(),
  sub_sku: z.string(),
  quantity: z.number().int(),
  price: minor,
  original_price: minor.nullable(),
  line_total: minor,
  currency: z.string(),
  name: localized,
  option_name: localized,
  brand: z.string(),
  thumbnail: z.string(),
  path: z.string(),
  estimate: z.string().nullable(),
  ship_date: z.string(),
  bundle_sku: z.string().nullable(),
  package_items: z.array(z.string()),
  product_type: z.number().int(),
  subscription_inteval_in_month: z.number().int().nullable(),
  purchasable: z.boolean(),
  reason: z.string().nullable(),
});
export type CartItem = z.infer<typeof cartItemOut>;

export const cartOut = z.object({
  _id: z.string().nullable(),
  cart_type: z.enum(['single', 'subscription']),
  currency: z.string(),
  items: z.array(cartItemOut),
  total_amount: minor,
  amount: z.number().int(),
  update_ts: z.number().int(),
  estimated_delivery: z.object({ from: z.string(), to: z.string() }).nullable(),
  free_shipping: z.object({
    threshold: minor,
    qualifies: z.boolean(),
    remaining: minor,
    progress: z.number(),
  }),
  can_checkout: z.boolean(),
  blocking_reason: z.string().nullable(),
});
export type Cart = z.infer<typeof cartOut>;

export const cartQuery = shopperQuery;

/** GET /api/v1/cart */
export const cartResponseOut = z.object({
  single_cart: cartOut,
  subscription_cart: cartOut,
  session_id: z.string().nullable(),
  /** a member's subscription is suspended: the bag asks for a card update */
  subscription_suspended: z.boolean().optional(),
});
export type CartResponse = z.infer<typeof cartResponseOut>;

export const cartWriteQuery = z.strictObject({ country: shopperQuery.shape.country });
export const cartWriteBody = cartUpdateSchema.extend({
  update_ts: z.number().int().min(0).optional(),
  delta: z
    .number()
    .int()
    .min(-99)
    .max(99)
    .refine((d) => d !== 0, 'must not be 0')
    .optional(),
});
export type CartWriteBody = z.input<typeof cartWriteBody>;
/** POST /api/v1/cart: the bag after the write; cleaned: lines that could no longer be bought were dropped */
export const cartWriteOut = cartResponseOut.extend({ cleaned: z.boolean() });
export type CartWriteOut = z.infer<typeof cartWriteOut>;

export const logEventBody = z.strictObject({
  domain: z.string().max(100).optional(),
  level: z.enum(['info', 'warn', 'error']).default('info'),
  action: z.string().min(1).max(100),
  resp: z.unknown().optional(),
  error: z.unknown().optional(),
  errorCode: z.union([z.string().max(50), z.number().int()]).optional(),
});
export const logEventOut = z.object({ ok: z.literal(true) });
