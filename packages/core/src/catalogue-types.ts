// The catalogue as core sees it (3-01, 3-02), with every price in integer minor units. The API maps its rows
// (and the legacy field names: price → price_hkd, multi_pricing + multi_pricing_usd → one list) to these.
import type { CountryKey } from './countries.ts';
import type { CurrencyCode } from './currencies.ts';
import type { MemberTier } from './membership.ts';

export const AVAILABILITIES = ['in_stock', 'pre_order', 'not_for_sale', 'disabled', 'hidden'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** 0 single purchase, 2 treatment (9-30). */
export const PRODUCT_TYPES = { SinglePurchase: 0, Treatment: 2 } as const;
export type ProductType = (typeof PRODUCT_TYPES)[keyof typeof PRODUCT_TYPES];

export interface FixPrice {
  member_group: string;
  price_hkd: number;
  price_usd: number;
}

export interface MultiPricingTier {
  qty: number;
  price_hkd: number;
  price_usd: number;
}

export interface MultiPricing {
  member_group: string;
  pricing: MultiPricingTier[];
}

export interface ProductOption {
  sub_sku: string;
  name: string;
  name_en: string;
  availability: Availability;
  price_hkd: number;
  price_usd: number;
  original_price_hkd?: number | null;
  original_price_usd?: number | null;
  special_pricing_hkd?: number | null;
  special_pricing_usd?: number | null;
  treatment_original_price_hkd?: number | null;
  treatment_original_price_usd?: number | null;
  fix_price: FixPrice[];
  multi_pricing: MultiPricing[];
  is_subscription: boolean;
  subscription_parent_sku?: string | null;
  /** spelled so in the catalogue */
  subscription_inteval_in_month?: number | null;
  /** empty = everyone may buy */
  allow_member_group: string[];
  /** ISO date */
  cut_off_date?: string | null;
  /** ISO date of estimated shipping */
  estimate?: string | null;
  isTitle?: boolean;
}

export interface Product {
  id: string;
  sku: string;
  brand_key: string;
  product_type: ProductType;
  options: ProductOption[];
  unique_url?: string;
  name?: { chi: string; eng: string; cn: string };
  package_items?: string[];
  /** false: hidden by staff, off the storefront and not for sale (a bag line of it stops checkout) */
  published?: boolean;
  /** set: the product ships only to these of its brand's countries; null or absent: wherever the brand ships */
  ship_countries?: readonly string[] | null;
}

export interface PricingContext {
  currency: CurrencyCode;
  /** units of currency per 1 USD, decimal strings */
  rates: Record<string, string>;
  /** group ids of the shopper; empty for guests (the public group is always implied) */
  memberGroupIds: string[];
  tiers: MemberTier[];
  quantity: number;
  countryKey: CountryKey;
  /** brand_key (or shipping group such as special_offer) → country keys it ships to */
  brandShipping: Record<string, string[]>;
  optOutSkus: string[];
  /** force treatment pricing; defaults to product.product_type === 2 */
  isTreatment?: boolean;
  /**
   * false: a bag line whose special (add-on) price does not apply, since the product it belongs to is not with it
   * (cart-rules offerPriceApplies). Unset: catalogue display, where the special price shows.
   */
  specialOffer?: boolean;
  /**
   * Union of available_country_list over the shop's delivery methods (deliveryCountries()): the country must be
   * in it (4-12). Required so no caller can
   * forget the delivery half of the rule.
   */
  deliveryCountryKeys: readonly string[];
}
