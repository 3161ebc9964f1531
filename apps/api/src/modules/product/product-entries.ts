// The products an instance has priced lately, each with its options, special-offer links and ready pictures: a
// bounded LRU (its size does not grow with the catalogue), filled on demand in one batch of queries per miss, and
// emptied of exactly the products staff changed (catalogue-events.ts). Lists, search and counts never walk it: they
// run in SQL (storefront.repository.ts) and ask here only for the page they show.
import { LRUCache } from 'lru-cache';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Product as CoreProduct, ProductOption as CoreOption } from '@shop/core';
import type { Db } from '../../db/client.ts';
import { productOffers, productOptions, products } from '../../db/schema.ts';
import { mediaRepository, type MediaRow } from '../media/media.repository.ts';
import type { OptionRow, ProductRow } from './product.repository.ts';

export interface CatalogueEntry {
  row: ProductRow;
  /** the options on offer: archived ones are never listed again */
  options: OptionRow[];
  /** every option, archived ones too: a bag line of one is priced as not for sale, not dropped */
  allOptions: OptionRow[];
  core: CoreProduct;
  offerIds: string[];
  /** its uploaded pictures that are ready, by address */
  media: ReadonlyMap<string, MediaRow>;
}

/** On the storefront: published and not archived (an archived product is kept only for its orders). */
export const onSale = (r: Pick<ProductRow, 'published' | 'archivedAt'>) => r.published && !r.archivedAt;

function toCoreOption(o: OptionRow): CoreOption {
  return {
    sub_sku: o.subSku,
    name: o.name.chi,
    name_en: o.name.eng,
    // an archived option is never sold again, whatever its availability said
    availability: o.archivedAt ? 'disabled' : o.availability,
    price_hkd: o.priceHkd,
    price_usd: o.priceUsd,
    original_price_hkd: o.originalPriceHkd ?? undefined,
    original_price_usd: o.originalPriceUsd ?? undefined,
    special_pricing_hkd: o.specialPricingHkd ?? undefined,
    special_pricing_usd: o.specialPricingUsd ?? undefined,
    treatment_original_price_hkd: o.treatmentOriginalPriceHkd ?? undefined,
    treatment_original_price_usd: o.treatmentOriginalPriceUsd ?? undefined,
    fix_price: o.fixPrice,
    multi_pricing: o.multiPricing,
    is_subscription: o.isSubscription,
    subscription_parent_sku: o.subscriptionParentSku,
    subscription_inteval_in_month: o.subscriptionIntervalInMonth,
    allow_member_group: o.allowMemberGroup,
    cut_off_date: o.cutOffDate,
    estimate: o.estimate,
  };
}

/** The entries of these products (this shop's channel), built from one query per table. */
async function loadEntries(db: Db, rows: ProductRow[]): Promise<CatalogueEntry[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [options, offers, media] = await Promise.all([
    db
      .select()
      .from(productOptions)
      .where(inArray(productOptions.productId, ids))
      .orderBy(asc(productOptions.productId), asc(productOptions.position)),
    db
      .select()
      .from(productOffers)
      .where(inArray(productOffers.productId, ids))
      .orderBy(asc(productOffers.priority)),
    mediaRepository(db).readyByUrls(rows.flatMap((r) => r.productThumbnail)),
  ]);
  return rows.map((row) => {
    const opts = options.filter((o) => o.productId === row.id);
    return {
      row,
      options: opts.filter((o) => !o.archivedAt),
      allOptions: opts,
      offerIds: offers.filter((o) => o.productId === row.id).map((o) => o.offerProductId),
      media,
      core: {
        id: row.id,
        sku: row.sku,
        brand_key: row.brandKey,
        product_type: row.productType === 2 ? 2 : 0,
        published: onSale(row),
        ship_countries: row.shipCountries,
        options: opts.map(toCoreOption),
      } as CoreProduct,
    };
  });
}

export interface EntryCacheOptions {
  /** how many products one instance keeps (2,000: a few megabytes) */
  max?: number;
  /** a safety net behind the invalidation events */
  ttlMs?: number;
}

export function createEntryCache(db: Db, opts: EntryCacheOptions = {}) {
  const ttl = opts.ttlMs ?? 60_000;
  const entries = new LRUCache<string, CatalogueEntry>({ max: opts.max ?? 2000, ttl: Math.max(1, ttl) });
  // an address (sku or handle) to the product id it last named: checked against the entry, so never stale
  const ids = new LRUCache<string, string>({ max: (opts.max ?? 2000) * 2 });

  const keep = (list: CatalogueEntry[]) => {
    if (ttl > 0)
      for (const e of list) {
        entries.set(e.row.id, e);
        ids.set(`sku:${e.row.sku}`, e.row.id);
        ids.set(`url:${e.row.uniqueUrl}`, e.row.id);
      }
    return list;
  };

  /** Entries by a column's values, cached ones first, the rest in one batch. */
  async function by(
    kind: 'id' | 'sku' | 'url',
    keys: readonly string[],
  ): Promise<Map<string, CatalogueEntry>> {
    const out = new Map<string, CatalogueEntry>();
    const missing: string[] = [];
    const field = { id: 'id', sku: 'sku', url: 'uniqueUrl' } as const;
    for (const k of new Set(keys)) {
      const id = kind === 'id' ? k : ids.get(`${kind}:${k}`);
      const e = id === undefined ? undefined : entries.get(id);
      if (e && e.row[field[kind]] === k) out.set(k, e);
      else missing.push(k);
    }
    if (missing.length) {
      const column = { id: products.id, sku: products.sku, url: products.uniqueUrl }[kind];
      const rows = await db
        .select()
        .from(products)
        .where(and(inArray(column, missing), eq(products.channel, 4)));
      for (const e of keep(await loadEntries(db, rows))) out.set(e.row[field[kind]], e);
    }
    return out;
  }

  return {
    byIds: (keys: readonly string[]) => by('id', keys),
    bySkus: (keys: readonly string[]) => by('sku', keys),
    byId: async (id: string) => (await by('id', [id])).get(id),
    bySku: async (sku: string) => (await by('sku', [sku])).get(sku),
    /** drops these products (staff changed them); the next read loads them again */
    drop(productIds: readonly string[]) {
      for (const id of productIds) entries.delete(id);
    },
    clear() {
      entries.clear();
      ids.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
export type EntryCache = ReturnType<typeof createEntryCache>;
