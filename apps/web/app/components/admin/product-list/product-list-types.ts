// What the product list's route and its parts (table, filters, bulk bar) share: the URL filters, the bulk actions
// and what the bulk action answers.
import type { ProductBulkOut } from '@shop/core/contract/admin-catalogue-io';

export const FILTERS = ['q', 'brand', 'type', 'status', 'stock', 'collection', 'tag', 'sort'] as const;
export type Filters = Record<(typeof FILTERS)[number], string>;

export const BULK_ACTIONS = [
  'publish',
  'unpublish',
  'add_tag',
  'remove_tag',
  'add_collection',
  'remove_collection',
  'price_percent',
  'set_stock',
] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** The bulk action's answer: done, refused, or (a price change) the before → after preview to confirm. */
export type ActionResult =
  | { ok: true; message: string }
  | { ok: false; message: string }
  | { ok: 'preview'; preview: ProductBulkOut; percent: number; ids: string[] };
