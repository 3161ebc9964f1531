// Menus and what their links point at (collections, products, pages), read by key.
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { MenuHandle, MenuItem } from '@shop/core';
import type { DbOrTx } from '../../db/client.ts';
import { collections, menus, pages, products } from '../../db/schema.ts';
import { normalizeSearchText } from '../../lib/search-text.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const productColumns = {
  id: products.id,
  name: products.name,
  sku: products.sku,
  brandKey: products.brandKey,
  uniqueUrl: products.uniqueUrl,
  productType: products.productType,
  published: products.published,
  archivedAt: products.archivedAt,
};
export type MenuProductRow = {
  [K in keyof typeof productColumns]: (typeof products.$inferSelect)[K];
};

export function menuRepository(db: DbOrTx) {
  return {
    async all() {
      return db.select().from(menus);
    },
    async get(handle: MenuHandle) {
      const [row] = await db.select().from(menus).where(eq(menus.handle, handle));
      return row;
    },
    async save(handle: MenuHandle, items: MenuItem[]) {
      await db
        .insert(menus)
        .values({ handle, items, updatedAt: new Date() })
        .onConflictDoUpdate({ target: menus.handle, set: { items, updatedAt: new Date() } });
    },
    async collections() {
      return db
        .select({
          key: collections.key,
          handle: collections.handle,
          brandKey: collections.brandKey,
          name: collections.name,
          published: collections.published,
          priority: collections.priority,
        })
        .from(collections)
        .orderBy(desc(collections.priority), asc(collections.key));
    },
    async productsById(ids: string[]): Promise<MenuProductRow[]> {
      if (!ids.length) return [];
      return db.select(productColumns).from(products).where(inArray(products.id, ids));
    },
    /** products whose name (any script) or SKU has q; an archived one is never offered; 20 at most */
    async searchProducts(q: string): Promise<MenuProductRow[]> {
      const like = `%${escapeLike(q)}%`;
      const folded = `%${escapeLike(normalizeSearchText(q))}%`;
      return db
        .select(productColumns)
        .from(products)
        .where(
          and(
            isNull(products.archivedAt),
            q
              ? or(
                  ilike(products.sku, like),
                  ilike(products.searchText, folded),
                  sql`${products.name}::text ilike ${like}`,
                )
              : undefined,
          ),
        )
        .orderBy(desc(products.priority), asc(products.sku))
        .limit(20);
    },
    async pages() {
      return db
        .select({ handle: pages.handle, draft: pages.draft, published: pages.published })
        .from(pages)
        .orderBy(asc(pages.handle));
    },
  };
}
