import { z } from 'zod';
import { AVAILABILITIES } from '../catalogue-types.ts';
import { localized } from './common.ts';
import { mediaAdminOut } from './media.ts';

/**
 * The back office's catalogue answers: /api/v1/admin/products… and /api/v1/admin/stock…. (The request schemas of
 * these endpoints live with the product page's forms.)
 */

export const adminOptionOut = z.object({
  sub_sku: z.string(),
  position: z.number().int(),
  name: localized,
  availability: z.enum(AVAILABILITIES),
  price: z.number().int(),
  price_usd: z.number().int(),
  original_price: z.number().int().nullable(),
  original_price_usd: z.number().int().nullable(),
  special_pricing: z.number().int().nullable(),
  special_pricing_usd: z.number().int().nullable(),
  treatment_original_price: z.number().int().nullable(),
  treatment_original_price_usd: z.number().int().nullable(),
  fix_price: z.array(
    z.object({ member_group: z.string(), price: z.number().int(), price_usd: z.number().int() }),
  ),
  multi_pricing: z.array(
    z.object({
      member_group: z.string(),
      pricing: z.array(
        z.object({ qty: z.number().int(), price: z.number().int(), price_usd: z.number().int() }),
      ),
    }),
  ),
  allow_member_group: z.array(z.string()),
  cut_off_date: z.string().nullable(),
  estimate: z.string().nullable(),
  is_subscription: z.boolean(),
  subscription_parent_sku: z.string().nullable(),
  subscription_inteval_in_month: z.number().int().nullable(),
  stock: z.number().int(),
  low_stock_threshold: z.number().int(),
  /** removed after it was ordered: kept for its orders, never offered again (a patch archived: false restores it) */
  archived: z.boolean(),
});
export type AdminOption = z.infer<typeof adminOptionOut>;

/** One script's product copy: sanitized HTML ('' when not written). */
export const adminCopyOut = z.object({
  why: z.string(),
  description: z.string(),
  how_to_use: z.string(),
  ingredients: z.string(),
});
/** SEO title and description per script ('' falls back to the name and the description). */
export const adminSeoOut = z.object({ title: localized, description: localized });
/** A product picked by staff (add-ons, special offers): enough to show it in a list. */
export const productChoiceOut = z.object({ id: z.string(), sku: z.string(), name: localized });

export const adminProductOut = z.object({
  id: z.string(),
  sku: z.string(),
  name: localized,
  brand_key: z.string(),
  categories: z.array(z.string()),
  collections: z.array(z.string()),
  thumbnail: z.string(),
  images: z.array(z.string()),
  /** each picture of `images`, in order: whether its variants are made, its size, placeholder and alt text */
  media: z.array(mediaAdminOut),
  unique_url: z.string(),
  path: z.string(),
  product_type: z.number().int(),
  price: z.number().int(),
  price_usd: z.number().int(),
  original_price: z.number().int().nullable(),
  original_price_usd: z.number().int().nullable(),
  priority: z.number().int(),
  published: z.boolean(),
  updated_at: z.string(),
  /** the product page's copy per script: chi is Traditional (hk and zh pages), cn Simplified, eng English */
  content: z.object({ eng: adminCopyOut, chi: adminCopyOut, cn: adminCopyOut }),
  seo: adminSeoOut,
  tags: z.array(z.string()),
  /** null: every country the brand ships to; a list narrows it */
  ship_countries: z.array(z.string()).nullable(),
  /** the special-offer add-ons shown with this product, in order (3-12) */
  offers: z.array(productChoiceOut),
  /** hidden everywhere and never for sale again, kept on its past orders */
  archived: z.boolean(),
  /** some order names it: it cannot be deleted, only archived */
  ever_ordered: z.boolean(),
  /** texts written in some script but not every one: 'name.cn', 'content.eng.description', 'options.0.name.chi' */
  missing_translations: z.array(z.string()),
  options: z.array(adminOptionOut),
});
export type AdminProduct = z.infer<typeof adminProductOut>;

export const adminProductRowOut = z.object({
  id: z.string(),
  sku: z.string(),
  name: localized,
  brand_key: z.string(),
  thumbnail: z.string(),
  price: z.number().int(),
  price_usd: z.number().int(),
  published: z.boolean(),
  archived: z.boolean(),
  updated_at: z.string(),
  options: z.number().int(),
  stock: z.number().int(),
});
export type AdminProductRow = z.infer<typeof adminProductRowOut>;
export const adminProductsOut = z.object({
  total: z.number().int(),
  brands: z.array(z.string()),
  page: z.number().int(),
  limit: z.number().int(),
  items: z.array(adminProductRowOut),
});
export type AdminProductsOut = z.infer<typeof adminProductsOut>;

/** POST /admin/products/:id/images: the new picture's base address (pending until its variants are made). */
export const productImageOut = z.object({
  url: z.string(),
  images: z.array(z.string()),
  media: mediaAdminOut,
});
export type ProductImageOut = z.infer<typeof productImageOut>;

export const stockAdjustOut = z.object({ sub_sku: z.string(), stock: z.number().int() });
export type StockAdjustOut = z.infer<typeof stockAdjustOut>;

export const stockLedgerOut = z.object({
  sub_sku: z.string(),
  stock: z.number().int(),
  total: z.number().int(),
  items: z.array(
    z.object({
      id: z.string(),
      delta: z.number().int(),
      balance_after: z.number().int(),
      reason: z.string(),
      actor: z.string(),
      order_id: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});
export type StockLedgerOut = z.infer<typeof stockLedgerOut>;

export const lowStockOut = z.object({
  items: z.array(
    z.object({
      sub_sku: z.string(),
      product_id: z.string(),
      product_sku: z.string(),
      name: localized,
      product_name: localized,
      stock: z.number().int(),
      low_stock_threshold: z.number().int(),
      availability: z.string(),
    }),
  ),
});
export type LowStockOut = z.infer<typeof lowStockOut>;

/** GET /admin/catalogue/choices: what the product editor's pickers offer. */
export const catalogueChoicesOut = z.object({
  brands: z.array(z.object({ key: z.string(), name: localized })),
  categories: z.array(z.object({ key: z.string(), name: localized })),
  tags: z.array(z.object({ key: z.string(), name: localized })),
  member_groups: z.array(z.object({ id: z.string(), name: z.string() })),
  /** the countries a product may be limited to */
  countries: z.array(z.object({ key: z.string() })),
  /** automatic ones choose their products by rules: staff tick only manual ones on a product */
  collections: z.array(z.object({ key: z.string(), name: localized, kind: z.enum(['manual', 'automatic']) })),
});
export type CatalogueChoices = z.infer<typeof catalogueChoicesOut>;

/** GET /admin/products/picker?q=: products by name (any script) or SKU, at most 20. */
export const productPickerQuery = z.strictObject({ q: z.string().trim().max(100).default('') });
export const productPickerOut = z.object({
  items: z.array(productChoiceOut.extend({ thumbnail: z.string() })),
});
export type ProductPickerOut = z.infer<typeof productPickerOut>;

/** POST /admin/catalogue/simplified: Traditional → Simplified (HTML tags kept), the editor's "fill Simplified". */
export const simplifiedBody = z.strictObject({ texts: z.array(z.string().max(200_000)).min(1).max(50) });
export const simplifiedOut = z.object({ texts: z.array(z.string()) });
export type SimplifiedOut = z.infer<typeof simplifiedOut>;

/** DELETE /admin/products/:id/options/:sub_sku: deleted when never ordered, else archived; the product after. */
export const optionRemoveOut = z.object({
  outcome: z.enum(['deleted', 'archived']),
  product: adminProductOut,
});
export type OptionRemoveOut = z.infer<typeof optionRemoveOut>;
