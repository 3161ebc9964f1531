// The request bodies of the back office's catalogue and stock writes (/api/v1/admin/products…, /admin/stock…): the
// API validates with them and the product editor's forms are read into them. Money is integer minor units.
import { z } from 'zod';
import { AVAILABILITIES } from '../catalogue-types.ts';

const amount = z.number().int().min(0).max(100_000_000);
const optionalAmount = amount.nullable().optional();
const localizedPatch = z
  .strictObject({
    eng: z.string().trim().min(1).max(200),
    chi: z.string().trim().min(1).max(200),
    cn: z.string().trim().min(1).max(200),
  })
  .partial();
const key = z.string().min(1).max(64);
const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
  .nullable()
  .optional();

/** PATCH /admin/products/:id: names, publish or hide, prices, priority, categories, collections, image order. */
export const productPatchBody = z.strictObject({
  name: localizedPatch.optional(),
  published: z.boolean().optional(),
  price: amount.optional(),
  price_usd: amount.optional(),
  original_price: optionalAmount,
  original_price_usd: optionalAmount,
  priority: z.number().int().min(-1_000_000).max(1_000_000).optional(),
  categories: z.array(key).max(50).optional(),
  collections: z.array(key).max(50).optional(),
  images: z.array(z.string().min(1).max(500)).max(30).optional(),
});
export type ProductPatchBody = z.infer<typeof productPatchBody>;

/** PATCH /admin/products/:id/options/:sub_sku: an option's prices, member prices, dates, subscription, stock. */
export const optionPatchBody = z.strictObject({
  name: localizedPatch.optional(),
  availability: z.enum(AVAILABILITIES).optional(),
  price: amount.optional(),
  price_usd: amount.optional(),
  original_price: optionalAmount,
  original_price_usd: optionalAmount,
  special_pricing: optionalAmount,
  special_pricing_usd: optionalAmount,
  treatment_original_price: optionalAmount,
  treatment_original_price_usd: optionalAmount,
  fix_price: z
    .array(z.strictObject({ member_group: key, price: amount, price_usd: amount }))
    .max(20)
    .optional(),
  multi_pricing: z
    .array(
      z.strictObject({
        member_group: key,
        pricing: z
          .array(
            z.strictObject({
              qty: z.number().int().min(2).max(1000),
              price: amount,
              price_usd: amount,
            }),
          )
          .min(1)
          .max(20),
      }),
    )
    .max(20)
    .optional(),
  allow_member_group: z.array(key).max(20).optional(),
  cut_off_date: date,
  estimate: date,
  is_subscription: z.boolean().optional(),
  subscription_parent_sku: key.nullable().optional(),
  subscription_inteval_in_month: z.number().int().min(1).max(6).nullable().optional(),
  low_stock_threshold: z.number().int().min(0).max(1_000_000).optional(),
  stock: z.number().int().min(0).max(1_000_000).optional(),
  stock_reason: z.string().trim().min(1).max(200).optional(),
});
export type OptionPatchBody = z.infer<typeof optionPatchBody>;

/** POST /admin/stock/:sub_sku/adjustments: a move by delta with its reason (409 insufficient_stock below zero). */
export const stockAdjustmentBody = z.strictObject({
  delta: z
    .number()
    .int()
    .min(-1_000_000)
    .max(1_000_000)
    .refine((d) => d !== 0, 'must not be zero'),
  reason: z.string().trim().min(1).max(200),
});
export type StockAdjustmentBody = z.infer<typeof stockAdjustmentBody>;
