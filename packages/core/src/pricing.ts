// Which price a shopper pays for an option. Our reading of 1-09, 3-02, 6-05 and 9-12, in precedence order:
//  1. special_pricing > 0 (special offers / bundle add-ons) wins outright, unless ctx.specialOffer is false (a bag
//     line without the product the offer belongs to);
//  2. else a fix_price entry for one of the shopper's groups (the lowest if several match);
//  3. else the best (lowest) multi_pricing tier of the shopper's groups whose qty ≤ the quantity bought, but only
//     when it is below what one unit costs the shopper otherwise (steps 4-6): buying more never costs more a unit
//     (a VIP's 85% can beat a basic group's tier);
//  4. else a VIP pays VIP_RATE_PERCENT (85%) of the base price, except brand big_pi. Treatments included:
//     the spec names no exception for them;
//  5. else a treatment (product_type 2) pays the base price, with treatment_original_price as strike-through;
//  6. else the base price.
// "The shopper's groups" always include PUBLIC_GROUP_ID, so entries for the public group apply to guests.
// Each step reads only the side the currency is priced from (HKD price for HKD, USD price for the others);
// an entry whose value on that side is missing or 0 does not apply. Every step keeps exact HKD/USD minor values
// and converts once with priceInCurrency, so each currency's rounding rule hits the FINAL unit price.
import type { CurrencyCode } from './currencies.ts';
import type { PricingContext, Product, ProductOption } from './catalogue-types.ts';
import { brandGetsVipDiscount, isVip, PUBLIC_GROUP_ID, VIP_RATE_PERCENT } from './membership.ts';
import { floorToDisplayUnit, MoneyError, priceInCurrency, type PricePair } from './money.ts';

export type PriceSource = 'special' | 'fix_price' | 'multi_pricing' | 'vip' | 'treatment' | 'base';

export interface ResolvedPrice {
  /** minor units of `currency` */
  unitPrice: number;
  /** strike-through price, only when greater than unitPrice */
  originalPrice: number | null;
  source: PriceSource;
  currency: CurrencyCode;
}

type Side = 'hkd' | 'usd';

function sideOf(currency: CurrencyCode): Side {
  return currency === 'HKD' ? 'hkd' : 'usd';
}

function positive(v: number | null | undefined): v is number {
  return typeof v === 'number' && Number.isFinite(v) && v > 0;
}

function pick(hkd: number | null | undefined, usd: number | null | undefined, side: Side): number | null {
  const v = side === 'hkd' ? hkd : usd;
  return positive(v) ? v : null;
}

/** Builds a pair for priceInCurrency; only the active side is ever read. */
function pairOf(value: number, side: Side): PricePair {
  return side === 'hkd' ? { hkdMinor: value, usdMinor: 0 } : { hkdMinor: 0, usdMinor: value };
}

export function shopperGroups(memberGroupIds: readonly string[]): Set<string> {
  return new Set([...memberGroupIds, PUBLIC_GROUP_ID]);
}

/** Any special price on either side (availability: hidden options with a special price are buyable). */
export function hasSpecialPrice(option: ProductOption): boolean {
  return positive(option.special_pricing_hkd) || positive(option.special_pricing_usd);
}

export function isTreatmentPricing(product: Product, ctx: PricingContext): boolean {
  return ctx.isTreatment ?? product.product_type === 2;
}

function fixPriceFor(option: ProductOption, groups: Set<string>, side: Side): number | null {
  let best: number | null = null;
  for (const fp of option.fix_price) {
    if (!groups.has(fp.member_group)) continue;
    const v = pick(fp.price_hkd, fp.price_usd, side);
    if (v !== null && (best === null || v < best)) best = v;
  }
  return best;
}

/** Tiers of the shopper's groups valid on this side; lowest price per qty. Sorted by qty. */
function multiTiersFor(
  option: ProductOption,
  groups: Set<string>,
  side: Side,
): { qty: number; value: number }[] {
  const byQty = new Map<number, number>();
  for (const mp of option.multi_pricing) {
    if (!groups.has(mp.member_group)) continue;
    for (const tier of mp.pricing) {
      const v = pick(tier.price_hkd, tier.price_usd, side);
      if (v === null || !Number.isInteger(tier.qty) || tier.qty < 1) continue;
      const prev = byQty.get(tier.qty);
      if (prev === undefined || v < prev) byQty.set(tier.qty, v);
    }
  }
  return [...byQty].map(([qty, value]) => ({ qty, value })).sort((a, b) => a.qty - b.qty);
}

function bestMultiTier(
  option: ProductOption,
  groups: Set<string>,
  side: Side,
  quantity: number,
): number | null {
  let best: number | null = null;
  for (const t of multiTiersFor(option, groups, side)) {
    if (t.qty <= quantity && (best === null || t.value < best)) best = t.value;
  }
  return best;
}

function basePrice(option: ProductOption, side: Side): number {
  const v = side === 'hkd' ? option.price_hkd : option.price_usd;
  if (!Number.isFinite(v) || v < 0)
    throw new MoneyError('invalid_amount', `Option ${option.sub_sku} has no valid base ${side} price`);
  return v;
}

export function resolveOptionPrice(
  product: Product,
  option: ProductOption,
  ctx: PricingContext,
): ResolvedPrice {
  const { currency, rates } = ctx;
  const side = sideOf(currency);
  const groups = shopperGroups(ctx.memberGroupIds);
  const quantity = Math.max(1, Math.floor(ctx.quantity || 1));
  const treatment = isTreatmentPricing(product, ctx);
  const base = basePrice(option, side);
  const convert = (value: number, percent = 100) =>
    priceInCurrency(pairOf(value, side), currency, rates, percent);

  let source: PriceSource;
  let unitPrice: number;
  const special =
    ctx.specialOffer === false ? null : pick(option.special_pricing_hkd, option.special_pricing_usd, side);
  const fix = special === null ? fixPriceFor(option, groups, side) : null;
  if (special !== null) {
    source = 'special';
    unitPrice = convert(special);
  } else if (fix !== null) {
    source = 'fix_price';
    unitPrice = convert(fix);
  } else {
    if (isVip(ctx.tiers) && brandGetsVipDiscount(product.brand_key)) {
      source = 'vip';
      // 85% of the exact base, then the currency's rule, then floored to what the currency displays.
      unitPrice = floorToDisplayUnit(convert(base, VIP_RATE_PERCENT), currency);
    } else {
      source = treatment ? 'treatment' : 'base';
      unitPrice = convert(base);
    }
    const multi = bestMultiTier(option, groups, side, quantity);
    const multiPrice = multi === null ? null : convert(multi);
    if (multiPrice !== null && multiPrice < unitPrice) {
      source = 'multi_pricing';
      unitPrice = multiPrice;
    }
  }

  // Strike-through: the catalogue's original price (treatment_original_price for treatments, falling back to
  // original_price) when above what is paid; else, when a discount applied, the base price.
  const reference = treatment
    ? (pick(option.treatment_original_price_hkd, option.treatment_original_price_usd, side) ??
      pick(option.original_price_hkd, option.original_price_usd, side))
    : pick(option.original_price_hkd, option.original_price_usd, side);
  let originalPrice: number | null = null;
  const referencePrice = reference === null ? null : convert(reference);
  if (referencePrice !== null && referencePrice > unitPrice) {
    originalPrice = referencePrice;
  } else if (source !== 'base' && source !== 'treatment') {
    const basePriceConverted = convert(base);
    if (basePriceConverted > unitPrice) originalPrice = basePriceConverted;
  }
  return { unitPrice, originalPrice, source, currency };
}

export function lineTotal(unitPrice: number, qty: number): number {
  if (!Number.isSafeInteger(unitPrice) || !Number.isSafeInteger(qty)) {
    throw new MoneyError('invalid_amount', `Invalid line: ${unitPrice} × ${qty}`);
  }
  const total = unitPrice * qty;
  if (!Number.isSafeInteger(total))
    throw new MoneyError('invalid_amount', `Line total overflows: ${unitPrice} × ${qty}`);
  return total;
}

export interface MultiQuantityRow {
  /** buy at least this many */
  qty: number;
  /** what one unit costs at this quantity: exactly what the bag charges (resolveOptionPrice) */
  unitPrice: number;
  /** unitPrice × qty */
  lineTotal: number;
  /** what one unit costs the shopper when buying one (always higher: other rows are not listed) */
  originalUnitPrice: number;
  /** (originalUnitPrice − unitPrice) × qty: what buying this many saves against buying one at a time */
  saving: number;
  /** the saving per unit in whole percent, rounded down so it never overstates */
  savingPercent: number;
  currency: CurrencyCode;
}

/**
 * Rows of the product page's multi-quantity table for the shopper's groups and currency: one row per tier
 * quantity where the unit price really drops, priced by resolveOptionPrice at that quantity so the table and the
 * bag always agree. A tier that would not lower the price (a special or fixed price applies, a VIP's 85% is
 * already lower, or a smaller quantity is already as cheap) is left out. Ascending by qty.
 */
export function multiQuantityTable(
  product: Product,
  option: ProductOption,
  ctx: PricingContext,
): MultiQuantityRow[] {
  const side = sideOf(ctx.currency);
  const groups = shopperGroups(ctx.memberGroupIds);
  const single = resolveOptionPrice(product, option, { ...ctx, quantity: 1 }).unitPrice;
  const rows: MultiQuantityRow[] = [];
  let last = single;
  for (const { qty } of multiTiersFor(option, groups, side)) {
    if (qty < 2) continue;
    const { unitPrice, source } = resolveOptionPrice(product, option, { ...ctx, quantity: qty });
    if (source !== 'multi_pricing' || unitPrice >= last) continue;
    last = unitPrice;
    rows.push({
      qty,
      unitPrice,
      lineTotal: lineTotal(unitPrice, qty),
      originalUnitPrice: single,
      saving: lineTotal(single - unitPrice, qty),
      savingPercent: Math.floor(((single - unitPrice) * 100) / single),
      currency: ctx.currency,
    });
  }
  return rows;
}
