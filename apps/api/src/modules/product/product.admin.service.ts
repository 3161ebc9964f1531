// The back office's catalogue: products and options as stored (every field the editor needs), their changes
// checked by core's rules and audited, and the catalogue caches dropped after each write.
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Invalidate } from './catalogue-events.ts';
import type { FastifyRequest } from 'fastify';
import { isCalendarDate, optionPriceProblem } from '@shop/core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { memberGroups, productOptions, products } from '../../db/schema.ts';
import type { FixPriceRow, LocalizedText, MultiPricingRow } from '../../db/schema.ts';
import { InvalidError, NotFoundError } from '../../lib/errors.ts';
import { audit } from '../staff/audit.ts';
import type { MediaService } from '../media/media.service.ts';
import { IMAGE_MAX_BYTES } from './image-store.ts';
import { createCataloguePickers } from './catalogue-pickers.service.ts';
import { createProductCreate } from './product-create.service.ts';
import { createOptionAdmin } from './product-options.admin.service.ts';
import { createProductUpdate } from './product-update.service.ts';
import { assertPlainLocalized } from './product-write.ts';
import { adminView, loadProduct, presentAdminOption } from './product-admin-view.ts';
import { moveStock, stockSkuOf } from './stock-ledger.ts';
import { listProducts } from './product-list.repository.ts';
import type { AdminProductListQuery } from '@shop/core/contract/admin-catalogue-io';
import { firstRow } from '../../db/first-row.ts';

type OptionRow = typeof productOptions.$inferSelect;
type Staff = Pick<FastifyRequest, 'staff' | 'ip'>;

export type { AdminProductListQuery as AdminProductQuery };

export interface OptionPatch {
  name?: Partial<LocalizedText>;
  availability?: OptionRow['availability'];
  price?: number;
  price_usd?: number;
  original_price?: number | null;
  original_price_usd?: number | null;
  special_pricing?: number | null;
  special_pricing_usd?: number | null;
  treatment_original_price?: number | null;
  treatment_original_price_usd?: number | null;
  fix_price?: { member_group: string; price: number; price_usd: number }[];
  multi_pricing?: { member_group: string; pricing: { qty: number; price: number; price_usd: number }[] }[];
  allow_member_group?: string[];
  cut_off_date?: string | null;
  estimate?: string | null;
  is_subscription?: boolean;
  subscription_parent_sku?: string | null;
  subscription_inteval_in_month?: number | null;
  low_stock_threshold?: number;
  /** sets the level: the difference goes through the stock ledger with stock_reason */
  stock?: number;
  stock_reason?: string;
  /** true archives it (off sale for good, kept for its orders); false restores it */
  archived?: boolean;
}

export function createCatalogueAdmin(db: Db, deps: { invalidate: Invalidate; media: MediaService }) {
  /** Writes, then drops the named products (or, with none named, the whole catalogue) from every cache. */
  async function write<T>(fn: (tx: DbOrTx) => Promise<T>, productIds?: (out: T) => string[]): Promise<T> {
    const out = await db.transaction(fn);
    deps.invalidate(productIds?.(out));
    return out;
  }
  /** A write to one product: only it leaves the caches. */
  const writeFor = <T>(productId: string, fn: (tx: DbOrTx) => Promise<T>) => write(fn, () => [productId]);

  return {
    ...createCataloguePickers(db),
    ...createProductCreate(db, deps),
    ...createProductUpdate(db, deps),
    ...createOptionAdmin(db, deps),
    /** The list's filters and sort live in product-list.repository.ts (shared with the export). */
    list: (q: AdminProductListQuery) => listProducts(db, q),

    async get(id: string) {
      return adminView(db, id);
    },

    async updateOption(productId: string, subSku: string, patch: OptionPatch, staff: Staff) {
      return writeFor(productId, async (tx) => {
        const [o] = await tx
          .select()
          .from(productOptions)
          .where(and(eq(productOptions.productId, productId), eq(productOptions.subSku, subSku)))
          .for('update');
        if (!o) throw new NotFoundError('No such option on this product');
        const before = presentAdminOption(o);
        const set: Partial<typeof productOptions.$inferInsert> = {};
        if (patch.name) set.name = { ...o.name, ...patch.name };
        if (patch.availability !== undefined) set.availability = patch.availability;
        if (patch.price !== undefined) set.priceHkd = patch.price;
        if (patch.price_usd !== undefined) set.priceUsd = patch.price_usd;
        if (patch.original_price !== undefined) set.originalPriceHkd = patch.original_price;
        if (patch.original_price_usd !== undefined) set.originalPriceUsd = patch.original_price_usd;
        if (patch.special_pricing !== undefined) set.specialPricingHkd = patch.special_pricing;
        if (patch.special_pricing_usd !== undefined) set.specialPricingUsd = patch.special_pricing_usd;
        if (patch.treatment_original_price !== undefined)
          set.treatmentOriginalPriceHkd = patch.treatment_original_price;
        if (patch.treatment_original_price_usd !== undefined)
          set.treatmentOriginalPriceUsd = patch.treatment_original_price_usd;
        if (patch.fix_price)
          set.fixPrice = patch.fix_price.map((f): FixPriceRow => ({
            member_group: f.member_group,
            price_hkd: f.price,
            price_usd: f.price_usd,
          }));
        if (patch.multi_pricing)
          set.multiPricing = patch.multi_pricing.map((m): MultiPricingRow => ({
            member_group: m.member_group,
            pricing: m.pricing.map((p) => ({ qty: p.qty, price_hkd: p.price, price_usd: p.price_usd })),
          }));
        if (patch.allow_member_group) set.allowMemberGroup = [...new Set(patch.allow_member_group)];
        for (const f of ['cut_off_date', 'estimate'] as const) {
          const v = patch[f];
          if (v === undefined) continue;
          if (v !== null && !isCalendarDate(v))
            throw new InvalidError(`${f}: not a date (YYYY-MM-DD)`, f, 'invalid_date');
          set[f === 'cut_off_date' ? 'cutOffDate' : 'estimate'] = v;
        }
        if (patch.is_subscription !== undefined) set.isSubscription = patch.is_subscription;
        if (patch.subscription_parent_sku !== undefined)
          set.subscriptionParentSku = patch.subscription_parent_sku;
        if (patch.subscription_inteval_in_month !== undefined)
          set.subscriptionIntervalInMonth = patch.subscription_inteval_in_month;
        if (patch.low_stock_threshold !== undefined) set.lowStockThreshold = patch.low_stock_threshold;
        if (patch.name) assertPlainLocalized(patch.name, 'name');
        if (patch.archived !== undefined) {
          const others = await tx
            .select({ s: productOptions.subSku })
            .from(productOptions)
            .where(
              and(
                eq(productOptions.productId, productId),
                ne(productOptions.subSku, subSku),
                eq(productOptions.isSubscription, false),
                isNull(productOptions.archivedAt),
              ),
            )
            .limit(1);
          if (patch.archived && !o.archivedAt && !o.isSubscription && !others.length)
            throw new InvalidError('archived: the last option on sale stays', 'archived', 'last_option');
          set.archivedAt = patch.archived ? (o.archivedAt ?? new Date()) : null;
        }

        const groups = new Set(
          (await tx.select({ id: memberGroups.id }).from(memberGroups)).map((g) => g.id),
        );
        const allowed = set.allowMemberGroup ?? [];
        const unknown = allowed.findIndex((g) => !groups.has(g));
        if (unknown >= 0)
          throw new InvalidError(
            `allow_member_group.${unknown}: ${allowed[unknown]} is not a member group`,
            `allow_member_group.${unknown}`,
            'unknown_group',
          );
        const problem = optionPriceProblem(
          {
            price_hkd: set.priceHkd ?? o.priceHkd,
            price_usd: set.priceUsd ?? o.priceUsd,
            original_price_hkd:
              set.originalPriceHkd !== undefined ? set.originalPriceHkd : o.originalPriceHkd,
            original_price_usd:
              set.originalPriceUsd !== undefined ? set.originalPriceUsd : o.originalPriceUsd,
            special_pricing_hkd:
              set.specialPricingHkd !== undefined ? set.specialPricingHkd : o.specialPricingHkd,
            special_pricing_usd:
              set.specialPricingUsd !== undefined ? set.specialPricingUsd : o.specialPricingUsd,
            fix_price: set.fixPrice ?? o.fixPrice,
            multi_pricing: set.multiPricing ?? o.multiPricing,
          },
          // only what this change names must exist: an old row naming a since-removed group stays editable
          set.fixPrice || set.multiPricing ? groups : undefined,
        );
        if (problem)
          throw new InvalidError(`${problem.field}: ${problem.reason}`, problem.field, problem.code);
        const isSub = set.isSubscription ?? o.isSubscription;
        const parent =
          set.subscriptionParentSku !== undefined ? set.subscriptionParentSku : o.subscriptionParentSku;
        const interval =
          set.subscriptionIntervalInMonth !== undefined
            ? set.subscriptionIntervalInMonth
            : o.subscriptionIntervalInMonth;
        const subscriptionChanged =
          set.isSubscription !== undefined ||
          set.subscriptionParentSku !== undefined ||
          set.subscriptionIntervalInMonth !== undefined;
        if (subscriptionChanged && isSub) {
          // a subscription renews a one-off option of this product, once per interval
          const siblings = await tx
            .select()
            .from(productOptions)
            .where(eq(productOptions.productId, productId));
          const p = siblings.find((x) => x.subSku === parent);
          if (!p || parent === subSku || p.isSubscription || p.archivedAt)
            throw new InvalidError(
              'subscription_parent_sku: name a one-off option of this product',
              'subscription_parent_sku',
              'subscription_parent',
            );
          if (!interval)
            throw new InvalidError(
              'subscription_inteval_in_month: choose every 1 to 6 months',
              'subscription_inteval_in_month',
              'required',
            );
          const twin = siblings.find(
            (x) =>
              x.subSku !== subSku &&
              x.isSubscription &&
              !x.archivedAt &&
              x.subscriptionParentSku === parent &&
              x.subscriptionIntervalInMonth === interval,
          );
          if (twin)
            throw new InvalidError(
              `subscription_inteval_in_month: ${parent} already has this interval (${twin.subSku})`,
              'subscription_inteval_in_month',
              'subscription_interval_taken',
            );
        } else if (subscriptionChanged && parent) {
          const own = await tx
            .select({ s: productOptions.subSku })
            .from(productOptions)
            .where(and(eq(productOptions.productId, productId), eq(productOptions.subSku, parent)));
          if (!own.length || parent === subSku)
            throw new InvalidError(
              'subscription_parent_sku: not another option of this product',
              'subscription_parent_sku',
              'subscription_parent',
            );
        }

        let after = o;
        if (Object.keys(set).length) {
          after = firstRow(
            await tx.update(productOptions).set(set).where(eq(productOptions.subSku, subSku)).returning(),
          );
          await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId));
        }
        if (patch.stock !== undefined) {
          const sku = await stockSkuOf(tx, subSku);
          if (sku !== subSku)
            throw new InvalidError(
              `stock: this option draws on ${sku}'s stock; set it there`,
              'stock',
              'shared_stock',
            );
          // the level is set as a move from the locked current level: the ledger balances
          const delta = patch.stock - after!.stock;
          if (delta !== 0) {
            await moveStock(tx, {
              subSku,
              delta,
              reason: patch.stock_reason?.trim() || 'stock count',
              actor: staff.staff?.email ?? 'system',
            });
            after = { ...after!, stock: patch.stock };
          }
        }
        const view = presentAdminOption(after!);
        await audit(tx, staff, {
          action: 'option.update',
          entity: 'product_option',
          entityId: subSku,
          before,
          after: view,
        });
        return view;
      });
    },

    /**
     * Checks and stores an uploaded picture (pending until its variants are made) and appends its base address to
     * the product's pictures; the storefront shows it once ready (2.9-01).
     */
    async addImage(productId: string, bytes: Buffer, staff: Staff) {
      await loadProduct(db, productId);
      // stored before the transaction: a slow store never holds the product's row lock
      const media = await deps.media.upload(bytes, { maxBytes: IMAGE_MAX_BYTES, field: 'body' });
      const url = media.src;
      return writeFor(productId, async (tx) => {
        const { p } = await loadProduct(tx, productId, true);
        const images = p.productThumbnail.includes(url) ? p.productThumbnail : [...p.productThumbnail, url];
        await tx
          .update(products)
          .set({ productThumbnail: images, updatedAt: new Date() })
          .where(eq(products.id, productId));
        await audit(tx, staff, {
          action: 'product.image_add',
          entity: 'product',
          entityId: productId,
          before: { images: p.productThumbnail },
          after: { images },
        });
        return { url, images, media };
      });
    },
  };
}

export type CatalogueAdmin = ReturnType<typeof createCatalogueAdmin>;
