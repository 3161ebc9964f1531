// The back office's catalogue list, import, export and bulk actions: /api/v1/admin/products (filters and sort),
// /admin/products/import (CSV body), /admin/products/export (CSV answer), /admin/products/bulk, and the names
// the list's filters and bulk actions choose from (/admin/products/choices).
import { z } from 'zod';
import { CATALOGUE_CSV_ERROR_CODES } from '../catalogue-csv.ts';
import { fileAnswer, localized } from './common.ts';
import { adminProductRowOut, adminProductsOut } from './admin-product-out.ts';

const key = z.string().min(1).max(64);

export const PRODUCT_LIST_SORTS = [
  'name',
  '-name',
  'price',
  '-price',
  'stock',
  '-stock',
  'updated',
  '-updated',
] as const;
export type ProductListSort = (typeof PRODUCT_LIST_SORTS)[number];

/** The list's filters; the export takes the same ones (without paging). */
export const adminProductFilters = z.strictObject({
  q: z.string().trim().max(100).optional(),
  brand: key.optional(),
  /** kept for old links: published=true|false is status=published|unpublished */
  published: z.enum(['true', 'false']).optional(),
  type: z.enum(['product', 'treatment']).optional(),
  /** archived products show only under status=archived */
  status: z.enum(['published', 'unpublished', 'archived']).optional(),
  /** in: some stock; low: an option at or below its low-stock level; out: none left */
  stock: z.enum(['in', 'low', 'out']).optional(),
  collection: key.optional(),
  tag: key.optional(),
});
export type AdminProductFilters = z.infer<typeof adminProductFilters>;

export const adminProductListQuery = adminProductFilters.extend({
  sort: z.enum(PRODUCT_LIST_SORTS).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuery>;

export const adminProductListRowOut = adminProductRowOut.extend({
  product_type: z.number().int(),
  archived: z.boolean(),
  /** some option at or below its low-stock level */
  low_stock: z.boolean(),
  tags: z.array(z.string()),
  collections: z.array(z.string()),
});
export type AdminProductListRow = z.infer<typeof adminProductListRowOut>;
export const adminProductListOut = adminProductsOut.extend({ items: z.array(adminProductListRowOut) });
export type AdminProductListOut = z.infer<typeof adminProductListOut>;

// ---------------------------------------------------------------- import and export

export const catalogueImportQuery = z.strictObject({
  dry_run: z.enum(['0', '1', 'true', 'false']).optional(),
});

const counts = z.object({ create: z.number().int(), update: z.number().int(), unchanged: z.number().int() });
export const catalogueImportErrorOut = z.object({
  row: z.number().int(),
  column: z.string(),
  code: z.enum(CATALOGUE_CSV_ERROR_CODES),
  reason: z.string(),
});
export const catalogueImportReportOut = z.object({
  dry_run: z.boolean(),
  rows: z.number().int(),
  products: counts,
  options: counts,
  errors: z.array(catalogueImportErrorOut),
});
export type CatalogueImportReport = z.infer<typeof catalogueImportReportOut>;
/** 400: the report with every problem and nothing written; or a body that is no file (bad_encoding, required). */
export const catalogueImportRefusedOut = z.union([
  catalogueImportReportOut.extend({
    error: z.string(),
    code: z.literal('csv_invalid'),
    statusCode: z.literal(400),
  }),
  z.object({ error: z.string(), code: z.string(), field: z.string().optional(), statusCode: z.literal(400) }),
]);

export const catalogueCsvAnswer = fileAnswer('text/csv', 'the catalogue file: one row per option');

// ---------------------------------------------------------------- bulk actions

const ids = z.array(key).min(1).max(500);
/** POST /admin/products/bulk: one action on many products, in one transaction. */
export const productBulkBody = z.discriminatedUnion('action', [
  z.strictObject({ ids, action: z.literal('publish') }),
  z.strictObject({ ids, action: z.literal('unpublish') }),
  z.strictObject({ ids, action: z.literal('add_tag'), tag: key }),
  z.strictObject({ ids, action: z.literal('remove_tag'), tag: key }),
  z.strictObject({ ids, action: z.literal('add_collection'), collection: key }),
  z.strictObject({ ids, action: z.literal('remove_collection'), collection: key }),
  z.strictObject({
    ids,
    action: z.literal('price_percent'),
    /** -10 is 10% off; hundredths of a percent at most */
    percent: z
      .number()
      .min(-100)
      .max(1000)
      .refine(
        (p) => p !== 0 && Math.abs(p * 100 - Math.round(p * 100)) < 1e-6,
        'must not be 0; at most two decimals',
      ),
    /** true: answers the prices before → after and changes nothing */
    dry_run: z.boolean().default(false),
  }),
  z.strictObject({
    ids,
    action: z.literal('set_stock'),
    stock: z.number().int().min(0).max(1_000_000),
    reason: z.string().trim().min(1).max(200),
  }),
]);
export type ProductBulkBody = z.infer<typeof productBulkBody>;

const pricePair = z.object({ price: z.number().int(), price_usd: z.number().int() });
export const productBulkOut = z.object({
  action: z.string(),
  dry_run: z.boolean(),
  /** products the action changed (the others already were so) */
  changed: z.number().int(),
  products: z.array(
    z.object({
      id: z.string(),
      sku: z.string(),
      name: localized,
      /** price_percent only: each option's prices before → after */
      options: z.array(
        z.object({ sub_sku: z.string(), name: localized, before: pricePair, after: pricePair }),
      ),
    }),
  ),
});
export type ProductBulkOut = z.infer<typeof productBulkOut>;
