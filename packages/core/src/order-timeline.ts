// The member's view of an order's history: the recorded status changes and refunds, in the shopper's terms.
// Staff notes, actors and same-status bookkeeping events stay internal.
import type { OrderStatus } from './orders.ts';

export type TimelineKind =
  'placed' | 'paid' | 'packed' | 'shipped' | 'delivered' | 'cancelled' | 'expired' | 'refunded';

export interface TimelineEntry {
  kind: TimelineKind;
  at: string;
  /** shipped: the parcel's carrier and where to follow it */
  carrier?: string | null;
  tracking_number?: string | null;
  tracking_url?: string | null;
  /** refunded: how much went back (minor units of the order's currency), and whether it has reached the shopper */
  amount?: number;
  currency?: string;
  refund_status?: 'pending' | 'succeeded';
}

export interface TimelineInput {
  events: { from: string | null; to: string; at: Date }[];
  refunds: { amount: number; currency: string; status: 'pending' | 'succeeded' | 'failed'; at: Date }[];
  tracking: { carrier: string | null; tracking_number: string | null; tracking_url: string | null };
}

const SHOWN: readonly OrderStatus[] = ['paid', 'packed', 'shipped', 'delivered', 'cancelled', 'expired'];

/** Oldest first. A refund shows once, from the refunds themselves (a failed one never reached the shopper). */
export function orderTimeline(input: TimelineInput): TimelineEntry[] {
  const entries: { at: Date; entry: TimelineEntry }[] = [];
  for (const e of input.events) {
    if (e.from === null) entries.push({ at: e.at, entry: { kind: 'placed', at: e.at.toISOString() } });
    else if (e.from !== e.to && (SHOWN as string[]).includes(e.to)) {
      const entry: TimelineEntry = { kind: e.to as TimelineKind, at: e.at.toISOString() };
      if (e.to === 'shipped') Object.assign(entry, input.tracking);
      entries.push({ at: e.at, entry });
    }
  }
  for (const r of input.refunds) {
    if (r.status === 'failed') continue;
    entries.push({
      at: r.at,
      entry: {
        kind: 'refunded',
        at: r.at.toISOString(),
        amount: r.amount,
        currency: r.currency,
        refund_status: r.status,
      },
    });
  }
  // a stable sort: events recorded in the same instant keep the order they were written in
  return entries.sort((a, b) => a.at.getTime() - b.at.getTime()).map((x) => x.entry);
}
