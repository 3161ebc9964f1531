import { describe, expect, it } from 'vitest';
import {
  COUPON_CODE_PATTERN,
  couponAmountOff,
  couponProblem,
  normalizeCouponCode,
  type CouponRule,
  type CouponUse,
} from './coupons.ts';
import { groupRateFromPercent, percentFromGroupRate } from './membership.ts';

const NOW = new Date('2026-06-01T12:00:00Z');
const rule = (over: Partial<CouponRule> = {}): CouponRule => ({
  kind: 'percent',
  percent: 10,
  amounts: {},
  minSpend: {},
  startsAt: null,
  expiresAt: null,
  usageLimit: null,
  perMemberLimit: null,
  disabled: false,
  ...over,
});
const use = (over: Partial<CouponUse> = {}): CouponUse => ({
  now: NOW,
  currency: 'HKD',
  subtotal: 100_00,
  memberUses: 0,
  totalUses: 0,
  ...over,
});

describe('couponProblem', () => {
  it('accepts a plain percent code', () => {
    expect(couponProblem(rule(), use())).toBeNull();
  });

  it('refuses a missing code as unknown', () => {
    expect(couponProblem(null, use())).toBe('unknown');
    expect(couponProblem(undefined, use())).toBe('unknown');
  });

  it('refuses a disabled code before anything else', () => {
    expect(couponProblem(rule({ disabled: true, expiresAt: new Date(0) }), use())).toBe('disabled');
  });

  it('is usable from starts_at (inclusive) until expires_at (exclusive)', () => {
    const c = rule({ startsAt: NOW, expiresAt: new Date(NOW.getTime() + 1000) });
    expect(couponProblem(c, use({ now: new Date(NOW.getTime() - 1) }))).toBe('not_started');
    expect(couponProblem(c, use({ now: NOW }))).toBeNull();
    expect(couponProblem(c, use({ now: new Date(NOW.getTime() + 999) }))).toBeNull();
    expect(couponProblem(c, use({ now: new Date(NOW.getTime() + 1000) }))).toBe('expired');
  });

  it('stops at the total usage limit', () => {
    const c = rule({ usageLimit: 2 });
    expect(couponProblem(c, use({ totalUses: 1 }))).toBeNull();
    expect(couponProblem(c, use({ totalUses: 2 }))).toBe('used_up');
  });

  it('stops at the per-member limit (1 = single use for each shopper)', () => {
    const c = rule({ perMemberLimit: 1 });
    expect(couponProblem(c, use({ memberUses: 0, totalUses: 50 }))).toBeNull();
    expect(couponProblem(c, use({ memberUses: 1 }))).toBe('member_limit');
    expect(couponProblem(rule({ perMemberLimit: 3 }), use({ memberUses: 2 }))).toBeNull();
    expect(couponProblem(rule({ perMemberLimit: 3 }), use({ memberUses: 3 }))).toBe('member_limit');
  });

  it('a fixed code needs an amount in the shopper currency', () => {
    const c = rule({ kind: 'fixed', percent: null, amounts: { HKD: 50_00 } });
    expect(couponProblem(c, use())).toBeNull();
    expect(couponProblem(c, use({ currency: 'USD' }))).toBe('currency');
  });

  it('checks the minimum spend of the shopper currency only', () => {
    const c = rule({ minSpend: { HKD: 500_00 } });
    expect(couponProblem(c, use({ subtotal: 499_99 }))).toBe('min_spend');
    expect(couponProblem(c, use({ subtotal: 500_00 }))).toBeNull();
    expect(couponProblem(c, use({ currency: 'USD', subtotal: 1 }))).toBeNull();
  });

  it('answers the first reason in the documented order', () => {
    const c = rule({ usageLimit: 1, perMemberLimit: 1, minSpend: { HKD: 1_000_00 } });
    expect(couponProblem(c, use({ totalUses: 1, memberUses: 1, subtotal: 1 }))).toBe('used_up');
    expect(couponProblem(c, use({ totalUses: 0, memberUses: 1, subtotal: 1 }))).toBe('member_limit');
  });
});

describe('couponAmountOff', () => {
  it('takes a whole percent, floored to minor units', () => {
    expect(couponAmountOff(rule({ percent: 10 }), 'HKD', 123_45)).toBe(12_34);
  });

  it('floors to what a zero-decimal display currency shows', () => {
    // TWD is stored in cents but shown in whole dollars: NT$123.45 → NT$12, not NT$12.34
    expect(couponAmountOff(rule({ percent: 10 }), 'TWD', 123_45)).toBe(12_00);
    expect(couponAmountOff(rule({ percent: 15 }), 'JPY', 999)).toBe(149);
  });

  it('caps a fixed amount at the subtotal', () => {
    const c = rule({ kind: 'fixed', percent: null, amounts: { HKD: 50_00 } });
    expect(couponAmountOff(c, 'HKD', 200_00)).toBe(50_00);
    expect(couponAmountOff(c, 'HKD', 30_00)).toBe(30_00);
    expect(couponAmountOff(c, 'HKD', 0)).toBe(0);
  });
});

describe('coupon codes', () => {
  it('are trimmed and upper-cased', () => {
    expect(normalizeCouponCode('  spring-10 ')).toBe('SPRING-10');
  });
  it('staff codes are letters, digits, dash and underscore', () => {
    expect(COUPON_CODE_PATTERN.test('SPRING_10')).toBe(true);
    expect(COUPON_CODE_PATTERN.test('AB')).toBe(false);
    expect(COUPON_CODE_PATTERN.test('NO SPACE')).toBe(false);
  });
});

describe('member group rates', () => {
  it('a percent paid becomes the stored share and back', () => {
    expect(groupRateFromPercent(85)).toBe(0.85);
    expect(groupRateFromPercent(87.5)).toBe(0.875);
    expect(groupRateFromPercent(0.29)).toBe(0.0029);
    expect(groupRateFromPercent(0)).toBe(0);
    expect(groupRateFromPercent(100)).toBe(1);
    expect(percentFromGroupRate(0.85)).toBe(85);
    expect(percentFromGroupRate(0.875)).toBe(87.5);
  });
  it('refuses rates outside 0–100 or finer than a hundredth of a percent', () => {
    for (const bad of [-1, 100.01, Number.NaN, Number.POSITIVE_INFINITY, 85.001])
      expect(groupRateFromPercent(bad), String(bad)).toBeNull();
  });
});
