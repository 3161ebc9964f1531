// The storefront's catalogue (7-10 lists, 7-11 search, 2.7-01 categories, 2.7-02 sort): what to show is decided in
// SQL (storefront.repository.ts); the products shown are read through a bounded per-instance cache of entries
// (product-entries.ts) and priced per shopper by the presenter. Nothing here holds the whole catalogue.
import { LRUCache } from 'lru-cache';
import {
  checkPurchasable,
  resolveOptionPrice,
  specialOfferOptions,
  type CountryKey,
  type CurrencyCode,
  type MemberTier,
} from '@shop/core';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { normalizeSearchText } from '../../lib/search-text.ts';
import type { createSettingsService } from '../settings/settings.service.ts';
import { createEntryCache, onSale, type CatalogueEntry, type EntryCacheOptions } from './product-entries.ts';
import { productRepository, type CategoryRow, type CollectionRow } from './product.repository.ts';
import { presentOption, presentProduct, pricingContext, productPath } from './product-presenter.ts';
import {
  categoryCounts,
  listPage,
  searchProducts,
  type ListFilter,
  type ProductSort,
} from './storefront.repository.ts';

// the media route, order packages and redirects read these from the product service
export { hasBeforeAfter, productPath } from './product-presenter.ts';
export { onSale, type CatalogueEntry } from './product-entries.ts';
export type { ProductSort } from './storefront.repository.ts';

export interface ListQuery {
  unique_url?: string;
  skus?: string[];
  category?: string;
  brand?: string;
  collection?: string;
  type?: 'treatment';
  sort?: ProductSort;
  page: number;
  limit: number;
}

export interface ShopperContext {
  currency: CurrencyCode;
  country: CountryKey;
  /** member group ids of the shopper; empty for guests */
  memberGroupIds: string[];
  /** each group's tier (a group's name is only a label: 6-04) */
  memberGroupTiers: MemberTier[];
}

/** Collections (by key, and by handle: old key URLs keep working) and categories: a few rows staff keep. */
interface Reference {
  collections: Map<string, CollectionRow>;
  categories: Map<string, CategoryRow>;
}

async function loadReference(db: Db): Promise<Reference> {
  const repo = productRepository(db);
  const [collectionRows, categoryRows] = await Promise.all([repo.allCollections(), repo.allCategories()]);
  const collections = new Map(collectionRows.map((c) => [c.key, c]));
  for (const c of collectionRows) if (!collections.has(c.handle)) collections.set(c.handle, c);
  return { collections, categories: new Map(categoryRows.map((c) => [c.key, c])) };
}

/** Search answers kept per keyword and limit: a handful of ids each, bounded. */
type SearchHit = Awaited<ReturnType<typeof searchProducts>>[number];
interface CategoryListAnswer {
  total: number;
  categories: { key: string; name: CategoryRow['name']; count: number }[];
}

export function createProductService(
  db: Db,
  settings: ReturnType<typeof createSettingsService>,
  ttlMs = 60_000,
  cacheOptions: EntryCacheOptions = {},
) {
  const entries = createEntryCache(db, { ttlMs, ...cacheOptions });
  let reference: Promise<Reference> | undefined;
  let referenceAt = 0;
  const getReference = () => {
    if (!reference || Date.now() - referenceAt > ttlMs) {
      referenceAt = Date.now();
      reference = loadReference(db);
      reference.catch(() => {
        reference = undefined;
      });
    }
    return reference;
  };
  // small answer caches, dropped on any change: recent searches and category counts (a few hundred entries each)
  const searches = new LRUCache<string, SearchHit[]>({ max: 500, ttl: Math.max(1, ttlMs) });
  const categoryAnswers = new LRUCache<string, CategoryListAnswer>({ max: 200, ttl: Math.max(1, ttlMs) });
  /** changes on every invalidation: answers cached elsewhere (the list's response cache) are keyed on it */
  let generation = {};

  async function filterOf(
    q: Pick<ListQuery, 'unique_url' | 'skus' | 'category' | 'brand' | 'collection' | 'type'>,
  ) {
    const f: ListFilter = {
      unique_url: q.unique_url,
      skus: q.skus,
      category: q.category,
      brand: q.brand,
      type: q.type,
    };
    if (q.collection)
      f.collection = { keyOrHandle: q.collection, row: (await getReference()).collections.get(q.collection) };
    return f;
  }

  return {
    /** the current generation of catalogue data: a new object after any change */
    generation: () => generation,
    /** everything changed (import, bulk edit, settings): every cache drops what it holds */
    invalidate() {
      reference = undefined;
      entries.clear();
      searches.clear();
      categoryAnswers.clear();
      generation = {};
    },
    /** these products changed: only their entries go; answers that may list them are dropped */
    invalidateProducts(ids: readonly string[]) {
      entries.drop(ids);
      searches.clear();
      categoryAnswers.clear();
      generation = {};
    },
    /** A product by SKU, on sale or not (the media routes draw its art; staff's scalp test checks it). */
    bySku: (sku: string) => entries.bySku(sku),
    bySkus: (skus: readonly string[]) => entries.bySkus(skus),
    /** How many products this instance holds (bounded by the cache's size). */
    cachedEntries: () => entries.size,
    /** Every product's SKU and names (the scalp assistant's guard against naming products outside its answer). */
    allNames: () =>
      db
        .select({ sku: products.sku, name: products.name })
        .from(products)
        .where(eq(products.channel, 4))
        .orderBy(asc(products.sku)),
    /** Live stock of options by sub-sku, read from the database (never the cached catalogue). */
    stockBySubSku: (subSkus: string[]) => productRepository(db).stockBySubSku(subSkus),
    async list(q: ListQuery, shopper: ShopperContext, htmlContent = false) {
      const filter = await filterOf(q);
      const { ids, total } = await listPage(db, {
        ...filter,
        sort: q.sort,
        page: q.page,
        limit: q.limit,
        side: shopper.currency === 'HKD' ? 'hkd' : 'usd',
      });
      const [byId, inputs] = await Promise.all([entries.byIds(ids), settings.getPricingInputs()]);
      const items = ids
        .map((id) => byId.get(id))
        // changed between the two reads: left out of this page rather than shown as it no longer is
        .filter((e): e is CatalogueEntry => !!e && onSale(e.row))
        .map((e) => presentProduct(e, inputs, shopper, htmlContent));
      return { items, total };
    },
    /**
     * Name search over English, Traditional and Simplified names: the keyword is folded the same way as the stored
     * search text (Simplified → Traditional, lower case), then ranked in SQL: name starts with it, a word starts
     * with it, it appears anywhere; popularity breaks ties.
     */
    async search(keyword: string, limit = 20) {
      const q = normalizeSearchText(keyword.trim());
      if (!q) return [];
      const key = `${limit}|${q}`;
      let hits = searches.get(key);
      if (!hits) {
        hits = await searchProducts(db, q, limit);
        if (ttlMs > 0) searches.set(key, hits);
      }
      return hits.map((r) => ({
        _id: r.id,
        sku: r.sku,
        name: r.name,
        thumbnail: r.thumbnail,
        brand_key: r.brandKey,
        path: productPath(r),
        product_type: r.productType,
      }));
    },
    /** Special-offer add-ons of a product (3-12, 4-15): options priced for the shopper, subscriptions and disabled excluded. */
    async offers(productId: string, shopper: ShopperContext) {
      const [entry, inputs] = await Promise.all([entries.byId(productId), settings.getPricingInputs()]);
      if (!entry || !onSale(entry.row)) return [];
      const linked = await entries.byIds(entry.offerIds);
      const ctx = pricingContext(inputs, shopper);
      return entry.offerIds
        .map((id) => linked.get(id))
        .filter((e): e is CatalogueEntry => !!e && onSale(e.row))
        .map((offer) => {
          const allowed = new Set(specialOfferOptions(offer.core).map((o) => o.sub_sku));
          const options = offer.options
            .filter((o) => allowed.has(o.subSku))
            .map((o) => presentOption(offer, o, ctx));
          return {
            _id: offer.row.id,
            sku: offer.row.sku,
            name: offer.row.name,
            brand_key: offer.row.brandKey,
            product_thumbnail: offer.row.productThumbnail,
            thumbnail: offer.row.thumbnail,
            product_option: options.map((o) => ({
              sub_sku: o.sub_sku,
              name: o.name,
              name_en: o.name_en,
              name_cn: o.name_cn,
              special_pricing: o.special_pricing,
              special_pricing_usd: o.special_pricing_usd,
              original_price: o.original_price,
              original_price_usd: o.original_price_usd,
              display: o.display,
            })),
            selected: options[0]?.sub_sku ?? null,
          };
        })
        .filter((o) => o.product_option.length > 0);
    },
    /**
     * One bag line priced for the shopper: the option's unit price at this quantity (multi-quantity tiers apply),
     * and whether it can be bought and shipped (4-11, 4-12), with the bundle clash of special offers.
     */
    async priceLine(
      line: { pid: string; subSku: string; quantity: number; bundleClash?: boolean; specialOffer?: boolean },
      shopper: ShopperContext,
    ) {
      const [entry, inputs] = await Promise.all([entries.byId(line.pid), settings.getPricingInputs()]);
      const row = entry?.allOptions.find((o) => o.subSku === line.subSku);
      if (!entry || !row) return null;
      const core = entry.core.options.find((o) => o.sub_sku === line.subSku)!;
      // specialOffer false: a bag line whose add-on price does not apply (cart-rules offerPriceApplies)
      const ctx = {
        ...pricingContext(inputs, shopper, Math.max(1, line.quantity)),
        specialOffer: line.specialOffer,
      };
      const price = resolveOptionPrice(entry.core, core, ctx);
      const check = checkPurchasable(entry.core, core, ctx, { bundleClash: line.bundleClash });
      return { entry, row, core, price, check, brand: inputs.brands.get(entry.row.brandKey) };
    },
    /** Categories with counts for a collection view, by priority (best_seller is a tag, not a filter) */
    async categoryList(q: Pick<ListQuery, 'brand' | 'collection'>): Promise<CategoryListAnswer> {
      const key = `${q.brand ?? ''}|${q.collection ?? ''}`;
      const hit = categoryAnswers.get(key);
      if (hit) return hit;
      const [ref, { total, counts }] = await Promise.all([
        getReference(),
        filterOf(q).then((f) => categoryCounts(db, f)),
      ]);
      const categories = counts
        .map(({ key, count }) => ({
          key,
          count,
          name: ref.categories.get(key)?.name ?? { eng: key, chi: key, cn: key },
          priority: ref.categories.get(key)?.priority ?? 0,
        }))
        .sort((a, b) => b.priority - a.priority || a.key.localeCompare(b.key))
        .map(({ key, name, count }) => ({ key, name, count }));
      const answer = { total, categories };
      if (ttlMs > 0) categoryAnswers.set(key, answer);
      return answer;
    },
  };
}

export type Products = ReturnType<typeof createProductService>;
