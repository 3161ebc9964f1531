import { describe, expect, it } from 'vitest';
import { draftDiscountAmount, draftQuote, formatDraftNumber } from './draft-orders.ts';

describe('draftDiscountAmount', () => {
  it('takes an amount off, never more than the goods', () => {
    expect(draftDiscountAmount({ kind: 'amount', value: 5000 }, 20000)).toBe(5000);
    expect(draftDiscountAmount({ kind: 'amount', value: 50000 }, 20000)).toBe(20000);
  });
  it('takes a percentage, rounded half up to the minor unit, capped at 100%', () => {
    expect(draftDiscountAmount({ kind: 'percent', value: 10 }, 12345)).toBe(1235);
    expect(draftDiscountAmount({ kind: 'percent', value: 12.5 }, 10000)).toBe(1250);
    expect(draftDiscountAmount({ kind: 'percent', value: 150 }, 10000)).toBe(10000);
  });
  it('gives nothing without a discount, on empty goods or for a zero value', () => {
    expect(draftDiscountAmount(null, 10000)).toBe(0);
    expect(draftDiscountAmount({ kind: 'amount', value: 100 }, 0)).toBe(0);
    expect(draftDiscountAmount({ kind: 'percent', value: 0 }, 10000)).toBe(0);
  });
});

describe('draftQuote', () => {
  const delivery = { kind: 'delivery' as const, price: 3000 };
  it('adds member savings, discount, delivery and gift wrap as checkout does', () => {
    const q = draftQuote({
      currency: 'HKD',
      lines: [
        { unitPrice: 18000, listPrice: 20000, quantity: 2 },
        { unitPrice: 5000, listPrice: 5000, quantity: 1 },
      ],
      discount: { kind: 'percent', value: 10 },
      method: delivery,
      giftWrapUnit: 1000,
    });
    expect(q).toEqual({
      subtotal: 45000,
      member_discount: 4000,
      goods: 41000,
      discount: 4100,
      delivery_fee: 3000,
      delivery_fee_set: false,
      free_shipping: false,
      gift_wrap_fee: 3000,
      total: 41000 - 4100 + 3000 + 3000,
    });
  });
  it('charges the method below the free-shipping threshold, nothing for a pickup or above it', () => {
    const lines = [{ unitPrice: 10000, listPrice: 10000, quantity: 1 }];
    const base = { currency: 'HKD' as const, lines, giftWrapUnit: null };
    expect(draftQuote({ ...base, method: delivery }).delivery_fee).toBe(3000);
    expect(draftQuote({ ...base, method: { kind: 'pickup', price: 3000 } }).delivery_fee).toBe(0);
    expect(draftQuote({ ...base, method: null }).delivery_fee).toBe(0);
    const big = draftQuote({
      ...base,
      lines: [{ unitPrice: 90000, listPrice: 90000, quantity: 1 }],
      method: delivery,
    });
    expect(big).toMatchObject({ delivery_fee: 0, free_shipping: true });
    // the discount counts: goods above the threshold brought under it pay delivery again
    const under = draftQuote({
      ...base,
      lines: [{ unitPrice: 90000, listPrice: 90000, quantity: 1 }],
      discount: { kind: 'amount', value: 20000 },
      method: delivery,
    });
    expect(under.delivery_fee).toBe(3000);
  });
  it('uses the fee staff set instead of the rule', () => {
    const q = draftQuote({
      currency: 'HKD',
      lines: [{ unitPrice: 90000, listPrice: 90000, quantity: 1 }],
      method: delivery,
      feeOverride: 5000,
      giftWrapUnit: null,
    });
    expect(q).toMatchObject({ delivery_fee: 5000, delivery_fee_set: true, total: 95000 });
  });
  it('numbers drafts for people', () => {
    expect(formatDraftNumber(1001)).toBe('D1001');
  });
});
