import { z } from 'zod';
import { CURRENCY_CODES } from '../currencies.ts';
import { minor } from './common.ts';

/**
 * The back office's loyalty: a member's wallet and adjustments, the referral report, the reward catalogue and
 * gift-code batches (/api/v1/admin/members/:id/wallet, /admin/referrals, /admin/rewards, /admin/gift-codes).
 */

const INT4_MAX = 2_147_483_647;
const pageQuery = z.strictObject({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

export const adminIdParams = z.object({ id: z.string().trim().min(1).max(64) });

export const adminWalletQuery = pageQuery;

export const walletAdjustBody = z.strictObject({
  currency: z.enum(CURRENCY_CODES),
  amount: z
    .number()
    .int()
    .min(-INT4_MAX)
    .max(INT4_MAX)
    .refine((n) => n !== 0, 'validation.required'),
  reason: z.string().trim().min(3).max(300),
});
export const walletAdjustOut = z.object({ _id: z.string(), balance_after: minor });
export type WalletAdjustOut = z.infer<typeof walletAdjustOut>;

export const referralsQuery = pageQuery;
export const referralRowOut = z.object({
  _id: z.string(),
  referrer_id: z.string(),
  referrer_name: z.string(),
  referrer_email: z.string(),
  friend_id: z.string(),
  friend_name: z.string(),
  friend_email: z.string(),
  code: z.string(),
  status: z.enum(['joined', 'pending', 'available', 'reversed']),
  order_id: z.string().nullable(),
  currency: z.string().nullable(),
  amount: minor,
  created_at: z.string(),
});
export type ReferralRow = z.infer<typeof referralRowOut>;
export const referralsOut = z.object({ total: z.number().int(), items: z.array(referralRowOut) });
export type ReferralsOut = z.infer<typeof referralsOut>;

const rewardName = z.strictObject({
  eng: z.string().trim().min(1).max(120),
  chi: z.string().trim().min(1).max(120),
  cn: z.string().trim().min(1).max(120),
});
export const rewardBody = z.strictObject({
  kind: z.enum(['gift_item', 'cash']),
  name: rewardName,
  sub_sku: z.string().trim().min(1).max(64).nullable().default(null),
  amount_hkd: z.number().int().min(0).max(INT4_MAX).default(0),
  amount_usd: z.number().int().min(0).max(INT4_MAX).default(0),
  for_reviews: z.boolean().default(false),
  disabled: z.boolean().default(false),
});
export type RewardBody = z.output<typeof rewardBody>;
export const rewardPatchBody = z.strictObject({
  for_reviews: z.boolean().optional(),
  disabled: z.boolean().optional(),
});
export const catalogueRewardOut = z.object({
  _id: z.string(),
  kind: z.enum(['gift_item', 'cash']),
  name: z.object({ eng: z.string(), chi: z.string(), cn: z.string() }),
  sub_sku: z.string().nullable(),
  amount_hkd: minor,
  amount_usd: minor,
  for_reviews: z.boolean(),
  disabled: z.boolean(),
});
export type CatalogueReward = z.infer<typeof catalogueRewardOut>;
export const catalogueRewardsOut = z.object({ rewards: z.array(catalogueRewardOut) });
export type CatalogueRewardsOut = z.infer<typeof catalogueRewardsOut>;

export const giftCodeBatchOut = z.object({
  _id: z.string(),
  name: z.string(),
  kind: z.enum(['cash', 'reward']),
  currency: z.string().nullable(),
  amount: minor,
  catalogue_id: z.string().nullable(),
  count: z.number().int(),
  redeemed: z.number().int(),
  expires_at: z.string().nullable(),
  disabled: z.boolean(),
  created_at: z.string(),
});
export type GiftCodeBatch = z.infer<typeof giftCodeBatchOut>;
export const giftCodeBatchesOut = z.object({ batches: z.array(giftCodeBatchOut) });
export type GiftCodeBatchesOut = z.infer<typeof giftCodeBatchesOut>;

export const giftCodesBody = z.strictObject({
  name: z.string().trim().min(1).max(100),
  kind: z.enum(['cash', 'reward']),
  currency: z.enum(CURRENCY_CODES).optional(),
  amount: z.number().int().min(0).max(INT4_MAX).default(0),
  catalogue_id: z.string().trim().min(1).max(64).optional(),
  count: z.number().int().min(1).max(5000),
  expires_at: z.iso
    .datetime({ offset: true })
    .transform((s) => new Date(s))
    .optional(),
});
export const giftCodesCreatedOut = z.object({ _id: z.string(), count: z.number().int() });
export type GiftCodesCreatedOut = z.infer<typeof giftCodesCreatedOut>;

export const giftCodeBatchPatchBody = z.strictObject({ disabled: z.boolean() });
export const giftCodeBatchPatchOut = z.object({
  _id: z.string(),
  disabled: z.boolean(),
  redeemed: z.number().int(),
});
export type GiftCodeBatchPatchOut = z.infer<typeof giftCodeBatchPatchOut>;
