import type { ProductOut } from '@shop/api/types';
import type { Locale } from '@shop/core';

export type ProductOption = ProductOut['product_option'][number];

export function optionName(o: Pick<ProductOption, 'name' | 'name_en' | 'name_cn'>, locale: Locale): string {
  return locale === 'en' ? o.name_en : locale === 'cn' ? o.name_cn : o.name;
}

/** Variants the shopper chooses between: single-purchase options (subscriptions hang off them). */
export function singleOptions(p: ProductOut): ProductOption[] {
  return p.product_option.filter((o) => !o.is_subscription && !o.isTitle);
}

/** Subscription options of a variant, by interval. */
export function subscriptionsOf(p: ProductOut, parentSku: string): ProductOption[] {
  return p.product_option
    .filter((o) => o.is_subscription && o.subscription_parent_sku === parentSku && o.subscription_inteval_in_month)
    .sort((a, b) => (a.subscription_inteval_in_month ?? 0) - (b.subscription_inteval_in_month ?? 0));
}

/** The variant shown first: the first one that can be bought, else the first. */
export function defaultOption(p: ProductOut): ProductOption | undefined {
  const singles = singleOptions(p);
  return singles.find((o) => o.display.purchasable) ?? singles[0];
}

/** DD/MM/YYYY (SPEC §9) from an ISO date, without time-zone drift. */
export function dmy(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}
