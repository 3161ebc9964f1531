import { describe, expect, it } from 'vitest';
import { applyEditLines, editSettlement, isEditable, orderTotalOf } from './order-edits.ts';

describe('isEditable', () => {
  it('awaiting payment, paid or packed with nothing shipped', () => {
    expect(isEditable('paid', [{ shipped_quantity: 0 }])).toBe(true);
    expect(isEditable('awaiting_payment', [])).toBe(true);
    expect(isEditable('packed', [{ shipped_quantity: 0 }])).toBe(true);
  });
  it('not once anything shipped, nor after the order closed', () => {
    expect(isEditable('packed', [{ shipped_quantity: 1 }])).toBe(false);
    expect(isEditable('shipped', [{ shipped_quantity: 0 }])).toBe(false);
    expect(isEditable('cancelled', [])).toBe(false);
    expect(isEditable('refunded', [])).toBe(false);
  });
});

describe('applyEditLines', () => {
  const current = [
    { sub_sku: 'A', quantity: 2 },
    { sub_sku: 'B', quantity: 1 },
  ];
  it('adds a new line and units to an existing one', () => {
    const r = applyEditLines(current, {
      add: [
        { sub_sku: 'C', quantity: 1 },
        { sub_sku: 'A', quantity: 1 },
      ],
    });
    expect(r).toEqual({
      lines: [
        { sub_sku: 'A', before: 2, after: 3 },
        { sub_sku: 'B', before: 1, after: 1 },
        { sub_sku: 'C', before: 0, after: 1 },
      ],
    });
  });
  it('changes and removes by sub_sku', () => {
    const r = applyEditLines(current, { change: [{ sub_sku: 'B', quantity: 0 }] });
    expect(r).toEqual({
      lines: [
        { sub_sku: 'A', before: 2, after: 2 },
        { sub_sku: 'B', before: 1, after: 0 },
      ],
    });
  });
  it('refuses an unknown line, a bad quantity and an empty order', () => {
    expect(applyEditLines(current, { change: [{ sub_sku: 'Z', quantity: 1 }] })).toEqual({
      problem: { field: 'change.0.sub_sku', reason: 'unknown_line' },
    });
    expect(applyEditLines(current, { change: [{ sub_sku: 'A', quantity: -1 }] })).toEqual({
      problem: { field: 'change.0.quantity', reason: 'invalid_quantity' },
    });
    expect(applyEditLines(current, { add: [{ sub_sku: 'A', quantity: 200 }] })).toEqual({
      problem: { field: 'add.0.quantity', reason: 'invalid_quantity' },
    });
    expect(
      applyEditLines(current, {
        change: [
          { sub_sku: 'A', quantity: 0 },
          { sub_sku: 'B', quantity: 0 },
        ],
      }),
    ).toEqual({ problem: { field: 'change', reason: 'empty_order' } });
  });
});

describe('orderTotalOf', () => {
  it('adds the parts as checkout does', () => {
    expect(orderTotalOf({ subtotal: 10_000, discount: 1000, gift_wrap_fee: 500, delivery_fee: 3000 })).toBe(
      12_500,
    );
    expect(
      orderTotalOf({ subtotal: 10_000, discount: 0, wallet_amount: 2000, gift_wrap_fee: 0, delivery_fee: 0 }),
    ).toBe(8000);
  });
});

describe('editSettlement', () => {
  const paid = { status: 'paid' as const, paid: 20_000, refunded: 0 };
  it('more on a paid order: a payment link for the difference', () => {
    expect(editSettlement({ ...paid, totalBefore: 20_000, totalAfter: 26_000 })).toEqual({
      difference: 6000,
      settlement: 'payment_link',
      amount: 6000,
    });
  });
  it('less on a paid order: refunded, never more than is left of the payment', () => {
    expect(editSettlement({ ...paid, totalBefore: 20_000, totalAfter: 14_000 })).toEqual({
      difference: -6000,
      settlement: 'refund',
      amount: 6000,
    });
    expect(
      editSettlement({ ...paid, refunded: 18_000, totalBefore: 20_000, totalAfter: 14_000 }),
    ).toMatchObject({ settlement: 'refund', amount: 2000 });
  });
  it('an unpaid order: the total simply changes', () => {
    expect(
      editSettlement({
        status: 'awaiting_payment',
        paid: 0,
        refunded: 0,
        totalBefore: 20_000,
        totalAfter: 26_000,
      }),
    ).toEqual({ difference: 6000, settlement: 'none', amount: 0 });
  });
});
