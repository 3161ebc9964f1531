import { z } from 'zod';
import { AVAILABILITIES } from '../catalogue-types.ts';
import { localized } from './common.ts';

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
});
export type AdminOption = z.infer<typeof adminOptionOut>;

export const adminProductOut = z.object({
  id: z.string(),
  sku: z.string(),
  name: localized,
  brand_key: z.string(),
  categories: z.array(z.string()),
  collections: z.array(z.string()),
  thumbnail: z.string(),
  images: z.array(z.string()),
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

export const productImageOut = z.object({ url: z.string(), images: z.array(z.string()) });
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
