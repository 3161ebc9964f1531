// What the provider knows, applied when its notification never came: the payment.reconcile job (queued when a
// payment starts, for a provider whose notification can be lost), staff's re-check of one order, and the
// refund.retry job for a refund the provider did not answer. Every outcome goes through the same apply path as
// a notification (applyNotification), so a payment is never applied twice.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderEvents, orderItems, orders, payments, refunds } from '../../db/schema.ts';
import { firstRow } from '../../db/first-row.ts';
import { AppError, NotFoundError } from '../../lib/errors.ts';
import type {
  NotificationFields,
  PaymentMethod,
  PaymentProvider,
  ProviderPayment,
} from '../../providers/payment/payment.provider.ts';
import { moveStock } from '../product/stock-ledger.ts';

type PaymentRow = typeof payments.$inferSelect;

const providerPayment = (p: PaymentRow): ProviderPayment => ({
  paymentId: p.id,
  providerRef: p.providerRef,
  method: (p.method ?? p.provider) as PaymentMethod,
  amount: p.capturedAmount || p.amount,
  currency: p.currency,
});

const OPEN = ['pending', 'requires_action'] as const;

export function createPaymentReconcile(deps: {
  db: Db;
  payments: PaymentProvider;
  applyNotification: (f: NotificationFields) => Promise<unknown>;
  log: { warn(o: object, m: string): void };
}) {
  const { db } = deps;

  const present = (p: PaymentRow) => ({
    status: p.status,
    method: p.method ?? p.provider,
    provider: deps.payments.kind,
    provider_ref: p.providerRef,
  });

  /** Asks the provider about one open payment and applies its answer; a settled payment is left as it is. */
  async function reconcilePayment(paymentId: string) {
    const [p] = await db.select().from(payments).where(eq(payments.id, paymentId));
    if (!p) throw new NotFoundError('Unknown payment', 'payment_not_found');
    const lookup = deps.payments.lookup;
    if (!lookup || !(OPEN as readonly string[]).includes(p.status) || p.method === 'bank_transfer')
      return present(p);
    const found = await lookup(providerPayment(p));
    if (found) {
      await deps.applyNotification(found).catch((err: Error) => {
        if (!(err instanceof AppError)) throw err;
        deps.log.warn({ err, payment: p.id }, 'the provider reports a payment that does not match ours');
      });
    }
    return present(firstRow(await db.select().from(payments).where(eq(payments.id, paymentId))));
  }

  /** Staff's re-check: the order's open payment (else its newest) as the provider sees it now. */
  async function recheckOrder(orderId: string) {
    const rows = await db
      .select()
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(sql`${payments.status} in ('pending', 'requires_action') desc`, desc(payments.createdAt))
      .limit(1);
    if (!rows[0]) throw new NotFoundError('This order has no payment', 'payment_not_found');
    return reconcilePayment(rows[0].id);
  }

  /** A refund whose first answer never came back: settled failed, with its amount and units given back. */
  async function failRefund(r: typeof refunds.$inferSelect, reason: string) {
    await db.transaction(async (tx) => {
      const [moved] = await tx
        .update(refunds)
        .set({ status: 'failed' })
        .where(and(eq(refunds.id, r.id), eq(refunds.status, 'pending')))
        .returning();
      if (!moved) return;
      const o = firstRow(
        await tx
          .update(orders)
          .set({
            refundedAmount: sql`greatest(${orders.refundedAmount} - ${r.amount}, 0)`,
            updatedAt: new Date(),
          })
          .where(eq(orders.id, r.orderId))
          .returning({ status: orders.status }),
      );
      if (r.paymentId)
        await tx
          .update(payments)
          .set({ refundedAmount: sql`greatest(${payments.refundedAmount} - ${r.amount}, 0)` })
          .where(eq(payments.id, r.paymentId));
      for (const l of r.restockItems) {
        await moveStock(tx, {
          subSku: l.sub_sku,
          delta: -l.quantity,
          reason: 'refund failed: restock undone',
          actor: 'provider:refund',
          orderId: r.orderId,
        });
        await tx
          .update(orderItems)
          .set({ restockedQuantity: sql`greatest(${orderItems.restockedQuantity} - ${l.quantity}, 0)` })
          .where(and(eq(orderItems.orderId, r.orderId), eq(orderItems.subSku, l.sub_sku)));
      }
      await tx.insert(orderEvents).values({
        id: randomUUID(),
        orderId: r.orderId,
        fromStatus: o.status,
        toStatus: o.status,
        actor: 'provider:refund',
        note: `refund failed at the payment provider: ${reason}`,
      });
    });
  }

  /**
   * The refund.retry job: first asks what the provider has refunded on the payment (the lost answer may have been
   * a success), then asks again only if this refund is not there. Throws while the provider stays unreachable, so
   * the job queue tries again later.
   */
  async function retryRefund(refundId: string) {
    const [r] = await db.select().from(refunds).where(eq(refunds.id, refundId));
    if (!r || r.status !== 'pending' || !r.paymentId) return;
    const p = firstRow(await db.select().from(payments).where(eq(payments.id, r.paymentId)));
    const payment = providerPayment(p);
    if (deps.payments.refundedTotal) {
      const atProvider = await deps.payments.refundedTotal(payment);
      const [settled] = await db
        .select({ sum: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
        .from(refunds)
        .where(
          and(eq(refunds.paymentId, p.id), inArray(refunds.status, ['succeeded']), ne(refunds.id, r.id)),
        );
      if (atProvider >= Number(settled?.sum ?? 0) + r.amount) {
        await db
          .update(refunds)
          .set({ status: 'succeeded' })
          .where(and(eq(refunds.id, r.id), eq(refunds.status, 'pending')));
        return;
      }
    }
    const answer = await deps.payments.refund(payment, {
      refundId: r.id,
      amount: r.amount,
      reason: r.reason,
    });
    if (answer.status === 'succeeded' || answer.status === 'manual')
      await db
        .update(refunds)
        .set({ status: 'succeeded', providerRef: answer.provider_ref ?? r.providerRef })
        .where(and(eq(refunds.id, r.id), eq(refunds.status, 'pending')));
    else if (answer.status === 'failed') await failRefund(r, answer.error ?? 'refused');
    else throw new Error(`refund ${r.id} still unanswered: ${answer.error ?? 'pending'}`);
  }

  return { reconcilePayment, recheckOrder, retryRefund };
}

export type PaymentReconcile = ReturnType<typeof createPaymentReconcile>;
