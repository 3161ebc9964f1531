// Catalogue export: the whole catalogue or the list's filtered products as the catalogue file (one row per option,
// docs/catalogue-csv.md). Importing the file unchanged changes nothing: every value reads back as it is stored.
import { and, asc, inArray, isNull } from 'drizzle-orm';
import { csvAmountText, joinCsvList, writeCatalogueCsv, type CatalogueCsvRow } from '@shop/core';
import type { AdminProductFilters } from '@shop/core/contract/admin-catalogue-io';
import type { Db } from '../../db/client.ts';
import { productOptions, products } from '../../db/schema.ts';
import type { OptionRow, ProductRow } from './catalogue-import.repository.ts';
import { copyText } from './catalogue-import.plan.ts';
import { productListWhere } from './product-list.repository.ts';

const TYPE_NAME: Record<number, string> = { 0: 'product', 2: 'treatment' };

/** The product's own columns, written on its first row. */
export function productCells(p: ProductRow): CatalogueCsvRow {
  const seo = p.seo;
  return {
    title_en: p.name.eng,
    title_zh_hant: p.name.chi,
    title_zh_hans: p.name.cn,
    brand: p.brandKey,
    type: TYPE_NAME[p.productType] ?? '',
    categories: joinCsvList(p.categories),
    tags: joinCsvList(p.tags),
    collections: joinCsvList(p.collections),
    published: p.published ? 'true' : 'false',
    images: joinCsvList(p.productThumbnail),
    body_html_en: copyText(p.copy, 'eng'),
    body_html_zh_hant: copyText(p.copy, 'chi'),
    body_html_zh_hans: copyText(p.copy, 'cn'),
    seo_title_en: seo?.title.eng ?? '',
    seo_title_zh_hant: seo?.title.chi ?? '',
    seo_title_zh_hans: seo?.title.cn ?? '',
    seo_description_en: seo?.description.eng ?? '',
    seo_description_zh_hant: seo?.description.chi ?? '',
    seo_description_zh_hans: seo?.description.cn ?? '',
  };
}

export function optionCells(o: OptionRow): CatalogueCsvRow {
  return {
    option_sku: o.subSku,
    option_title_en: o.name.eng,
    option_title_zh_hant: o.name.chi,
    option_title_zh_hans: o.name.cn,
    price_hkd: csvAmountText(o.priceHkd, 'HKD'),
    price_usd: csvAmountText(o.priceUsd, 'USD'),
    compare_at_price_hkd: csvAmountText(o.originalPriceHkd, 'HKD'),
    compare_at_price_usd: csvAmountText(o.originalPriceUsd, 'USD'),
    // a subscription draws on its parent's stock: blank here
    stock: o.subscriptionParentSku ? '' : o.stock,
    low_stock: o.lowStockThreshold,
    availability: o.availability,
    estimate: o.estimate ?? '',
    cut_off_date: o.cutOffDate ?? '',
    subscription_parent_sku: o.subscriptionParentSku ?? '',
    subscription_months: o.subscriptionIntervalInMonth ?? '',
    member_groups: joinCsvList(o.allowMemberGroup),
  };
}

export function createCatalogueExport(db: Db) {
  return {
    /** The file for these filters (none: the whole catalogue but archived products). */
    async csv(filters: AdminProductFilters): Promise<string> {
      const cond = productListWhere(filters);
      const [rows, options] = await Promise.all([
        db.select().from(products).where(cond).orderBy(asc(products.sku)),
        db
          .select()
          .from(productOptions)
          .where(
            and(
              isNull(productOptions.archivedAt),
              inArray(productOptions.productId, db.select({ id: products.id }).from(products).where(cond)),
            ),
          )
          .orderBy(asc(productOptions.position), asc(productOptions.subSku)),
      ]);
      const byProduct = new Map<string, OptionRow[]>();
      for (const o of options) {
        const list = byProduct.get(o.productId);
        if (list) list.push(o);
        else byProduct.set(o.productId, [o]);
      }
      const out: CatalogueCsvRow[] = [];
      for (const p of rows) {
        const opts = byProduct.get(p.id) ?? [];
        // a product needs an option row to be in the file
        if (!opts.length) continue;
        opts.forEach((o, i) =>
          out.push({
            handle: p.uniqueUrl,
            sku: p.sku,
            ...(i === 0 ? productCells(p) : {}),
            ...optionCells(o),
          }),
        );
      }
      return writeCatalogueCsv(out);
    },
  };
}

export type CatalogueExport = ReturnType<typeof createCatalogueExport>;
