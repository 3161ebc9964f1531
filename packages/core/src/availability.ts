// Whether an option can be bought (4-11 to 4-16, 5-18 to 5-20, 8-06). Checks run in this order and the first failure is the
// reason shown on the button; we go from "the option does not exist for anyone" to "where you are" to
// "who you are" to "stock", so a shopper is never told to become VIP for something they could not receive:
//  1. availability disabled, or the product hidden → 'disabled'
//  2. brand (narrowed by the product's own countries) → 'only_hk_macau' when the list is exactly ['hk'],
//     does not ship to the country                     else 'not_shippable'
//  3. no delivery method serves the country        → 'not_shippable'
//  4. sub_sku or product sku in the opt-out list   → 'not_shippable'
//  5. special-offer bundle clashes with the cart   → 'combination_restrictions' (opts.bundleClash)
//  6. allow_member_group excludes the shopper      → 'only_vip'
//  7. availability not_for_sale                    → 'not_for_sale', price still shown with an out-of-stock note
//  8. availability hidden without a special price  → 'out_of_stock'. Hidden options are not listed; if one is
//                                                    reached (an old link, a cart line) it behaves as sold out.
// Only not_for_sale keeps the price visible (4-14); every other reason replaces it with the message.
import type { PricingContext, Product, ProductOption } from './catalogue-types.ts';
import { HK_ONLY_COUNTRY_KEYS } from './countries.ts';
import { hasSpecialPrice, shopperGroups } from './pricing.ts';

export const UNAVAILABLE_REASONS = [
  'combination_restrictions',
  'only_hk_macau',
  'not_shippable',
  'out_of_stock',
  'only_vip',
  'not_for_sale',
  'disabled',
] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];

export type PurchasableResult = { ok: true } | { ok: false; reason: UnavailableReason; showPrice: boolean };

export interface PurchasableOptions {
  /** the special-offer item's bundle sku clashes with non-shippable items in the cart */
  bundleClash?: boolean;
  /** look up brandShipping under this key instead of product.brand_key (e.g. 'special_offer') */
  shippingKey?: string;
}

/**
 * Brands without an entry in the shipping table ship to Hong Kong & Macau only: 9-02 gives the 13-country
 * list to the own global lines and offers, and 'only hk' to every other brand group.
 */
export function shipToCountriesForBrand(
  brandShipping: Readonly<Record<string, readonly string[]>>,
  key: string,
): readonly string[] {
  return brandShipping[key] ?? HK_ONLY_COUNTRY_KEYS;
}

/** Where a product ships: its brand's countries, narrowed to the product's own list when staff set one. */
export function productShipTo(
  brandShipTo: readonly string[],
  shipCountries: readonly string[] | null | undefined,
): readonly string[] {
  return shipCountries ? brandShipTo.filter((c) => shipCountries.includes(c)) : brandShipTo;
}

/** The countries some delivery method serves: the union of their available_country_list (3-13). */
export function deliveryCountries(
  methods: readonly { available_country_list: readonly string[] }[],
): string[] {
  return [...new Set(methods.flatMap((m) => m.available_country_list))];
}

/**
 * The shipping half of "purchasable" (4-12): the brand ships to the country AND a delivery method serves it.
 * A brand that ships to Hong Kong only says so ('only Hong Kong and Macau', 8-06) even where no method
 * serves the country either: that is the reason the shopper can act on. Null when it ships.
 */
export function shippingReason(
  brandShipTo: readonly string[],
  deliveryCountryKeys: readonly string[],
  countryKey: string,
): 'only_hk_macau' | 'not_shippable' | null {
  if (!brandShipTo.includes(countryKey))
    return brandShipTo.length === 1 && brandShipTo[0] === 'hk' ? 'only_hk_macau' : 'not_shippable';
  if (!deliveryCountryKeys.includes(countryKey)) return 'not_shippable';
  return null;
}

function fail(reason: UnavailableReason, showPrice = false): PurchasableResult {
  return { ok: false, reason, showPrice };
}

/** Members-only: an empty allow list means everyone; the public group in it also means everyone. */
export function memberGroupAllows(option: ProductOption, memberGroupIds: readonly string[]): boolean {
  if (option.allow_member_group.length === 0) return true;
  const groups = shopperGroups(memberGroupIds);
  return option.allow_member_group.some((g) => groups.has(g));
}

export function checkPurchasable(
  product: Product,
  option: ProductOption,
  ctx: PricingContext,
  opts: PurchasableOptions = {},
): PurchasableResult {
  if (option.availability === 'disabled' || product.published === false) return fail('disabled');

  const shipTo = productShipTo(
    shipToCountriesForBrand(ctx.brandShipping, opts.shippingKey ?? product.brand_key),
    product.ship_countries,
  );
  const shipping = shippingReason(shipTo, ctx.deliveryCountryKeys, ctx.countryKey);
  if (shipping) return fail(shipping);
  if (ctx.optOutSkus.includes(option.sub_sku) || ctx.optOutSkus.includes(product.sku))
    return fail('not_shippable');
  if (opts.bundleClash) return fail('combination_restrictions');
  if (!memberGroupAllows(option, ctx.memberGroupIds)) return fail('only_vip');

  switch (option.availability) {
    case 'in_stock':
    case 'pre_order':
      return { ok: true };
    case 'not_for_sale':
      return fail('not_for_sale', true);
    case 'hidden':
      // a hidden option is sold only as an add-on at its special price, never on its own
      return hasSpecialPrice(option) && ctx.specialOffer !== false ? { ok: true } : fail('out_of_stock');
  }
}

export function isPurchasable(
  product: Product,
  option: ProductOption,
  ctx: PricingContext,
  opts?: PurchasableOptions,
): boolean {
  return checkPurchasable(product, option, ctx, opts).ok;
}

/** Subscription choices: subscription options that are neither hidden nor disabled (4-15). */
export function subscriptionOptions(product: Product): ProductOption[] {
  return product.options.filter(
    (o) => o.is_subscription && o.availability !== 'hidden' && o.availability !== 'disabled',
  );
}

/** Special-offer choices exclude subscriptions and disabled options (4-15). */
export function specialOfferOptions(product: Product): ProductOption[] {
  return product.options.filter((o) => !o.is_subscription && o.availability !== 'disabled');
}

/**
 * A disabled option exists for no one (step 1 above): pages do not offer it for picking. Its reason, when an old
 * link or cart line reaches it, is 'disabled' ("currently unavailable"), never a country or membership one.
 */
export const isOfferedOption = (o: Pick<ProductOption, 'availability'>) => o.availability !== 'disabled';

/** Single-purchase choices a product page lists: not subscriptions, not disabled, not hidden. */
export function singlePurchaseOptions(product: Product): ProductOption[] {
  return product.options.filter(
    (o) => !o.is_subscription && o.availability !== 'hidden' && o.availability !== 'disabled',
  );
}
