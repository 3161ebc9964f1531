import { describe, expect, it } from 'vitest';
import { parseMoneyInput } from '@shop/core';
import { couponStatus, hkLocalToIso, isoToHkLocal, readCouponForm } from './admin-coupons.ts';

const form = (entries: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.set(k, v);
  return f;
};

describe('coupon form', () => {
  it('turns decimal amounts into minor units and Hong Kong times into instants', () => {
    const r = readCouponForm(
      form({
        code: 'spring',
        kind: 'fixed',
        amount_HKD: '50',
        amount_USD: '6.5',
        amount_TWD: '200',
        min_HKD: '300.00',
        starts_at: '2026-03-01T10:00',
        expires_at: '',
        usage_limit: '100',
        per_member_limit: '1',
      }),
      true,
    );
    expect(r).toEqual({
      ok: true,
      body: {
        code: 'spring',
        kind: 'fixed',
        percent: null,
        amounts: { HKD: 5000, USD: 650, TWD: 20000 },
        min_spend: { HKD: 30000 },
        starts_at: '2026-03-01T10:00:00+08:00',
        expires_at: null,
        usage_limit: 100,
        per_member_limit: 1,
        description: null,
      },
    });
  });

  it('names the field of an amount it cannot read', () => {
    expect(readCouponForm(form({ kind: 'fixed', amount_HKD: '5,0' }), false)).toEqual({
      ok: false,
      field: 'amounts.HKD',
      reason: 'invalid_amount',
    });
    // TWD shows whole dollars only
    expect(parseMoneyInput('12.5', 'TWD')).toBeNull();
    expect(parseMoneyInput('1000', 'JPY')).toBe(1000);
    expect(readCouponForm(form({ kind: 'percent', percent: 'ten' }), false)).toMatchObject({
      field: 'percent',
    });
    expect(readCouponForm(form({ kind: 'percent', percent: '10', usage_limit: '-1' }), false)).toMatchObject({
      field: 'usage_limit',
    });
  });

  it('round-trips Hong Kong local times', () => {
    expect(isoToHkLocal('2026-02-28T16:00:00.000Z')).toBe('2026-03-01T00:00');
    expect(hkLocalToIso('2026-03-01T00:00')).toBe('2026-03-01T00:00:00+08:00');
    expect(hkLocalToIso('tomorrow')).toBeNull();
  });

  it('reads a coupon status the way checkout will', () => {
    const base = {
      code: 'X',
      kind: 'percent' as const,
      percent: 5,
      amounts: {},
      min_spend: {},
      starts_at: null,
      expires_at: null,
      usage_limit: null,
      per_member_limit: null,
      used_count: 0,
      disabled: false,
      description: null,
      created_at: '',
    };
    const now = Date.parse('2026-06-01T00:00:00Z');
    expect(couponStatus(base, now)).toBe('active');
    expect(couponStatus({ ...base, disabled: true }, now)).toBe('disabled');
    expect(couponStatus({ ...base, starts_at: '2026-07-01T00:00:00Z' }, now)).toBe('scheduled');
    expect(couponStatus({ ...base, expires_at: '2026-06-01T00:00:00Z' }, now)).toBe('expired');
    expect(couponStatus({ ...base, usage_limit: 2, used_count: 2 }, now)).toBe('used_up');
  });
});
