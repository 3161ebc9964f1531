// Bulk actions on the order list (docs/order-operations.md "Bulk actions"): pack the chosen orders (each on its own,
// reported done or skipped with the reason), and ship the orders of a tracking CSV: every row is checked first and a
// file with any bad row ships nothing (400 naming each row); a good file ships every order's remaining lines in ONE
// transaction, so the file is applied whole or not at all.
import { inArray } from 'drizzle-orm';
import { canShip, canTransition, parseTrackingCsv, remainingItems, type TrackingRowError } from '@shop/core';
import { BULK_MAX_ORDERS, type OrderBulkBody, type BulkResult } from '@shop/core/contract/admin-shipping';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema.ts';
import { AppError, InvalidError } from '../../lib/errors.ts';
import type { CarrierService } from './carrier.service.ts';
import type { OrderAdminService, StaffActor } from './order.admin.service.ts';
import type { ShipmentService } from './shipment.service.ts';
import type { OrderService } from './order.service.ts';

/** The tracking CSV had bad rows: nothing was shipped. The route answers 400 csv_invalid with every row. */
export class TrackingCsvRefused extends AppError {
  readonly rows: TrackingRowError[];
  constructor(rows: TrackingRowError[]) {
    super(400, 'csv_invalid', `The file has ${rows.length} bad row(s); nothing was shipped`, 'csv');
    this.rows = rows;
  }
}

export function createOrderBulkService(deps: {
  db: Db;
  orders: Pick<OrderService, 'lifecycle'>;
  admin: Pick<OrderAdminService, 'transition' | 'list' | 'captureHeld'>;
  carriers: CarrierService;
  shipments: ShipmentService;
}) {
  const { db } = deps;

  /** The chosen orders, or every order matching the list's filters (no more than BULK_MAX_ORDERS). */
  async function selection(body: Extract<OrderBulkBody, { action: 'pack' }>) {
    if (body.order_ids) return [...new Set(body.order_ids)];
    if (!body.filter)
      throw new InvalidError('order_ids: choose orders, or send the list filter', 'order_ids', 'required');
    const found = await deps.admin.list({ ...body.filter, page: 1, page_size: BULK_MAX_ORDERS });
    if (found.total > BULK_MAX_ORDERS)
      throw new InvalidError(
        `filter: ${found.total} orders match; narrow the filter to ${BULK_MAX_ORDERS} or fewer`,
        'filter',
        'invalid',
      );
    return found.items.map((o) => o._id);
  }

  async function pack(body: Extract<OrderBulkBody, { action: 'pack' }>, who: StaffActor) {
    const ids = await selection(body);
    const rows = ids.length
      ? await db
          .select({ id: orders.id, number: orders.number, status: orders.status })
          .from(orders)
          .where(inArray(orders.id, ids))
      : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    const results: BulkResult[] = [];
    for (const id of ids) {
      const o = byId.get(id);
      if (!o) {
        results.push({ order_id: id, number: '', result: 'skipped', reason: 'order_not_found' });
        continue;
      }
      if (!canTransition(o.status, 'packed', 'staff')) {
        results.push({ order_id: id, number: o.number, result: 'skipped', reason: 'invalid_transition' });
        continue;
      }
      try {
        // the one staff move: audited, a held card payment captured, each order in its own transaction
        await deps.admin.transition(id, { to: 'packed' }, who);
        results.push({ order_id: id, number: o.number, result: 'done' });
      } catch (err) {
        if (!(err instanceof AppError) || err.status !== 409) throw err;
        results.push({ order_id: id, number: o.number, result: 'skipped', reason: 'order_changed' });
      }
    }
    return summary('pack', results);
  }

  async function shipCsv(csv: string, who: StaffActor) {
    const carriers = (await deps.carriers.all()).filter((c) => c.active);
    const parsed = parseTrackingCsv(csv, carriers);
    if (parsed.unclosed) throw new InvalidError('csv: a quoted cell is never closed', 'csv', 'csv_invalid');
    if (parsed.rows.length + parsed.errors.length === 0)
      throw new InvalidError('csv: the file has no rows', 'csv', 'required');
    if (parsed.rows.length > BULK_MAX_ORDERS)
      throw new InvalidError(`csv: at most ${BULK_MAX_ORDERS} orders per file`, 'csv', 'invalid');
    const numbers = parsed.rows.map((r) => r.order_number);
    const found = numbers.length
      ? await db
          .select({ id: orders.id, number: orders.number, status: orders.status })
          .from(orders)
          .where(inArray(orders.number, numbers))
      : [];
    const lines = found.length
      ? await db
          .select({
            orderId: orderItems.orderId,
            sub_sku: orderItems.subSku,
            quantity: orderItems.quantity,
            shipped_quantity: orderItems.shippedQuantity,
          })
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              found.map((o) => o.id),
            ),
          )
      : [];
    const byNumber = new Map(found.map((o) => [o.number, o]));
    const errors = [...parsed.errors];
    for (const r of parsed.rows) {
      const o = byNumber.get(r.order_number);
      if (!o) errors.push({ row: r.row, order_number: r.order_number, reason: 'order_not_found' });
      else if (!canShip(o.status) || !remainingItems(lines.filter((l) => l.orderId === o.id)).length)
        errors.push({ row: r.row, order_number: r.order_number, reason: 'not_shippable' });
    }
    if (errors.length) throw new TrackingCsvRefused(errors.sort((a, b) => a.row - b.row));
    // all or nothing: one transaction for the file; an order someone changed meanwhile rolls every row back
    const done = await deps.orders.lifecycle.transaction(async (tx) => {
      const out: { id: string; number: string; packed: boolean }[] = [];
      for (const r of parsed.rows) {
        const o = byNumber.get(r.order_number)!;
        const s = await deps.shipments.shipInTx(
          tx,
          o.id,
          { carrier: r.carrier_id, tracking_number: r.tracking_number },
          who,
        );
        out.push({ id: o.id, number: o.number, packed: s.packed });
      }
      return out;
    });
    const actor = `staff:${who.staff?.email ?? 'system'}`;
    for (const o of done) if (o.packed) await deps.admin.captureHeld(o.id, actor);
    return summary(
      'ship_csv',
      done.map((o) => ({ order_id: o.id, number: o.number, result: 'done' as const })),
    );
  }

  function summary(action: 'pack' | 'ship_csv', results: BulkResult[]) {
    const done = results.filter((r) => r.result === 'done').length;
    return { action, done, skipped: results.length - done, results };
  }

  return {
    run: (body: OrderBulkBody, who: StaffActor) =>
      body.action === 'pack' ? pack(body, who) : shipCsv(body.csv, who),
  };
}

export type OrderBulkService = ReturnType<typeof createOrderBulkService>;
