// The request bodies of the back office's catalogue and stock writes (/api/v1/admin/products…, /admin/stock…): the
// API validates with them and the product editor's forms are read into them. Money is integer minor units.
import { z } from 'zod';
import { AVAILABILITIES } from '../catalogue-types.ts';
import { COUNTRY_KEYS } from '../countries.ts';
import { HANDLE_PATTERN, SKU_PATTERN } from '../catalogue-admin.ts';

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

/** A SKU or option SKU: letters, digits, dot, dash and underscore; unique across the catalogue. */
export const skuField = z
  .string()
  .trim()
  .regex(SKU_PATTERN, 'must be 1-64 letters, digits, dots, dashes or underscores');
/** A URL handle: lower-case words joined by dashes (the product's address after its brand). */
export const handleField = z
  .string()
  .trim()
  .max(120)
  .regex(HANDLE_PATTERN, 'must be lower-case letters and digits joined by dashes');

/** Names at create: at least one script is written; the storefront falls back for the others (3-01). */
const localizedName = z.strictObject({
  eng: z.string().trim().max(200).default(''),
  chi: z.string().trim().max(200).default(''),
  cn: z.string().trim().max(200).default(''),
});

/** One script's long copy: sanitized HTML (headings, lists, links, images) on the server. 200 KB each at most. */
const html = z.string().max(200_000).default('');
const copyFields = z.strictObject({ why: html, description: html, how_to_use: html, ingredients: html });
/** The product page's copy per script: chi is Traditional (hk and zh pages), cn Simplified, eng English. */
export const productContentBody = z.strictObject({
  eng: copyFields.partial().optional(),
  chi: copyFields.partial().optional(),
  cn: copyFields.partial().optional(),
});
export type ProductContentBody = z.infer<typeof productContentBody>;

const seoText = (max: number) =>
  z.strictObject({
    eng: z.string().trim().max(max).default(''),
    chi: z.string().trim().max(max).default(''),
    cn: z.string().trim().max(max).default(''),
  });
/** SEO title and description per script; empty falls back to the name and the description. */
export const seoBody = z.strictObject({ title: seoText(120), description: seoText(320) });
export type SeoBody = z.infer<typeof seoBody>;

/** 0 product (single purchase), 2 treatment. */
export const productTypeField = z.union([z.literal(0), z.literal(2)]);
export const shipCountriesField = z.array(z.enum(COUNTRY_KEYS)).min(1).max(20).nullable();

/** PATCH /admin/products/:id: every product field; options have their own routes. */
export const productPatchBody = z.strictObject({
  sku: skuField.optional(),
  name: localizedPatch.optional(),
  brand_key: key.optional(),
  product_type: productTypeField.optional(),
  /** the old handle keeps answering 301 to the new page */
  unique_url: handleField.optional(),
  content: productContentBody.optional(),
  seo: seoBody.optional(),
  tags: z.array(key).max(50).optional(),
  ship_countries: shipCountriesField.optional(),
  /** the special-offer add-ons shown with this product, in order (3-12) */
  offer_ids: z.array(key).max(20).optional(),
  /** options' display order: every current option's sub_sku once */
  option_order: z.array(key).max(200).optional(),
  /** archived products are hidden everywhere and kept on past orders; false restores one (unpublished) */
  archived: z.boolean().optional(),
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
  /** true takes it off sale for good (kept for its orders); false restores an archived option */
  archived: z.boolean().optional(),
});
export type OptionPatchBody = z.infer<typeof optionPatchBody>;

/** POST /admin/products/:id/options (and each option of a new product): an option with its prices. */
export const optionCreateBody = optionPatchBody
  .omit({ name: true, price: true, price_usd: true, stock_reason: true, archived: true })
  .extend({
    sub_sku: skuField,
    name: localizedName,
    price: amount,
    price_usd: amount,
    availability: z.enum(AVAILABILITIES).default('in_stock'),
  });
export type OptionCreateBody = z.infer<typeof optionCreateBody>;

/** A new product from scratch: the fields of the editor and at least one option. It starts unpublished. */
export const productNewBody = z.strictObject({
  sku: skuField,
  name: localizedName,
  brand_key: key,
  product_type: productTypeField.default(0),
  unique_url: handleField,
  categories: z.array(key).max(50).default([]),
  tags: z.array(key).max(50).default([]),
  collections: z.array(key).max(50).default([]),
  content: productContentBody.optional(),
  seo: seoBody.optional(),
  ship_countries: shipCountriesField.default(null),
  offer_ids: z.array(key).max(20).default([]),
  priority: z.number().int().min(-1_000_000).max(1_000_000).default(0),
  published: z.boolean().default(false),
  options: z.array(optionCreateBody).min(1).max(200),
});
export type ProductNewBody = z.infer<typeof productNewBody>;

/**
 * POST /admin/products: a new product, or a copy of one (`duplicate_of`, with a new sku and handle chosen by the
 * server unless given); a copy starts unpublished with no stock.
 */
export const productDuplicateBody = z.strictObject({
  duplicate_of: key,
  sku: skuField.optional(),
  unique_url: handleField.optional(),
});
export const productCreateBody = z.union([productDuplicateBody, productNewBody]);
export type ProductCreateBody = z.infer<typeof productCreateBody>;

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
