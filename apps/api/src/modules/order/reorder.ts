// "Buy again" (2.12-09): an order's items go back into the member's bag at today's prices, through the cart
// service's own checks; what cannot be added is answered with the reason instead of failing the whole request.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema.ts';
import { AppError, NotFoundError } from '../../lib/errors.ts';
import type { Owner } from '../cart/cart.repository.ts';
import type { createCartService } from '../cart/cart.service.ts';
import type { createProductService, ShopperContext } from '../product/product.service.ts';

export interface ReorderLine {
  sku: string;
  sub_sku: string;
  quantity: number;
}

export async function reorder(
  deps: {
    db: Db;
    products: ReturnType<typeof createProductService>;
    carts: ReturnType<typeof createCartService>;
  },
  orderId: string,
  owner: Owner & { userId: string },
  /** who is pricing, given the order's own currency (the bag's currency when asked for, else the order's) */
  shopperFor: (orderCurrency: string) => Promise<ShopperContext>,
) {
  // the member's own order only: another member's, or none, answers the same 404 as the order pages
  const [order] = await deps.db
    .select({ id: orders.id, currency: orders.currency })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, owner.userId)));
  if (!order) throw new NotFoundError('this order number is invalid', 'order_not_found');
  const shopper = await shopperFor(order.currency);
  const items = await deps.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const added: ReorderLine[] = [];
  const notAdded: (ReorderLine & { reason: string })[] = [];
  for (const i of items) {
    const line = { sku: i.sku, sub_sku: i.subSku, quantity: i.quantity };
    // checked first for every reason, the ship-to country's included: the bag would take a line it cannot ship
    const priced = await deps.products.priceLine(
      { pid: i.pid, subSku: i.subSku, quantity: i.quantity, specialOffer: false },
      shopper,
    );
    if (!priced || priced.entry.row.sku !== i.sku) {
      notAdded.push({ ...line, reason: 'no_longer_available' });
      continue;
    }
    if (!priced.check.ok) {
      notAdded.push({ ...line, reason: priced.check.reason });
      continue;
    }
    try {
      await deps.carts.update(
        owner,
        { pid: i.pid, sku: i.sku, sub_sku: i.subSku, quantity: i.quantity, currency: shopper.currency },
        shopper,
      );
      added.push(line);
    } catch (err) {
      // the cart's own refusals (too many of one item, treatments and products do not mix): that line only
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      notAdded.push({ ...line, reason: err.code });
    }
  }
  return { added, not_added: notAdded, ...(await deps.carts.get(owner, shopper)) };
}
