import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  brands,
  categories,
  collections,
  memberGroups,
  tags,
  productOptions,
  productRedirects,
  products,
} from '../../db/schema.ts';

export type ProductRow = typeof products.$inferSelect;
export type OptionRow = typeof productOptions.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type CollectionRow = typeof collections.$inferSelect;

export function productRepository(db: DbOrTx) {
  return {
    // products are never read whole: the storefront's queries are in storefront.repository.ts, its entries in
    // product-entries.ts
    allCategories: () => db.select().from(categories),
    allCollections: () => db.select().from(collections),
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
        .innerJoin(products, eq(products.id, productOptions.productId))
        // what the storefront does not show, it does not report either
        .where(
          and(
            inArray(productOptions.subSku, subSkus),
            isNull(productOptions.archivedAt),
            isNull(products.archivedAt),
            eq(products.published, true),
          ),
        ),
  };
}

/**
 * Brands, categories, tags and collections by key with their names (highest priority first) and member groups by
 * name: what the back office's pickers offer and what an import's names and keys resolve against.
 */
export async function referenceLists(tx: DbOrTx) {
  const [b, c, t, col, g] = await Promise.all([
    tx
      .select({ key: brands.key, name: brands.name })
      .from(brands)
      .orderBy(desc(brands.priority), asc(brands.key)),
    tx
      .select({ key: categories.key, name: categories.name })
      .from(categories)
      .orderBy(desc(categories.priority), asc(categories.key)),
    tx.select({ key: tags.key, name: tags.name }).from(tags).orderBy(desc(tags.priority), asc(tags.key)),
    tx
      .select({ key: collections.key, name: collections.name, kind: collections.kind })
      .from(collections)
      .orderBy(desc(collections.priority), asc(collections.key)),
    tx
      .select({ key: memberGroups.id, name: memberGroups.name })
      .from(memberGroups)
      .orderBy(asc(memberGroups.name)),
  ]);
  return { brands: b, categories: c, tags: t, collections: col, memberGroups: g };
}
export type ReferenceLists = Awaited<ReturnType<typeof referenceLists>>;
