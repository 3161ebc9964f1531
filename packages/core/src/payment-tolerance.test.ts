import { describe, expect, it } from 'vitest';
import { classifyPayment } from './payment-tolerance.ts';

const order = { total: 50_000, paid: 0, tolerance: 2000 };

describe('classifyPayment', () => {
  it('exact: the amount owed to the cent pays the order', () => {
    expect(classifyPayment({ ...order, received: 50_000 })).toEqual({
      fit: 'exact',
      due: 50_000,
      paid: true,
      shortfall: 0,
      writeOff: 0,
      owedAfter: 0,
      excess: 0,
    });
  });

  it('short within the tolerance: paid, the shortfall written off', () => {
    const c = classifyPayment({ ...order, received: 48_500 });
    expect(c).toMatchObject({
      fit: 'short_within',
      paid: true,
      shortfall: 1500,
      writeOff: 1500,
      owedAfter: 0,
    });
    // exactly the tolerance still counts
    expect(classifyPayment({ ...order, received: 48_000 }).fit).toBe('short_within');
  });

  it('short beyond the tolerance: still awaiting payment, the rest owed', () => {
    const c = classifyPayment({ ...order, received: 45_000 });
    expect(c).toMatchObject({
      fit: 'short_beyond',
      paid: false,
      shortfall: 5000,
      writeOff: 0,
      owedAfter: 5000,
    });
    // no tolerance for the currency: one cent short is short
    expect(classifyPayment({ ...order, tolerance: 0, received: 49_999 }).fit).toBe('short_beyond');
  });

  it('over: paid, the excess to refund or credit', () => {
    expect(classifyPayment({ ...order, received: 52_000 })).toMatchObject({
      fit: 'over',
      paid: true,
      excess: 2000,
      writeOff: 0,
    });
  });

  it('a second payment is measured against what is still owed', () => {
    const c = classifyPayment({ ...order, paid: 45_000, received: 4000 });
    expect(c).toMatchObject({ due: 5000, fit: 'short_within', writeOff: 1000 });
  });
});
