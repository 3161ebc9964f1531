// The back office's orders: the list (order.admin.list.ts), one order in full, and the staff's moves along core's
// state machine. Every write is audited in its own transaction; refunds and provider calls come after the commit.
// The moves' side effects (stock of an unpaid order, emails, wallet, subscriptions) are the lifecycle's hooks.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
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
import { claimOrderVersion } from './order-version.ts';
import { createTransferConfirm, type TransferConfirmInput } from './transfer-confirm.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
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
  /** an overpayment credited to the member's wallet (read at request time) */
  wallet?: () => Pick<WalletService, 'post'>;
}) {
  const { db } = deps;
  const confirmTransfer = createTransferConfirm({
    lifecycle: deps.orders.lifecycle,
    refunds: deps.refunds,
    wallet: () => {
      if (!deps.wallet) throw new Error('no wallet service');
      return deps.wallet();
    },
  });

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
        version?: number;
      },
      who: StaffActor,
    ) {
      const email = who.staff!.email;
      const actor = actors.staff(email);
      const { before, pending } = await deps.orders.lifecycle.transaction(async (tx) => {
        const o = await loadOr404(tx, id);
        // of two staff acting on the version they were shown, one wins; the other answers 409 order_changed
        await claimOrderVersion(tx, id, input.version);
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
      input: { amount: number; reason: string; restock_items?: RestockLine[]; version?: number },
      who: StaffActor,
    ) {
      const settled = await deps.refunds.refund(id, input, who.staff!.email, async (tx, before) => {
        // in the refund's transaction: a second refund on the same version is refused, never paid twice
        await claimOrderVersion(tx, id, input.version);
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

    /** A bank transfer or cash arrived, for the amount received (transfer-confirm.ts: tolerance, owed, excess). */
    confirmTransfer: (id: string, input: TransferConfirmInput, who: StaffActor) =>
      confirmTransfer(id, input, who),

    async addNote(id: string, text: string, who: StaffActor, version?: number) {
      const note = { id: randomUUID(), orderId: id, staffEmail: who.staff!.email, text: text.trim() };
      await db.transaction(async (tx) => {
        await loadOr404(tx, id);
        await claimOrderVersion(tx, id, version);
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
