import type { ReviewableOut } from '@shop/core/contract/review';
import type { OrderViewOut } from '@shop/core/contract/order';
import type { api } from '../../lib/api.server.ts';
import { readShopState } from '../../lib/shop-state.ts';

/** One order line the member may still review: its names and the product page's review form, preset to it. */
export interface OrderReviewLink {
  sub_sku: string;
  name: OrderViewOut['order']['items'][number]['name'];
  /** the product's path (locale-free) with the form's preset: ?review=<order>|<sub_sku>#write-review */
  to: string;
}

/**
 * The order's lines the member can review (2.10-02: a paid order of theirs, not reviewed yet): the API's reviewable
 * list for each product of the order, kept to this order's lines. Lines already reviewed are not listed.
 */
export async function loadOrderReviewLinks(
  client: ReturnType<typeof api>,
  request: Request,
  detail: OrderViewOut,
): Promise<OrderReviewLink[]> {
  const { order } = detail;
  const lines = order.items.filter((i) => !i.subscription_inteval_in_month);
  // only a paid order can be reviewed: an unpaid, cancelled or expired one costs no look-up
  if (!lines.length || ['awaiting_payment', 'cancelled', 'expired'].includes(order.status)) return [];
  // the order's lines name the product by sku: its id (for the reviewable list) and its page come from the catalogue
  const products = await client
    .products(readShopState(request), { skus: [...new Set(lines.map((l) => l.sku))], limit: 100 })
    .catch(() => []);
  const reviewable = await Promise.all(
    products.map((p) =>
      client
        .get<ReviewableOut>(`/api/v1/user/comments/reviewable/${encodeURIComponent(p._id)}`)
        .then((r) => r.items)
        .catch(() => [] as ReviewableOut['items']),
    ),
  );
  const open = new Set(
    reviewable
      .flat()
      .filter((r) => r.order_id === order._id)
      .map((r) => r.inventory_sku),
  );
  const pathOf = new Map(products.map((p) => [p.sku, p.path]));
  return lines.flatMap((l) => {
    const path = pathOf.get(l.sku);
    if (!path || !open.has(l.sub_sku)) return [];
    open.delete(l.sub_sku);
    const preset = encodeURIComponent(`${order._id}|${l.sub_sku}`);
    return [{ sub_sku: l.sub_sku, name: l.name, to: `${path}?review=${preset}#write-review` }];
  });
}
