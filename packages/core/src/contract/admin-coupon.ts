import { z } from 'zod';
import { COUPON_KINDS } from '../coupons.ts';
import { CURRENCY_CODES } from '../currencies.ts';

/** The back office's coupons: list, create, change and who used them (/api/v1/admin/coupons…). */

const INT4_MAX = 2_147_483_647;
const minor = (min: number) => z.number().int().min(min).max(INT4_MAX);
/** minor units of the currency, one entry per currency that has one */
const perCurrency = (min: number) => z.partialRecord(z.enum(CURRENCY_CODES), minor(min));
const instant = z.iso
  .datetime({ offset: true })
  .transform((s) => new Date(s))
  .nullable();
const limit = z.number().int().min(1).max(1_000_000).nullable();
const page = z.coerce.number().int().min(1).max(10_000).default(1);

const editable = {
  percent: z.number().int().min(1).max(100).nullable().optional(),
  amounts: perCurrency(1).optional(),
  min_spend: perCurrency(0).optional(),
  starts_at: instant.optional(),
  expires_at: instant.optional(),
  usage_limit: limit.optional(),
  per_member_limit: limit.optional(),
  disabled: z.boolean().optional(),
  description: z.string().trim().max(200).nullable().optional(),
};

export const couponOut = z.object({
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  percent: z.number().nullable(),
  amounts: z.record(z.string(), z.number()),
  min_spend: z.record(z.string(), z.number()),
  starts_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  usage_limit: z.number().nullable(),
  per_member_limit: z.number().nullable(),
  used_count: z.number(),
  disabled: z.boolean(),
  description: z.string().nullable(),
  created_at: z.string(),
});
export type AdminCoupon = z.infer<typeof couponOut>;

export const couponParams = z.object({ code: z.string().trim().min(1).max(40) });

export const couponsQuery = z.strictObject({ q: z.string().trim().max(60).optional(), page });
export const couponsOut = z.object({
  items: z.array(couponOut),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type CouponsOut = z.infer<typeof couponsOut>;

export const couponCreateBody = z.strictObject({
  code: z.string().trim().min(1).max(40),
  kind: z.enum(COUPON_KINDS),
  ...editable,
});
export const couponPatchBody = z.strictObject({ kind: z.enum(COUPON_KINDS).optional(), ...editable });

export const couponUsageQuery = z.strictObject({ page });
export const couponUsageOut = z.object({
  coupon: couponOut,
  items: z.array(
    z.object({
      order_id: z.string(),
      order_number: z.string().nullable(),
      order_status: z.string().nullable(),
      user_id: z.string().nullable(),
      member_name: z.string().nullable(),
      email: z.string(),
      currency: z.string(),
      discount: z.number(),
      released: z.boolean(),
      created_at: z.string(),
    }),
  ),
  totals: z.array(z.object({ currency: z.string(), uses: z.number(), discount: z.number() })),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type CouponUsageOut = z.infer<typeof couponUsageOut>;
