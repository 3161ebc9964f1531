// The email of one shipment, written when its job runs: the parcel's lines with their names in the shopper's
// language, the carrier's name as it was when shipped and the tracking link.
import { asc, eq } from 'drizzle-orm';
import type { Locale } from '@shop/core';
import type { Db } from '../../db/client.ts';
import { orderItems, shipmentItems, shipments } from '../../db/schema.ts';
import type { OrderRow } from './order-lifecycle.ts';
import { localized } from './order-text.ts';

/** What the shipment's email says of the parcel (emails/ order_shipped), or null when the shipment is gone. */
export async function shipmentEmail(db: Db, o: OrderRow, shipmentId: string, locale: Locale) {
  const [s] = await db.select().from(shipments).where(eq(shipments.id, shipmentId));
  if (!s) return null;
  const [lines, all] = await Promise.all([
    db
      .select({ name: orderItems.name, option: orderItems.optionName, quantity: shipmentItems.quantity })
      .from(shipmentItems)
      .innerJoin(orderItems, eq(orderItems.id, shipmentItems.orderItemId))
      .where(eq(shipmentItems.shipmentId, s.id)),
    db
      .select({ id: shipments.id })
      .from(shipments)
      .where(eq(shipments.orderId, o.id))
      .orderBy(asc(shipments.createdAt)),
  ]);
  // the last parcel of a shipped order completes it; an earlier one is part of it
  const complete = o.status !== 'paid' && o.status !== 'packed' && all.at(-1)?.id === s.id;
  return {
    complete,
    parcel: lines.map((l) => {
      const option = localized(l.option, locale);
      return { name: `${localized(l.name, locale)}${option ? ` (${option})` : ''}`, quantity: l.quantity };
    }),
    carrier: localized(s.carrierName, locale),
    trackingNumber: s.trackingNumber,
    trackingUrl: s.trackingUrl,
  };
}
