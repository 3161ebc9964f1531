// The catalogue file's reads and writes: the reference lists names resolve against, the products and options a
// file names, and the batched inserts and updates of an import (taking `(tx ?? db)`).
import { asc, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { productOptions, productRedirects, products, stockLedger } from '../../db/schema.ts';
import type { LocalizedText } from '../../db/schema.ts';

export type ProductRow = typeof products.$inferSelect;
export type OptionRow = typeof productOptions.$inferSelect;
export type ProductInsert = typeof products.$inferInsert;
export type OptionInsert = typeof productOptions.$inferInsert;
export type LedgerInsert = typeof stockLedger.$inferInsert;

export interface Named {
  key: string;
  name: LocalizedText;
}

/** Postgres takes at most 65,535 parameters a statement: long lists go in slices. */
const SLICE = 1_000;
function slices<T>(xs: readonly T[], n = SLICE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += n) out.push(xs.slice(i, i + n));
  return out;
}

export { referenceLists, type ReferenceLists } from './product.repository.ts';

export async function productsBySku(tx: DbOrTx, skus: string[]): Promise<ProductRow[]> {
  const out: ProductRow[] = [];
  for (const s of slices(skus))
    out.push(...(await tx.select().from(products).where(inArray(products.sku, s))));
  return out;
}

export async function productsByHandle(tx: DbOrTx, handles: string[]) {
  const out: { id: string; sku: string; handle: string }[] = [];
  for (const s of slices(handles))
    out.push(
      ...(await tx
        .select({ id: products.id, sku: products.sku, handle: products.uniqueUrl })
        .from(products)
        .where(inArray(products.uniqueUrl, s))),
    );
  return out;
}

/** Former handles are taken too: they answer 301 to their product. */
export async function redirectsFrom(tx: DbOrTx, handles: string[]) {
  const out: { handle: string; productId: string }[] = [];
  for (const s of slices(handles))
    out.push(
      ...(await tx
        .select({ handle: productRedirects.fromUrl, productId: productRedirects.productId })
        .from(productRedirects)
        .where(inArray(productRedirects.fromUrl, s))),
    );
  return out;
}

export async function optionsBySku(tx: DbOrTx, subSkus: string[]): Promise<OptionRow[]> {
  const out: OptionRow[] = [];
  for (const s of slices(subSkus))
    out.push(...(await tx.select().from(productOptions).where(inArray(productOptions.subSku, s))));
  return out;
}

export async function optionsOfProducts(tx: DbOrTx, productIds: string[]): Promise<OptionRow[]> {
  const out: OptionRow[] = [];
  for (const s of slices(productIds))
    out.push(
      ...(await tx
        .select()
        .from(productOptions)
        .where(inArray(productOptions.productId, s))
        .orderBy(asc(productOptions.position), asc(productOptions.subSku))),
    );
  return out;
}

export async function insertProducts(tx: DbOrTx, rows: ProductInsert[]) {
  for (const s of slices(rows, 200)) if (s.length) await tx.insert(products).values(s);
}

export async function insertOptions(tx: DbOrTx, rows: OptionInsert[]) {
  for (const s of slices(rows, 200)) if (s.length) await tx.insert(productOptions).values(s);
}

export async function insertLedger(tx: DbOrTx, rows: LedgerInsert[]) {
  for (const s of slices(rows, 500)) if (s.length) await tx.insert(stockLedger).values(s);
}

export async function insertRedirects(tx: DbOrTx, rows: { fromUrl: string; productId: string }[]) {
  if (rows.length) await tx.insert(productRedirects).values(rows).onConflictDoNothing();
}

export async function updateProduct(tx: DbOrTx, id: string, set: Partial<ProductInsert>) {
  await tx
    .update(products)
    .set(set)
    .where(sql`${products.id} = ${id}`);
}

export async function updateOption(tx: DbOrTx, subSku: string, set: Partial<OptionInsert>) {
  await tx
    .update(productOptions)
    .set(set)
    .where(sql`${productOptions.subSku} = ${subSku}`);
}

/** The product's list price follows its first single-purchase option (as the seed and the editor set it). */
export async function syncLeadPrices(tx: DbOrTx, productIds: string[]) {
  for (const s of slices(productIds)) {
    if (!s.length) continue;
    await tx.execute(sql`
      update ${products} p set
        price_hkd = o.price_hkd, price_usd = o.price_usd,
        original_price_hkd = o.original_price_hkd, original_price_usd = o.original_price_usd
      from (
        select distinct on (product_id) product_id, price_hkd, price_usd,
          coalesce(original_price_hkd, treatment_original_price_hkd) original_price_hkd,
          coalesce(original_price_usd, treatment_original_price_usd) original_price_usd
        from ${productOptions}
        where product_id in (${sql.join(
          s.map((id) => sql`${id}`),
          sql`, `,
        )}) and subscription_parent_sku is null and archived_at is null
        order by product_id, position, sub_sku
      ) o
      where p.id = o.product_id
        and (p.price_hkd, p.price_usd, p.original_price_hkd, p.original_price_usd)
          is distinct from (o.price_hkd, o.price_usd, o.original_price_hkd, o.original_price_usd)`);
  }
}
