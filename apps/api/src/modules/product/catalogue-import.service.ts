// Catalogue import: the file is read and checked whole (core's catalogue-csv.ts, then against the database: names
// and keys that exist, SKUs and handles no other product holds); with any problem nothing is written and the
// report names each row and column. A clean file is written in one transaction: products upserted by sku, options
// by option sku, stock through the ledger, each product audited, the catalogue caches dropped after.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  optionPriceProblem,
  readCatalogueCsv,
  type CatalogueCsvError,
  type CatalogueCsvOption,
  type CatalogueCsvProduct,
  type CsvText,
} from '@shop/core';
import type { CatalogueImportReport } from '@shop/core/contract/admin-catalogue-io';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { LocalizedText, ProductCopy, SeoText } from '../../db/schema.ts';
import { ConflictError } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { normalizeSearchText } from '../../lib/search-text.ts';
import { audit } from '../staff/audit.ts';
import * as repo from './catalogue-import.repository.ts';
import type { OptionInsert, OptionRow, ProductInsert, ProductRow } from './catalogue-import.repository.ts';
import { keyResolver } from './catalogue-names.ts';
import { moveStock } from './stock-ledger.ts';

type Staff = Pick<FastifyRequest, 'staff' | 'ip'>;
type Script = 'eng' | 'chi' | 'cn';
const SCRIPTS: Script[] = ['eng', 'chi', 'cn'];
/** The file's Traditional copy is the hk page's; the zh page gets the same text when it changes. */
const COPY_LOCALES: Record<Script, (keyof ProductCopy)[]> = { eng: ['en'], chi: ['hk', 'zh'], cn: ['cn'] };
const EMPTY_COPY = { why: '', description: '', how_to_use: '', ingredients: '' };

interface ProductPlan {
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

export function createCatalogueImport(db: Db, deps: { invalidate: () => void }) {
  /** Checks the file against the database and plans every write; errors name their row and column. */
  async function plan(text: string) {
    const read = readCatalogueCsv(text);
    const errors: CatalogueCsvError[] = [...read.errors];
    if (errors.length) return { read, errors, plans: [] as ProductPlan[] };
    const err = (row: number, column: string, code: CatalogueCsvError['code'], reason: string) =>
      errors.push({ row, column, code, reason });

    const refs = await repo.referenceLists(db);
    const resolve = {
      brand: keyResolver(refs.brands),
      categories: keyResolver(refs.categories),
      tags: keyResolver(refs.tags),
      collections: keyResolver(refs.collections),
      groups: keyResolver(refs.memberGroups.map((g) => ({ key: g.key, name: g.name }))),
    };
    const skus = read.products.map((p) => p.sku);
    const optionSkus = read.products.flatMap((p) => p.options.map((o) => o.sku));
    const [existing, handles, redirects, options] = await Promise.all([
      repo.productsBySku(db, skus),
      repo.productsByHandle(
        db,
        read.products.map((p) => p.handle),
      ),
      repo.redirectsFrom(
        db,
        read.products.map((p) => p.handle),
      ),
      repo.optionsBySku(db, optionSkus),
    ]);
    const bySku = new Map(existing.map((p) => [p.sku, p]));
    const handleOwner = new Map(handles.map((h) => [h.handle, h]));
    const redirectOwner = new Map(redirects.map((r) => [r.handle, r.productId]));
    const optionBySku = new Map(options.map((o) => [o.subSku, o]));
    const siblings = await repo.optionsOfProducts(
      db,
      existing.map((p) => p.id),
    );
    const maxPosition = new Map<string, number>();
    for (const o of siblings)
      maxPosition.set(o.productId, Math.max(maxPosition.get(o.productId) ?? -1, o.position));

    const plans: ProductPlan[] = [];
    for (const csv of read.products) {
      const current = bySku.get(csv.sku) ?? null;
      const brand = resolve.brand(csv.brand);
      if (!brand) err(csv.row, 'brand', 'unknown_brand', `there is no brand called ${csv.brand}`);
      const lists: Partial<Record<'categories' | 'tags' | 'collections', string[]>> = {};
      for (const [col, code, what] of [
        ['categories', 'unknown_category', 'category'],
        ['tags', 'unknown_tag', 'tag'],
        ['collections', 'unknown_collection', 'collection'],
      ] as const) {
        const names = csv[col];
        if (!names) continue;
        const keys = names.map((n) => resolve[col](n));
        const bad = names.filter((_, i) => !keys[i]);
        if (bad.length) err(csv.row, col, code, `there is no ${what} called ${bad.join(', ')}`);
        else lists[col] = [...new Set(keys as string[])];
      }
      const holder = handleOwner.get(csv.handle);
      const redirected = redirectOwner.get(csv.handle);
      if ((holder && holder.sku !== csv.sku) || (redirected && redirected !== current?.id))
        err(
          csv.row,
          'handle',
          'handle_taken',
          `the handle belongs to the product ${holder?.sku ?? 'with this former address'}`,
        );
      for (const o of csv.options) {
        const cur = optionBySku.get(o.sku);
        if (cur && cur.productId !== current?.id)
          err(o.row, 'option_sku', 'option_of_other_product', 'this option SKU belongs to another product');
        if (cur?.subscriptionParentSku && o.stock !== undefined && o.subscriptionParentSku === undefined)
          err(o.row, 'stock', 'shared_stock', `a subscription draws on ${cur.subscriptionParentSku}'s stock`);
        if (o.memberGroups) {
          const bad = o.memberGroups.filter((g) => !resolve.groups(g));
          if (bad.length)
            err(o.row, 'member_groups', 'unknown_group', `there is no member group called ${bad.join(', ')}`);
          else o.memberGroups = [...new Set(o.memberGroups.map((g) => resolve.groups(g)!))];
        }
        if (cur) {
          const problem = optionPriceProblem({
            price_hkd: o.priceHkd,
            price_usd: o.priceUsd,
            original_price_hkd: o.compareAtHkd !== undefined ? o.compareAtHkd : cur.originalPriceHkd,
            original_price_usd: o.compareAtUsd !== undefined ? o.compareAtUsd : cur.originalPriceUsd,
            special_pricing_hkd: cur.specialPricingHkd,
            special_pricing_usd: cur.specialPricingUsd,
          });
          if (problem)
            err(
              o.row,
              problem.field.endsWith('_usd') ? 'price_usd' : 'price_hkd',
              problem.code === 'original_below_price' ? 'original_below_price' : 'invalid_price',
              problem.code === 'special_above_price'
                ? "must not be below the option's add-on price"
                : `${problem.field}: ${problem.reason}`,
            );
        }
      }
      if (!brand || errors.length) continue;
      plans.push(
        current
          ? planUpdate(csv, current, brand, lists, optionBySku, maxPosition.get(current.id) ?? -1)
          : planCreate(csv, brand, lists),
      );
    }
    return { read, errors, plans };
  }

  function report(
    dryRun: boolean,
    rows: number,
    errors: CatalogueCsvError[],
    plans: ProductPlan[],
  ): CatalogueImportReport {
    const products = { create: 0, update: 0, unchanged: 0 };
    const options = { create: 0, update: 0, unchanged: 0 };
    for (const p of plans) {
      if (!p.current) products.create++;
      else if (changed(p)) products.update++;
      else products.unchanged++;
      options.create += p.newOptions.length;
      const updated = new Set([...p.optionSets.map((s) => s.subSku), ...p.stock.map((s) => s.subSku)]);
      options.update += updated.size;
      if (p.current) options.unchanged += p.csv.options.length - p.newOptions.length - updated.size;
    }
    return { dry_run: dryRun, rows, products, options, errors: errors.sort((a, b) => a.row - b.row) };
  }

  return {
    /** The names the list's filters and bulk actions choose from. */
    async choices() {
      const r = await repo.referenceLists(db);
      return {
        brands: r.brands,
        categories: r.categories,
        tags: r.tags,
        collections: r.collections,
        member_groups: r.memberGroups,
      };
    },

    async run(text: string, dryRun: boolean, staff: Staff) {
      const { read, errors, plans } = await plan(text);
      const out = report(dryRun, read.rows, errors, plans);
      if (errors.length || dryRun) return out;
      try {
        await db.transaction((tx) => write(tx, plans, staff));
      } catch (e) {
        // a product saved by someone else between the check and the write: nothing of the file was written
        if (
          (e as { code?: string }).code === '23505' ||
          (e as { cause?: { code?: string } }).cause?.code === '23505'
        )
          throw new ConflictError(
            'A SKU or handle in the file was just taken by another change; check the file again',
          );
        throw e;
      }
      deps.invalidate();
      return out;
    },
  };
}

const changed = (p: ProductPlan) =>
  Object.keys(p.set).length > 0 || p.newOptions.length > 0 || p.optionSets.length > 0 || p.stock.length > 0;

function textOf(cur: LocalizedText, csv: CsvText): LocalizedText {
  return { eng: csv.eng ?? cur.eng, chi: csv.chi ?? cur.chi, cn: csv.cn ?? cur.cn };
}

function planCreate(
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

function planUpdate(
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

async function write(tx: DbOrTx, plans: ProductPlan[], staff: Staff) {
  const actor = staff.staff?.email ?? 'system';
  const creates = plans.filter((p) => p.insert);
  await repo.insertProducts(
    tx,
    creates.map((p) => p.insert!),
  );
  await repo.insertOptions(
    tx,
    plans.flatMap((p) => p.newOptions),
  );
  // a new option's opening stock is its first ledger row, as the seed's are
  await repo.insertLedger(
    tx,
    plans
      .flatMap((p) => p.newOptions)
      .filter((o) => (o.stock ?? 0) > 0)
      .map((o) => ({
        id: randomUUID(),
        subSku: o.subSku,
        delta: o.stock!,
        balanceAfter: o.stock!,
        reason: 'import',
        actor,
      })),
  );
  const now = new Date();
  const priced: string[] = [];
  for (const p of plans) {
    if (!p.current || !changed(p)) continue;
    const id = p.current.id;
    await repo.updateProduct(tx, id, { ...p.set, updatedAt: now });
    if (p.redirectFrom) await repo.insertRedirects(tx, [{ fromUrl: p.redirectFrom, productId: id }]);
    for (const o of p.optionSets) await repo.updateOption(tx, o.subSku, o.set);
    for (const s of p.stock) {
      const [cur] = await repo.optionsBySku(tx, [s.subSku]);
      const delta = s.level - (cur?.stock ?? 0);
      if (delta !== 0) await moveStock(tx, { subSku: s.subSku, delta, reason: 'import', actor });
    }
    if (p.newOptions.length || p.optionSets.length) priced.push(id);
  }
  await repo.syncLeadPrices(tx, priced);
  for (const p of plans) {
    if (!changed(p)) continue;
    await audit(tx, staff, {
      action: p.current ? 'product.import_update' : 'product.import_create',
      entity: 'product',
      entityId: p.current?.id ?? p.insert!.id,
      before: p.current
        ? { ...p.before, options: p.optionSets.map((o) => ({ sub_sku: o.subSku, ...o.before })) }
        : null,
      after: {
        ...p.after,
        options: [
          ...p.optionSets.map((o) => ({ sub_sku: o.subSku, ...o.set })),
          ...p.newOptions.map((o) => ({
            sub_sku: o.subSku,
            price_hkd: o.priceHkd,
            price_usd: o.priceUsd,
            new: true,
          })),
          ...p.stock.map((s) => ({ sub_sku: s.subSku, stock: s.level })),
        ],
      },
    });
  }
}

export type CatalogueImport = ReturnType<typeof createCatalogueImport>;
