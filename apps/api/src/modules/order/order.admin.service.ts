// The back office's orders: the list (order.admin.list.ts), one order in full, and the staff's moves along core's
// state machine. Every write is audited in its own transaction; refunds and provider calls come after the commit.
// The moves' side effects (stock of an unpaid order, emails, wallet, subscriptions) are the lifecycle's hooks.
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { cancelRefundAmount, canTransition, shipmentProblem, type OrderStatus } from '@shop/core';
import type { FastifyRequest } from 'fastify';
import { releaseCoupon } from '../coupon/coupon.repository.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orderItems, orderNotes, orders, payments, stockLedger } from '../../db/schema.ts';
import { ConflictError, InvalidError, NotFoundError } from '../../lib/errors.ts';
import { audit } from '../staff/audit.ts';
import { stockSkuOf } from '../product/stock-ledger.ts';
import { actors } from './order-lifecycle.ts';
import { createOrderAdminList } from './order.admin.list.ts';
import { orderAdminDetail } from './order.admin.detail.ts';
import type { OrderService } from './order.service.ts';
import type { PendingRefund, RefundService, RestockLine } from './refund.service.ts';
import type { ShipmentService } from './shipment.service.ts';
import type { PaymentMethod, PaymentProvider } from '../../providers/payment/payment.provider.ts';

export { EXPORT_MAX_ROWS, type OrderListQuery } from './order.admin.list.ts';

/** The signed-in staff member as the audit log needs them. */
export type StaffActor = Pick<FastifyRequest, 'staff' | 'ip'>;

export function createOrderAdminService(deps: {
  db: Db;
  orders: OrderService;
  refunds: RefundService;
  payments: PaymentProvider;
  log: { warn(o: object, m: string): void };
  /** the old "ship" move ships everything left as one parcel (shipment.service.ts: one path) */
  shipments: Pick<ShipmentService, 'shipInTx'>;
}) {
  const { db } = deps;

  async function loadOr404(tx: DbOrTx, id: string, lock = false) {
    const q = tx.select().from(orders).where(eq(orders.id, id));
    const [o] = lock ? await q.for('update') : await q;
    if (!o) throw new NotFoundError('No such order', 'order_not_found');
    return o;
  }

  /** Units this order took from stock at checkout (pre-orders took none), by the stock sku they came from. */
  async function heldStockSkus(tx: DbOrTx, orderId: string) {
    const rows = await tx
      .selectDistinct({ sku: stockLedger.subSku })
      .from(stockLedger)
      .where(and(eq(stockLedger.orderId, orderId), eq(stockLedger.reason, 'checkout')));
    return new Set(rows.map((r) => r.sku));
  }

  /** A cancelled paid order: every unit it took and has not returned goes back to stock. */
  async function restockAll(tx: DbOrTx, orderId: string, actor: string) {
    const held = await heldStockSkus(tx, orderId);
    const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const back: RestockLine[] = [];
    for (const l of lines) {
      const left = l.quantity - l.restockedQuantity;
      if (left > 0 && held.has(await stockSkuOf(tx, l.subSku)))
        back.push({ sub_sku: l.subSku, quantity: left });
    }
    await deps.refunds.restock(tx, orderId, back, actor, 'restock: order cancelled');
    return back;
  }

  /**
   * Manual capture (STRIPE_CAPTURE=manual): the money an authorization holds is taken when the order is packed,
   * after the status change commits. A capture that fails leaves the order packed and says so on its timeline.
   */
  async function captureHeld(orderId: string, actor: string) {
    const held = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'authorized')));
    for (const p of held) {
      const ref = {
        paymentId: p.id,
        providerRef: p.providerRef,
        method: (p.method ?? p.provider) as PaymentMethod,
        amount: p.amount,
        currency: p.currency,
      };
      let note: string;
      try {
        const r = await deps.payments.capture(ref);
        if (r.status === 'captured') {
          await db
            .update(payments)
            .set({ status: 'succeeded', capturedAmount: r.amount, updatedAt: new Date() })
            .where(and(eq(payments.id, p.id), eq(payments.status, 'authorized')));
          note = `payment ${p.id} captured`;
        } else note = `payment ${p.id}: capture answered ${r.status}`;
      } catch (err) {
        deps.log.warn({ err, paymentId: p.id }, 'capture failed');
        note = `payment ${p.id}: capture failed, ${(err as Error).message}`;
      }
      await deps.orders.recordEvent(db, orderId, 'packed', 'packed', actor, note);
    }
  }

  const detail = (id: string) => orderAdminDetail(db, id);

  return {
    detail,
    captureHeld,
    ...createOrderAdminList(db),

    /**
     * A staff move along core's state machine. The status is compared and set in one UPDATE: of two staff acting at
     * once one wins, the other gets 409. Cancelling a paid or packed order returns its units and coupon use in the
     * same transaction and refunds it in full after the commit.
     */
    async transition(
      id: string,
      input: {
        to: OrderStatus;
        carrier?: string;
        tracking_number?: string;
        tracking_url?: string;
        note?: string;
      },
      who: StaffActor,
    ) {
      const email = who.staff!.email;
      const actor = actors.staff(email);
      const { before, pending } = await deps.orders.lifecycle.transaction(async (tx) => {
        const o = await loadOr404(tx, id);
        if (input.to === 'paid')
          throw new InvalidError(
            'A transfer is marked paid by confirming it (amount and reference)',
            'to',
            'confirm_transfer',
          );
        if (!canTransition(o.status, input.to, 'staff'))
          throw new ConflictError(
            `An order that is ${o.status} cannot become ${input.to}`,
            'invalid_transition',
          );
        const problem = shipmentProblem(input.to, input);
        if (problem)
          throw new InvalidError(`${problem.field}: ${problem.reason}`, problem.field, problem.reason);
        const after: Record<string, unknown> = { status: input.to };
        if (input.to === 'shipped') {
          // a parcel of everything left, with the carrier from the shop's list (the legacy fields follow it)
          const ship = {
            carrier: input.carrier!,
            tracking_number: input.tracking_number!,
            tracking_url: input.tracking_url,
          };
          await deps.shipments.shipInTx(tx, id, ship, who);
          Object.assign(after, ship);
        } else if (
          !(await deps.orders.transition(tx, id, o.status, input.to, actor, input.note?.trim() || undefined))
        )
          throw new ConflictError('Someone else changed this order first; reload it', 'invalid_transition');
        let pending: PendingRefund | null = null;
        // an unpaid order's stock and coupon went back with the move (lifecycle hook); a paid one's go back here
        if (input.to === 'cancelled' && o.status !== 'awaiting_payment') {
          after.restocked = await restockAll(tx, id, email);
          await releaseCoupon(tx, o.id);
          const amount = cancelRefundAmount(o.status, o.paidAmount, o.refundedAmount);
          if (amount > 0)
            pending = await deps.refunds.open(tx, o, {
              amount,
              reason: 'order cancelled',
              restock: [],
              actor: email,
            });
          after.refund = amount;
        }
        await audit(tx, who, {
          action: 'order.transition',
          entity: 'order',
          entityId: id,
          before: { status: o.status },
          after,
        });
        return { before: o, pending };
      });
      const settled = pending ? await deps.refunds.settle(pending) : null;
      if (input.to === 'packed') await captureHeld(id, actor.name);
      // the cancellation's email names the money the provider gave back: sent once it answered
      if (input.to === 'cancelled')
        await deps.orders.sendOrderEmail(await loadOr404(db, id), 'cancelled', {
          amount: settled && settled.status !== 'failed' ? settled.amount : 0,
        });
      // the cancellation stands; the refund that failed can be made again from the order (core canRefund)
      if (settled) deps.refunds.assertSettled(settled);
      return { from: before.status, to: input.to, refund: settled };
    },

    async refund(
      id: string,
      input: { amount: number; reason: string; restock_items?: RestockLine[] },
      who: StaffActor,
    ) {
      const settled = await deps.refunds.refund(id, input, who.staff!.email, async (tx, before) => {
        await audit(tx, who, {
          action: 'order.refund',
          entity: 'order',
          entityId: id,
          before: { status: before.status, refunded_amount: before.refundedAmount },
          after: {
            refunded_amount: before.refundedAmount + input.amount,
            amount: input.amount,
            reason: input.reason,
            restock_items: input.restock_items ?? [],
          },
        });
      });
      deps.refunds.assertSettled(settled);
      return settled;
    },

    /** A bank transfer arrived: the order is paid, with a succeeded payment carrying the bank's reference. */
    async confirmTransfer(id: string, input: { amount: number; reference: string }, who: StaffActor) {
      const email = who.staff!.email;
      await deps.orders.lifecycle.transaction(async (tx) => {
        const o = await loadOr404(tx, id, true);
        if (o.paymentMethod !== 'bank_transfer')
          throw new InvalidError('This order is not paid by bank transfer', 'order', 'not_bank_transfer');
        if (!canTransition(o.status, 'paid', 'staff'))
          throw new ConflictError(
            `An order that is ${o.status} cannot be confirmed paid`,
            'invalid_transition',
          );
        if (input.amount !== o.total)
          throw new InvalidError(
            `The amount must equal the order total (${o.total})`,
            'amount',
            'amount_mismatch',
          );
        const reference = input.reference.trim();
        const moved = await deps.orders.transition(
          tx,
          id,
          'awaiting_payment',
          'paid',
          actors.staff(email),
          `bank transfer confirmed, reference ${reference}`,
        );
        if (!moved) throw new ConflictError('Someone else changed this order first', 'invalid_transition');
        const [open] = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(
            and(
              eq(payments.orderId, id),
              eq(payments.provider, 'bank_transfer'),
              eq(payments.status, 'pending'),
            ),
          )
          .orderBy(desc(payments.createdAt))
          .limit(1);
        const paid = {
          status: 'succeeded' as const,
          method: 'bank_transfer',
          capturedAmount: input.amount,
          providerRef: reference,
          updatedAt: new Date(),
        };
        if (open) await tx.update(payments).set(paid).where(eq(payments.id, open.id));
        else
          await tx.insert(payments).values({
            id: randomUUID(),
            orderId: id,
            provider: 'bank_transfer',
            amount: input.amount,
            currency: o.currency,
            returnUrl: '',
            ...paid,
          });
        await audit(tx, who, {
          action: 'payment.confirm_transfer',
          entity: 'order',
          entityId: id,
          before: { status: o.status },
          after: { status: 'paid', amount: input.amount, reference },
        });
      });
      return { status: 'paid' as const };
    },

    async addNote(id: string, text: string, who: StaffActor) {
      const note = { id: randomUUID(), orderId: id, staffEmail: who.staff!.email, text: text.trim() };
      await db.transaction(async (tx) => {
        await loadOr404(tx, id);
        await tx.insert(orderNotes).values(note);
        await audit(tx, who, {
          action: 'order.note',
          entity: 'order',
          entityId: id,
          after: { text: note.text },
        });
      });
      return { id: note.id, staff_email: note.staffEmail, text: note.text };
    },
  };
}

export type OrderAdminService = ReturnType<typeof createOrderAdminService>;
