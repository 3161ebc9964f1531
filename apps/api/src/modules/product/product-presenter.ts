// The storefront's view of a catalogue product and its options, priced for one shopper; and the stored price rows
// (fix_price, multi_pricing) as every API response shows them, shared with the back office's view.
import {
  checkPurchasable,
  deriveTiers,
  isMediaUrl,
  multiQuantityTable,
  resolveOptionPrice,
  subscriptionOptions,
  type PricingContext,
} from '@shop/core';
import type { MediaImage } from '@shop/core/contract/media';
import type { FixPriceRow, MultiPricingRow } from '../../db/schema.ts';
import type { MediaRow } from '../media/media.repository.ts';
import type { PricingInputs } from '../settings/settings.service.ts';
import type { OptionRow, ProductRow } from './product.repository.ts';
import type { CatalogueEntry, ShopperContext } from './product.service.ts';

/** A product has before/after pictures when its copy states a tested result in some locale. */
export function hasBeforeAfter(copy: ProductRow['copy']): boolean {
  return !!copy && Object.values(copy).some((c) => !!c?.before_after);
}

/** 2.2-17: /{brand_key with _ → -}/{unique_url}; treatments live under /treatment/{unique_url} (2.2-16). */
export function productPath(r: Pick<ProductRow, 'brandKey' | 'uniqueUrl' | 'productType'>): string {
  return r.productType === 2
    ? `/treatment/${r.uniqueUrl}`
    : `/${r.brandKey.replaceAll('_', '-')}/${r.uniqueUrl}`;
}

/** Member-group fixed prices as shown: price_hkd → price, price_usd kept. */
export const fixPriceOut = (rows: FixPriceRow[]) =>
  rows.map((f) => ({ member_group: f.member_group, price: f.price_hkd, price_usd: f.price_usd }));

/** Member-group quantity tiers as shown, each tier drawn by `tier` (the currencies each view wants). */
export const multiPricingOut = <T>(
  rows: MultiPricingRow[],
  tier: (p: MultiPricingRow['pricing'][number]) => T,
) => rows.map((m) => ({ member_group: m.member_group, pricing: m.pricing.map(tier) }));

export function pricingContext(inputs: PricingInputs, shopper: ShopperContext, quantity = 1): PricingContext {
  return {
    currency: shopper.currency,
    rates: inputs.ratesToUsd,
    memberGroupIds: shopper.memberGroupIds,
    tiers: deriveTiers(shopper.memberGroupTiers),
    quantity,
    countryKey: shopper.country,
    brandShipping: inputs.brandShipping,
    optOutSkus: inputs.optOutSkus,
    deliveryCountryKeys: inputs.deliveryCountryKeys,
  };
}

/** The drawn product art's size (the seed's SVGs and the placeholder of a product with no photo). */
const ART_SIZE = 800;

/**
 * A product's pictures as pages show them (2.9-01): uploaded ones only once their variants are ready (a pending upload
 * is skipped, never shown broken), with their size, placeholder and staff's alt text; drawn art at its own size.
 */
export function presentImages(urls: readonly string[], media: ReadonlyMap<string, MediaRow>): MediaImage[] {
  return urls.flatMap((src): MediaImage[] => {
    if (isMediaUrl(src)) {
      const m = media.get(src);
      return m ? [{ src, width: m.width, height: m.height, placeholder: m.placeholder, alt: m.alt }] : [];
    }
    return [{ src, width: ART_SIZE, height: ART_SIZE, placeholder: null, alt: null }];
  });
}

export function presentOption(entry: CatalogueEntry, o: OptionRow, ctx: PricingContext) {
  const core = entry.core.options.find((c) => c.sub_sku === o.subSku)!;
  const price = resolveOptionPrice(entry.core, core, ctx);
  const check = checkPurchasable(entry.core, core, ctx);
  return {
    sub_sku: o.subSku,
    name: o.name.chi,
    name_en: o.name.eng,
    name_cn: o.name.cn,
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
    multi_pricing: multiPricingOut(o.multiPricing, (p) => ({ qty: p.qty, price: p.price_hkd })),
    multi_pricing_usd: multiPricingOut(o.multiPricing, (p) => ({ qty: p.qty, price: p.price_usd })),
    is_subscription: o.isSubscription,
    isTitle: o.isTitle,
    subscription_parent_sku: o.subscriptionParentSku,
    subscription_inteval_in_month: o.subscriptionIntervalInMonth,
    allow_member_group: o.allowMemberGroup,
    cut_off_date: o.cutOffDate,
    estimate: o.estimate,
    $isDisabled: !check.ok,
    display: {
      currency: ctx.currency,
      price: price.unitPrice,
      original_price: price.originalPrice,
      source: price.source,
      purchasable: check.ok,
      reason: check.ok ? null : check.reason,
      show_price: check.ok ? true : check.showPrice,
      tiers: multiQuantityTable(entry.core, core, ctx).map((r) => ({
        qty: r.qty,
        unit_price: r.unitPrice,
        line_total: r.lineTotal,
        original_unit_price: r.originalUnitPrice,
        saving: r.saving,
        saving_percent: r.savingPercent,
      })),
    },
  };
}

export function presentProduct(
  entry: CatalogueEntry,
  inputs: PricingInputs,
  shopper: ShopperContext,
  htmlContent: boolean,
) {
  const ctx = pricingContext(inputs, shopper);
  const r = entry.row;
  const images = presentImages(r.productThumbnail, entry.media);
  const brand = inputs.brands.get(r.brandKey);
  // 4-11, 4-15: hidden options are listed only with a special price; subscription options exclude hidden and disabled
  const subscriptionSkus = new Set(subscriptionOptions(entry.core).map((o) => o.sub_sku));
  const options = entry.options
    .filter((o) =>
      o.isSubscription
        ? subscriptionSkus.has(o.subSku)
        : o.availability !== 'hidden' || (o.specialPricingHkd ?? 0) > 0,
    )
    .map((o) => presentOption(entry, o, ctx));
  const main = options.filter((o) => !o.is_subscription);
  const buyable = main.filter((o) => o.display.purchasable);
  const lead = (buyable.length ? buyable : main).reduce<(typeof main)[number] | undefined>(
    (best, o) => (!best || o.display.price < best.display.price ? o : best),
    undefined,
  );
  return {
    _id: r.id,
    sku: r.sku,
    name: r.name,
    brand: brand?.name.eng ?? r.brandKey,
    brand_name: brand?.name ?? { eng: r.brandKey, chi: r.brandKey, cn: r.brandKey },
    brand_key: r.brandKey,
    category: r.categories,
    collections: r.collections,
    // the list picture waits for its variants like the gallery does (an upload is pending for a few seconds)
    thumbnail:
      isMediaUrl(r.thumbnail) && !entry.media.has(r.thumbnail)
        ? (images[0]?.src ?? r.thumbnail)
        : r.thumbnail,
    product_thumbnail: r.productThumbnail,
    images,
    detail: r.detail,
    unique_url: r.uniqueUrl,
    path: productPath(r),
    price: r.priceHkd,
    price_usd: r.priceUsd,
    original_price: r.originalPriceHkd,
    original_price_usd: r.originalPriceUsd,
    priority: r.priority,
    popularity: r.popularity,
    created_at: r.createdAt.toISOString(),
    product_type: r.productType,
    editor_comment: r.editorComment,
    ig_link: r.igLink,
    product_whatsapp: r.productWhatsapp,
    package_items: r.packageItems.map((sku) => ({ sku })),
    content: htmlContent ? r.copy : null,
    seo: r.seo,
    // drawn by the media route (the seeded art), so the section never points at a missing picture
    before_after: hasBeforeAfter(r.copy)
      ? {
          before: `/media/ba/${encodeURIComponent(r.sku)}/before.svg`,
          after: `/media/ba/${encodeURIComponent(r.sku)}/after.svg`,
        }
      : null,
    offer_ids: entry.offerIds,
    product_option: options,
    display: {
      currency: shopper.currency,
      price: lead?.display.price ?? null,
      original_price: lead?.display.original_price ?? null,
      purchasable: buyable.length > 0,
      reason: buyable.length > 0 ? null : (lead?.display.reason ?? 'out_of_stock'),
    },
  };
}
