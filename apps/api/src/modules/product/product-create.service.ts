// New products (from scratch or a copy) and their deletion. A product some order names is never deleted: staff
// archive it instead, so its orders keep showing it.
import { eq, sql } from 'drizzle-orm';
import type { Invalidate } from './catalogue-events.ts';
import type { FastifyRequest } from 'fastify';
import type { ProductCreateBody } from '@shop/core/contract/admin-product';
import type { Db, DbOrTx } from '../../db/client.ts';
import { cartItems, products } from '../../db/schema.ts';
import { ConflictError } from '../../lib/errors.ts';
import { audit } from '../staff/audit.ts';
import { adminView, everOrdered, loadProduct, viewOf } from './product-admin-view.ts';
import { duplicateProduct, insertProduct } from './product-write.ts';

type Staff = Pick<FastifyRequest, 'staff' | 'ip'>;

export function createProductCreate(db: Db, deps: { invalidate: Invalidate }) {
  /** Writes, then drops the named products (or, with none named, the whole catalogue) from every cache. */
  async function write<T>(fn: (tx: DbOrTx) => Promise<T>, productIds?: (out: T) => string[]): Promise<T> {
    const out = await db.transaction(fn);
    deps.invalidate(productIds?.(out));
    return out;
  }
  return {
    async create(body: ProductCreateBody, staff: Staff) {
      // a new product (or a duplicate) is in no cache yet: only the answers that may list it go
      return write(
        async (tx) => {
          const id =
            'duplicate_of' in body
              ? await duplicateProduct(tx, body.duplicate_of, { sku: body.sku, unique_url: body.unique_url })
              : await insertProduct(tx, body, staff.staff?.email ?? 'system');
          const view = await adminView(tx, id);
          await audit(tx, staff, {
            action: 'duplicate_of' in body ? 'product.duplicate' : 'product.create',
            entity: 'product',
            entityId: id,
            before: 'duplicate_of' in body ? { duplicate_of: body.duplicate_of } : null,
            after: view,
          });
          return view;
        },
        (view) => [view.id],
      );
    },

    /** Deletes a product no order names (its options, offers and redirects go with it); 409 otherwise. */
    async remove(id: string, staff: Staff) {
      await write(async (tx) => {
        const { p, options } = await loadProduct(tx, id, true);
        if (await everOrdered(tx, id))
          throw new ConflictError(
            'This product has been ordered: archive it instead of deleting it',
            'product_ordered',
          );
        const before = await viewOf(tx, p, options);
        // bag lines hold no key to the product: they go with it
        await tx.delete(cartItems).where(eq(cartItems.pid, id));
        await tx.delete(products).where(eq(products.id, id));
        // manual collections list their products' ids in order
        await tx.execute(
          sql`update collections set product_order = array_remove(product_order, ${id}) where ${id} = any(product_order)`,
        );
        await audit(tx, staff, {
          action: 'product.delete',
          entity: 'product',
          entityId: id,
          before,
          after: null,
        });
      });
    },
  };
}
