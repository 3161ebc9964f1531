import { describe, expect, it } from 'vitest';
import {
  brandGetsVipDiscount,
  deriveTiers,
  isKol,
  isVip,
  MEMBER_TIERS,
  PUBLIC_GROUP_ID,
  VIP_RATE_PERCENT,
  vipDiscountLabelPercent,
} from './membership.ts';

describe('membership', () => {
  it("derives tiers from the groups' tier fields, never from their names", () => {
    expect(deriveTiers([])).toEqual(['basic']);
    expect(deriveTiers(['basic'])).toEqual(['basic']);
    expect(deriveTiers(['vip'])).toEqual(['basic', 'vip']);
    expect(deriveTiers(['kol'])).toEqual(['basic', 'kol']);
    expect(deriveTiers(['kol', 'vip', 'vip'])).toEqual(['basic', 'vip', 'kol']);
  });

  it('isVip and isKol read tiers', () => {
    expect(isVip(['basic', 'vip'])).toBe(true);
    expect(isVip(['basic'])).toBe(false);
    expect(isKol(['kol'])).toBe(true);
    expect(isKol(['vip'])).toBe(false);
    expect(MEMBER_TIERS).toEqual(['basic', 'vip', 'kol']);
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
