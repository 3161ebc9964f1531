// Writing products and options, shared by the editor's create and copy, option adds and the CSV import: every check
// answers 400 naming the field (nothing is written), every function takes the caller's transaction.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { isCalendarDate, optionPriceProblem } from '@shop/core';
import type {
  OptionCreateBody,
  ProductContentBody,
  ProductNewBody,
  SeoBody,
} from '@shop/core/contract/admin-product';
import type { DbOrTx } from '../../db/client.ts';
import {
  brands,
  categories,
  collections,
  memberGroups,
  productOffers,
  productOptions,
  productRedirects,
  products,
  tags,
} from '../../db/schema.ts';
import type { FixPriceRow, LocalizedText, MultiPricingRow, SeoText } from '../../db/schema.ts';
import { InvalidError } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { normalizeSearchText } from '../../lib/search-text.ts';
import { copyOf, emptySeo, skuTaken, type AdminContent, type OptionRow } from './product-admin-view.ts';
import { moveStock } from './stock-ledger.ts';

/** The seed's search text: names in every script and the SKU, folded to Traditional and lower-cased. */
export const searchTextOf = (name: LocalizedText, sku: string) =>
  normalizeSearchText([name.eng, name.chi, name.cn, sku].join(' '));

/** The drawn picture a product shows until staff upload one. */
export const placeholderImage = (sku: string) => `/media/p/${encodeURIComponent(sku)}/1.svg`;

// what the sanitizer would silently drop but staff must see refused: scripts, styles, event handlers, script URLs
const UNSAFE_HTML = /<\s*\/?\s*(script|style|iframe|object|embed)\b|\son[a-z]+\s*=|(java|vb)script\s*:/i;
const TAG = /<\s*[a-z!/?]/i;

/** Rich text as stored: sanitized; refused (400 naming the field) when it carries active content. */
export function cleanHtml(html: string, field: string): string {
  if (UNSAFE_HTML.test(html))
    throw new InvalidError(
      `${field}: scripts, styles and event attributes are not allowed`,
      field,
      'unsafe_html',
    );
  return sanitizeRichText(html);
}

/** A name or an SEO text: plain text, no markup at all. */
export function assertPlainText(text: string, field: string): void {
  if (TAG.test(text) || UNSAFE_HTML.test(text))
    throw new InvalidError(`${field}: plain text only, no HTML`, field, 'unsafe_html');
}

export function assertPlainLocalized(text: Partial<LocalizedText> | undefined, field: string): void {
  for (const s of ['eng', 'chi', 'cn'] as const) if (text?.[s]) assertPlainText(text[s], `${field}.${s}`);
}

/** The editor's content merged onto the current one, every given field sanitized (or refused). */
export function cleanContent(content: ProductContentBody | undefined, base: AdminContent): AdminContent {
  const out: AdminContent = { eng: { ...base.eng }, chi: { ...base.chi }, cn: { ...base.cn } };
  for (const s of ['eng', 'chi', 'cn'] as const) {
    const c = content?.[s];
    if (!c) continue;
    for (const f of ['why', 'description', 'how_to_use', 'ingredients'] as const) {
      const v = c[f];
      if (v !== undefined) out[s][f] = cleanHtml(v, `content.${s}.${f}`);
    }
  }
  return out;
}

export function cleanSeo(seo: SeoBody): SeoText {
  assertPlainLocalized(seo.title, 'seo.title');
  assertPlainLocalized(seo.description, 'seo.description');
  return seo;
}

const TABLES = { brand_key: brands, categories, tags, collections } as const;

/** Every key exists in its table: 400 `unknown_key` (or `unknown_brand`) naming the first that does not. */
export async function assertKeys(tx: DbOrTx, field: keyof typeof TABLES, keys: readonly string[]) {
  if (!keys.length) return;
  const table = TABLES[field];
  const rows = await tx
    .select({ key: table.key })
    .from(table)
    .where(inArray(table.key, [...keys]));
  const known = new Set(rows.map((r) => r.key));
  const i = keys.findIndex((k) => !known.has(k));
  if (i < 0) return;
  const at = field === 'brand_key' ? field : `${field}.${i}`;
  throw new InvalidError(
    `${at}: ${keys[i]} does not exist`,
    at,
    field === 'brand_key' ? 'unknown_brand' : 'unknown_key',
  );
}

export async function assertSkuFree(tx: DbOrTx, sku: string, productId: string | null, field = 'sku') {
  if (await skuTaken(tx, sku, productId, field !== 'sku'))
    throw new InvalidError(`${field}: ${sku} is already used`, field, 'sku_taken');
}

/**
 * Takes a handle for a product: refused when another product has it as its address; a handle that is only some
 * product's old address stops redirecting (the new page wins).
 */
export async function claimHandle(tx: DbOrTx, handle: string, productId: string | null) {
  const [other] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      productId
        ? and(eq(products.uniqueUrl, handle), ne(products.id, productId))
        : eq(products.uniqueUrl, handle),
    )
    .limit(1);
  if (other)
    throw new InvalidError(
      `unique_url: ${handle} is another product's address`,
      'unique_url',
      'handle_taken',
    );
  await tx.delete(productRedirects).where(eq(productRedirects.fromUrl, handle));
}

/** Replaces a product's special-offer add-ons, in the given order (each must exist and not be itself). */
export async function setOffers(tx: DbOrTx, productId: string, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const self = unique.indexOf(productId);
  if (self >= 0)
    throw new InvalidError(
      'offer_ids: a product cannot be its own add-on',
      `offer_ids.${self}`,
      'offer_self',
    );
  if (unique.length) {
    const rows = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, unique), isNull(products.archivedAt)));
    const known = new Set(rows.map((r) => r.id));
    const i = unique.findIndex((id) => !known.has(id));
    if (i >= 0) throw new InvalidError(`offer_ids.${i}: no such product`, `offer_ids.${i}`, 'unknown_key');
  }
  await tx.delete(productOffers).where(eq(productOffers.productId, productId));
  if (unique.length)
    await tx
      .insert(productOffers)
      .values(unique.map((offerProductId, priority) => ({ productId, offerProductId, priority })));
}

/** The member groups that exist. */
export async function memberGroupIds(tx: DbOrTx): Promise<Set<string>> {
  return new Set((await tx.select({ id: memberGroups.id }).from(memberGroups)).map((g) => g.id));
}

/**
 * Checks new options against each other and the product's current ones: SKUs free, prices by core's rules, member
 * groups that exist, dates, and subscriptions that name a one-off option of this product with an interval of 1-6
 * months, once per parent and interval. `prefix` names the fields ('options.0.' at create).
 */
export async function validateOptions(
  tx: DbOrTx,
  productId: string | null,
  added: readonly { body: OptionCreateBody; prefix: string }[],
  current: readonly OptionRow[],
) {
  const groups = await memberGroupIds(tx);
  const seen = new Set<string>();
  const live = current.filter((o) => !o.archivedAt);
  const parents = new Set(live.filter((o) => !o.isSubscription).map((o) => o.subSku));
  const intervals = new Set(
    live
      .filter((o) => o.isSubscription)
      .map((o) => `${o.subscriptionParentSku}|${o.subscriptionIntervalInMonth}`),
  );
  for (const { body: o } of added) if (!o.is_subscription) parents.add(o.sub_sku);
  for (const { body: o, prefix } of added) {
    const at = (f: string) => `${prefix}${f}`;
    if (seen.has(o.sub_sku))
      throw new InvalidError(`${at('sub_sku')}: listed twice`, at('sub_sku'), 'listed_twice');
    seen.add(o.sub_sku);
    await assertSkuFree(tx, o.sub_sku, productId, at('sub_sku'));
    assertPlainLocalized(o.name, at('name'));
    if (!o.name.eng && !o.name.chi && !o.name.cn)
      throw new InvalidError(
        `${at('name')}: write the name in at least one language`,
        at('name'),
        'required',
      );
    const problem = optionPriceProblem(
      {
        price_hkd: o.price,
        price_usd: o.price_usd,
        original_price_hkd: o.original_price,
        original_price_usd: o.original_price_usd,
        special_pricing_hkd: o.special_pricing,
        special_pricing_usd: o.special_pricing_usd,
        fix_price: (o.fix_price ?? []).map((f) => ({ ...f, price_hkd: f.price })),
        multi_pricing: (o.multi_pricing ?? []).map((m) => ({
          member_group: m.member_group,
          pricing: m.pricing.map((p) => ({ ...p, price_hkd: p.price })),
        })),
      },
      groups,
    );
    if (problem)
      throw new InvalidError(`${at(problem.field)}: ${problem.reason}`, at(problem.field), problem.code);
    const g = (o.allow_member_group ?? []).findIndex((id) => !groups.has(id));
    if (g >= 0)
      throw new InvalidError(
        `${at(`allow_member_group.${g}`)}: not a member group`,
        at(`allow_member_group.${g}`),
        'unknown_group',
      );
    for (const f of ['cut_off_date', 'estimate'] as const) {
      const v = o[f];
      if (v && !isCalendarDate(v)) throw new InvalidError(`${at(f)}: not a date`, at(f), 'invalid_date');
    }
    if (o.is_subscription) {
      const parent = o.subscription_parent_sku;
      if (!parent || !parents.has(parent) || parent === o.sub_sku)
        throw new InvalidError(
          `${at('subscription_parent_sku')}: name a one-off option of this product`,
          at('subscription_parent_sku'),
          'subscription_parent',
        );
      const interval = o.subscription_inteval_in_month;
      if (!interval)
        throw new InvalidError(
          `${at('subscription_inteval_in_month')}: choose every 1 to 6 months`,
          at('subscription_inteval_in_month'),
          'required',
        );
      const key = `${parent}|${interval}`;
      if (intervals.has(key))
        throw new InvalidError(
          `${at('subscription_inteval_in_month')}: ${parent} already has this interval`,
          at('subscription_inteval_in_month'),
          'subscription_interval_taken',
        );
      intervals.add(key);
    } else if (o.subscription_parent_sku || o.subscription_inteval_in_month) {
      throw new InvalidError(
        `${at('subscription_parent_sku')}: only subscription options have a parent and an interval`,
        at('subscription_parent_sku'),
        'subscription_parent',
      );
    }
  }
}

/** An option's row as stored. */
export function optionRow(
  productId: string,
  o: OptionCreateBody,
  position: number,
): typeof productOptions.$inferInsert {
  return {
    subSku: o.sub_sku,
    productId,
    position,
    name: o.name,
    availability: o.availability,
    priceHkd: o.price,
    priceUsd: o.price_usd,
    originalPriceHkd: o.original_price ?? null,
    originalPriceUsd: o.original_price_usd ?? null,
    specialPricingHkd: o.special_pricing ?? null,
    specialPricingUsd: o.special_pricing_usd ?? null,
    treatmentOriginalPriceHkd: o.treatment_original_price ?? null,
    treatmentOriginalPriceUsd: o.treatment_original_price_usd ?? null,
    fixPrice: (o.fix_price ?? []).map((f): FixPriceRow => ({
      member_group: f.member_group,
      price_hkd: f.price,
      price_usd: f.price_usd,
    })),
    multiPricing: (o.multi_pricing ?? []).map((m): MultiPricingRow => ({
      member_group: m.member_group,
      pricing: m.pricing.map((p) => ({ qty: p.qty, price_hkd: p.price, price_usd: p.price_usd })),
    })),
    isSubscription: o.is_subscription ?? false,
    subscriptionParentSku: o.is_subscription ? (o.subscription_parent_sku ?? null) : null,
    subscriptionIntervalInMonth: o.is_subscription ? (o.subscription_inteval_in_month ?? null) : null,
    allowMemberGroup: [...new Set(o.allow_member_group ?? [])],
    cutOffDate: o.cut_off_date ?? null,
    estimate: o.estimate ?? null,
    lowStockThreshold: o.low_stock_threshold ?? 5,
    // stock enters through the ledger (openingStock), never with the row
    stock: 0,
  };
}

/** The stock typed with new options, posted as each one's first ledger movement in the same transaction. */
export async function openingStock(
  tx: DbOrTx,
  options: readonly Pick<OptionCreateBody, 'sub_sku' | 'stock' | 'is_subscription'>[],
  actor: string,
): Promise<void> {
  // a subscription draws on its parent's stock and holds none of its own
  for (const o of options)
    if (!o.is_subscription && o.stock && o.stock > 0)
      await moveStock(tx, { subSku: o.sub_sku, delta: o.stock, reason: 'opening stock', actor });
}

export const newProductId = () => `p_${randomUUID().replaceAll('-', '').slice(0, 20)}`;

/**
 * Inserts a new product with its options, offers and copy after every check (400 naming the field otherwise).
 * Its price is its first option's; it is unpublished unless `published` says otherwise. Returns its id.
 */
export async function insertProduct(
  tx: DbOrTx,
  body: ProductNewBody,
  actor: string,
  id = newProductId(),
): Promise<string> {
  assertPlainLocalized(body.name, 'name');
  if (!body.name.eng && !body.name.chi && !body.name.cn)
    throw new InvalidError('name: write the name in at least one language', 'name', 'required');
  await assertSkuFree(tx, body.sku, null);
  await assertKeys(tx, 'brand_key', [body.brand_key]);
  for (const f of ['categories', 'tags', 'collections'] as const) await assertKeys(tx, f, body[f]);
  const blank: AdminContent = {
    eng: { why: '', description: '', how_to_use: '', ingredients: '' },
    chi: { why: '', description: '', how_to_use: '', ingredients: '' },
    cn: { why: '', description: '', how_to_use: '', ingredients: '' },
  };
  const content = cleanContent(body.content, blank);
  const seo = body.seo ? cleanSeo(body.seo) : emptySeo();
  await validateOptions(
    tx,
    id,
    body.options.map((o, i) => ({ body: o, prefix: `options.${i}.` })),
    [],
  );
  await claimHandle(tx, body.unique_url, null);
  const lead = body.options.find((o) => !o.is_subscription) ?? body.options[0]!;
  await tx.insert(products).values({
    id,
    sku: body.sku,
    name: body.name,
    brandKey: body.brand_key,
    categories: [...new Set(body.categories)],
    collections: [...new Set(body.collections)],
    tags: [...new Set(body.tags)],
    thumbnail: placeholderImage(body.sku),
    productThumbnail: [],
    detail: [],
    uniqueUrl: body.unique_url,
    priceHkd: lead.price,
    priceUsd: lead.price_usd,
    originalPriceHkd: lead.original_price ?? null,
    originalPriceUsd: lead.original_price_usd ?? null,
    priority: body.priority,
    productType: body.product_type,
    copy: copyOf(content, null),
    seo,
    shipCountries: body.ship_countries,
    searchText: searchTextOf(body.name, body.sku),
    published: body.published,
  });
  await tx.insert(productOptions).values(body.options.map((o, i) => optionRow(id, o, i)));
  await openingStock(tx, body.options, actor);
  if (body.offer_ids.length) await setOffers(tx, id, body.offer_ids);
  return id;
}

/** The first of `base`, `base-copy`, `base-copy-2`… that `taken` says is free. */
export async function freeName(base: string, taken: (candidate: string) => Promise<boolean>, max = 64) {
  for (let n = 1; n < 1000; n++) {
    const suffix = n === 1 ? '-copy' : `-copy-${n}`;
    const candidate = `${base.slice(0, max - suffix.length)}${suffix}`;
    if (!(await taken(candidate))) return candidate;
  }
  throw new InvalidError('sku: no free copy name; give one', 'sku', 'sku_taken');
}

/**
 * A copy of a product: new SKU and handle (given, or `-copy`, `-copy-2`…), options' sub-SKUs suffixed alike, no
 * stock, unpublished; names, copy, SEO, tags, categories, collections, offers and images (by reference) copied.
 */
export async function duplicateProduct(
  tx: DbOrTx,
  sourceId: string,
  given: { sku?: string; unique_url?: string },
  id = newProductId(),
): Promise<string> {
  const [src] = await tx.select().from(products).where(eq(products.id, sourceId));
  if (!src) throw new InvalidError('duplicate_of: no such product', 'duplicate_of', 'product_not_found');
  const options = await tx
    .select()
    .from(productOptions)
    .where(and(eq(productOptions.productId, sourceId), isNull(productOptions.archivedAt)));
  const sku = given.sku ?? (await freeName(src.sku, (c) => skuTaken(tx, c, null)));
  if (given.sku) await assertSkuFree(tx, sku, null);
  const handle =
    given.unique_url ??
    (await freeName(
      src.uniqueUrl,
      async (c) =>
        (await tx.select({ id: products.id }).from(products).where(eq(products.uniqueUrl, c)).limit(1))
          .length > 0,
      120,
    ));
  await claimHandle(tx, handle, null);
  // the copy's suffix, applied to every option: -copy-2 of the product gives ABC-250-copy-2
  const suffix = sku.startsWith(src.sku) ? sku.slice(src.sku.length) : '';
  const subSkus = new Map<string, string>();
  for (const o of options) {
    const wanted = suffix ? `${o.subSku}${suffix}` : `${sku}-${o.position + 1}`;
    const free = (await skuTaken(tx, wanted, id, true))
      ? await freeName(wanted, (c) => skuTaken(tx, c, id, true))
      : wanted;
    subSkus.set(o.subSku, free);
  }
  const hasUpload = src.productThumbnail.length > 0;
  await tx.insert(products).values({
    ...src,
    id,
    sku,
    uniqueUrl: handle,
    thumbnail: hasUpload ? src.thumbnail : placeholderImage(sku),
    searchText: searchTextOf(src.name, sku),
    published: false,
    archivedAt: null,
    popularity: 0,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  if (options.length)
    await tx.insert(productOptions).values(
      options.map((o) => ({
        ...o,
        productId: id,
        subSku: subSkus.get(o.subSku)!,
        subscriptionParentSku: o.subscriptionParentSku
          ? (subSkus.get(o.subscriptionParentSku) ?? null)
          : null,
        stock: 0,
      })),
    );
  const offers = await tx
    .select({ id: productOffers.offerProductId })
    .from(productOffers)
    .where(eq(productOffers.productId, sourceId))
    .orderBy(productOffers.priority);
  if (offers.length)
    await tx
      .insert(productOffers)
      .values(offers.map((o, priority) => ({ productId: id, offerProductId: o.id, priority })));
  return id;
}
