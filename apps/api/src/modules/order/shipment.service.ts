// Shipments (docs/order-operations.md "Shipments and carriers"): some of an order's lines in one parcel with a carrier
// and a tracking number. One path for every way an order ships: the shipment form, the old "ship" move (everything
// left) and the tracking CSV of the bulk bar. In one transaction with the staff's version claim: the parcel and its
// lines, the lines' shipped units, the legacy carrier fields (the latest parcel), the moves (a paid order is packed
// by its first parcel; the order is shipped once every line has gone), the parcel's email and the audit entry.
import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import {
  allocateShipment,
  allShipped,
  remainingItems,
  shipmentRequestProblem,
  trackingUrl,
  type OrderStatus,
} from '@shop/core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orderItems, orders, shipmentItems, shipments } from '../../db/schema.ts';
import { ConflictError, InvalidError, NotFoundError } from '../../lib/errors.ts';
import { audit } from '../staff/audit.ts';
import type { CarrierRow, CarrierService } from './carrier.service.ts';
import { actors } from './order-lifecycle.ts';
import { claimOrderVersion } from './order-version.ts';
import type { StaffActor } from './order.admin.service.ts';
import type { OrderService } from './order.service.ts';

export interface ShipInput {
  /** omitted: everything left on the order */
  items?: readonly { sub_sku: string; quantity: number }[];
  /** the carrier's key or any of its names */
  carrier: string;
  tracking_number: string;
  /** the old ship move may give its own link; else the carrier's template makes it */
  tracking_url?: string | null;
  version?: number;
}

export interface Shipped {
  shipmentId: string;
  status: OrderStatus;
  /** the first parcel of a paid order packed it: a held card payment is captured after the commit */
  packed: boolean;
}

export function createShipmentService(deps: {
  db: Db;
  orders: Pick<OrderService, 'lifecycle' | 'queueShipmentEmail'>;
  carriers: CarrierService;
  /** manual capture of a held card payment once an order is packed (order.admin.service.ts) */
  capture: (orderId: string, actor: string) => Promise<void>;
}) {
  /** The parcel inside the caller's transaction (the bulk CSV ships many orders in one). */
  async function shipInTx(tx: DbOrTx, orderId: string, input: ShipInput, who: StaffActor): Promise<Shipped> {
    const email = who.staff?.email ?? 'system';
    await claimOrderVersion(tx, orderId, input.version);
    const [o] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!o) throw new NotFoundError('No such order', 'order_not_found');
    const rows = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id));
    const lines = rows.map((r) => ({
      row: r,
      sub_sku: r.subSku,
      quantity: r.quantity,
      shipped_quantity: r.shippedQuantity,
    }));
    const items = input.items ?? remainingItems(lines);
    const problem = shipmentRequestProblem(o.status, lines, { ...input, items });
    if (problem?.field === 'status')
      throw new ConflictError(`An order that is ${o.status} cannot be shipped`, 'invalid_transition');
    if (problem)
      throw new InvalidError(
        `${problem.field}: ${problem.reason}${'sub_sku' in problem && problem.sub_sku ? ` (${problem.sub_sku})` : ''}`,
        problem.field,
        problem.reason,
      );
    const carrier: CarrierRow = await deps.carriers.resolve(tx, input.carrier);
    const tracking = input.tracking_number.trim();
    const url = input.tracking_url?.trim() || trackingUrl(carrier.trackingUrlTemplate, tracking);
    const shipmentId = randomUUID();
    await tx.insert(shipments).values({
      id: shipmentId,
      orderId,
      carrierId: carrier.id,
      carrierName: carrier.name,
      trackingNumber: tracking,
      trackingUrl: url,
      actor: `staff:${email}`,
    });
    const parts = allocateShipment(lines, items);
    for (const p of parts) {
      await tx.insert(shipmentItems).values({
        id: randomUUID(),
        shipmentId,
        orderItemId: p.line.row.id,
        subSku: p.line.sub_sku,
        quantity: p.quantity,
      });
      await tx
        .update(orderItems)
        .set({ shippedQuantity: sql`${orderItems.shippedQuantity} + ${p.quantity}` })
        .where(eq(orderItems.id, p.line.row.id));
      p.line.shipped_quantity += p.quantity;
    }
    // the old views (the shopper's order page, the list's CSV) read the latest parcel from the order itself
    await tx
      .update(orders)
      .set({ carrier: carrier.name.eng, trackingNumber: tracking, trackingUrl: url })
      .where(eq(orders.id, orderId));
    const actor = actors.staff(email);
    const note = `${carrier.name.eng} ${tracking}`;
    let status = o.status;
    const packed = status === 'paid';
    if (packed) {
      if (!(await deps.orders.lifecycle.transition(tx, orderId, 'paid', 'packed', actor, note)))
        throw new ConflictError('Someone else changed this order first; reload it', 'order_changed');
      status = 'packed';
    }
    if (allShipped(lines)) {
      if (!(await deps.orders.lifecycle.transition(tx, orderId, 'packed', 'shipped', actor, note)))
        throw new ConflictError('Someone else changed this order first; reload it', 'order_changed');
      status = 'shipped';
    }
    await deps.orders.queueShipmentEmail(tx, orderId, shipmentId);
    await audit(tx, who, {
      action: 'order.shipment',
      entity: 'order',
      entityId: orderId,
      before: { status: o.status },
      after: {
        status,
        carrier: carrier.id,
        tracking_number: tracking,
        items: parts.map((p) => ({ sub_sku: p.line.sub_sku, quantity: p.quantity })),
      },
    });
    return { shipmentId, status, packed };
  }

  return {
    shipInTx,

    /** POST /admin/orders/:id/shipments: one parcel in its own transaction. */
    async ship(orderId: string, input: ShipInput, who: StaffActor) {
      const done = await deps.orders.lifecycle.transaction((tx) => shipInTx(tx, orderId, input, who));
      if (done.packed) await deps.capture(orderId, actors.staff(who.staff?.email ?? 'system').name);
      return done;
    },

    /** Has this order any parcel? (the lifecycle's "shipped" email stands aside: each parcel sent its own) */
    async hasShipments(tx: DbOrTx, orderId: string) {
      const [s] = await tx
        .select({ id: shipments.id })
        .from(shipments)
        .where(eq(shipments.orderId, orderId))
        .limit(1);
      return !!s;
    },
  };
}

export type ShipmentService = ReturnType<typeof createShipmentService>;
