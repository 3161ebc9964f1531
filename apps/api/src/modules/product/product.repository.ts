import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { categories, productOffers, productOptions, productRedirects, products } from '../../db/schema.ts';

export type ProductRow = typeof products.$inferSelect;
export type OptionRow = typeof productOptions.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;

export function productRepository(db: DbOrTx) {
  return {
    allProducts: () => db.select().from(products).where(eq(products.channel, 4)),
    allOptions: () =>
      db.select().from(productOptions).orderBy(asc(productOptions.productId), asc(productOptions.position)),
    allCategories: () => db.select().from(categories),
    allOffers: () => db.select().from(productOffers).orderBy(asc(productOffers.priority)),
    /** The product on sale that once had this handle. */
    redirectFrom: (handle: string) =>
      db
        .select({
          brandKey: products.brandKey,
          uniqueUrl: products.uniqueUrl,
          productType: products.productType,
        })
        .from(productRedirects)
        .innerJoin(products, eq(products.id, productRedirects.productId))
        .where(
          and(
            eq(productRedirects.fromUrl, handle),
            eq(products.published, true),
            isNull(products.archivedAt),
          ),
        )
        .limit(1),
    stockBySubSku: (subSkus: string[]) =>
      db
        .select({
          subSku: productOptions.subSku,
          availability: productOptions.availability,
          stock: productOptions.stock,
        })
        .from(productOptions)
        .where(inArray(productOptions.subSku, subSkus)),
  };
}
