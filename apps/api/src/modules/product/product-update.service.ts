// The product editor's PATCH: every product field, checked and audited in one transaction. A new handle keeps the
// old one answering 301; archiving unpublishes and takes the product off the storefront for good (its orders keep
// it); the option order is a permutation of the product's options.
import { eq } from 'drizzle-orm';
import type { Invalidate } from './catalogue-events.ts';
import type { FastifyRequest } from 'fastify';
import { optionPriceProblem } from '@shop/core';
import type { ProductPatchBody } from '@shop/core/contract/admin-product';
import type { Db, DbOrTx } from '../../db/client.ts';
import { productOptions, productRedirects, products } from '../../db/schema.ts';
import { InvalidError } from '../../lib/errors.ts';
import { audit } from '../staff/audit.ts';
import { contentOf, copyOf, loadProduct, viewOf, type OptionRow } from './product-admin-view.ts';
import {
  assertKeys,
  assertPlainLocalized,
  assertSkuFree,
  claimHandle,
  cleanContent,
  cleanSeo,
  placeholderImage,
  searchTextOf,
  setOffers,
} from './product-write.ts';

type Staff = Pick<FastifyRequest, 'staff' | 'ip'>;

/** New positions from the editor's order: every live option once; archived ones may be left out (they go last). */
function reorder(options: OptionRow[], order: string[]): Map<string, number> {
  const bySku = new Map(options.map((o) => [o.subSku, o]));
  const seen = new Set<string>();
  order.forEach((s, i) => {
    if (!bySku.has(s) || seen.has(s))
      throw new InvalidError(
        `option_order.${i}: ${s} is not an option of this product or is listed twice`,
        `option_order.${i}`,
        'option_order',
      );
    seen.add(s);
  });
  const missing = options.find((o) => !o.archivedAt && !seen.has(o.subSku));
  if (missing)
    throw new InvalidError(`option_order: ${missing.subSku} is missing`, 'option_order', 'option_order');
  const rest = options.filter((o) => !seen.has(o.subSku)).map((o) => o.subSku);
  return new Map([...order, ...rest].map((s, i) => [s, i]));
}

export function createProductUpdate(db: Db, deps: { invalidate: Invalidate }) {
  return {
    async update(id: string, patch: ProductPatchBody, staff: Staff) {
      const out = await db.transaction(async (tx: DbOrTx) => {
        const { p, options } = await loadProduct(tx, id, true);
        const before = await viewOf(tx, p, options);
        const set: Partial<typeof products.$inferInsert> = { updatedAt: new Date() };
        if (patch.sku !== undefined && patch.sku !== p.sku) {
          await assertSkuFree(tx, patch.sku, id);
          set.sku = patch.sku;
          // the drawn picture is named by the SKU
          if (p.thumbnail === placeholderImage(p.sku)) set.thumbnail = placeholderImage(patch.sku);
        }
        if (patch.name) {
          assertPlainLocalized(patch.name, 'name');
          set.name = { ...p.name, ...patch.name };
        }
        if (set.name || set.sku) set.searchText = searchTextOf(set.name ?? p.name, set.sku ?? p.sku);
        if (patch.brand_key !== undefined) {
          await assertKeys(tx, 'brand_key', [patch.brand_key]);
          set.brandKey = patch.brand_key;
        }
        if (patch.product_type !== undefined) set.productType = patch.product_type;
        if (patch.unique_url !== undefined && patch.unique_url !== p.uniqueUrl) {
          await claimHandle(tx, patch.unique_url, id);
          // the old address answers 301 to the new page (links, search engines, shared posts)
          await tx
            .insert(productRedirects)
            .values({ fromUrl: p.uniqueUrl, productId: id })
            .onConflictDoUpdate({
              target: productRedirects.fromUrl,
              set: { productId: id, createdAt: new Date() },
            });
          set.uniqueUrl = patch.unique_url;
        }
        if (patch.content) set.copy = copyOf(cleanContent(patch.content, contentOf(p.copy)), p.copy);
        if (patch.seo) set.seo = cleanSeo(patch.seo);
        if (patch.tags) {
          await assertKeys(tx, 'tags', patch.tags);
          set.tags = [...new Set(patch.tags)];
        }
        if (patch.ship_countries !== undefined)
          set.shipCountries = patch.ship_countries ? [...new Set(patch.ship_countries)] : null;
        if (patch.offer_ids) await setOffers(tx, id, patch.offer_ids);
        if (patch.option_order) {
          const positions = reorder(options, patch.option_order);
          for (const o of options) {
            const position = positions.get(o.subSku)!;
            if (position !== o.position)
              await tx.update(productOptions).set({ position }).where(eq(productOptions.subSku, o.subSku));
          }
        }
        if (patch.published !== undefined) set.published = patch.published;
        if (patch.archived === true) {
          set.archivedAt = p.archivedAt ?? new Date();
          set.published = false;
        } else if (patch.archived === false) {
          // restored unpublished: staff check it before it is on sale again
          set.archivedAt = null;
          if (patch.published === undefined) set.published = false;
        }
        const archived = set.archivedAt !== undefined ? set.archivedAt !== null : p.archivedAt !== null;
        if (archived && patch.published === true)
          throw new InvalidError('published: restore the product before publishing it', 'published');
        if (patch.price !== undefined) set.priceHkd = patch.price;
        if (patch.price_usd !== undefined) set.priceUsd = patch.price_usd;
        if (patch.original_price !== undefined) set.originalPriceHkd = patch.original_price;
        if (patch.original_price_usd !== undefined) set.originalPriceUsd = patch.original_price_usd;
        if (patch.priority !== undefined) set.priority = patch.priority;
        const problem = optionPriceProblem({
          price_hkd: set.priceHkd ?? p.priceHkd,
          price_usd: set.priceUsd ?? p.priceUsd,
          original_price_hkd: set.originalPriceHkd !== undefined ? set.originalPriceHkd : p.originalPriceHkd,
          original_price_usd: set.originalPriceUsd !== undefined ? set.originalPriceUsd : p.originalPriceUsd,
        });
        if (problem)
          throw new InvalidError(`${problem.field}: ${problem.reason}`, problem.field, problem.code);
        for (const field of ['categories', 'collections'] as const) {
          const keys = patch[field];
          if (!keys) continue;
          await assertKeys(tx, field, keys);
          set[field] = [...new Set(keys)];
        }
        if (patch.images) {
          const current = new Set(p.productThumbnail);
          const i = patch.images.findIndex((u) => !current.has(u));
          if (i >= 0)
            throw new InvalidError(
              `images.${i}: not one of this product's images (upload it first)`,
              `images.${i}`,
              'unknown_image',
            );
          set.productThumbnail = [...new Set(patch.images)];
          // the first picture is the one lists show
          if (set.productThumbnail.length) set.thumbnail = set.productThumbnail[0];
        }
        const [after] = await tx.update(products).set(set).where(eq(products.id, id)).returning();
        const { options: afterOptions } = patch.option_order ? await loadProduct(tx, id) : { options };
        const view = await viewOf(tx, after!, afterOptions);
        await audit(tx, staff, {
          action: 'product.update',
          entity: 'product',
          entityId: id,
          before,
          after: view,
        });
        return view;
      });
      deps.invalidate([id]);
      return out;
    },
  };
}
