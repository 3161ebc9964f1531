// What the product editor's pickers offer (brands, categories, tags, member groups, countries, collections), the
// product picker of add-ons, and the Traditional → Simplified assist. Reads only, no audit.
import { and, asc, desc, ilike, isNull, or, sql } from 'drizzle-orm';
import { COUNTRY_KEYS } from '@shop/core';
import type { Db } from '../../db/client.ts';
import { productOptions, products } from '../../db/schema.ts';
import { toSimplified } from '../../lib/chinese-script.ts';
import { normalizeSearchText } from '../../lib/search-text.ts';
import { referenceLists } from './product.repository.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Traditional → Simplified of text or HTML: only the text between tags is converted, tags stay as written. */
export function simplifiedHtml(text: string): string {
  return text
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : toSimplified(part)))
    .join('');
}

export function createCataloguePickers(db: Db) {
  return {
    async choices() {
      const r = await referenceLists(db);
      return {
        brands: r.brands,
        categories: r.categories,
        tags: r.tags,
        member_groups: r.memberGroups.map((g) => ({ id: g.key, name: g.name })),
        countries: COUNTRY_KEYS.map((key) => ({ key })),
        collections: r.collections,
      };
    },

    /** Products whose name (any script, Simplified folded to Traditional) or SKU or option SKU has q; 20 at most. */
    async picker(q: string) {
      const text = q.trim();
      const like = `%${escapeLike(text)}%`;
      const folded = `%${escapeLike(normalizeSearchText(text))}%`;
      const where = text
        ? or(
            ilike(products.sku, like),
            ilike(products.searchText, folded),
            sql`${products.name}::text ilike ${like}`,
            sql`exists (select 1 from ${productOptions} where ${productOptions.productId} = ${products.id} and ${productOptions.subSku} ilike ${like})`,
          )
        : undefined;
      const items = await db
        .select({ id: products.id, sku: products.sku, name: products.name, thumbnail: products.thumbnail })
        .from(products)
        // an archived product is never offered again
        .where(and(isNull(products.archivedAt), where))
        .orderBy(desc(products.priority), asc(products.sku))
        .limit(20);
      return { items };
    },

    simplified(texts: string[]) {
      return { texts: texts.map(simplifiedHtml) };
    },
  };
}
export type CataloguePickers = ReturnType<typeof createCataloguePickers>;
