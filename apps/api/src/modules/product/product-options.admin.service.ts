// Adding and removing a product's options. An option some order names (or a subscription refers to) is archived
// rather than deleted: kept for its orders, never offered again. The last option on sale is never removed.
import { and, eq, inArray, isNull, max } from 'drizzle-orm';
import type { Invalidate } from './catalogue-events.ts';
import type { FastifyRequest } from 'fastify';
import type { OptionCreateBody } from '@shop/core/contract/admin-product';
import type { Db, DbOrTx } from '../../db/client.ts';
import { cartItems, productOptions, products } from '../../db/schema.ts';
import { InvalidError, NotFoundError } from '../../lib/errors.ts';
import { audit } from '../staff/audit.ts';
import { adminView, loadProduct, orderedSubSkus, presentAdminOption } from './product-admin-view.ts';
import { openingStock, optionRow, validateOptions } from './product-write.ts';

type Staff = Pick<FastifyRequest, 'staff' | 'ip'>;

export function createOptionAdmin(db: Db, deps: { invalidate: Invalidate }) {
  /** Writes, then drops the named products (or, with none named, the whole catalogue) from every cache. */
  async function write<T>(fn: (tx: DbOrTx) => Promise<T>, productIds?: (out: T) => string[]): Promise<T> {
    const out = await db.transaction(fn);
    deps.invalidate(productIds?.(out));
    return out;
  }
  /** A write to one product: only it leaves the caches. */
  const writeFor = <T>(productId: string, fn: (tx: DbOrTx) => Promise<T>) => write(fn, () => [productId]);
  return {
    /** A new option, placed last; its opening stock is its first ledger movement. */
    async addOption(productId: string, body: OptionCreateBody, staff: Staff) {
      return writeFor(productId, async (tx) => {
        const { p, options } = await loadProduct(tx, productId, true);
        await validateOptions(tx, productId, [{ body, prefix: '' }], options);
        const [last] = await tx
          .select({ n: max(productOptions.position) })
          .from(productOptions)
          .where(eq(productOptions.productId, productId));
        const [row] = await tx
          .insert(productOptions)
          .values(optionRow(productId, body, (last?.n ?? -1) + 1))
          .returning();
        await openingStock(tx, [body], staff.staff?.email ?? 'system');
        await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId));
        await audit(tx, staff, {
          action: 'option.create',
          entity: 'product_option',
          entityId: body.sub_sku,
          before: null,
          after: presentAdminOption(row!),
        });
        return adminView(tx, p.id);
      });
    },

    /**
     * Removes an option: deleted when no order names it and no subscription refers to it, else archived with the
     * subscriptions that refer to it. 400 when it is the product's last one-off option on sale.
     */
    async removeOption(productId: string, subSku: string, staff: Staff) {
      return writeFor(productId, async (tx) => {
        const { p, options } = await loadProduct(tx, productId, true);
        const o = options.find((x) => x.subSku === subSku);
        if (!o) throw new NotFoundError('No such option on this product');
        const live = options.filter((x) => !x.archivedAt);
        if (!o.archivedAt && !o.isSubscription && !live.some((x) => x !== o && !x.isSubscription))
          throw new InvalidError(
            `${subSku}: the product's last option on sale cannot be removed`,
            'sub_sku',
            'last_option',
          );
        const children = options.filter((x) => x.subscriptionParentSku === subSku);
        const ordered = await orderedSubSkus(tx, [subSku]);
        const before = presentAdminOption(o);
        let outcome: 'deleted' | 'archived';
        if (!ordered.size && !children.length) {
          await tx.delete(cartItems).where(eq(cartItems.subSku, subSku));
          await tx.delete(productOptions).where(eq(productOptions.subSku, subSku));
          outcome = 'deleted';
        } else {
          // its subscriptions go with it: a subscription is never sold without its one-off option
          const skus = [subSku, ...children.filter((c) => !c.archivedAt).map((c) => c.subSku)];
          await tx
            .update(productOptions)
            .set({ archivedAt: new Date() })
            .where(and(inArray(productOptions.subSku, skus), isNull(productOptions.archivedAt)));
          outcome = 'archived';
        }
        await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId));
        await audit(tx, staff, {
          action: outcome === 'deleted' ? 'option.delete' : 'option.archive',
          entity: 'product_option',
          entityId: subSku,
          before,
          after: outcome === 'deleted' ? null : { ...before, archived: true },
        });
        return { outcome, product: await adminView(tx, p.id) };
      });
    },
  };
}
