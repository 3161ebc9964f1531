// The request bodies of /api/v1/admin/settings/*: the API validates with them and the back office's forms are read
// into them, so a field renamed here breaks both at typecheck. Money is integer minor units.
import { z } from 'zod';
import { rateProblem } from '../back-office-money.ts';
import { COUNTRY_KEYS } from '../countries.ts';
import { CURRENCY_CODES } from '../currencies.ts';

const minor = z.number().int().min(0).max(100_000_000);
const text = (max: number) => z.string().trim().min(1).max(max);
const localized = z.strictObject({ eng: text(200), chi: text(200), cn: text(200) });
const id = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{1,62}$/, 'lowercase letters, digits and dashes (2–63)')
  .describe('a stable id: lowercase letters, digits, dashes');
/** A rate to USD an owner may type (back-office-money.ts: at most 6 decimals, above 0). */
export const currencyRateSchema = z
  .string()
  .trim()
  .superRefine((v, ctx) => {
    const problem = rateProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
/** A shop path or an https address: never javascript: or another scheme. */
const link = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/(?!\/)[^\s]*|https:\/\/[^\s]+)$/, 'a path starting with / or an https:// address');
const sku = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][\w.-]{0,63}$/, 'a sku');

/** PUT /admin/settings/currencies/:currency */
export const currencyRateBody = z.strictObject({ rate_to_usd: currencyRateSchema });
export type CurrencyRateBody = z.infer<typeof currencyRateBody>;

/** PUT /admin/settings/gift-wrap, and the stored value: per item (9-13), in HKD and USD minor units. */
export const giftWrapFeeSchema = z.strictObject({ hkd: minor, usd: minor });
export type GiftWrapFee = z.infer<typeof giftWrapFeeSchema>;

/** Minor units per currency; a currency left out keeps core's table (FREE_SHIPPING_THRESHOLDS). */
export const freeShippingSchema = z.partialRecord(z.enum(CURRENCY_CODES), minor);
/** PUT /admin/settings/free-shipping */
export const freeShippingBody = z.strictObject({ thresholds: freeShippingSchema });
export type FreeShippingBody = z.infer<typeof freeShippingBody>;

/**
 * PUT /admin/settings/order-operations, and the stored value: how long after delivery a shopper may ask for a return,
 * and by how much a bank transfer or cash payment may fall short (bank charges) and still count as paid in full, in
 * minor units per currency (a currency left out has no tolerance).
 */
export const orderOperationsSchema = z.strictObject({
  return_window_days: z.number().int().min(0).max(365),
  transfer_tolerance: z.partialRecord(z.enum(CURRENCY_CODES), z.number().int().min(0).max(1_000_000)),
});
export type OrderOperationsSettings = z.infer<typeof orderOperationsSchema>;
export const DEFAULT_ORDER_OPERATIONS: OrderOperationsSettings = {
  return_window_days: 14,
  transfer_tolerance: { HKD: 2000 },
};

/** PUT /admin/settings/bank-account, and the stored value: the account shown to shoppers paying by transfer. */
export const bankAccountSchema = z.strictObject({
  bank_name: z.string().trim().min(2).max(100),
  account_name: z.string().trim().min(2).max(100),
  account_no: z
    .string()
    .trim()
    .regex(/^[\d -]{6,34}$/, 'must be an account number (digits, spaces, dashes)'),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** PUT /admin/settings/delivery-methods/:id */
export const deliveryMethodBody = z.strictObject({
  kind: z.enum(['delivery', 'pickup']),
  name: localized,
  price_hkd: minor,
  price_usd: minor,
  available_country_list: z.array(z.enum(COUNTRY_KEYS)).min(1).max(COUNTRY_KEYS.length),
  priority: z.number().int().min(0).max(10_000).default(0),
});
export type DeliveryMethodBody = z.infer<typeof deliveryMethodBody>;
/** POST /admin/settings/delivery-methods */
export const deliveryMethodCreateBody = deliveryMethodBody.extend({ id });
export type DeliveryMethodCreateBody = z.infer<typeof deliveryMethodCreateBody>;

/** PUT /admin/settings/banners/:id */
export const bannerBody = z.strictObject({
  kind: z.enum(['hero', 'marketplace']),
  title: localized,
  subtitle: localized,
  cta: localized,
  image: link,
  link,
  priority: z.number().int().min(0).max(10_000).default(0),
});
export type BannerBody = z.infer<typeof bannerBody>;
/** POST /admin/settings/banners */
export const bannerCreateBody = bannerBody.extend({ id });
export type BannerCreateBody = z.infer<typeof bannerCreateBody>;

/** PUT /admin/settings/optout-skus: the whole list, each sku once. */
export const optOutSkusBody = z.strictObject({
  items: z
    .array(z.strictObject({ sku, reason: z.string().trim().max(200).nullable().default(null) }))
    .max(500)
    .refine((l) => new Set(l.map((i) => i.sku)).size === l.length, 'each sku once'),
});
export type OptOutSkusBody = z.infer<typeof optOutSkusBody>;

/** PUT /admin/settings/homepage/:key: one homepage list, in order (skus or collection keys). */
export const homepageListBody = z.strictObject({ value: z.array(sku).max(50) });
export type HomepageListBody = z.infer<typeof homepageListBody>;
