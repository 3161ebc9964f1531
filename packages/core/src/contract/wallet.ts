import { z } from 'zod';
import { CURRENCY_CODES } from '../currencies.ts';
import { WALLET_ENTRY_KINDS, WALLET_PAGE_SIZE } from '../wallet.ts';
import { localized, minor } from './common.ts';

/** The member's cash dollars, referral code and rewards: /api/v1/account/wallet, /account/rewards, … */

const moneyRow = z.object({ currency: z.string(), amount: minor });

export const walletQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(WALLET_PAGE_SIZE),
});

export const walletEntryOut = z.object({
  _id: z.string(),
  currency: z.string(),
  amount: minor,
  balance_after: minor,
  kind: z.enum(WALLET_ENTRY_KINDS),
  ref_type: z.string(),
  ref_id: z.string(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type WalletEntry = z.infer<typeof walletEntryOut>;

/** balances per currency and one page of the ledger, newest first (the member's and the back office's view) */
export const walletOut = z.object({
  balances: z.array(z.object({ currency: z.string(), balance: minor })),
  entries: z.array(walletEntryOut),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type WalletOut = z.infer<typeof walletOut>;

export const convertBody = z.strictObject({
  from: z.enum(CURRENCY_CODES),
  to: z.enum(CURRENCY_CODES),
  amount: z.number().int().min(1).max(2_000_000_000),
});
export const convertOut = z.object({ from: z.string(), to: z.string(), debit: minor, credit: minor });
export type ConvertOut = z.infer<typeof convertOut>;

export const referralOut = z.object({
  code: z.string(),
  /** the share link's path (/?ref=CODE) */
  link: z.string(),
  friends_joined: z.number().int(),
  earned: z.array(moneyRow),
  pending: z.array(moneyRow),
});
export type ReferralOut = z.infer<typeof referralOut>;

export const rewardOut = z.object({
  _id: z.string(),
  kind: z.enum(['gift_item', 'cash']),
  name: localized,
  sub_sku: z.string().nullable(),
  amount_hkd: minor,
  amount_usd: minor,
  source: z.string(),
  order_id: z.string().nullable(),
  expires_at: z.string(),
  redeemed_order_id: z.string().nullable(),
  status: z.enum(['available', 'used', 'expired']),
});
export type RewardOut = z.infer<typeof rewardOut>;
export const rewardsOut = z.object({ rewards: z.array(rewardOut) });
export type RewardsOut = z.infer<typeof rewardsOut>;

/**
 * POST /api/v1/user/giftcode with the code alone: a member redeems a gift code (cash dollars, or a reward). The
 * order module's route answers it beside the checkout's coupon check (valid, discount, reason).
 */
export const giftCodeRedemptionOut = z.object({
  valid: z.literal(true),
  discount: z.literal(0),
  reason: z.null(),
  kind: z.enum(['cash', 'reward']),
  currency: z.string().nullable(),
  amount: minor,
});
export type GiftCodeRedemption = z.infer<typeof giftCodeRedemptionOut>;
