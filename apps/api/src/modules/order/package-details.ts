// What is inside a package (set) product: the product's package_items (skus), answered by /order/packageDetails (7-21).
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { productPath } from '../product/product.service.ts';
import type { Localized } from './order-text.ts';

export interface PackageItem {
  sku: string;
  name: Localized;
  thumbnail: string;
  path: string;
}

/** For each asked sku that is a package: the products inside it, in the package's order. Others are left out. */
export async function packageDetails(
  db: DbOrTx,
  skus: readonly string[],
): Promise<{ sku: string; items: PackageItem[] }[]> {
  if (!skus.length) return [];
  const sets = await db
    .select({ sku: products.sku, packageItems: products.packageItems })
    .from(products)
    .where(inArray(products.sku, [...new Set(skus)]));
  const inner = [...new Set(sets.flatMap((s) => s.packageItems))];
  if (!inner.length) return [];
  const rows = await db
    .select({
      sku: products.sku,
      name: products.name,
      thumbnail: products.thumbnail,
      brandKey: products.brandKey,
      uniqueUrl: products.uniqueUrl,
      productType: products.productType,
    })
    .from(products)
    .where(inArray(products.sku, inner));
  const bySku = new Map(rows.map((r) => [r.sku, r]));
  return sets
    .filter((s) => s.packageItems.length > 0)
    .map((s) => ({
      sku: s.sku,
      // an item that left the catalogue is not listed rather than shown without a name
      items: s.packageItems.flatMap((sku) => {
        const r = bySku.get(sku);
        return r ? [{ sku, name: r.name, thumbnail: r.thumbnail, path: productPath(r) }] : [];
      }),
    }));
}
