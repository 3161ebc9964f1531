import { describe, expect, it } from 'vitest';
import {
  canRefund,
  cancelRefundAmount,
  canTransition,
  cancelRefundsInFull,
  legalEdges,
  refundProblem,
  refundableAmount,
  shipmentProblem,
  staffTransitions,
  statusAfterRefund,
  type RefundRequest,
  type TransitionActor,
} from './order-lifecycle.ts';
import { ORDER_STATUSES, type OrderStatus } from './orders.ts';

const ACTORS: TransitionActor[] = ['staff', 'payment', 'system', 'refund'];

/** The lifecycle, written out edge by edge: the table the code must match exactly. */
const EXPECTED: [OrderStatus, OrderStatus, TransitionActor[]][] = [
  ['awaiting_payment', 'paid', ['payment', 'staff']],
  ['awaiting_payment', 'cancelled', ['staff', 'system']],
  ['awaiting_payment', 'expired', ['system']],
  ['paid', 'packed', ['staff']],
  ['paid', 'cancelled', ['staff']],
  ['paid', 'refunded', ['refund']],
  ['packed', 'shipped', ['staff']],
  ['packed', 'cancelled', ['staff']],
  ['packed', 'refunded', ['refund']],
  ['shipped', 'delivered', ['staff', 'system']],
  ['shipped', 'refunded', ['refund']],
  ['delivered', 'refunded', ['refund']],
];

describe('order state machine', () => {
  it('every (from, to, actor) triple is legal exactly when the table lists it', () => {
    let legal = 0;
    for (const from of ORDER_STATUSES)
      for (const to of ORDER_STATUSES)
        for (const actor of ACTORS) {
          const row = EXPECTED.find(([f, t]) => f === from && t === to);
          const want = !!row && row[2].includes(actor);
          expect(canTransition(from, to, actor), `${from} → ${to} by ${actor}`).toBe(want);
          if (want) legal++;
        }
    expect(legal).toBe(EXPECTED.reduce((n, r) => n + r[2].length, 0));
    expect(legalEdges()).toHaveLength(EXPECTED.length);
  });

  it('terminal statuses go nowhere; nothing goes back to awaiting payment', () => {
    for (const from of ['cancelled', 'expired', 'refunded'] as const)
      for (const to of ORDER_STATUSES) for (const a of ACTORS) expect(canTransition(from, to, a)).toBe(false);
    for (const from of ORDER_STATUSES) expect(canTransition(from, 'awaiting_payment', 'staff')).toBe(false);
  });

  it('staff buttons: pack, ship, deliver, cancel; never skip a step', () => {
    expect(staffTransitions('awaiting_payment')).toEqual(['paid', 'cancelled']);
    expect(staffTransitions('paid')).toEqual(['packed', 'cancelled']);
    expect(staffTransitions('packed')).toEqual(['shipped', 'cancelled']);
    expect(staffTransitions('shipped')).toEqual(['delivered']);
    expect(staffTransitions('delivered')).toEqual([]);
    expect(canTransition('paid', 'shipped', 'staff')).toBe(false);
    expect(canTransition('shipped', 'cancelled', 'staff')).toBe(false);
  });

  it('cancelling refunds in full from paid and packed only', () => {
    expect(cancelRefundsInFull('paid')).toBe(true);
    expect(cancelRefundsInFull('packed')).toBe(true);
    expect(cancelRefundsInFull('awaiting_payment')).toBe(false);
  });

  it('shipping needs a carrier and a tracking number; a link must be https', () => {
    expect(shipmentProblem('packed', {})).toBeNull();
    expect(shipmentProblem('shipped', { tracking_number: '1' })).toEqual({
      field: 'carrier',
      reason: 'required',
    });
    expect(shipmentProblem('shipped', { carrier: 'SF', tracking_number: ' ' })).toEqual({
      field: 'tracking_number',
      reason: 'required',
    });
    expect(
      shipmentProblem('shipped', {
        carrier: 'SF',
        tracking_number: 'SF1',
        tracking_url: 'javascript:alert(1)',
      }),
    ).toEqual({ field: 'tracking_url', reason: 'invalid_url' });
    expect(
      shipmentProblem('shipped', {
        carrier: 'SF Express',
        tracking_number: 'SF1234',
        tracking_url: 'https://htm.sf-express.com/hk/en/dynamic_function/waybill/#search/bill-number/SF1234',
      }),
    ).toBeNull();
  });
});

describe('refund arithmetic', () => {
  const base: RefundRequest = {
    status: 'paid',
    paid: 50_000,
    refunded: 0,
    amount: 10_000,
    items: { 'A-1': { ordered: 2, restocked: 0 }, 'B-1': { ordered: 1, restocked: 1 } },
  };

  it('never more than paid minus refunded', () => {
    expect(refundableAmount(50_000, 20_000)).toBe(30_000);
    expect(refundableAmount(50_000, 60_000)).toBe(0);
    expect(refundProblem({ ...base, refunded: 45_000, amount: 5_000 })).toBeNull();
    expect(refundProblem({ ...base, refunded: 45_000, amount: 5_001 })).toEqual({
      field: 'amount',
      reason: 'exceeds_refundable',
    });
  });

  it('a refund is a positive whole number of minor units', () => {
    for (const amount of [0, -1, 1.5, Number.NaN])
      expect(refundProblem({ ...base, amount })).toEqual({ field: 'amount', reason: 'not_positive' });
  });

  it('only from a status where money is held', () => {
    // a cancelled order was refunded in full when it was cancelled (refunded = paid)
    for (const status of ['awaiting_payment', 'cancelled', 'expired', 'refunded'] as const) {
      expect(canRefund(status, 50_000, 50_000)).toBe(false);
      expect(refundProblem({ ...base, status, refunded: 50_000 })).toEqual({
        field: 'status',
        reason: 'not_refundable',
      });
    }
    for (const status of ['awaiting_payment', 'expired', 'refunded'] as const)
      expect(refundProblem({ ...base, status })).toEqual({ field: 'status', reason: 'not_refundable' });
    for (const status of ['paid', 'packed', 'shipped', 'delivered'] as const)
      expect(refundProblem({ ...base, status })).toBeNull();
  });

  it('restocks at most what was ordered and not yet returned, summing repeated lines', () => {
    expect(refundProblem({ ...base, restock: [{ sub_sku: 'A-1', quantity: 2 }] })).toBeNull();
    expect(
      refundProblem({
        ...base,
        restock: [
          { sub_sku: 'A-1', quantity: 1 },
          { sub_sku: 'A-1', quantity: 2 },
        ],
      }),
    ).toEqual({ field: 'restock_items', reason: 'exceeds_ordered' });
    expect(refundProblem({ ...base, restock: [{ sub_sku: 'B-1', quantity: 1 }] })).toEqual({
      field: 'restock_items',
      reason: 'exceeds_ordered',
    });
    expect(refundProblem({ ...base, restock: [{ sub_sku: 'A-1', quantity: 0 }] })?.reason).toBe(
      'exceeds_ordered',
    );
    expect(refundProblem({ ...base, restock: [{ sub_sku: 'Z-9', quantity: 1 }] })).toEqual({
      field: 'restock_items',
      reason: 'unknown_item',
    });
  });

  it('a cancelled order whose cancellation refund failed may be refunded what is still owed', () => {
    expect(canRefund('cancelled', 50_000, 0)).toBe(true);
    expect(canRefund('cancelled', 0, 0)).toBe(false);
    expect(refundProblem({ ...base, status: 'cancelled', amount: 50_000 })).toBeNull();
    expect(refundProblem({ ...base, status: 'cancelled', amount: 50_001 })?.reason).toBe(
      'exceeds_refundable',
    );
    expect(statusAfterRefund('cancelled', 50_000, 50_000)).toBe('cancelled');
  });

  it('cancelling gives back all that is held on a paid or packed order, nothing otherwise', () => {
    expect(cancelRefundAmount('paid', 50_000, 0)).toBe(50_000);
    expect(cancelRefundAmount('packed', 50_000, 20_000)).toBe(30_000);
    expect(cancelRefundAmount('awaiting_payment', 0, 0)).toBe(0);
    expect(cancelRefundAmount('shipped', 50_000, 0)).toBe(0);
  });

  it('the last cent back makes the order refunded; a part keeps its status', () => {
    expect(statusAfterRefund('shipped', 50_000, 10_000)).toBe('shipped');
    expect(statusAfterRefund('shipped', 50_000, 50_000)).toBe('refunded');
    expect(statusAfterRefund('paid', 0, 0)).toBe('refunded');
  });
});
