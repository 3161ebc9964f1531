// Cash-dollar wallet, referrals and review rewards (1-10 to 1-12, 2.12-11, 9-12, 9-16).
// The wallet is an append-only ledger of integer minor-unit entries per (member, currency): the balance is their sum
// and no entry may take it below zero. Pure rules only; the API serialises writers per (member, currency).
import { CURRENCIES, type CurrencyCode } from './currencies.ts';
import { ceilDiv, floorDiv, pow10, toSafeNumber } from './decimal.ts';
import { floorToDisplayUnit, parseRate, percentOf, rateFor, type Rates } from './money.ts';
import { REVIEW_REWARD_REDEMPTION_DAYS } from './reviews.ts';

export const WALLET_ENTRY_KINDS = [
  'referral', // the referrer's 10%, once the friend's order is delivered
  'referral_reversal', // that credit taken back when the order is refunded afterwards
  'spend', // cash dollars used at checkout
  'spend_return', // given back when that order is cancelled, expires or is refunded
  'convert_out',
  'convert_in',
  'adjustment', // staff, with a reason
  'gift_code',
  'review_reward',
] as const;
export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number];

/** Referral rates (1-11, 9-12): the friend's first order 10% off, the referrer 10% as cash dollars. */
export const REFERRAL_FRIEND_DISCOUNT_PERCENT = 10;
export const REFERRAL_REWARD_PERCENT = 10;
/** The smallest conversion, in US cents: below it a conversion is refused ("a minimum balance is needed"). */
export const WALLET_MIN_CONVERT_USD_MINOR = 100;
export const WALLET_PAGE_SIZE = 20;
// its own module: every storefront page checks a share link's code (the browser takes it without the wallet rules)
export { REFERRAL_CODE_PATTERN } from './referral-code.ts';

export type WalletProblem =
  'invalid_amount' | 'insufficient_balance' | 'same_currency' | 'below_minimum' | 'converts_to_nothing';

/** The balance after an entry, or the reason it is refused: amounts are safe integers, balances never negative. */
export function balanceAfter(
  balance: number,
  amount: number,
): { ok: true; balance: number } | { ok: false; problem: WalletProblem } {
  if (!Number.isSafeInteger(balance) || balance < 0 || !Number.isSafeInteger(amount) || amount === 0)
    return { ok: false, problem: 'invalid_amount' };
  const next = balance + amount;
  if (!Number.isSafeInteger(next)) return { ok: false, problem: 'invalid_amount' };
  if (next < 0) return { ok: false, problem: 'insufficient_balance' };
  return { ok: true, balance: next };
}

/** The sum of a ledger's amounts (what the balance row must always equal). */
export function ledgerBalance(entries: readonly { amount: number }[]): number {
  return entries.reduce((n, e) => n + e.amount, 0);
}

/** Units of `currency` per US dollar as an exact fraction (numerator, denominator) scaled to minor units. */
function minorPerUsdMinor(currency: CurrencyCode, rates: Rates): { num: bigint; den: bigint } {
  const r = parseRate(rateFor(currency, rates));
  // 1 US cent = rate/100 major units = rate × 10^digits / 100 minor units
  return { num: r.units * pow10(CURRENCIES[currency].minorDigits), den: 100n * pow10(r.scale) };
}

/**
 * Converts wallet money between currencies at the shop's rates (each rate is per US dollar), exactly in BigInt,
 * then floors to what the target currency shows (cents, or whole NT$/¥/₩/฿): a conversion never creates money,
 * the fraction below the shown unit is the shop's rounding. HKD converts through its rate like the others.
 */
export function convertWalletAmount(
  amountMinor: number,
  from: CurrencyCode,
  to: CurrencyCode,
  rates: Rates,
): number {
  const f = minorPerUsdMinor(from, rates);
  const t = minorPerUsdMinor(to, rates);
  // target = amount / (f.num/f.den) × (t.num/t.den)
  const exact = floorDiv(BigInt(amountMinor) * f.den * t.num, f.num * t.den);
  return floorToDisplayUnit(toSafeNumber(exact), to);
}

/** The smallest amount of `currency` that may be converted (WALLET_MIN_CONVERT_USD_MINOR, rounded up). */
export function minimumConversion(currency: CurrencyCode, rates: Rates): number {
  const c = minorPerUsdMinor(currency, rates);
  return toSafeNumber(ceilDiv(BigInt(WALLET_MIN_CONVERT_USD_MINOR) * c.num, c.den));
}

export interface ConversionPlan {
  debit: number;
  credit: number;
}

/** Checks a conversion request against the balance and the minimum; the debit and credit it makes. */
export function planConversion(
  req: { amount: number; from: CurrencyCode; to: CurrencyCode; balance: number },
  rates: Rates,
): { ok: true; plan: ConversionPlan } | { ok: false; problem: WalletProblem } {
  if (!Number.isSafeInteger(req.amount) || req.amount <= 0) return { ok: false, problem: 'invalid_amount' };
  if (req.from === req.to) return { ok: false, problem: 'same_currency' };
  if (req.amount > req.balance) return { ok: false, problem: 'insufficient_balance' };
  if (req.amount < minimumConversion(req.from, rates)) return { ok: false, problem: 'below_minimum' };
  const credit = convertWalletAmount(req.amount, req.from, req.to, rates);
  if (credit <= 0) return { ok: false, problem: 'converts_to_nothing' };
  return { ok: true, plan: { debit: req.amount, credit } };
}

/** Cash dollars applied at checkout: what was asked, never more than the balance or the goods total. */
export function cashDollarsApplied(requested: number, balance: number, goodsTotal: number): number {
  if (!Number.isSafeInteger(requested) || requested <= 0) return 0;
  return Math.max(0, Math.min(requested, balance, goodsTotal));
}

/** The friend's first-order discount: 10% of the goods after other discounts, floored to the shown unit. */
export function referralFriendDiscount(goodsAfterDiscounts: number, currency: CurrencyCode): number {
  return percentOf(Math.max(0, goodsAfterDiscounts), REFERRAL_FRIEND_DISCOUNT_PERCENT, currency);
}

/** The referrer's credit: 10% of the friend's goods after discounts, before shipping, floored to the shown unit. */
export function referralReward(goodsAfterDiscounts: number, currency: CurrencyCode): number {
  return percentOf(Math.max(0, goodsAfterDiscounts), REFERRAL_REWARD_PERCENT, currency);
}

const DAY_MS = 86_400_000;

/** A review reward can be redeemed for 60 days after the review's publication. */
export function rewardExpiresAt(publishedAt: Date): Date {
  return new Date(publishedAt.getTime() + REVIEW_REWARD_REDEMPTION_DAYS * DAY_MS);
}

export type RewardProblem = 'reward_expired' | 'reward_used' | 'reward_not_found';

export function rewardProblem(
  reward: { expiresAt: Date; redeemedOrderId: string | null } | null | undefined,
  now: Date,
): RewardProblem | null {
  if (!reward) return 'reward_not_found';
  if (reward.redeemedOrderId) return 'reward_used';
  if (now.getTime() >= reward.expiresAt.getTime()) return 'reward_expired';
  return null;
}

/** What identifies a shopper for self-referral: any one shared value refuses the referral. */
export interface ReferralIdentity {
  email?: string | null;
  phone?: string | null;
  addresses?: readonly string[];
  paymentMethods?: readonly string[];
}

const norm = (s: string | null | undefined) => (s ?? '').toLowerCase().replace(/[\s,.#-]+/g, '');
const normEmail = (s: string | null | undefined) => {
  const e = (s ?? '').trim().toLowerCase();
  const [local = '', domain = ''] = e.split('@');
  // plus-addressing reaches the same inbox
  return domain ? `${local.split('+')[0]}@${domain}` : e;
};
const digits = (s: string | null | undefined) => (s ?? '').replace(/\D/g, '');

/** Self-referral: same email, phone, address or payment method as the referrer. */
export function isSelfReferral(referrer: ReferralIdentity, friend: ReferralIdentity): boolean {
  const e = normEmail(referrer.email);
  if (e && e === normEmail(friend.email)) return true;
  const p = digits(referrer.phone);
  if (p.length >= 6 && p === digits(friend.phone)) return true;
  const addr = new Set((referrer.addresses ?? []).map(norm).filter(Boolean));
  if ((friend.addresses ?? []).some((a) => addr.has(norm(a)))) return true;
  const pay = new Set((referrer.paymentMethods ?? []).filter(Boolean));
  return (friend.paymentMethods ?? []).some((m) => pay.has(m));
}

export function normalizeReferralCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Gift codes as typed: case and separators do not matter. */
export function normalizeGiftCode(code: string): string {
  return code
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '');
}
