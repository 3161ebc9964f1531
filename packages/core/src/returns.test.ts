import { describe, expect, it } from 'vitest';
import {
  canMoveReturn,
  computeRefund,
  exchangeDifference,
  legalReturnEdges,
  returnableQuantity,
  returnRequestProblem,
  returnWindowOpen,
  RETURN_STATUSES,
  type RefundOrder,
} from './returns.ts';

const order = (over: Partial<RefundOrder> = {}): RefundOrder => ({
  subtotal: 30000,
  discount: 3000,
  referral_discount: 0,
  reward_discount: 0,
  wallet_amount: 0,
  delivery_fee: 4000,
  gift_wrap_fee: 0,
  paid: 31000,
  refunded: 0,
  wallet_returned: 0,
  lines: [
    { id: 'a', quantity: 1, line_total: 10000, returned_quantity: 0 },
    { id: 'b', quantity: 2, line_total: 20000, returned_quantity: 0 },
  ],
  ...over,
});

describe('return state machine', () => {
  it('lists every edge explicitly and refuses the rest', () => {
    const edges = legalReturnEdges().map((e) => `${e.from}>${e.to}`);
    expect(edges.sort()).toEqual(
      [
        'requested>approved',
        'requested>refused',
        'approved>received',
        'approved>exchanged',
        'approved>refused',
        'received>refunded',
        'received>exchanged',
        'received>closed',
        'refunded>closed',
        'exchanged>closed',
      ].sort(),
    );
    for (const from of RETURN_STATUSES)
      for (const to of RETURN_STATUSES) expect(canMoveReturn(from, to)).toBe(edges.includes(`${from}>${to}`));
    expect(canMoveReturn('requested', 'approved', 'shopper')).toBe(false);
  });
});

describe('return window', () => {
  const delivered = new Date('2026-01-01T00:00:00Z');
  it('is open for the set days after delivery, closed after', () => {
    expect(returnWindowOpen('delivered', delivered, 14, new Date('2026-01-15T00:00:00Z'))).toBe(true);
    expect(returnWindowOpen('delivered', delivered, 14, new Date('2026-01-15T00:00:01Z'))).toBe(false);
  });
  it('only on shipped or delivered orders', () => {
    expect(returnWindowOpen('paid', null, 14)).toBe(false);
    expect(returnWindowOpen('packed', delivered, 14, delivered)).toBe(false);
    expect(returnWindowOpen('refunded', delivered, 14, delivered)).toBe(false);
    expect(returnWindowOpen('shipped', null, 14)).toBe(true);
  });
});

describe('returnable quantity', () => {
  it('is what was sent less what came back or is in an open return', () => {
    const l = { id: 'a', quantity: 3, shipped_quantity: 0, returned_quantity: 1, in_open_returns: 1 };
    expect(returnableQuantity(l, 'delivered')).toBe(1);
    expect(returnableQuantity({ ...l, shipped_quantity: 2 }, 'shipped')).toBe(0);
    expect(returnableQuantity(l, 'paid')).toBe(0);
  });
  it('refuses more than returnable and a closed window', () => {
    const lines = [{ id: 'a', quantity: 2, shipped_quantity: 2, returned_quantity: 0, in_open_returns: 0 }];
    expect(returnRequestProblem(lines, [{ order_item_id: 'a', quantity: 3 }], 'delivered', true)).toEqual({
      field: 'items',
      reason: 'exceeds_returnable',
    });
    expect(
      returnRequestProblem(lines, [{ order_item_id: 'a', quantity: 1 }], 'delivered', false)?.reason,
    ).toBe('return_window_closed');
    expect(
      returnRequestProblem(lines, [{ order_item_id: 'x', quantity: 1 }], 'delivered', true)?.reason,
    ).toBe('unknown_item');
    expect(returnRequestProblem(lines, [{ order_item_id: 'a', quantity: 2 }], 'delivered', true)).toBeNull();
  });
});

describe('refund computation', () => {
  it('takes the coupon share off one line of two, and keeps the delivery fee', () => {
    const r = computeRefund(order(), [{ order_item_id: 'a', quantity: 1 }]);
    expect(r.goods).toBe(10000);
    expect(r.discount_share).toBe(1000);
    expect(r.delivery).toBe(0);
    expect(r.to_payment).toBe(9000);
    expect(r.lines).toEqual([{ order_item_id: 'a', quantity: 1, amount: 10000, discount_share: 1000 }]);
  });

  it('with a coupon and a member (reward) discount: both shares come off', () => {
    const r = computeRefund(order({ reward_discount: 1500, paid: 29500 }), [
      { order_item_id: 'b', quantity: 1 },
    ]);
    // one of two units of b: 10000 of goods, a third of 3000 + 1500
    expect(r.discount_share).toBe(1500);
    expect(r.to_payment).toBe(8500);
  });

  it('gives the delivery fee and gift wrap back only when every unit comes back, adding up to what was paid', () => {
    const o = order({ gift_wrap_fee: 900, paid: 31900 });
    const first = computeRefund(o, [{ order_item_id: 'b', quantity: 1 }]);
    expect(first.delivery + first.gift_wrap).toBe(0);
    const after = order({
      gift_wrap_fee: 900,
      paid: 31900,
      refunded: first.to_payment,
      lines: [
        { id: 'a', quantity: 1, line_total: 10000, returned_quantity: 0 },
        { id: 'b', quantity: 2, line_total: 20000, returned_quantity: 1 },
      ],
    });
    const rest = computeRefund(after, [
      { order_item_id: 'a', quantity: 1 },
      { order_item_id: 'b', quantity: 1 },
    ]);
    expect(rest.delivery).toBe(4000);
    expect(rest.gift_wrap).toBe(900);
    expect(first.to_payment + rest.to_payment).toBe(31900);
  });

  it('sends the cash dollars share back to the wallet, not the card', () => {
    const r = computeRefund(order({ wallet_amount: 3000, paid: 28000 }), [
      { order_item_id: 'a', quantity: 1 },
    ]);
    expect(r.to_wallet).toBe(1000);
    expect(r.to_payment).toBe(8000);
  });

  it('rounds shares so three returns of thirds sum to the whole discount', () => {
    const o = order({
      subtotal: 3000,
      discount: 1000,
      delivery_fee: 0,
      paid: 2000,
      lines: [{ id: 'c', quantity: 3, line_total: 3000, returned_quantity: 0 }],
    });
    let refunded = 0;
    for (let i = 0; i < 3; i++) {
      const r = computeRefund({ ...o, refunded, lines: [{ ...o.lines[0]!, returned_quantity: i }] }, [
        { order_item_id: 'c', quantity: 1 },
      ]);
      refunded += r.to_payment;
    }
    expect(refunded).toBe(2000);
  });

  it('applies an adjustment and never goes above what is refundable nor below zero', () => {
    expect(computeRefund(order(), [{ order_item_id: 'a', quantity: 1 }], -500).to_payment).toBe(8500);
    const capped = computeRefund(order({ refunded: 25000 }), [{ order_item_id: 'a', quantity: 1 }], 0);
    expect(capped.to_payment).toBe(6000);
    expect(capped.capped).toBe(true);
    expect(computeRefund(order(), [{ order_item_id: 'a', quantity: 1 }], -20000).to_payment).toBe(0);
  });

  it('an exchange costs only the difference', () => {
    expect(exchangeDifference(9000, 8000)).toBe(0);
    expect(exchangeDifference(9000, 12000)).toBe(3000);
  });
});
