// The back office's product list and the export's selection: filters and sort run in SQL (per-product option
// figures through the product_options_product_idx index), so a page of 25 stays quick at 20,000 products.
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminProductFilters, AdminProductListQuery } from '@shop/core/contract/admin-catalogue-io';
import type { DbOrTx } from '../../db/client.ts';
import { firstRow } from '../../db/first-row.ts';
import { productOptions, products } from '../../db/schema.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Options that hold their own stock: not a subscription (it draws on its parent), not archived. */
const stocked = sql`${productOptions.productId} = ${products.id} and ${productOptions.subscriptionParentSku} is null and ${productOptions.archivedAt} is null`;
const stockTotal = sql<number>`(select coalesce(sum(${productOptions.stock}), 0)::int from ${productOptions} where ${stocked})`;
const lowAny = sql<boolean>`exists (select 1 from ${productOptions} where ${stocked} and ${productOptions.availability} <> 'disabled' and ${productOptions.stock} <= ${productOptions.lowStockThreshold})`;

export function productListWhere(f: AdminProductFilters): SQL | undefined {
  const where: SQL[] = [];
  if (f.q) {
    const like = `%${escapeLike(f.q.trim())}%`;
    where.push(
      or(
        ilike(products.sku, like),
        ilike(products.searchText, like),
        sql`${products.name}::text ilike ${like}`,
        sql`exists (select 1 from ${productOptions} where ${productOptions.productId} = ${products.id} and ${productOptions.subSku} ilike ${like})`,
      )!,
    );
  }
  if (f.brand) where.push(eq(products.brandKey, f.brand));
  if (f.type) where.push(eq(products.productType, f.type === 'treatment' ? 2 : 0));
  const status =
    f.status ?? (f.published === 'true' ? 'published' : f.published === 'false' ? 'unpublished' : undefined);
  if (status === 'archived') where.push(isNotNull(products.archivedAt));
  else {
    // archived products are kept for their orders, out of the everyday list
    where.push(isNull(products.archivedAt));
    if (status) where.push(eq(products.published, status === 'published'));
  }
  // stock is never negative: "some stock" is an option with any (a semi-join, not a sum per product)
  const anyStock = sql`exists (select 1 from ${productOptions} where ${stocked} and ${productOptions.stock} > 0)`;
  if (f.stock === 'out') where.push(sql`not ${anyStock}`);
  if (f.stock === 'in') where.push(anyStock);
  if (f.stock === 'low') where.push(lowAny);
  if (f.collection) where.push(sql`${products.collections} @> array[${f.collection}]::text[]`);
  if (f.tag) where.push(sql`${products.tags} @> array[${f.tag}]::text[]`);
  return where.length ? and(...where) : undefined;
}

function orderOf(sort: AdminProductListQuery['sort']): SQL[] {
  if (!sort) return [desc(products.priority), asc(products.sku)];
  const dir = sort.startsWith('-') ? desc : asc;
  const by = {
    name: sql`lower(${products.name}->>'eng')`,
    price: sql`${products.priceHkd}`,
    // a sum per product, through the product_options_product_idx index (a grouped join planned far worse)
    stock: stockTotal,
    updated: sql`${products.updatedAt}`,
  }[sort.replace(/^-/, '') as 'name' | 'price' | 'stock' | 'updated'];
  return [dir(by), asc(products.sku)];
}

export async function listProducts(db: DbOrTx, q: AdminProductListQuery) {
  const cond = productListWhere(q);
  const [rows, { total }, brandRows] = await Promise.all([
    db
      .select({
        id: products.id,
        sku: products.sku,
        name: products.name,
        brand_key: products.brandKey,
        thumbnail: products.thumbnail,
        price: products.priceHkd,
        price_usd: products.priceUsd,
        published: products.published,
        updated_at: products.updatedAt,
        product_type: products.productType,
        archived_at: products.archivedAt,
        tags: products.tags,
        collections: products.collections,
        options: sql<number>`(select count(*)::int from ${productOptions} where ${productOptions.productId} = ${products.id} and ${productOptions.archivedAt} is null)`,
        stock: stockTotal,
        low_stock: lowAny,
      })
      .from(products)
      .where(cond)
      .orderBy(...orderOf(q.sort))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: count() }).from(products).where(cond).then(firstRow),
    // the brand filter's choices
    db.selectDistinct({ key: products.brandKey }).from(products).orderBy(asc(products.brandKey)),
  ]);
  return {
    items: rows.map(({ archived_at, ...r }) => ({
      ...r,
      archived: archived_at !== null,
      updated_at: r.updated_at.toISOString(),
    })),
    total,
    brands: brandRows.map((b) => b.key),
  };
}
