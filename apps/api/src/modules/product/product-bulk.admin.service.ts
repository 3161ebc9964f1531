// Bulk actions on the products selected in the back office's list: publish or unpublish, add or remove a tag or a
// collection, change every option's prices by a percentage, set every option's stock (through the ledger). One
// transaction for the whole selection, each product audited, the catalogue caches dropped after.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Invalidate } from './catalogue-events.ts';
import type { FastifyRequest } from 'fastify';
import { optionPriceProblem, percentPrice } from '@shop/core';
import type { ProductBulkBody, ProductBulkOut } from '@shop/core/contract/admin-catalogue-io';
import type { Db, DbOrTx } from '../../db/client.ts';
import { collections, productOptions, products, tags } from '../../db/schema.ts';
import { InvalidError, NotFoundError } from '../../lib/errors.ts';
import { audit } from '../staff/audit.ts';
import { syncLeadPrices } from './catalogue-import.repository.ts';
import { moveStock } from './stock-ledger.ts';

type Staff = Pick<FastifyRequest, 'staff' | 'ip'>;
type ProductRow = typeof products.$inferSelect;
type OptionRow = typeof productOptions.$inferSelect;

export function createProductBulk(db: Db, deps: { invalidate: Invalidate }) {
  async function load(tx: DbOrTx, ids: string[]) {
    const rows = await tx
      .select()
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(asc(products.sku))
      .for('update');
    const missing = ids.filter((id) => !rows.some((r) => r.id === id));
    if (missing.length)
      throw new NotFoundError(`No such product: ${missing.join(', ')}`, 'product_not_found');
    const options = await tx
      .select()
      .from(productOptions)
      .where(and(inArray(productOptions.productId, ids), isNull(productOptions.archivedAt)))
      .orderBy(asc(productOptions.position), asc(productOptions.subSku))
      .for('update');
    return { rows, options };
  }

  async function mustExist(tx: DbOrTx, table: typeof tags | typeof collections, key: string, field: string) {
    const [row] = await tx.select({ key: table.key }).from(table).where(eq(table.key, key));
    if (!row) throw new InvalidError(`${field}: ${key} does not exist`, field, 'unknown_key');
  }

  /** Applies the action to one product; returns what changed (empty: it already was so). */
  async function apply(
    tx: DbOrTx,
    body: ProductBulkBody,
    p: ProductRow,
    options: OptionRow[],
    actor: string,
  ): Promise<{ before: Record<string, unknown>; after: Record<string, unknown> }> {
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const now = new Date();
    const setProduct = async (set: Partial<typeof products.$inferInsert>) => {
      for (const k of Object.keys(set) as (keyof typeof set)[]) {
        before[k] = p[k as keyof ProductRow];
        after[k] = set[k];
      }
      await tx
        .update(products)
        .set({ ...set, updatedAt: now })
        .where(eq(products.id, p.id));
    };
    switch (body.action) {
      case 'publish':
      case 'unpublish': {
        const published = body.action === 'publish';
        if (p.published !== published) await setProduct({ published });
        break;
      }
      case 'add_tag':
      case 'remove_tag': {
        const next =
          body.action === 'add_tag'
            ? [...new Set([...p.tags, body.tag])]
            : p.tags.filter((t) => t !== body.tag);
        if (next.length !== p.tags.length) await setProduct({ tags: next });
        break;
      }
      case 'add_collection':
      case 'remove_collection': {
        const next =
          body.action === 'add_collection'
            ? [...new Set([...p.collections, body.collection])]
            : p.collections.filter((c) => c !== body.collection);
        if (next.length !== p.collections.length) await setProduct({ collections: next });
        break;
      }
      case 'price_percent': {
        const changes = [];
        for (const o of options) {
          const priceHkd = percentPrice(o.priceHkd, body.percent);
          const priceUsd = percentPrice(o.priceUsd, body.percent);
          if (priceHkd === o.priceHkd && priceUsd === o.priceUsd) continue;
          const problem = optionPriceProblem({
            price_hkd: priceHkd,
            price_usd: priceUsd,
            original_price_hkd: o.originalPriceHkd,
            original_price_usd: o.originalPriceUsd,
            special_pricing_hkd: o.specialPricingHkd,
            special_pricing_usd: o.specialPricingUsd,
          });
          // nothing of the selection changes when one option would break its price rules
          if (problem)
            throw new InvalidError(
              `percent: ${o.subSku} ${problem.field} ${problem.reason}`,
              'percent',
              problem.code,
            );
          changes.push({
            sub_sku: o.subSku,
            before: { price: o.priceHkd, price_usd: o.priceUsd },
            after: { price: priceHkd, price_usd: priceUsd },
          });
          await tx
            .update(productOptions)
            .set({ priceHkd, priceUsd })
            .where(eq(productOptions.subSku, o.subSku));
        }
        if (changes.length) {
          before.options = changes.map((c) => ({ sub_sku: c.sub_sku, ...c.before }));
          after.options = changes.map((c) => ({ sub_sku: c.sub_sku, ...c.after }));
          await tx.update(products).set({ updatedAt: now }).where(eq(products.id, p.id));
        }
        break;
      }
      case 'set_stock': {
        const moves = [];
        // a subscription draws on its parent's stock: only options that hold their own are set
        for (const o of options.filter((x) => !x.subscriptionParentSku)) {
          const delta = body.stock - o.stock;
          if (delta === 0) continue;
          await moveStock(tx, { subSku: o.subSku, delta, reason: body.reason, actor });
          moves.push({ sub_sku: o.subSku, from: o.stock, to: body.stock });
        }
        if (moves.length) {
          before.stock = moves.map((m) => ({ sub_sku: m.sub_sku, stock: m.from }));
          after.stock = moves.map((m) => ({ sub_sku: m.sub_sku, stock: m.to, reason: body.reason }));
        }
        break;
      }
    }
    return { before, after };
  }

  return {
    async run(body: ProductBulkBody, staff: Staff): Promise<ProductBulkOut> {
      const ids = [...new Set(body.ids)];
      const dryRun = body.action === 'price_percent' && body.dry_run;
      const preview = (rows: ProductRow[], options: OptionRow[]) =>
        rows.map((p) => ({
          id: p.id,
          sku: p.sku,
          name: p.name,
          options:
            body.action === 'price_percent'
              ? options
                  .filter((o) => o.productId === p.id)
                  .map((o) => ({
                    sub_sku: o.subSku,
                    name: o.name,
                    before: { price: o.priceHkd, price_usd: o.priceUsd },
                    after: {
                      price: percentPrice(o.priceHkd, body.percent),
                      price_usd: percentPrice(o.priceUsd, body.percent),
                    },
                  }))
              : [],
        }));
      if (dryRun) {
        const { rows, options } = await load(db, ids);
        return { action: body.action, dry_run: true, changed: rows.length, products: preview(rows, options) };
      }
      const out = await db.transaction(async (tx) => {
        if (body.action === 'add_tag') await mustExist(tx, tags, body.tag, 'tag');
        if (body.action === 'add_collection') await mustExist(tx, collections, body.collection, 'collection');
        const { rows, options } = await load(tx, ids);
        const actor = staff.staff?.email ?? 'system';
        let changed = 0;
        for (const p of rows) {
          const mine = options.filter((o) => o.productId === p.id);
          const diff = await apply(tx, body, p, mine, actor);
          if (!Object.keys(diff.after).length) continue;
          changed++;
          await audit(tx, staff, {
            action: `product.bulk_${body.action}`,
            entity: 'product',
            entityId: p.id,
            before: diff.before,
            after: diff.after,
          });
        }
        if (body.action === 'price_percent')
          await syncLeadPrices(
            tx,
            rows.map((r) => r.id),
          );
        return { action: body.action, dry_run: false, changed, products: preview(rows, options) };
      });
      deps.invalidate();
      return out;
    },
  };
}

export type ProductBulk = ReturnType<typeof createProductBulk>;
