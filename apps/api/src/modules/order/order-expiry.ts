// Unpaid orders expire at their payment deadline through the durable order.expire job. The move to expired gives
// back what the order held and closes its open payments through the lifecycle's hooks.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import { actors, type OrderLifecycle } from './order-lifecycle.ts';

export function createOrderExpiry(deps: {
  db: Db;
  jobs: Pick<Jobs, 'send' | 'pendingKeys'>;
  lifecycle: OrderLifecycle;
}) {
  const { db, lifecycle } = deps;
  return {
    /**
     * Unpaid orders without a queued expiry get one (at boot): those placed before the queue moved to pg-boss,
     * whose jobs went with the old table. A deadline already past comes due at once.
     */
    async queueMissingExpiries() {
      const open = await db
        .select({ id: orders.id, deadline: orders.paymentDeadline })
        .from(orders)
        .where(eq(orders.status, 'awaiting_payment'));
      const queued = await deps.jobs.pendingKeys(
        'order.expire',
        open.map((o) => o.id),
      );
      const missing = open.filter((o) => !queued.has(o.id));
      for (const o of missing)
        await deps.jobs.send(
          'order.expire',
          { orderId: o.id },
          { startAfter: o.deadline ?? new Date(), singletonKey: o.id },
        );
      return missing.length;
    },

    /** The order.expire job: an order still unpaid at its deadline expires (a paid one stays as it is). */
    async expireOrder(orderId: string) {
      return lifecycle.transaction((tx) =>
        lifecycle.transition(
          tx,
          orderId,
          'awaiting_payment',
          'expired',
          actors.system,
          'payment deadline passed',
        ),
      );
    },
  };
}
