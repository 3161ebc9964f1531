import { describe, expect, it } from 'vitest';
import { orderTimeline } from './order-timeline.ts';

const at = (min: number) => new Date(Date.UTC(2026, 0, 1, 10, min));
const tracking = {
  carrier: 'SF Express',
  tracking_number: 'SF123',
  tracking_url: 'https://sf.example/SF123',
};

describe('orderTimeline', () => {
  it('shows placed, each status change, tracking on shipped and refunds with their amounts', () => {
    const t = orderTimeline({
      events: [
        { from: null, to: 'awaiting_payment', at: at(0) },
        { from: 'awaiting_payment', to: 'paid', at: at(1) },
        { from: 'paid', to: 'paid', at: at(2) },
        { from: 'paid', to: 'packed', at: at(3) },
        { from: 'packed', to: 'shipped', at: at(4) },
        { from: 'shipped', to: 'delivered', at: at(5) },
        { from: 'delivered', to: 'refunded', at: at(7) },
      ],
      refunds: [
        { amount: 500, currency: 'HKD', status: 'succeeded', at: at(6) },
        { amount: 900, currency: 'HKD', status: 'failed', at: at(6) },
        { amount: 1500, currency: 'HKD', status: 'pending', at: at(7) },
      ],
      tracking,
    });
    expect(t.map((e) => e.kind)).toEqual([
      'placed',
      'paid',
      'packed',
      'shipped',
      'delivered',
      'refunded',
      'refunded',
    ]);
    expect(t[3]).toMatchObject(tracking);
    expect(t[2]).not.toHaveProperty('carrier');
    expect(t[5]).toMatchObject({ amount: 500, currency: 'HKD', refund_status: 'succeeded' });
    expect(t[6]).toMatchObject({ amount: 1500, refund_status: 'pending' });
  });

  it('shows a cancellation and an expiry, and nothing for internal same-status notes', () => {
    const t = orderTimeline({
      events: [
        { from: null, to: 'awaiting_payment', at: at(0) },
        { from: 'awaiting_payment', to: 'awaiting_payment', at: at(1) },
        { from: 'awaiting_payment', to: 'cancelled', at: at(2) },
      ],
      refunds: [],
      tracking: { carrier: null, tracking_number: null, tracking_url: null },
    });
    expect(t.map((e) => e.kind)).toEqual(['placed', 'cancelled']);
    expect(
      orderTimeline({ events: [{ from: 'x', to: 'expired', at: at(0) }], refunds: [], tracking }),
    ).toEqual([{ kind: 'expired', at: at(0).toISOString() }]);
  });
});
