// Money going back on an order, in two steps so a provider call never runs inside a database transaction:
// open() reserves the amount on the locked order row (a pending refund row, orders.refunded_amount bumped, units
// restocked) inside the caller's transaction; settle() calls the provider after that commits and records the answer.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { canTransition, formatMoney, isCurrency, refundProblem, statusAfterRefund } from '@shop/core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orderItems, orders, payments, refunds } from '../../db/schema.ts';
import { AppError, ConflictError, InvalidError, NotFoundError } from '../../lib/errors.ts';
import type {
  PaymentMethod,
  PaymentProvider,
  ProviderPayment,
} from '../../providers/payment/payment.provider.ts';
import { moveStock } from '../product/stock-ledger.ts';
import { actors, type OrderRow } from './order-lifecycle.ts';
import type { OrderService } from './order.service.ts';
import { firstRow } from '../../db/first-row.ts';
import type { Jobs } from '../../jobs/jobs.ts';

export interface RestockLine {
  sub_sku: string;
  quantity: number;
}

/** A refund written and reserved, waiting for the provider. */
export interface PendingRefund {
  id: string;
  orderId: string;
  amount: number;
  reason: string;
  payment: HeldOrPaid | null;
  /** staff email: the ledger's and the timeline's actor */
  actor: string;
}

/** A payment money goes back through; held: only authorized (its hold is released, not refunded). */
export type HeldOrPaid = ProviderPayment & { held: boolean };

export interface SettledRefund {
  id: string;
  amount: number;
  status: 'succeeded' | 'pending' | 'failed';
  /** the provider's reason when it failed */
  error?: string;
}

export function createRefundService(deps: {
  db: Db;
  payments: PaymentProvider;
  orders: Pick<OrderService, 'lifecycle' | 'sendOrderEmail'>;
  log: { warn(o: object, m: string): void };
  /** refund.retry: a refund the provider did not answer is asked again later (payment-reconcile.ts) */
  jobs?: Pick<Jobs, 'send'>;
}) {
  const { db } = deps;

  /**
   * The payment money goes back through: the newest that succeeded, else one only authorized (manual capture,
   * not packed yet), whose hold is released instead of refunded.
   */
  async function settledPayment(tx: DbOrTx, orderId: string): Promise<HeldOrPaid | null> {
    const [p] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['succeeded', 'authorized'])))
      .orderBy(sql`${payments.status} = 'succeeded' desc`, desc(payments.createdAt))
      .limit(1);
    if (!p) return null;
    return {
      held: p.status === 'authorized',
      paymentId: p.id,
      providerRef: p.providerRef,
      // the method the shopper paid with (a bank transfer goes back by hand); older rows kept it in provider
      method: (p.method ?? p.provider) as PaymentMethod,
      amount: p.capturedAmount || p.amount,
      currency: p.currency,
    };
  }

  /** Returns units to stock for this order and counts them on its lines (never more than ordered: refundProblem). */
  async function restock(
    tx: DbOrTx,
    orderId: string,
    lines: readonly RestockLine[],
    actor: string,
    why: string,
  ) {
    for (const l of lines) {
      await moveStock(tx, { subSku: l.sub_sku, delta: l.quantity, reason: why, actor, orderId });
      await tx
        .update(orderItems)
        .set({ restockedQuantity: sql`${orderItems.restockedQuantity} + ${l.quantity}` })
        .where(and(eq(orderItems.orderId, orderId), eq(orderItems.subSku, l.sub_sku)));
    }
  }

  /**
   * Writes the pending refund and reserves its amount on the order, in the caller's transaction (the order row is
   * locked FOR UPDATE there, so two refunds never both pass the paid − refunded check).
   */
  async function open(
    tx: DbOrTx,
    o: OrderRow,
    r: { amount: number; reason: string; restock: readonly RestockLine[]; actor: string },
  ): Promise<PendingRefund> {
    const id = randomUUID();
    // cash is paid back by hand, as a payment with no provider
    const paid = await settledPayment(tx, o.id);
    const payment = paid?.method === ('cash' as PaymentMethod) ? null : paid;
    // held money is released whole (cancel the order); part of it can go back once it is captured at packing
    if (payment?.held && r.amount < payment.amount)
      throw new ConflictError(
        'This payment is only authorized: cancel the order to release it, or pack it (which captures it) first',
        'not_captured',
      );
    await tx.insert(refunds).values({
      id,
      orderId: o.id,
      paymentId: payment?.paymentId ?? null,
      amount: r.amount,
      currency: o.currency,
      reason: r.reason,
      restockItems: [...r.restock],
      status: 'pending',
      actor: r.actor,
    });
    await tx
      .update(orders)
      .set({ refundedAmount: sql`${orders.refundedAmount} + ${r.amount}`, updatedAt: new Date() })
      .where(eq(orders.id, o.id));
    await restock(tx, o.id, r.restock, r.actor, 'restock: refund');
    return { id, orderId: o.id, amount: r.amount, reason: r.reason, payment, actor: r.actor };
  }

  /**
   * Calls the provider (outside any transaction), then records its answer. Failed: the amount is given back to
   * what may still be refunded. All of it back: the order becomes refunded (a cancelled order stays cancelled).
   */
  async function settle(p: PendingRefund): Promise<SettledRefund> {
    const failed = (err: Error) => {
      deps.log.warn({ err, refund: p.id }, 'payment provider refund failed');
      return { status: 'failed' as const, error: err.message, provider_ref: undefined };
    };
    const answer = !p.payment
      ? // nothing was paid through a provider (a payment recorded by hand): paid back by hand
        { status: 'manual' as const, error: undefined, provider_ref: undefined }
      : p.payment.held
        ? await deps.payments
            .cancel(p.payment)
            .then(
              (st) =>
                st === 'canceled'
                  ? { status: 'released' as const, error: undefined, provider_ref: undefined }
                  : { status: 'failed' as const, error: `the hold answered ${st}`, provider_ref: undefined },
              failed,
            )
        : await deps.payments
            .refund(p.payment, { refundId: p.id, amount: p.amount, reason: p.reason })
            .catch(failed);
    const status = answer.status === 'manual' || answer.status === 'released' ? 'succeeded' : answer.status;
    const actor = actors.refund(p.actor);
    const { lifecycle } = deps.orders;
    await lifecycle.transaction(async (tx) => {
      const o = firstRow(await tx.select().from(orders).where(eq(orders.id, p.orderId)).for('update'));
      const [row] = await tx
        .update(refunds)
        .set({ status, providerRef: answer.provider_ref ?? null })
        .where(eq(refunds.id, p.id))
        .returning({ restockItems: refunds.restockItems });
      // the provider could not be reached: asked again later, after checking what it did (never twice)
      if ('retry' in answer && answer.retry && deps.jobs)
        await deps.jobs.send('refund.retry', { refundId: p.id }, { singletonKey: p.id, tx });
      if (status === 'failed') {
        await tx
          .update(orders)
          .set({ refundedAmount: sql`greatest(${orders.refundedAmount} - ${p.amount}, 0)` })
          .where(eq(orders.id, p.orderId));
        // the refund did not happen: the units it put back on the shelf were not returned either
        for (const l of row?.restockItems ?? []) {
          await moveStock(tx, {
            subSku: l.sub_sku,
            delta: -l.quantity,
            reason: 'refund failed: restock undone',
            actor: p.actor,
            orderId: p.orderId,
          });
          await tx
            .update(orderItems)
            .set({ restockedQuantity: sql`greatest(${orderItems.restockedQuantity} - ${l.quantity}, 0)` })
            .where(and(eq(orderItems.orderId, p.orderId), eq(orderItems.subSku, l.sub_sku)));
        }
        await lifecycle.recordEvent(
          tx,
          o.id,
          o.status,
          o.status,
          actor.name,
          `refund failed: ${answer.error ?? ''}`,
        );
        return;
      }
      if (p.payment?.held)
        await tx
          .update(payments)
          .set({ status: 'canceled', updatedAt: new Date() })
          .where(eq(payments.id, p.payment.paymentId));
      else if (p.payment)
        await tx
          .update(payments)
          .set({ refundedAmount: sql`${payments.refundedAmount} + ${p.amount}`, updatedAt: new Date() })
          .where(eq(payments.id, p.payment.paymentId));
      // timeline notes are read by staff as they are: the amount in money, not minor units
      const amount = isCurrency(o.currency) ? formatMoney(p.amount, o.currency, 'en') : String(p.amount);
      const note =
        answer.status === 'manual'
          ? `refund ${amount} to be paid back by hand (bank transfer)`
          : answer.status === 'released'
            ? `authorization of ${amount} released: nothing was captured`
            : `refund ${amount} ${status}`;
      const next = statusAfterRefund(o.status, o.paidAmount, o.refundedAmount);
      // all of it back: refunded (a cancelled order stays cancelled); else a note on the timeline
      if (next !== o.status && canTransition(o.status, next, actor.role))
        await lifecycle.transition(tx, o.id, o.status, next, actor, note);
      else await lifecycle.recordEvent(tx, o.id, o.status, o.status, actor.name, note);
    });
    return { id: p.id, amount: p.amount, status, error: answer.error };
  }

  /** 502 when the provider refused: the refund row says failed and the amount may be refunded again. */
  function assertSettled(s: SettledRefund) {
    if (s.status === 'failed')
      throw new AppError(
        502,
        'payment_provider_error',
        `The payment provider did not refund: ${s.error ?? 'no reason given'}`,
      );
  }

  return {
    open,
    settle,
    assertSettled,
    restock,

    /**
     * A refund asked for by staff: checked against the locked order (core refundProblem), reserved and restocked in
     * one transaction, then sent to the provider. `onReserved` writes the audit row in that same transaction.
     */
    async refund(
      orderId: string,
      input: { amount: number; reason: string; restock_items?: RestockLine[] },
      actor: string,
      onReserved: (tx: DbOrTx, before: OrderRow) => Promise<void>,
    ) {
      const pending = await db.transaction(async (tx) => {
        const [o] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
        if (!o) throw new NotFoundError('No such order', 'order_not_found');
        const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
        const items: Record<string, { ordered: number; restocked: number }> = {};
        for (const l of lines) {
          const it = (items[l.subSku] ??= { ordered: 0, restocked: 0 });
          it.ordered += l.quantity;
          it.restocked += l.restockedQuantity;
        }
        const problem = refundProblem({
          status: o.status,
          paid: o.paidAmount,
          refunded: o.refundedAmount,
          amount: input.amount,
          items,
          restock: input.restock_items,
        });
        if (problem?.field === 'status')
          throw new ConflictError(`An order that is ${o.status} cannot be refunded`, 'not_refundable');
        if (problem)
          throw new InvalidError(`${problem.field}: ${problem.reason}`, problem.field, problem.reason);
        const p = await open(tx, o, {
          amount: input.amount,
          reason: input.reason,
          restock: input.restock_items ?? [],
          actor,
        });
        await onReserved(tx, o);
        return p;
      });
      const settled = await settle(pending);
      if (settled.status !== 'failed') {
        const o = firstRow(await db.select().from(orders).where(eq(orders.id, orderId)));
        await deps.orders.sendOrderEmail(o, 'refunded', { amount: settled.amount });
      }
      return settled;
    },
  };
}

export type RefundService = ReturnType<typeof createRefundService>;
