import { asc, inArray, isNull, and } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  collections,
  homepageSections,
  mediaAssets,
  pages,
  products,
  reviewStories,
} from '../../db/schema.ts';

export type SectionRow = typeof homepageSections.$inferSelect;

export function homepageRepository(db: DbOrTx) {
  return {
    sections: () => db.select().from(homepageSections).orderBy(asc(homepageSections.position)),
    /** the whole list replaced: positions follow the order given */
    async replace(rows: (typeof homepageSections.$inferInsert)[]) {
      await db.delete(homepageSections);
      if (rows.length) await db.insert(homepageSections).values(rows);
    },
    products: (ids: readonly string[]) =>
      ids.length
        ? db
            .select({
              id: products.id,
              sku: products.sku,
              name: products.name,
              thumbnail: products.thumbnail,
              brandKey: products.brandKey,
              uniqueUrl: products.uniqueUrl,
              archivedAt: products.archivedAt,
            })
            .from(products)
            .where(inArray(products.id, [...ids]))
        : Promise.resolve([]),
    media: (hashes: readonly string[]) =>
      hashes.length
        ? db
            .select()
            .from(mediaAssets)
            .where(inArray(mediaAssets.hash, [...hashes]))
        : Promise.resolve([]),
    collections: () =>
      db
        .select({ key: collections.key, handle: collections.handle, name: collections.name })
        .from(collections)
        .orderBy(asc(collections.priority)),
    pages: () =>
      db.select({ handle: pages.handle, draft: pages.draft }).from(pages).orderBy(asc(pages.handle)),
    stories: () =>
      db
        .select({ id: reviewStories.id, title: reviewStories.title, name: reviewStories.name })
        .from(reviewStories)
        .orderBy(asc(reviewStories.priority)),
    liveProductIds: (ids: readonly string[]) =>
      ids.length
        ? db
            .select({ id: products.id })
            .from(products)
            .where(and(inArray(products.id, [...ids]), isNull(products.archivedAt)))
        : Promise.resolve([]),
  };
}
