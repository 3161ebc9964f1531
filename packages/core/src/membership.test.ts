import { describe, expect, it } from 'vitest';
import {
  brandGetsVipDiscount,
  deriveTiers,
  isKol,
  isVip,
  PUBLIC_GROUP_ID,
  VIP_RATE_PERCENT,
  vipDiscountLabelPercent,
} from './membership.ts';

describe('membership', () => {
  it('derives tiers from group names', () => {
    expect(deriveTiers([])).toEqual(['basic']);
    expect(deriveTiers(['V.I.P Member'])).toEqual(['basic', 'vip']);
    expect(deriveTiers(['Gold vip'])).toEqual(['basic', 'vip']);
    expect(deriveTiers(['Brand Ambassador'])).toEqual(['basic', 'kol']);
    expect(deriveTiers(['VIP', 'ambassador 2024'])).toEqual(['basic', 'vip', 'kol']);
    expect(deriveTiers(['Other/Public'])).toEqual(['basic']);
    expect(deriveTiers(['V I P'])).toEqual(['basic']);
  });

  it('isVip accepts names or tiers', () => {
    expect(isVip(['basic', 'vip'])).toBe(true);
    expect(isVip(['V.I.P'])).toBe(true);
    expect(isVip(['basic'])).toBe(false);
    expect(isKol(['kol'])).toBe(true);
    expect(isKol(['Ambassador'])).toBe(true);
    expect(isKol(['vip'])).toBe(false);
  });

  it('constants', () => {
    expect(PUBLIC_GROUP_ID).toBe('public');
    expect(VIP_RATE_PERCENT).toBe(85);
    expect(brandGetsVipDiscount('big_pi')).toBe(false);
    expect(brandGetsVipDiscount('oxygen_ceuticals')).toBe(true);
  });

  it('VIP label percent from the first brand entry', () => {
    expect(vipDiscountLabelPercent({ oxygen_ceuticals: 0.85 }, 'oxygen_ceuticals')).toBe(15);
    expect(vipDiscountLabelPercent({ a: 0.9, b: 0.8 }, 'b')).toBe(10);
    expect(vipDiscountLabelPercent({ oxygen_ceuticals: 0.85 }, 'big_pi')).toBeNull();
    expect(vipDiscountLabelPercent(undefined, 'oxygen_ceuticals')).toBeNull();
    expect(vipDiscountLabelPercent({}, 'oxygen_ceuticals')).toBeNull();
    expect(vipDiscountLabelPercent({ x: 1 }, 'x')).toBeNull();
    expect(vipDiscountLabelPercent({ x: 0 }, 'x')).toBeNull();
    expect(vipDiscountLabelPercent({ x: Number.NaN }, 'x')).toBeNull();
  });
});
