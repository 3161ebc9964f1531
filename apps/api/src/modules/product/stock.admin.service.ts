// Stock in the back office: adjustments with a reason (through the ledger, never below zero), the ledger of an
// option, and the low-stock list the stock page and the dashboard show.
import { and, asc, count, desc, eq, isNull, lte, ne, or } from 'drizzle-orm';
import type { Invalidate } from './catalogue-events.ts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { productOptions, products, stockLedger } from '../../db/schema.ts';
import { ConflictError, InvalidError, NotFoundError } from '../../lib/errors.ts';
import { audit } from '../staff/audit.ts';
import { moveStock, stockSkuOf } from './stock-ledger.ts';
import { firstRow } from '../../db/first-row.ts';

/**
 * Options at or below their low-stock threshold, emptiest first. Subscription options draw on another option's
 * stock and disabled ones are not sold, so neither is listed. For the stock page and the dashboard.
 */
export async function lowStock(db: Db, limit = 50) {
  const rows = await db
    .select({
      sub_sku: productOptions.subSku,
      product_id: productOptions.productId,
      name: productOptions.name,
      product_name: products.name,
      product_sku: products.sku,
      stock: productOptions.stock,
      low_stock_threshold: productOptions.lowStockThreshold,
      availability: productOptions.availability,
    })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.productId))
    .where(
      and(
        lte(productOptions.stock, productOptions.lowStockThreshold),
        isNull(productOptions.subscriptionParentSku),
        eq(productOptions.isSubscription, false),
        ne(productOptions.availability, 'disabled'),
      ),
    )
    .orderBy(asc(productOptions.stock), asc(productOptions.subSku))
    .limit(limit);
  return rows;
}

export function createStockAdmin(db: Db, deps: { invalidate: Invalidate }) {
  async function option(subSku: string) {
    const [o] = await db
      .select({ subSku: productOptions.subSku, stock: productOptions.stock })
      .from(productOptions)
      .where(eq(productOptions.subSku, subSku));
    if (!o) throw new NotFoundError('No such option');
    return o;
  }

  return {
    /** Moves an option's stock by delta with the staff's reason; 409 insufficient_stock below zero. */
    async adjust(
      subSku: string,
      m: { delta: number; reason: string },
      staff: Pick<FastifyRequest, 'staff' | 'ip'>,
    ) {
      await option(subSku);
      const out = await db.transaction(async (tx) => {
        const sku = await stockSkuOf(tx, subSku);
        if (sku !== subSku)
          throw new InvalidError(
            `sub_sku: this option draws on ${sku}'s stock; adjust that one`,
            'sub_sku',
            'shared_stock',
          );
        const balance = await moveStock(tx, {
          subSku,
          delta: m.delta,
          reason: m.reason,
          actor: staff.staff?.email ?? 'system',
        });
        if (balance === null) throw new ConflictError('Stock cannot go below zero', 'insufficient_stock');
        await audit(tx, staff, {
          action: 'stock.adjust',
          entity: 'product_option',
          entityId: subSku,
          before: { stock: balance - m.delta },
          after: { stock: balance, delta: m.delta, reason: m.reason },
        });
        // the products whose options hold or draw on this stock
        const owners = await tx
          .selectDistinct({ id: productOptions.productId })
          .from(productOptions)
          .where(or(eq(productOptions.subSku, subSku), eq(productOptions.subscriptionParentSku, subSku)));
        return { sub_sku: subSku, stock: balance, owners: owners.map((o) => o.id) };
      });
      // the storefront shows stock (sold out, purchasable): it must see the new level
      deps.invalidate(out.owners);
      return { sub_sku: out.sub_sku, stock: out.stock };
    },

    async ledger(subSku: string, page: number, limit: number) {
      const o = await option(subSku);
      const where = eq(stockLedger.subSku, subSku);
      const [rows, { total }] = await Promise.all([
        db
          .select()
          .from(stockLedger)
          .where(where)
          .orderBy(desc(stockLedger.createdAt), desc(stockLedger.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(stockLedger).where(where).then(firstRow),
      ]);
      return {
        sub_sku: subSku,
        stock: o.stock,
        total,
        items: rows.map((r) => ({
          id: r.id,
          delta: r.delta,
          balance_after: r.balanceAfter,
          reason: r.reason,
          actor: r.actor,
          order_id: r.orderId,
          created_at: r.createdAt.toISOString(),
        })),
      };
    },

    lowStock: (limit?: number) => lowStock(db, limit),
  };
}

export type StockAdmin = ReturnType<typeof createStockAdmin>;
