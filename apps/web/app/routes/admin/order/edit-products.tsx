// GET /admin/orders/:id/edits/products?q=: the edit card's product picker (GET
// /api/v1/admin/orders/:id/edits/products), options found by name and priced for the order's shopper.
import type { EditProductSearch } from '@shop/core/contract/admin-order-edits';
import type { Route } from './+types/edit-products';
import { adminApi } from '../../../lib/admin-api.server.ts';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get('q')?.trim() ?? '';
  if (q.length < 2) return { items: [] } satisfies EditProductSearch;
  return adminApi(context, request).get<EditProductSearch>(
    `/api/v1/admin/orders/${encodeURIComponent(params.id)}/edits/products?q=${encodeURIComponent(q)}`,
  );
}
