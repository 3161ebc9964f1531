// Catalogue import, the plan of one product: what a clean file row group changes, compared field by field with
// what is stored (so an unchanged export imports as a no-op), and the rows a new product inserts.
import { randomUUID } from 'node:crypto';
import type { CatalogueCsvOption, CatalogueCsvProduct, CsvText } from '@shop/core';
import type { LocalizedText, ProductCopy, SeoText } from '../../db/schema.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { normalizeSearchText } from '../../lib/search-text.ts';
import type { OptionInsert, OptionRow, ProductInsert, ProductRow } from './catalogue-import.repository.ts';

type Script = 'eng' | 'chi' | 'cn';
const SCRIPTS: Script[] = ['eng', 'chi', 'cn'];
/** The file's Traditional copy is the hk page's; the zh page gets the same text when it changes. */
const COPY_LOCALES: Record<Script, (keyof ProductCopy)[]> = { eng: ['en'], chi: ['hk', 'zh'], cn: ['cn'] };
const EMPTY_COPY = { why: '', description: '', how_to_use: '', ingredients: '' };

export interface ProductPlan {
  csv: CatalogueCsvProduct;
  /** null: a new product */
  current: ProductRow | null;
  insert?: ProductInsert;
  set: Partial<ProductInsert>;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  redirectFrom?: string;
  newOptions: OptionInsert[];
  optionSets: { subSku: string; set: Partial<OptionInsert>; before: Record<string, unknown> }[];
  stock: { subSku: string; level: number }[];
}

/** Stored jsonb comes back with its keys reordered: values compare with sorted keys. */
const stable = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(stable)
    : v && typeof v === 'object' && !(v instanceof Date)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>)
            .filter(([, x]) => x !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([k, x]) => [k, stable(x)]),
        )
      : v;
const same = (a: unknown, b: unknown) => JSON.stringify(stable(a)) === JSON.stringify(stable(b));
const seoOf = (s: SeoText | null): SeoText =>
  s ?? { title: { eng: '', chi: '', cn: '' }, description: { eng: '', chi: '', cn: '' } };

/** What the product's copy and SEO read as in the file (the export writes the same). */
export const copyText = (copy: ProductCopy | null, s: Script) =>
  (copy?.[COPY_LOCALES[s][0]!]?.description ?? '').trim();

/** Art the shop draws for a product with no pictures yet (/media/p/{sku}/n.svg). */
const drawnImages = (sku: string) => [`/media/p/${sku}/1.svg`, `/media/p/${sku}/2.svg`];

export const changed = (p: ProductPlan) =>
  Object.keys(p.set).length > 0 || p.newOptions.length > 0 || p.optionSets.length > 0 || p.stock.length > 0;

function textOf(cur: LocalizedText, csv: CsvText): LocalizedText {
  return { eng: csv.eng ?? cur.eng, chi: csv.chi ?? cur.chi, cn: csv.cn ?? cur.cn };
}

export function planCreate(
  csv: CatalogueCsvProduct,
  brand: string,
  lists: Partial<Record<'categories' | 'tags' | 'collections', string[]>>,
): ProductPlan {
  const id = `p_${randomUUID()}`;
  const name = { eng: csv.name.eng ?? '', chi: csv.name.chi ?? '', cn: csv.name.cn ?? '' };
  const images = csv.images?.length ? csv.images : drawnImages(csv.sku);
  const lead = csv.options.find((o) => !o.subscriptionParentSku) ?? csv.options[0]!;
  let copy: ProductCopy | null = null;
  if (SCRIPTS.some((s) => csv.body[s])) {
    copy = { en: { ...EMPTY_COPY }, hk: { ...EMPTY_COPY }, zh: { ...EMPTY_COPY }, cn: { ...EMPTY_COPY } };
    for (const s of SCRIPTS)
      for (const l of COPY_LOCALES[s]) copy[l].description = sanitizeRichText(csv.body[s] ?? '');
  }
  let seo: SeoText | null = null;
  if (SCRIPTS.some((s) => csv.seoTitle[s] || csv.seoDescription[s])) {
    seo = seoOf(null);
    for (const s of SCRIPTS) {
      seo.title[s] = csv.seoTitle[s] ?? '';
      seo.description[s] = csv.seoDescription[s] ?? '';
    }
  }
  const insert: ProductInsert = {
    id,
    sku: csv.sku,
    name,
    brandKey: brand,
    categories: lists.categories ?? [],
    tags: lists.tags ?? [],
    collections: lists.collections ?? [],
    thumbnail: images[0]!,
    productThumbnail: images,
    detail: images.map((u) => ({ type: 'image' as const, thumbnail: u })),
    uniqueUrl: csv.handle,
    priceHkd: lead.priceHkd,
    priceUsd: lead.priceUsd,
    originalPriceHkd: lead.compareAtHkd ?? null,
    originalPriceUsd: lead.compareAtUsd ?? null,
    productType: csv.type ?? 0,
    copy,
    seo,
    searchText: normalizeSearchText([name.eng, name.chi, name.cn, csv.sku].join(' ')),
    // a new product stays off the shop until the file (or staff) publishes it
    published: csv.published ?? false,
  };
  return {
    csv,
    current: null,
    insert,
    set: {},
    before: {},
    after: { sku: csv.sku, handle: csv.handle, name, published: insert.published },
    newOptions: csv.options.map((o, i) => newOption(id, o, i)),
    optionSets: [],
    stock: [],
  };
}

function newOption(productId: string, o: CatalogueCsvOption, position: number): OptionInsert {
  return {
    subSku: o.sku,
    productId,
    position,
    name: { eng: o.name.eng || o.sku, chi: o.name.chi ?? '', cn: o.name.cn ?? '' },
    availability: o.availability ?? 'in_stock',
    priceHkd: o.priceHkd,
    priceUsd: o.priceUsd,
    originalPriceHkd: o.compareAtHkd ?? null,
    originalPriceUsd: o.compareAtUsd ?? null,
    isSubscription: !!o.subscriptionParentSku,
    subscriptionParentSku: o.subscriptionParentSku ?? null,
    subscriptionIntervalInMonth: o.subscriptionMonths ?? null,
    allowMemberGroup: o.memberGroups ?? [],
    cutOffDate: o.cutOffDate ?? null,
    estimate: o.estimate ?? null,
    // a subscription draws on its parent's stock
    stock: o.subscriptionParentSku ? 0 : (o.stock ?? 0),
    lowStockThreshold: o.lowStock ?? 5,
  };
}

export function planUpdate(
  csv: CatalogueCsvProduct,
  cur: ProductRow,
  brand: string,
  lists: Partial<Record<'categories' | 'tags' | 'collections', string[]>>,
  optionBySku: Map<string, OptionRow>,
  maxPosition: number,
): ProductPlan {
  const set: Partial<ProductInsert> = {};
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  const change = <K extends keyof ProductInsert>(k: K, from: unknown, to: ProductInsert[K]) => {
    if (same(from, to)) return;
    set[k] = to;
    before[k] = from;
    after[k] = to;
  };
  let redirectFrom: string | undefined;
  if (csv.handle !== cur.uniqueUrl) {
    change('uniqueUrl', cur.uniqueUrl, csv.handle);
    redirectFrom = cur.uniqueUrl;
  }
  const name = textOf(cur.name, csv.name);
  if (!same(name, cur.name)) {
    change('name', cur.name, name);
    set.searchText = normalizeSearchText([name.eng, name.chi, name.cn, cur.sku].join(' '));
  }
  change('brandKey', cur.brandKey, brand);
  if (csv.type !== undefined) change('productType', cur.productType, csv.type);
  for (const k of ['categories', 'tags', 'collections'] as const) if (lists[k]) change(k, cur[k], lists[k]);
  if (csv.published !== undefined) change('published', cur.published, csv.published);
  if (csv.images) {
    const images = csv.images.length ? csv.images : drawnImages(cur.sku);
    if (!same(images, cur.productThumbnail)) {
      change('productThumbnail', cur.productThumbnail, images);
      set.thumbnail = images[0]!;
    }
  }
  // the file's copy is compared as it would be stored: sanitized
  const copyChanges = SCRIPTS.filter((s) => {
    const v = csv.body[s];
    if (v === undefined || v === copyText(cur.copy, s)) return false;
    return sanitizeRichText(v) !== copyText(cur.copy, s);
  });
  if (copyChanges.length) {
    const copy: ProductCopy = structuredClone(
      cur.copy ?? { en: EMPTY_COPY, hk: EMPTY_COPY, zh: EMPTY_COPY, cn: EMPTY_COPY },
    );
    for (const s of copyChanges)
      for (const l of COPY_LOCALES[s]) copy[l] = { ...copy[l], description: sanitizeRichText(csv.body[s]!) };
    change('copy', cur.copy, copy);
  }
  const seo = structuredClone(seoOf(cur.seo));
  for (const s of SCRIPTS) {
    if (csv.seoTitle[s] !== undefined) seo.title[s] = csv.seoTitle[s];
    if (csv.seoDescription[s] !== undefined) seo.description[s] = csv.seoDescription[s];
  }
  if (!same(seo, seoOf(cur.seo))) change('seo', cur.seo, seo);

  const newOptions: OptionInsert[] = [];
  const optionSets: ProductPlan['optionSets'] = [];
  const stock: ProductPlan['stock'] = [];
  let position = maxPosition;
  for (const o of csv.options) {
    const co = optionBySku.get(o.sku);
    if (!co) {
      newOptions.push(newOption(cur.id, o, ++position));
      continue;
    }
    const oset: Partial<OptionInsert> = {};
    const obefore: Record<string, unknown> = {};
    const ochange = <K extends keyof OptionInsert>(k: K, from: unknown, to: OptionInsert[K]) => {
      if (same(from, to)) return;
      oset[k] = to;
      obefore[k] = from;
    };
    ochange('name', co.name, textOf(co.name, o.name));
    ochange('priceHkd', co.priceHkd, o.priceHkd);
    ochange('priceUsd', co.priceUsd, o.priceUsd);
    if (o.compareAtHkd !== undefined) ochange('originalPriceHkd', co.originalPriceHkd, o.compareAtHkd);
    if (o.compareAtUsd !== undefined) ochange('originalPriceUsd', co.originalPriceUsd, o.compareAtUsd);
    if (o.lowStock !== undefined) ochange('lowStockThreshold', co.lowStockThreshold, o.lowStock);
    if (o.availability !== undefined) ochange('availability', co.availability, o.availability);
    if (o.estimate !== undefined) ochange('estimate', co.estimate, o.estimate);
    if (o.cutOffDate !== undefined) ochange('cutOffDate', co.cutOffDate, o.cutOffDate);
    if (o.subscriptionParentSku !== undefined) {
      ochange('subscriptionParentSku', co.subscriptionParentSku, o.subscriptionParentSku);
      ochange('subscriptionIntervalInMonth', co.subscriptionIntervalInMonth, o.subscriptionMonths ?? null);
      ochange('isSubscription', co.isSubscription, !!o.subscriptionParentSku);
    }
    if (o.memberGroups) ochange('allowMemberGroup', co.allowMemberGroup, o.memberGroups);
    if (Object.keys(oset).length) optionSets.push({ subSku: o.sku, set: oset, before: obefore });
    const parent = o.subscriptionParentSku !== undefined ? o.subscriptionParentSku : co.subscriptionParentSku;
    if (o.stock !== undefined && !parent && o.stock !== co.stock)
      stock.push({ subSku: o.sku, level: o.stock });
  }
  return { csv, current: cur, set, before, after, redirectFrom, newOptions, optionSets, stock };
}
