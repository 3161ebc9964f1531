// Coupon rules: when a code may be used, and what it takes off. The checkout and the back office share them.
import type { CurrencyCode } from './currencies.ts';
import { floorToDisplayUnit, percentOf } from './money.ts';

export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** Why a code is refused, in the order they are checked (the first that applies is the answer). */
export const COUPON_REASONS = [
  'unknown',
  'disabled',
  'not_started',
  'expired',
  'used_up',
  'member_limit',
  'currency',
  'min_spend',
] as const;
export type CouponReason = (typeof COUPON_REASONS)[number];

export interface CouponRule {
  kind: CouponKind;
  /** percent: whole percent off the subtotal */
  percent: number | null;
  /** fixed: minor units off, per currency; a currency without an amount cannot use the code */
  amounts: Readonly<Record<string, number>>;
  /** minimum subtotal per currency, minor units; a currency without one has no minimum */
  minSpend: Readonly<Record<string, number>>;
  startsAt: Date | null;
  expiresAt: Date | null;
  /** uses in total (held by unpaid orders or paid); null: no limit */
  usageLimit: number | null;
  /** uses per member (guests by email); 1 = single use for each shopper; null: no limit */
  perMemberLimit: number | null;
  disabled: boolean;
}

export interface CouponUse {
  now: Date;
  currency: CurrencyCode;
  subtotal: number;
  /** this shopper's live uses of the code (not released) */
  memberUses: number;
  /** everyone's live uses of the code */
  totalUses: number;
}

/** null when the code may be used now by this shopper on this subtotal, else the reason it may not. */
export function couponProblem(coupon: CouponRule | null | undefined, use: CouponUse): CouponReason | null {
  if (!coupon) return 'unknown';
  if (coupon.disabled) return 'disabled';
  if (coupon.startsAt && use.now < coupon.startsAt) return 'not_started';
  if (coupon.expiresAt && use.now >= coupon.expiresAt) return 'expired';
  if (coupon.usageLimit !== null && use.totalUses >= coupon.usageLimit) return 'used_up';
  if (coupon.perMemberLimit !== null && use.memberUses >= coupon.perMemberLimit) return 'member_limit';
  if (coupon.kind === 'fixed' && coupon.amounts[use.currency] === undefined) return 'currency';
  if (coupon.kind === 'percent' && !coupon.percent) return 'currency';
  const min = coupon.minSpend[use.currency];
  if (min !== undefined && use.subtotal < min) return 'min_spend';
  return null;
}

/**
 * What the code takes off this subtotal, in minor units: percent floored, fixed capped at the subtotal, both
 * floored to what the currency displays (whole NT$ or ¥), so the shopper never sees a fraction.
 */
export function couponAmountOff(coupon: CouponRule, currency: CurrencyCode, subtotal: number): number {
  if (subtotal <= 0) return 0;
  const raw =
    coupon.kind === 'percent'
      ? percentOf(subtotal, coupon.percent ?? 0)
      : Math.min(subtotal, coupon.amounts[currency] ?? 0);
  return floorToDisplayUnit(Math.max(0, raw), currency);
}

/** Codes are case-insensitive and kept upper-case. */
export const normalizeCouponCode = (code: string) => code.trim().toUpperCase();

/** The shape of a code staff may create: letters, digits, dash and underscore, 3 to 40 characters. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,39}$/;
