import { normalizeSearchText } from '../../lib/search-text.ts';
import {
  checkPurchasable,
  resolveOptionPrice,
  specialOfferOptions,
  type CountryKey,
  type CurrencyCode,
  type Product as CoreProduct,
  type ProductOption as CoreOption,
} from '@shop/core';
import type { Db } from '../../db/client.ts';
import type { createSettingsService } from '../settings/settings.service.ts';
import { inCollection, loadCollections, type CatalogueCollection } from './catalogue-collections.ts';
import {
  productRepository,
  type CategoryRow,
  type OptionRow,
  type ProductRow,
} from './product.repository.ts';
import { mediaRepository, type MediaRow } from '../media/media.repository.ts';
import { presentOption, presentProduct, pricingContext, productPath } from './product-presenter.ts';

// the media route, order packages and redirects read these from the product service
export { hasBeforeAfter, productPath } from './product-presenter.ts';

export type ProductSort = 'popularity' | 'new' | 'price_asc' | 'price_desc';

export interface ListQuery {
  unique_url?: string;
  skus?: string[];
  category?: string;
  brand?: string;
  collection?: string;
  sort?: ProductSort;
  page: number;
  limit: number;
}

export interface ShopperContext {
  currency: CurrencyCode;
  country: CountryKey;
  /** member group ids of the shopper; empty for guests */
  memberGroupIds: string[];
  memberGroupNames: string[];
}

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
interface Catalogue {
  categories: Map<string, CategoryRow>;
  /** by key, and by handle too (old key URLs keep working) */
  collections: Map<string, CatalogueCollection>;
  list: CatalogueEntry[];
  byId: Map<string, CatalogueEntry>;
  byUrl: Map<string, CatalogueEntry>;
  bySku: Map<string, CatalogueEntry>;
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

/**
 * Each product's three names folded for search (OpenCC, lower case) and their words: made by the first search after
 * a catalogue load, not by every search nor by a load that no search follows.
 */
const searchIndexes = new WeakMap<Catalogue, { e: CatalogueEntry; names: string[]; words: string[] }[]>();
function searchIndex(cat: Catalogue) {
  let index = searchIndexes.get(cat);
  if (!index) {
    index = cat.list.map((e) => {
      const names = [e.row.name.eng, e.row.name.chi, e.row.name.cn].map(normalizeSearchText);
      return { e, names, words: names.flatMap((n) => n.split(/[\s\-·]+/)) };
    });
    searchIndexes.set(cat, index);
  }
  return index;
}

async function loadCatalogue(db: Db): Promise<Catalogue> {
  const repo = productRepository(db);
  const [rows, options, offers, categoryRows, collectionRows, media] = await Promise.all([
    repo.allProducts(),
    repo.allOptions(),
    repo.allOffers(),
    repo.allCategories(),
    repo.allCollections(),
    mediaRepository(db).allReady(),
  ]);
  const optionsByProduct = new Map<string, OptionRow[]>();
  for (const o of options) {
    const list = optionsByProduct.get(o.productId) ?? [];
    list.push(o);
    optionsByProduct.set(o.productId, list);
  }
  const offersByProduct = new Map<string, string[]>();
  for (const o of offers) {
    const list = offersByProduct.get(o.productId) ?? [];
    list.push(o.offerProductId);
    offersByProduct.set(o.productId, list);
  }
  const list: CatalogueEntry[] = rows.map((row) => {
    const opts = optionsByProduct.get(row.id) ?? [];
    return {
      row,
      options: opts.filter((o) => !o.archivedAt),
      allOptions: opts,
      offerIds: offersByProduct.get(row.id) ?? [],
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
  return {
    categories: new Map(categoryRows.map((c) => [c.key, c])),
    collections: loadCollections(collectionRows, list),
    list,
    byId: new Map(list.map((e) => [e.row.id, e])),
    byUrl: new Map(list.map((e) => [e.row.uniqueUrl, e])),
    bySku: new Map(list.map((e) => [e.row.sku, e])),
  };
}

export function createProductService(
  db: Db,
  settings: ReturnType<typeof createSettingsService>,
  ttlMs = 60_000,
) {
  let catalogue: Promise<Catalogue> | undefined;
  let loadedAt = 0;
  const getCatalogue = () => {
    if (!catalogue || Date.now() - loadedAt > ttlMs) {
      loadedAt = Date.now();
      catalogue = loadCatalogue(db);
      catalogue.catch(() => {
        catalogue = undefined;
      });
    }
    return catalogue;
  };

  function matches(cat: Catalogue, entry: CatalogueEntry, q: ListQuery): boolean {
    const r = entry.row;
    // hidden or archived by staff: off every storefront list, search and page (its orders keep their own copy)
    if (!onSale(r)) return false;
    if (q.unique_url && r.uniqueUrl !== q.unique_url) return false;
    if (q.skus && !q.skus.includes(r.sku)) return false;
    if (q.category && !r.categories.includes(q.category)) return false;
    if (q.brand && r.brandKey !== q.brand.replaceAll('-', '_')) return false;
    if (q.collection && !inCollection(cat.collections, entry.row, q.collection)) return false;
    return true;
  }

  return {
    getCatalogue,
    invalidate() {
      catalogue = undefined;
    },
    /** Live stock of options by sub-sku, read from the database (never the cached catalogue). */
    stockBySubSku: (subSkus: string[]) => productRepository(db).stockBySubSku(subSkus),
    async list(q: ListQuery, shopper: ShopperContext, htmlContent = false) {
      const [cat, inputs] = await Promise.all([getCatalogue(), settings.getPricingInputs()]);
      let entries: CatalogueEntry[];
      if (q.unique_url)
        entries = cat.byUrl.has(q.unique_url)
          ? [cat.byUrl.get(q.unique_url)!].filter((e) => matches(cat, e, q))
          : [];
      else if (q.skus)
        entries = q.skus
          .map((s) => cat.bySku.get(s))
          .filter((e): e is CatalogueEntry => !!e && matches(cat, e, q));
      else entries = cat.list.filter((e) => matches(cat, e, q));
      let items = entries.map((e) => presentProduct(e, inputs, shopper, htmlContent));
      // skus keep the caller's order (homepage lists are curated)
      if (!q.skus || q.sort) {
        const sort = q.sort ?? 'popularity';
        const price = (p: (typeof items)[number]) => p.display.price ?? Number.MAX_SAFE_INTEGER;
        // a manual collection with no sort chosen lists in the order staff set, the others after by popularity
        const order = !q.sort && q.collection ? cat.collections.get(q.collection)?.order : undefined;
        const place = (p: (typeof items)[number]) => order?.get(p._id) ?? Number.MAX_SAFE_INTEGER;
        items.sort((a, b) => {
          if (order?.size && place(a) !== place(b)) return place(a) - place(b);
          switch (sort) {
            case 'new':
              return b.created_at.localeCompare(a.created_at) || a.sku.localeCompare(b.sku);
            case 'price_asc':
              return price(a) - price(b) || a.sku.localeCompare(b.sku);
            case 'price_desc':
              return price(b) - price(a) || a.sku.localeCompare(b.sku);
            default:
              return b.popularity - a.popularity || b.priority - a.priority || a.sku.localeCompare(b.sku);
          }
        });
      }
      const total = items.length;
      items = items.slice((q.page - 1) * q.limit, q.page * q.limit);
      return { items, total };
    },
    /**
     * Name search over English, Traditional and Simplified names: the keyword is folded the same way as the stored
     * search text (Simplified → Traditional, lower case), then ranked: name starts with it, a word starts with it,
     * it appears anywhere; popularity breaks ties.
     */
    async search(keyword: string, limit = 20) {
      const q = normalizeSearchText(keyword.trim());
      if (!q) return [];
      const scored: { e: CatalogueEntry; score: number }[] = [];
      for (const { e, names, words } of searchIndex(await getCatalogue())) {
        if (!onSale(e.row)) continue;
        let score = 0;
        if (names.some((n) => n.startsWith(q))) score = 3;
        else if (words.some((w) => w.startsWith(q))) score = 2;
        else if (e.row.searchText.includes(q)) score = 1;
        if (score) scored.push({ e, score });
      }
      scored.sort(
        (a, b) =>
          b.score - a.score ||
          b.e.row.popularity - a.e.row.popularity ||
          a.e.row.sku.localeCompare(b.e.row.sku),
      );
      return scored.slice(0, limit).map(({ e }) => ({
        _id: e.row.id,
        sku: e.row.sku,
        name: e.row.name,
        thumbnail: e.row.thumbnail,
        brand_key: e.row.brandKey,
        path: productPath(e.row),
        product_type: e.row.productType,
      }));
    },
    /** Special-offer add-ons of a product (3-12, 4-15): options priced for the shopper, subscriptions and disabled excluded. */
    async offers(productId: string, shopper: ShopperContext) {
      const [cat, inputs] = await Promise.all([getCatalogue(), settings.getPricingInputs()]);
      const entry = cat.byId.get(productId);
      if (!entry || !onSale(entry.row)) return [];
      const ctx = pricingContext(inputs, shopper);
      return entry.offerIds
        .map((id) => cat.byId.get(id))
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
      const [cat, inputs] = await Promise.all([getCatalogue(), settings.getPricingInputs()]);
      const entry = cat.byId.get(line.pid);
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
    async categoryList(q: Pick<ListQuery, 'brand' | 'collection'>) {
      const cat = await getCatalogue();
      const counts = new Map<string, number>();
      let total = 0;
      for (const e of cat.list) {
        if (!matches(cat, e, { ...q, page: 1, limit: 1 })) continue;
        total += 1;
        for (const c of e.row.categories) if (c !== 'best_seller') counts.set(c, (counts.get(c) ?? 0) + 1);
      }
      const categories = [...counts]
        .map(([key, count]) => ({
          key,
          count,
          name: cat.categories.get(key)?.name ?? { eng: key, chi: key, cn: key },
          priority: cat.categories.get(key)?.priority ?? 0,
        }))
        .sort((a, b) => b.priority - a.priority || a.key.localeCompare(b.key))
        .map(({ key, name, count }) => ({ key, name, count }));
      return { total, categories };
    },
  };
}

export type Products = ReturnType<typeof createProductService>;
