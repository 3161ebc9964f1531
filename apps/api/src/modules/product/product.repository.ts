import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { categories, collections, productOffers, productOptions, products } from '../../db/schema.ts';

export type ProductRow = typeof products.$inferSelect;
export type OptionRow = typeof productOptions.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type CollectionRow = typeof collections.$inferSelect;

export function productRepository(db: DbOrTx) {
  return {
    allProducts: () => db.select().from(products).where(eq(products.channel, 4)),
    allOptions: () =>
      db.select().from(productOptions).orderBy(asc(productOptions.productId), asc(productOptions.position)),
    allCategories: () => db.select().from(categories),
    allCollections: () => db.select().from(collections),
    allOffers: () => db.select().from(productOffers).orderBy(asc(productOffers.priority)),
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
