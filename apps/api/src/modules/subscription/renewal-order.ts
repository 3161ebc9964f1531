// A renewal's order: written (stock held, order, item, pending payment) in the claim's transaction before any
// charge, then settled once with the provider's answer: paid and into fulfilment, retried, or suspended with the
// stock given back. The conditional updates let one runner record the answer; the others change nothing.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterFailedCharge, nextRenewalAt } from '@shop/core';
import type { DbOrTx } from '../../db/client.ts';
import {
  orderEvents,
  orderItems,
  orders,
  payments,
  subscriptionRenewals,
  subscriptions,
} from '../../db/schema.ts';
import { formatOrderNumber } from '../order/order.service.ts';
import type { Products } from '../product/product.service.ts';
import { actors, type OrderLifecycle } from '../order/order-lifecycle.ts';
import { moveStock } from '../product/stock-ledger.ts';
import type { RenewalOutcome } from './renewal.ts';
import type { SubscriptionRow } from './subscription.service.ts';

/** Thrown inside the claim's transaction when the stock cannot be held: the renewal waits a day. */
export class OutOfStock extends Error {}

export async function writeRenewalOrder(
  tx: DbOrTx,
  s: SubscriptionRow,
  o: {
    orderId: string;
    period: number;
    unit: number;
    line: NonNullable<Awaited<ReturnType<Products['priceLine']>>>;
    total: number;
    now: Date;
  },
) {
  const held = await moveStock(tx, {
    subSku: s.subSku,
    delta: -s.quantity,
    reason: `subscription renewal ${o.period}`,
    actor: 'system',
    orderId: o.orderId,
  });
  if (held === null) throw new OutOfStock();
  const seq = (await tx.execute(sql`select nextval('order_number_seq')::text as n`)) as unknown as {
    rows: { n: string }[];
  };
  const subtotal = o.unit * s.quantity;
  await tx.insert(orders).values({
    id: o.orderId,
    number: formatOrderNumber(seq.rows[0]!.n, o.now),
    userId: s.userId,
    email: s.email,
    // the member reads it signed in: no guest token is ever handed out
    accessTokenHash: createHash('sha256').update(randomBytes(24)).digest('hex'),
    status: 'awaiting_payment',
    cartType: 'subscription',
    currency: s.currency,
    locale: s.locale,
    subtotal,
    discount: 0,
    couponCode: null,
    giftWrapFee: 0,
    deliveryFee: s.deliveryFee,
    total: o.total,
    paymentMethod: 'card',
    paymentDeadline: null,
    delivery: s.delivery,
    billing: null,
    gift: null,
    clientRemarks: null,
  });
  await tx.insert(orderItems).values({
    id: randomUUID(),
    orderId: o.orderId,
    pid: s.pid,
    sku: s.sku,
    subSku: s.subSku,
    name: o.line.entry.row.name,
    optionName: o.line.row.name,
    thumbnail: o.line.entry.row.thumbnail,
    quantity: s.quantity,
    unitPrice: o.unit,
    lineTotal: subtotal,
    subscriptionInterval: s.intervalMonths,
  });
  await tx.insert(payments).values({
    id: randomUUID(),
    orderId: o.orderId,
    provider: 'card',
    method: 'card',
    status: 'pending',
    amount: o.total,
    currency: s.currency,
    returnUrl: `/order-confirmation/${o.orderId}`,
  });
  await tx.insert(orderEvents).values({
    id: randomUUID(),
    orderId: o.orderId,
    fromStatus: null,
    toStatus: 'awaiting_payment',
    actor: 'system',
    note: `subscription ${s.id} renewal ${o.period}`,
  });
}

/** Records the provider's answer once: the conditional updates let one runner win, the others change nothing. */
export async function settleRenewal(
  deps: { orderLifecycle: () => Pick<OrderLifecycle, 'transaction' | 'transition'> },
  s: SubscriptionRow,
  renewalId: string,
  attemptsBefore: number,
  result: { status: 'succeeded' | 'failed'; provider_ref?: string; error?: string },
  now: Date,
): Promise<RenewalOutcome['result']> {
  const lifecycle = deps.orderLifecycle();
  return lifecycle.transaction(async (tx) => {
    const [r] = await tx
      .select()
      .from(subscriptionRenewals)
      .where(eq(subscriptionRenewals.id, renewalId))
      .for('update');
    if (!r || r.status === 'paid' || r.attempts !== attemptsBefore) return 'skipped';
    const [p] = await tx.select().from(payments).where(eq(payments.orderId, r.orderId!));
    if (result.status === 'succeeded') {
      await tx
        .update(subscriptionRenewals)
        .set({ status: 'paid', lastError: null, updatedAt: now })
        .where(eq(subscriptionRenewals.id, r.id));
      await tx
        .update(payments)
        .set({
          status: 'succeeded',
          capturedAmount: p!.amount,
          providerRef: result.provider_ref ?? null,
          updatedAt: now,
        })
        .where(eq(payments.id, p!.id));
      // paid through the lifecycle: its hooks queue the paid email in this transaction
      await lifecycle.transition(
        tx,
        r.orderId!,
        'awaiting_payment',
        'paid',
        actors.provider('card'),
        `subscription off-session charge ${result.provider_ref ?? ''}`.trim(),
      );
      const [cur] = await tx.select().from(subscriptions).where(eq(subscriptions.id, s.id));
      await tx
        .update(subscriptions)
        .set({
          periodsPaid: r.period,
          nextRenewalAt: nextRenewalAt(cur!.nextRenewalAt, cur!.intervalMonths, cur!.anchorDay),
          nextAttemptAt: null,
          failedAttempts: 0,
          updatedAt: now,
        })
        .where(eq(subscriptions.id, s.id));
      return 'paid';
    }
    const failures = r.attempts + 1;
    await tx
      .update(subscriptionRenewals)
      .set({ status: 'failed', attempts: failures, lastError: result.error ?? 'declined', updatedAt: now })
      .where(eq(subscriptionRenewals.id, r.id));
    await tx.update(payments).set({ status: 'failed', updatedAt: now }).where(eq(payments.id, p!.id));
    const next = afterFailedCharge(s.nextRenewalAt, Math.max(failures, s.failedAttempts + 1));
    if (next.action === 'retry') {
      await tx
        .update(subscriptions)
        .set({ failedAttempts: failures, nextAttemptAt: next.at, updatedAt: now })
        .where(eq(subscriptions.id, s.id));
      return 'failed';
    }
    // the last retry failed: suspended, and the order gives back its stock until the member reactivates
    await tx
      .update(subscriptions)
      .set({
        status: 'suspended',
        failedAttempts: failures,
        nextAttemptAt: null,
        suspendedAt: now,
        updatedAt: now,
      })
      .where(eq(subscriptions.id, s.id));
    // the order gives back the stock it held through the lifecycle's hooks
    await lifecycle.transition(
      tx,
      r.orderId!,
      'awaiting_payment',
      'cancelled',
      actors.system,
      'subscription suspended: payment failed',
    );
    return 'suspended';
  });
}
