// The storefront's catalogue queries (7-10 lists, 2.7-01 categories, 2.7-02 sort, 7-11 search): filters, order,
// paging and counts run in the database through its indexes, so their cost does not grow with what an instance
// holds in memory; only a page's products are then loaded (product-entries.ts) and priced.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { productOptions, products } from '../../db/schema.ts';
import { collectionRulesSql } from './collection-rules.sql.ts';
import type { CollectionRow } from './product.repository.ts';

export type ProductSort = 'popularity' | 'new' | 'price_asc' | 'price_desc';

export interface ListFilter {
  unique_url?: string;
  skus?: string[];
  category?: string;
  brand?: string;
  /** 'treatment': product_type 2 only (the treatments index, 2.2-16) */
  type?: 'treatment';
  /** the key or handle asked for, and the collection it names (undefined: no such collection) */
  collection?: { keyOrHandle: string; row?: CollectionRow };
}

/** On the storefront: published, not archived, of this shop's channel. */
const onSaleSql = sql`${products.published} and ${products.archivedAt} is null and ${products.channel} = 4`;

export function listWhere(f: ListFilter): SQL {
  const where: SQL[] = [onSaleSql];
  if (f.unique_url !== undefined) where.push(eq(products.uniqueUrl, f.unique_url));
  if (f.skus) where.push(inArray(products.sku, f.skus.length ? f.skus : ['']));
  if (f.category) where.push(sql`${products.categories} @> array[${f.category}]::text[]`);
  if (f.brand) where.push(eq(products.brandKey, f.brand.replaceAll('-', '_')));
  if (f.type === 'treatment') where.push(eq(products.productType, 2));
  if (f.collection) {
    const { keyOrHandle, row } = f.collection;
    if (!row) where.push(sql`${products.collections} @> array[${keyOrHandle}]::text[]`);
    else if (row.kind === 'automatic') where.push(collectionRulesSql(row.rules));
    else where.push(sql`${products.collections} @> array[${row.key}]::text[]`);
  }
  return and(...where)!;
}

/**
 * The sort's price: the lowest price of the product's listed single-purchase options (not archived, not a
 * subscription, not hidden unless it carries a special price, as the presenter lists them) on the shopper's currency side (HKD, else USD, which every other currency is converted
 * from), a special price taking the place of the base one. The presenter's display price may differ: it prefers
 * buyable options, applies member fixed prices, VIP rates and quantity tiers, and lists hidden options that carry a
 * special price; so the order is by the public price, which a member's own may not follow exactly.
 */
function sortPrices(db: DbOrTx, side: 'hkd' | 'usd') {
  const [special, base] =
    side === 'hkd'
      ? [productOptions.specialPricingHkd, productOptions.priceHkd]
      : [productOptions.specialPricingUsd, productOptions.priceUsd];
  // one grouped pass over the options (joined), not a subquery per product
  return db
    .select({
      productId: productOptions.productId,
      price: sql<number>`min(case when ${special} > 0 then ${special} else ${base} end)`.as('sort_price'),
    })
    .from(productOptions)
    .where(
      sql`${productOptions.archivedAt} is null and not ${productOptions.isSubscription} and (${productOptions.availability} <> 'hidden' or ${productOptions.specialPricingHkd} > 0)`,
    )
    .groupBy(productOptions.productId)
    .as('sort_prices');
}

/** A text[] literal of these values, each a parameter (drizzle spreads a bare array into a list). */
const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

const popularityOrder = [
  sql`${products.popularity} desc nulls last`,
  sql`${products.priority} desc nulls last`,
  asc(products.sku),
];

export interface ListPageQuery extends ListFilter {
  sort?: ProductSort;
  page: number;
  limit: number;
  side: 'hkd' | 'usd';
}

function orderOf(q: ListPageQuery, price: SQL): SQL[] {
  // skus keep the caller's order (homepage lists are curated)
  if (q.skus && !q.sort)
    return [sql`array_position(${textArray(q.skus)}, ${products.sku})`, asc(products.sku)];
  const first: SQL[] = [];
  // a manual collection with no sort chosen lists in the order staff set, the others after by popularity
  const order = q.collection?.row?.productOrder;
  if (!q.sort && order?.length)
    first.push(sql`array_position(${textArray(order)}, ${products.id}) asc nulls last`);
  switch (q.sort) {
    case 'new':
      return [...first, sql`${products.createdAt} desc nulls last`, asc(products.sku)];
    case 'price_asc':
      return [...first, sql`${price} asc nulls last`, asc(products.sku)];
    case 'price_desc':
      return [...first, sql`${price} desc nulls last`, asc(products.sku)];
    default:
      return [...first, ...popularityOrder];
  }
}

/**
 * One page of product ids in order, with the number of products the filters match. Two statements rather than
 * count(*) over (): a window over every match keeps the planner from reading just the page's top rows off the order
 * indexes (products_on_sale_popularity_idx, products_on_sale_created_idx).
 */
export async function listPage(db: DbOrTx, q: ListPageQuery): Promise<{ ids: string[]; total: number }> {
  const where = listWhere(q);
  const byPrice = q.sort === 'price_asc' || q.sort === 'price_desc';
  const prices = sortPrices(db, q.side);
  const page = byPrice
    ? db
        .select({ id: products.id })
        .from(products)
        .leftJoin(prices, eq(prices.productId, products.id))
        .where(where)
        .orderBy(...orderOf(q, sql`${prices.price}`))
    : db
        .select({ id: products.id })
        .from(products)
        .where(where)
        .orderBy(...orderOf(q, sql`null`));
  const [rows, counted] = await Promise.all([
    page.limit(q.limit).offset((q.page - 1) * q.limit),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(products)
      .where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: counted[0]?.total ?? 0 };
}

/** Products matching the filters, and how many of them are in each category (best_seller is a tag, not a filter). */
export async function categoryCounts(db: DbOrTx, f: ListFilter) {
  const where = listWhere(f);
  const [totals, counts] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(products)
      .where(where),
    db
      .select({ key: sql<string>`c.key`, count: sql<number>`count(*)`.mapWith(Number) })
      .from(sql`${products} cross join lateral unnest(${products.categories}) as c(key)`)
      .where(and(where, sql`c.key <> 'best_seller'`))
      .groupBy(sql`c.key`),
  ]);
  return { total: totals[0]?.total ?? 0, counts };
}

/** LIKE's own characters taken literally. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/**
 * Name search (7-11, 2.3-22) over the folded search text (products.search_text: the three names and the SKU,
 * Simplified folded to Traditional, lower case; its trigram index finds contains-matches), ranked: a name starts
 * with the keyword (3), a word of a name starts with it (2), it appears anywhere (1); popularity, then SKU, break
 * ties. `folded` is the keyword folded the same way (lib/search-text.ts).
 */
export async function searchProducts(db: DbOrTx, folded: string, limit: number) {
  const literal = escapeLike(folded);
  // search_names: the three names lower-cased, one a line (a generated column): a name starts with it when a line does
  const starts = folded.includes('\n')
    ? sql`false`
    : sql`chr(10) || ${products.searchNames} like ${`%\n${literal}%`}`;
  // a word starts with it: words are split on white space, hyphens and the middle dot, as shoppers type them;
  // search_words (generated) holds the names with each of those made a space, so a word start is a LIKE on " word".
  // A keyword holding a separator is no word's start.
  const wordStarts = /[\s\-·]/u.test(folded)
    ? sql`false`
    : sql`${products.searchWords} like ${`% ${literal}%`}`;
  const score = sql<number>`case when ${starts} then 3 when ${wordStarts} then 2 else 1 end`;
  return (
    db
      .select({
        id: products.id,
        sku: products.sku,
        name: products.name,
        thumbnail: products.thumbnail,
        brandKey: products.brandKey,
        uniqueUrl: products.uniqueUrl,
        productType: products.productType,
      })
      .from(products)
      // contains-matches through the trigram index (products_search_trgm)
      .where(and(onSaleSql, sql`${products.searchText} like ${`%${literal}%`}`))
      .orderBy(sql`${score} desc`, sql`${products.popularity} desc nulls last`, asc(products.sku))
      .limit(limit)
  );
}
