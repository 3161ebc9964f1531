import { z } from 'zod';
import { CURRENCY_CODES } from '../currencies.ts';
import { localized, minor } from './common.ts';

/**
 * The back office's settings answers (/api/v1/admin/settings…). The request schemas of these endpoints live with
 * the settings page's forms.
 */

export const adminDeliveryMethodOut = z.object({
  id: z.string(),
  kind: z.enum(['delivery', 'pickup']),
  name: localized,
  price_hkd: minor,
  price_usd: minor,
  available_country_list: z.array(z.string()),
  priority: z.number().int(),
});
export type AdminDeliveryMethod = z.infer<typeof adminDeliveryMethodOut>;

export const adminBannerOut = z.object({
  id: z.string(),
  kind: z.enum(['hero', 'marketplace']),
  title: localized,
  subtitle: localized,
  cta: localized,
  image: z.string(),
  link: z.string(),
  priority: z.number().int(),
});
export type AdminBanner = z.infer<typeof adminBannerOut>;

export const bankAccountOut = z.object({
  bank_name: z.string(),
  account_name: z.string(),
  account_no: z.string(),
});
export type BankAccountOut = z.infer<typeof bankAccountOut>;

/** per item, HKD and USD minor units */
export const giftWrapFeeOut = z.object({ hkd: minor, usd: minor });
export type GiftWrapFeeOut = z.infer<typeof giftWrapFeeOut>;

const optOutSkus = z.array(z.object({ sku: z.string(), reason: z.string().nullable() }));

/** GET /api/v1/admin/settings: every back-office setting */
export const adminSettingsOut = z.object({
  currencies: z.array(
    z.object({
      currency: z.enum(CURRENCY_CODES),
      rate_to_usd: z.string(),
      rate_to_hkd: z.string(),
      updated_at: z.string(),
    }),
  ),
  delivery_methods: z.array(adminDeliveryMethodOut),
  /** minor units per currency */
  free_shipping_thresholds: z.record(z.enum(CURRENCY_CODES), minor),
  gift_wrap_fee: giftWrapFeeOut,
  optout_skus: optOutSkus,
  /** ordered skus or collection keys; menu_list holds {collection, priority} entries, which the lists form cannot edit */
  homepage_lists: z.record(z.string(), z.array(z.unknown())),
  banners: z.array(adminBannerOut),
  bank_account: bankAccountOut.nullable(),
  bank_account_source: z.enum(['settings', 'config', 'sandbox']),
});
export type AdminSettingsOut = z.infer<typeof adminSettingsOut>;

/** what shoppers would pay for sample prices with a proposed rate, beside today (null: no rate yet) */
export const ratePreviewOut = z.object({
  currency: z.enum(CURRENCY_CODES),
  rate: z.string(),
  samples: z.array(
    z.object({ hkdMinor: minor, usdMinor: minor, current: minor.nullable(), proposed: minor }),
  ),
});
export type RatePreviewOut = z.infer<typeof ratePreviewOut>;

export const currencyRateOut = z.object({
  currency: z.enum(CURRENCY_CODES),
  rate_to_usd: z.string(),
  rate_to_hkd: z.string(),
});
export type CurrencyRateOut = z.infer<typeof currencyRateOut>;

export const freeShippingOut = z.object({ thresholds: z.partialRecord(z.enum(CURRENCY_CODES), minor) });
export type FreeShippingOut = z.infer<typeof freeShippingOut>;

export const optOutSkusOut = z.object({ items: optOutSkus });
export type OptOutSkusOut = z.infer<typeof optOutSkusOut>;

export const homepageListOut = z.object({ key: z.string(), value: z.array(z.string()) });
export type HomepageListOut = z.infer<typeof homepageListOut>;
