import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderEvents, orders, refunds } from '../../db/schema.ts';
import type { RefundNotification } from '../../providers/payment/payment.provider.ts';
import { firstRow } from '../../db/first-row.ts';

/**
 * Settles refund rows from the provider's signed news (Stripe: refund.updated, charge.refunded), found by the
 * provider's refund id. Only a pending refund moves, once (compare-and-set on its status): a repeat or a late,
 * out-of-order event changes nothing. A refund that failed at the provider gives its amount back to what may still
 * be refunded on the order, and leaves a note on the order's timeline for staff.
 */
export async function applyRefundNotifications(db: Db, news: readonly RefundNotification[]) {
  let settled = 0;
  for (const n of news) {
    if (n.status === 'pending') continue;
    const done = await db.transaction(async (tx) => {
      const [r] = await tx
        .update(refunds)
        .set({ status: n.status })
        .where(and(eq(refunds.providerRef, n.provider_ref), eq(refunds.status, 'pending')))
        .returning();
      if (!r) return false;
      if (n.status === 'failed') {
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
        await tx.insert(orderEvents).values({
          id: randomUUID(),
          orderId: r.orderId,
          fromStatus: o.status,
          toStatus: o.status,
          actor: 'provider:refund',
          note: `refund ${r.id} failed at the payment provider: ${r.amount} may be refunded again`,
        });
      }
      return true;
    });
    if (done) settled++;
  }
  return { received: true as const, settled };
}
