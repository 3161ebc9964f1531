// The product editor's answers from GET /api/v1/admin/products/:id and /admin/stock/:sub_sku/ledger.
import type { AdminOption, AdminProduct, StockLedgerOut } from '@shop/core/contract/admin-product-out';
import type { MediaAdminOut } from '@shop/core/contract/media';

/** GET /api/v1/admin/products/:id and its options, as the contract declares them. */
export type { AdminOption, AdminProduct };
/** GET /api/v1/admin/stock/:sub_sku/ledger */
export type Ledger = StockLedgerOut;

/** Where a product's forms post: its child routes under /admin/products/:id. */
export const productFormPath = (productId: string, form: string) =>
  `/admin/products/${encodeURIComponent(productId)}/${form}`;

/**
 * Each picture's processing state and alt text (2.9-01), by address: the API's `media`, parallel to `images`
 * (undefined for a picture it does not describe).
 */
export function mediaOf(p: AdminProduct): (MediaAdminOut | undefined)[] {
  const media = (p as AdminProduct & { media?: MediaAdminOut[] }).media ?? [];
  return p.images.map((u) => media.find((m) => m.src === u));
}
