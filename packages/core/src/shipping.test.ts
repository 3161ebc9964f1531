import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from './currencies.ts';
import { displayUnitMinor } from './money.ts';
import {
  freeShippingGap,
  FREE_SHIPPING_SECOND_TABLE,
  FREE_SHIPPING_THRESHOLDS,
  freeShippingProgress,
  freeShippingThresholdMinor,
  qualifiesForFreeShipping,
  remainingToFreeShipping,
} from './shipping.ts';

describe('free shipping', () => {
  it('tables cover every currency', () => {
    for (const c of CURRENCY_CODES) {
      expect(FREE_SHIPPING_THRESHOLDS[c]).toBeGreaterThan(0);
      expect(FREE_SHIPPING_SECOND_TABLE[c]).toBeGreaterThan(0);
    }
    expect(FREE_SHIPPING_THRESHOLDS.THB).toBe(3000);
    expect(FREE_SHIPPING_SECOND_TABLE.THB).toBe(400);
    expect(freeShippingThresholdMinor('HKD')).toBe(80000);
    expect(freeShippingThresholdMinor('JPY')).toBe(20000);
    expect(freeShippingThresholdMinor('KRW')).toBe(150000);
    expect(freeShippingThresholdMinor('TWD')).toBe(350000);
  });

  it('qualifies only when the total exceeds the threshold', () => {
    expect(qualifiesForFreeShipping(80000, 'HKD')).toBe(false);
    expect(qualifiesForFreeShipping(80001, 'HKD')).toBe(true);
    expect(qualifiesForFreeShipping(20000, 'JPY')).toBe(false);
    expect(qualifiesForFreeShipping(20001, 'JPY')).toBe(true);
  });

  it('remaining is the gap plus one display unit', () => {
    expect(remainingToFreeShipping(70000, 'HKD')).toBe(10001);
    expect(remainingToFreeShipping(80000, 'HKD')).toBe(1);
    expect(remainingToFreeShipping(80001, 'HKD')).toBe(0);
    expect(remainingToFreeShipping(340000, 'TWD')).toBe(10100);
    expect(remainingToFreeShipping(349950, 'TWD')).toBe(100); // gap 0.50 + 0.01 → NT$1
    expect(remainingToFreeShipping(0, 'JPY')).toBe(20001);
  });

  it('progress is clamped to 0..1', () => {
    expect(freeShippingProgress(40000, 'HKD')).toBe(0.5);
    expect(freeShippingProgress(0, 'HKD')).toBe(0);
    expect(freeShippingProgress(-5, 'HKD')).toBe(0);
    expect(freeShippingProgress(999999, 'HKD')).toBe(1);
  });

  it('property: total + remaining qualifies, and one display unit less does not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e8 }), fc.constantFrom(...CURRENCY_CODES), (total, c) => {
        const rest = remainingToFreeShipping(total, c);
        expect(rest).toBeGreaterThanOrEqual(0);
        expect(qualifiesForFreeShipping(total + rest, c)).toBe(true);
        expect(rest % displayUnitMinor(c)).toBe(0);
        if (rest > 0) expect(qualifiesForFreeShipping(total + rest - displayUnitMinor(c), c)).toBe(false);
        const p = freeShippingProgress(total, c);
        expect(p >= 0 && p <= 1).toBe(true);
      }),
    );
  });
});

describe('freeShippingGap', () => {
  it('is the distance to the threshold, 0 once it is exceeded', () => {
    expect(freeShippingGap(70000, 'HKD')).toBe(10000);
    expect(freeShippingGap(80001, 'HKD')).toBe(0);
    expect(freeShippingGap(15_000, 'JPY')).toBe(5_000);
  });
});
