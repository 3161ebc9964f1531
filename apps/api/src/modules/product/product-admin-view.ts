// The back office's view of a product as stored: every field the editor needs, with its offers, whether an order
// names it, and the texts still missing a script. Shared by the edit, create and option services.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { COPY_FIELDS, missingTranslations, type CatalogueScript } from '@shop/core';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, productOffers, productOptions, products } from '../../db/schema.ts';
import type { LocalizedText, ProductCopy, SeoText } from '../../db/schema.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { MediaAdminOut } from '@shop/core/contract/media';
import { adminMediaOf } from '../media/media.service.ts';
import { fixPriceOut, multiPricingOut, productPath } from './product-presenter.ts';

export type ProductRow = typeof products.$inferSelect;
export type OptionRow = typeof productOptions.$inferSelect;
type Copy = Record<(typeof COPY_FIELDS)[number], string>;
export type AdminContent = Record<CatalogueScript, Copy>;

/** The stored copy's locale key of each catalogue script (chi is written to both hk and zh). */
export const COPY_KEY: Record<CatalogueScript, 'en' | 'hk' | 'cn'> = { eng: 'en', chi: 'hk', cn: 'cn' };

const emptyCopy = (): Copy => ({ why: '', description: '', how_to_use: '', ingredients: '' });
const emptyText = (): LocalizedText => ({ eng: '', chi: '', cn: '' });
export const emptySeo = (): SeoText => ({ title: emptyText(), description: emptyText() });

/** The stored copy as the editor's per-script content. */
export function contentOf(copy: ProductCopy | null): AdminContent {
  const out = { eng: emptyCopy(), chi: emptyCopy(), cn: emptyCopy() };
  for (const s of ['eng', 'chi', 'cn'] as const) {
    const c = copy?.[COPY_KEY[s]];
    if (c) for (const f of COPY_FIELDS) out[s][f] = c[f] ?? '';
  }
  return out;
}

/** The editor's content written back as the stored copy (the zh pages read the Traditional copy too). */
export function copyOf(content: AdminContent, previous: ProductCopy | null): ProductCopy {
  const keep = (k: keyof ProductCopy) =>
    previous?.[k]?.before_after ? { before_after: previous[k].before_after } : {};
  return {
    en: { ...content.eng, ...keep('en') },
    hk: { ...content.chi, ...keep('hk') },
    zh: { ...content.chi, ...keep('zh') },
    cn: { ...content.cn, ...keep('cn') },
  };
}

export function presentAdminOption(o: OptionRow) {
  return {
    sub_sku: o.subSku,
    position: o.position,
    name: o.name,
    availability: o.availability,
    price: o.priceHkd,
    price_usd: o.priceUsd,
    original_price: o.originalPriceHkd,
    original_price_usd: o.originalPriceUsd,
    special_pricing: o.specialPricingHkd,
    special_pricing_usd: o.specialPricingUsd,
    treatment_original_price: o.treatmentOriginalPriceHkd,
    treatment_original_price_usd: o.treatmentOriginalPriceUsd,
    fix_price: fixPriceOut(o.fixPrice),
    multi_pricing: multiPricingOut(o.multiPricing, (p) => ({
      qty: p.qty,
      price: p.price_hkd,
      price_usd: p.price_usd,
    })),
    allow_member_group: o.allowMemberGroup,
    cut_off_date: o.cutOffDate,
    estimate: o.estimate,
    is_subscription: o.isSubscription,
    subscription_parent_sku: o.subscriptionParentSku,
    subscription_inteval_in_month: o.subscriptionIntervalInMonth,
    stock: o.stock,
    low_stock_threshold: o.lowStockThreshold,
    archived: o.archivedAt !== null,
  };
}

export interface ProductExtras {
  offers: { id: string; sku: string; name: LocalizedText }[];
  everOrdered: boolean;
  /** each picture's state, size, placeholder and alt text, in the order of `images` (2.9-01) */
  media: MediaAdminOut[];
}

export function presentAdminProduct(p: ProductRow, options: OptionRow[], extras: ProductExtras) {
  const content = contentOf(p.copy);
  const seo = p.seo ?? emptySeo();
  return {
    id: p.id,
    sku: p.sku,
    name: p.name,
    brand_key: p.brandKey,
    categories: p.categories,
    collections: p.collections,
    thumbnail: p.thumbnail,
    images: p.productThumbnail,
    media: extras.media,
    unique_url: p.uniqueUrl,
    path: productPath(p),
    product_type: p.productType,
    price: p.priceHkd,
    price_usd: p.priceUsd,
    original_price: p.originalPriceHkd,
    original_price_usd: p.originalPriceUsd,
    priority: p.priority,
    published: p.published,
    updated_at: p.updatedAt.toISOString(),
    content,
    seo,
    tags: p.tags,
    ship_countries: p.shipCountries,
    offers: extras.offers,
    archived: p.archivedAt !== null,
    ever_ordered: extras.everOrdered,
    missing_translations: missingTranslations({
      name: p.name,
      content,
      seo,
      options: options.map((o) => ({ name: o.name, archived: o.archivedAt !== null })),
    }),
    options: options.map(presentAdminOption),
  };
}
export type AdminProductView = ReturnType<typeof presentAdminProduct>;

/** A product's options in display order. */
export const optionsOf = (tx: DbOrTx, id: string) =>
  tx
    .select()
    .from(productOptions)
    .where(eq(productOptions.productId, id))
    .orderBy(asc(productOptions.position), asc(productOptions.subSku));

/** The offered add-ons of a product, in order. */
export async function offersOf(tx: DbOrTx, id: string) {
  return tx
    .select({ id: products.id, sku: products.sku, name: products.name })
    .from(productOffers)
    .innerJoin(products, eq(products.id, productOffers.offerProductId))
    .where(eq(productOffers.productId, id))
    .orderBy(asc(productOffers.priority), asc(products.sku));
}

/** Whether some order line names the product (or, with subSkus, one of these options). */
export async function everOrdered(tx: DbOrTx, id: string, subSku?: string): Promise<boolean> {
  const where = subSku ? eq(orderItems.subSku, subSku) : eq(orderItems.pid, id);
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(orderItems)
    .where(where)
    .limit(1);
  return !!row;
}

/** The option sub-SKUs among these that some order line names. */
export async function orderedSubSkus(tx: DbOrTx, subSkus: string[]): Promise<Set<string>> {
  if (!subSkus.length) return new Set();
  const rows = await tx
    .selectDistinct({ s: orderItems.subSku })
    .from(orderItems)
    .where(inArray(orderItems.subSku, subSkus));
  return new Set(rows.map((r) => r.s));
}

/** The product row (locked for update when asked) and its options; 404 when there is none. */
export async function loadProduct(tx: DbOrTx, id: string, lock = false) {
  const q = tx.select().from(products).where(eq(products.id, id));
  const [p] = lock ? await q.for('update') : await q;
  if (!p) throw new NotFoundError('No such product', 'product_not_found');
  return { p, options: await optionsOf(tx, id) };
}

/** The editor's whole view of a product. */
export async function adminView(tx: DbOrTx, id: string): Promise<AdminProductView> {
  const { p, options } = await loadProduct(tx, id);
  return viewOf(tx, p, options);
}

export async function viewOf(tx: DbOrTx, p: ProductRow, options: OptionRow[]): Promise<AdminProductView> {
  const [offers, ordered, media] = await Promise.all([
    offersOf(tx, p.id),
    everOrdered(tx, p.id),
    adminMediaOf(tx, p.productThumbnail),
  ]);
  return presentAdminProduct(p, options, { offers, everOrdered: ordered, media });
}

/**
 * Whether a SKU is taken: by another product's SKU or another product's option (a product's own options may
 * share its SKU); with `option`, by any option at all (sub-SKUs are the bag's and the stock's key).
 */
export async function skuTaken(tx: DbOrTx, sku: string, productId: string | null, option = false) {
  const [p] = await tx.select({ id: products.id }).from(products).where(eq(products.sku, sku)).limit(1);
  if (p && p.id !== productId) return true;
  const [o] = await tx
    .select({ pid: productOptions.productId })
    .from(productOptions)
    .where(eq(productOptions.subSku, sku))
    .limit(1);
  return !!o && (option || o.pid !== productId);
}
