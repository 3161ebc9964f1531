// Collections, categories and tags as stored, and the product facts collection rules read.
import { and, asc, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { collectionProductFacts, type CollectionProductFacts } from '@shop/core';
import type { DbOrTx } from '../../db/client.ts';
import type { tags } from '../../db/schema.ts';
import { brands, categories, collections, productOptions, products } from '../../db/schema.ts';

export type CollectionRow = typeof collections.$inferSelect;
export type TaxonomyTable = typeof categories | typeof tags;

/** A product as the collection editor lists it, with the facts its rules read. */
export interface FactsProduct {
  id: string;
  sku: string;
  name: CollectionRow['name'];
  brand_key: string;
  thumbnail: string;
  published: boolean;
  popularity: number;
  collections: string[];
  facts: CollectionProductFacts;
}

export function collectionRepository(db: DbOrTx) {
  return {
    all: () => db.select().from(collections).orderBy(desc(collections.priority), asc(collections.key)),
    byKey: async (key: string, lock = false) => {
      const q = db.select().from(collections).where(eq(collections.key, key));
      return (lock ? await q.for('update') : await q)[0];
    },
    keysLike: async (base: string) =>
      new Set(
        (
          await db
            .select({ key: collections.key, handle: collections.handle })
            .from(collections)
            .where(sql`${collections.key} like ${`${base}%`} or ${collections.handle} like ${`${base}%`}`)
        ).flatMap((r) => [r.key, r.handle]),
      ),
    handleOwner: async (handle: string) =>
      (await db.select({ key: collections.key }).from(collections).where(eq(collections.handle, handle)))[0]
        ?.key,
    /** Sets a manual collection's members: the key added to these products' lists and taken off every other's. */
    async setMembers(key: string, ids: string[]) {
      if (ids.length)
        await db
          .update(products)
          .set({ collections: sql`array_append(${products.collections}, ${key})` })
          .where(and(inArray(products.id, ids), sql`not (${key} = any(${products.collections}))`));
      await db
        .update(products)
        .set({ collections: sql`array_remove(${products.collections}, ${key})` })
        .where(
          and(
            sql`${key} = any(${products.collections})`,
            ids.length ? notInArray(products.id, ids) : undefined,
          ),
        );
    },
    countMembers: async (key: string) =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(products)
          .where(sql`${key} = any(${products.collections})`)
      )[0]?.n ?? 0,
    existingProductIds: async (ids: string[]) =>
      ids.length
        ? new Set(
            (await db.select({ id: products.id }).from(products).where(inArray(products.id, ids))).map(
              (r) => r.id,
            ),
          )
        : new Set<string>(),
    /** Every product that is not archived, with the facts collection rules read. */
    async factsProducts(): Promise<FactsProduct[]> {
      const [rows, options] = await Promise.all([
        db
          .select({
            id: products.id,
            sku: products.sku,
            name: products.name,
            brand_key: products.brandKey,
            thumbnail: products.thumbnail,
            published: products.published,
            popularity: products.popularity,
            product_type: products.productType,
            tags: products.tags,
            categories: products.categories,
            collections: products.collections,
          })
          .from(products)
          .where(and(isNull(products.archivedAt), eq(products.channel, 4))),
        db
          .select({
            product_id: productOptions.productId,
            is_subscription: productOptions.isSubscription,
            availability: productOptions.availability,
            price_hkd: productOptions.priceHkd,
            stock: productOptions.stock,
          })
          .from(productOptions)
          .where(isNull(productOptions.archivedAt)),
      ]);
      const byProduct = new Map<string, (typeof options)[number][]>();
      for (const o of options) byProduct.set(o.product_id, [...(byProduct.get(o.product_id) ?? []), o]);
      return rows.map((r) => ({
        id: r.id,
        sku: r.sku,
        name: r.name,
        brand_key: r.brand_key,
        thumbnail: r.thumbnail,
        published: r.published,
        popularity: r.popularity,
        collections: r.collections,
        facts: collectionProductFacts({ ...r, options: byProduct.get(r.id) ?? [] }),
      }));
    },
    brands: () =>
      db
        .select({ key: brands.key, name: brands.name })
        .from(brands)
        .orderBy(desc(brands.priority), asc(brands.key)),
  };
}

/** Categories and tags: the same list shape, each with the products column that carries its keys. */
export function taxonomyRepository(db: DbOrTx, table: TaxonomyTable) {
  const column = table === categories ? products.categories : products.tags;
  return {
    list: () =>
      db
        .select({
          key: table.key,
          name: table.name,
          priority: table.priority,
          product_count: sql<number>`(select count(*)::int from ${products} where ${table.key} = any(${column}))`,
        })
        .from(table)
        .orderBy(desc(table.priority), asc(table.key)),
    byKey: async (key: string) => (await db.select().from(table).where(eq(table.key, key)))[0],
    keys: async () => new Set((await db.select({ key: table.key }).from(table)).map((r) => r.key)),
    /** Takes the key off every product that carries it; the number of products changed. */
    async removeFromProducts(key: string) {
      const rows = await db
        .update(products)
        .set({ [table === categories ? 'categories' : 'tags']: sql`array_remove(${column}, ${key})` })
        .where(sql`${key} = any(${column})`)
        .returning({ id: products.id });
      return rows.length;
    },
  };
}
