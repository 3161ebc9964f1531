// The product editor's answers from GET /api/v1/admin/products/:id and /admin/stock/:sub_sku/ledger.
import type { AdminOption, AdminProduct, StockLedgerOut } from '@shop/core/contract/admin-product-out';

/** GET /api/v1/admin/products/:id and its options, as the contract declares them. */
export type { AdminOption, AdminProduct };
/** GET /api/v1/admin/stock/:sub_sku/ledger */
export type Ledger = StockLedgerOut;

/** Where a product's forms post: its child routes under /admin/products/:id. */
export const productFormPath = (productId: string, form: string) =>
  `/admin/products/${encodeURIComponent(productId)}/${form}`;
