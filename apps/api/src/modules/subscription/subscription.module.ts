// Subscriptions: the service and its renewal engine, the job handlers, the schedule that puts each subscription's
// reminder and renewal dates on the durable queue, and the member's and the back office's routes.
import { reminderAt } from '@shop/core';
import type { App } from '../../app-types.ts';
import { createRenewalEngine } from './renewal.ts';
import { subscriptionAdminRoutes } from './subscription.admin.routes.ts';
import { subscriptionRoutes } from './subscription.routes.ts';
import { createSubscriptionService } from './subscription.service.ts';

export async function subscriptionModule(app: App): Promise<void> {
  const { database, payments, email, config } = app.deps;
  const jobs = app.jobs;
  // renewal orders change status through the order module's lifecycle, reached when a renewal runs (the order
  // module may be wired after this one)
  const orderLifecycle = () => app.orders.lifecycle;
  const renewals = createRenewalEngine({
    db: database.db,
    payments,
    products: app.products,
    email,
    jobs,
    orderLifecycle,
    publicUrl: config.PUBLIC_URL ?? 'http://localhost:3000',
    emailFrom: config.EMAIL_FROM,
    log: app.log,
  });
  const subscriptions = createSubscriptionService({
    db: database.db,
    payments,
    now: () => new Date(),
    orderLifecycle,
    // the real clock's dates go on the queue; a job that comes due early or late re-checks and does what is due
    async schedule(s) {
      const due = s.nextAttemptAt ?? s.nextRenewalAt;
      for (const at of [reminderAt(s.nextRenewalAt), due])
        if (at.getTime() > Date.now())
          await jobs.send('subscription.renew', { subscriptionId: s.id }, { startAfter: at });
    },
  });
  app.decorate('subscriptions', subscriptions);
  app.decorate('renewals', renewals);
  jobs.handle('subscription.renew', async (d) => {
    const out = await renewals.renewOne(d.subscriptionId, new Date());
    // a renewal moved its dates (paid, retry, delay): queue the next ones; a reminder alone moved nothing
    const [s] = out ? await subscriptions.rows([d.subscriptionId]) : [];
    if (s?.status === 'active') await subscriptions.reschedule(s);
  });
  jobs.handle('subscription.email', (d) => renewals.deliverEmail(d));
  await app.register(subscriptionRoutes, { prefix: '/api/v1' });
  await app.register(subscriptionAdminRoutes, { prefix: '/api/v1' });
}
