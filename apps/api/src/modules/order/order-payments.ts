// Money coming in: the payment row written in the order's transaction, the provider's session opened after it
// commits, a new attempt on an unpaid order, the provider's signed notifications, and the open payments closed
// at the provider when an order closes unpaid. A provider call never runs inside a database transaction.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { amountOwed, isLocale } from '@shop/core';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import { orderItems, orders, paymentNotifications, payments } from '../../db/schema.ts';
import { AppError, InvalidError, NotFoundError } from '../../lib/errors.ts';
import type {
  NotificationFields,
  PaymentMethod,
  PaymentProvider,
} from '../../providers/payment/payment.provider.ts';
import type { OrderAccess, Viewer } from './order-access.ts';
import { actors, type OrderLifecycle, type OrderRow } from './order-lifecycle.ts';
import { assertNoOpenTransfer, assertTransferLines } from './transfer-rules.ts';

/** A payment written with its order, waiting for its session at the provider. */
export interface RecordedPayment {
  id: string;
  order: OrderRow;
  method: PaymentMethod;
  returnUrl: string;
  /** what this payment collects: the total, or what is still owed (a short transfer's rest, an edit's difference) */
  amount: number;
}

/** RMB is the shop's legacy name of CNY: a provider speaking ISO codes answers CNY for it. */
const sameCurrency = (a: string, b: string) =>
  a === b || (['RMB', 'CNY'].includes(a) && ['RMB', 'CNY'].includes(b));

export function createOrderPayments(deps: {
  db: Db;
  payments: PaymentProvider;
  access: OrderAccess;
  lifecycle: OrderLifecycle;
  log: { warn(o: object, m: string): void };
  /** payment.reconcile: a provider whose notification can be lost has its open payments looked up later */
  jobs?: Pick<Jobs, 'send'>;
}) {
  const { db, access, lifecycle } = deps;

  /** The payment row, written in the order's own transaction; the provider is called once that commits. */
  async function recordPayment(
    tx: DbOrTx,
    order: OrderRow,
    method: PaymentMethod,
    returnUrl: string,
    amount: number = order.total,
  ): Promise<RecordedPayment> {
    if (!deps.payments.available(method, order.currency)) {
      throw new InvalidError(
        `${method} is not available for ${order.currency}`,
        'payment_method',
        'payment_method_unavailable',
      );
    }
    const id = randomUUID();
    await tx.insert(payments).values({
      id,
      orderId: order.id,
      provider: method,
      method,
      status: 'pending',
      amount,
      currency: order.currency,
      returnUrl,
    });
    const wait = deps.payments.reconcileAfterMs;
    if (wait && deps.jobs && method !== 'bank_transfer')
      await deps.jobs.send(
        'payment.reconcile',
        { paymentId: id },
        { startAfter: new Date(Date.now() + wait), singletonKey: id, tx },
      );
    return { id, order, method, returnUrl, amount };
  }

  /**
   * Opens the provider's session outside any transaction (a provider call never holds stock locks). A guest's return
   * from a hosted page carries their order token; the stored return address never does.
   */
  async function openSession(r: RecordedPayment, guestToken?: string) {
    const { id, order, method } = r;
    const returnUrl = guestToken ? `${r.returnUrl}?token=${encodeURIComponent(guestToken)}` : r.returnUrl;
    let session;
    try {
      session = await deps.payments.initiate(method, {
        paymentId: id,
        orderNumber: order.number,
        amount: r.amount,
        currency: order.currency,
        deadline: order.paymentDeadline ?? new Date(),
        returnUrl,
        // a member's subscription order keeps the card for its renewals
        saveMethod: order.cartType === 'subscription' && !!order.userId,
        // a hosted page in the shopper's language
        locale: isLocale(order.locale) ? order.locale : undefined,
      });
    } catch (err) {
      deps.log.warn({ err, payment: id }, 'payment provider refused to open a session');
      await db.update(payments).set({ status: 'failed', updatedAt: new Date() }).where(eq(payments.id, id));
      throw new AppError(
        502,
        'payment_unavailable',
        'The payment service did not answer; your order is kept, please try to pay again',
      );
    }
    const { provider_ref: ref, ...shown } = session;
    if (ref) await db.update(payments).set({ providerRef: ref }).where(eq(payments.id, id));
    return {
      id,
      provider: method,
      status: 'pending' as const,
      amount: r.amount,
      currency: order.currency,
      ...shown,
    };
  }

  /**
   * An order that closed unpaid (expired, cancelled) closes its open payments at the provider too, after the
   * status change commits: a Payment Intent left open could still take money for an order that no longer holds
   * its stock. A provider that cannot be reached leaves the payment open; a late payment is then noted as due back.
   */
  async function closeOpenPayments(orderId: string) {
    const open = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['pending', 'requires_action'])));
    for (const p of open) {
      try {
        const method = (p.method ?? p.provider) as PaymentMethod;
        // a bank transfer has nothing open at a provider: the shopper simply must not pay any more
        const status =
          method === 'bank_transfer'
            ? 'canceled'
            : await deps.payments.cancel({
                paymentId: p.id,
                providerRef: p.providerRef,
                method,
                amount: p.amount,
                currency: p.currency,
              });
        if (status === 'canceled')
          await db
            .update(payments)
            .set({ status: 'canceled', updatedAt: new Date() })
            .where(and(eq(payments.id, p.id), inArray(payments.status, ['pending', 'requires_action'])));
      } catch (err) {
        deps.log.warn({ err, paymentId: p.id }, 'open payment not cancelled at the provider');
      }
    }
  }

  return {
    recordPayment,
    openSession,
    closeOpenPayments,

    /** A new attempt for an order still awaiting payment (declined card, the payment-link page). */
    async pay(orderId: string, viewer: Viewer, method: PaymentMethod, returnBase: string) {
      const o = await access.authorized(orderId, viewer);
      const due = amountOwed(o.total, o.paidAmount, o.writtenOff);
      // unpaid before its deadline, or paid with a difference still to pay after an edit (order-edit.service.ts)
      const unpaid =
        o.status === 'awaiting_payment' && !(o.paymentDeadline && o.paymentDeadline < new Date());
      const difference = (o.status === 'paid' || o.status === 'packed') && due > 0;
      if ((!unpaid && !difference) || due <= 0) {
        throw new InvalidError('There is no payment due on this order', 'order', 'order_not_payable');
      }
      const recorded = await db.transaction(async (tx) => {
        if (difference) return recordPayment(tx, o, method, `${returnBase}/${o.id}`, due);
        if (method === 'bank_transfer' && o.paymentMethod !== 'bank_transfer') {
          // switching to a transfer keeps the order's deadline, and the same limits as a new transfer order apply
          assertTransferLines(
            await tx
              .select({ quantity: orderItems.quantity })
              .from(orderItems)
              .where(eq(orderItems.orderId, o.id)),
          );
          await assertNoOpenTransfer(tx, { email: o.email, userId: o.userId }, o.id);
        }
        if (method !== o.paymentMethod)
          await tx.update(orders).set({ paymentMethod: method }).where(eq(orders.id, o.id));
        return recordPayment(tx, { ...o, paymentMethod: method }, method, `${returnBase}/${o.id}`, due);
      });
      return openSession(recorded, viewer.userId && viewer.userId === o.userId ? undefined : viewer.token);
    },

    /** The buyer says which transfer is theirs: kept on the order and its timeline for staff to match. */
    async transferReference(orderId: string, viewer: Viewer, reference: string) {
      const o = await access.authorized(orderId, viewer);
      if (o.paymentMethod !== 'bank_transfer' || o.status !== 'awaiting_payment')
        throw new InvalidError('This order is not waiting for a transfer', 'order', 'order_not_payable');
      await db.update(orders).set({ transferReference: reference }).where(eq(orders.id, o.id));
      await lifecycle.recordEvent(
        db,
        o.id,
        o.status,
        o.status,
        viewer.userId ? `member:${viewer.userId}` : 'guest',
        `transfer reference ${reference}`,
      );
      return { ok: true as const };
    },

    /** A payment's state; no credential of the order (its return address holds no token). */
    async paymentStatus(paymentId: string) {
      const [p] = await db.select().from(payments).where(eq(payments.id, paymentId));
      if (!p) throw new NotFoundError('Unknown payment', 'payment_not_found');
      const o = (await access.loadOrder(p.orderId))!;
      return {
        status: p.status,
        order_status: o.status,
        order_id: o.id,
        order_number: o.number,
        amount: p.amount,
        currency: p.currency,
        provider: p.provider,
        return_url: p.returnUrl,
      };
    },

    /** The payment for the sandbox's buttons: only the buyer (member or guest token holder) may complete it. */
    async buyerPayment(paymentId: string, viewer: Viewer) {
      const { p, o } = await access.authorizedPayment(paymentId, viewer);
      return {
        status: p.status,
        order_id: o.id,
        amount: p.amount,
        currency: p.currency,
        provider: p.provider,
        return_url: p.returnUrl,
      };
    },

    /**
     * A provider's notification, its signature already checked (provider.parseWebhook). Applied at most once: a
     * repeat or a late, out-of-order notification never captures twice nor re-opens an expired or cancelled order.
     * A failed attempt is not final (a Payment Intent takes another card): money arriving after it still pays.
     * Authorized (held for a manual capture) pays the order; the capture later only records the money taken.
     * Becoming paid runs the lifecycle's hooks (the email, the wallet, subscriptions after the commit).
     */
    async applyNotification(fields: NotificationFields) {
      return lifecycle.transaction(async (tx) => {
        const [p] = await tx.select().from(payments).where(eq(payments.id, fields.payment_id)).for('update');
        if (!p) throw new NotFoundError('Unknown payment', 'payment_not_found');
        if (p.amount !== fields.amount || !sameCurrency(p.currency, fields.currency))
          throw new InvalidError('Amount does not match the payment', 'amount', 'amount_mismatch');
        const open = p.status === 'pending' || p.status === 'requires_action';
        const applies =
          fields.status === 'failed'
            ? open
            : fields.status === 'authorized'
              ? open || p.status === 'failed'
              : open || p.status === 'failed' || p.status === 'authorized';
        if (!applies) return { applied: false, status: p.status };
        await tx
          .update(payments)
          .set({
            status: fields.status,
            method: p.method ?? p.provider,
            ...(fields.status === 'succeeded' ? { capturedAmount: fields.amount } : {}),
            // the provider's own reference, where only its notification tells it (PayDollar's PayRef)
            ...(fields.provider_ref ? { providerRef: fields.provider_ref } : {}),
            updatedAt: new Date(),
          })
          .where(eq(payments.id, p.id));
        await tx
          .insert(paymentNotifications)
          .values({ id: randomUUID(), paymentId: p.id, status: fields.status });
        // a capture after an authorization: the order was paid for when the money was held
        if (fields.status !== 'failed' && p.status !== 'authorized') {
          const actor = actors.provider(p.provider);
          const paid = await lifecycle.transition(
            tx,
            p.orderId,
            'awaiting_payment',
            'paid',
            actor,
            `payment ${p.id}`,
          );
          if (!paid) {
            const [o] = await tx.select().from(orders).where(eq(orders.id, p.orderId));
            // the difference an edit left on a paid order: the money adds to what was paid
            if (
              (o!.status === 'paid' || o!.status === 'packed') &&
              p.amount <= amountOwed(o!.total, o!.paidAmount, o!.writtenOff)
            ) {
              await tx
                .update(orders)
                .set({ paidAmount: sql`${orders.paidAmount} + ${p.amount}`, updatedAt: new Date() })
                .where(eq(orders.id, p.orderId));
              await lifecycle.recordEvent(
                tx,
                p.orderId,
                o!.status,
                o!.status,
                actor.name,
                `difference paid, payment ${p.id}`,
              );
              return { applied: true, status: fields.status };
            }
            await lifecycle.recordEvent(
              tx,
              p.orderId,
              o!.status,
              o!.status,
              actor.name,
              `late payment ${p.id}: refund due`,
            );
          }
        }
        return { applied: true, status: fields.status };
      });
    },
  };
}

export type OrderPayments = ReturnType<typeof createOrderPayments>;
