// Catalogue import: the file is read and checked whole (core's catalogue-csv.ts, then against the database: names
// and keys that exist, SKUs and handles no other product holds); with any problem nothing is written and the
// report names each row and column. A clean file is written in one transaction: products upserted by sku, options
// by option sku, stock through the ledger, each product audited, the catalogue caches dropped after.
import { randomUUID } from 'node:crypto';
import type { Invalidate } from './catalogue-events.ts';
import type { FastifyRequest } from 'fastify';
import { optionPriceProblem, readCatalogueCsv, type CatalogueCsvError } from '@shop/core';
import type { CatalogueImportReport } from '@shop/core/contract/admin-catalogue-io';
import type { Db, DbOrTx } from '../../db/client.ts';
import { ConflictError } from '../../lib/errors.ts';
import { audit } from '../staff/audit.ts';
import * as repo from './catalogue-import.repository.ts';
import { changed, planCreate, planUpdate, type ProductPlan } from './catalogue-import.plan.ts';
import { keyResolver } from './catalogue-names.ts';
import { moveStock } from './stock-ledger.ts';
type Staff = Pick<FastifyRequest, 'staff' | 'ip'>;

export function createCatalogueImport(db: Db, deps: { invalidate: Invalidate }) {
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
