import { eq } from 'drizzle-orm';
import { orderTimeline } from '@shop/core';
import type { Db } from '../../db/client.ts';
import type { orderEvents, orders } from '../../db/schema.ts';
import { refunds } from '../../db/schema.ts';

/** The order's timeline as the shopper sees it (core orderTimeline), from its events and its refunds. */
export async function memberTimeline(
  db: Db,
  o: typeof orders.$inferSelect,
  events: (typeof orderEvents.$inferSelect)[],
) {
  const rows = await db.select().from(refunds).where(eq(refunds.orderId, o.id)).orderBy(refunds.createdAt);
  return orderTimeline({
    events: events.map((e) => ({ from: e.fromStatus, to: e.toStatus, at: e.createdAt })),
    refunds: rows.map((r) => ({ amount: r.amount, currency: r.currency, status: r.status, at: r.createdAt })),
    tracking: { carrier: o.carrier, tracking_number: o.trackingNumber, tracking_url: o.trackingUrl },
  });
}
