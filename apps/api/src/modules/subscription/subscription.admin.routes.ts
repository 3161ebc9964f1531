// The back office's subscriptions: list and detail (orders:read), retry now and cancel with a reason
// (orders:write, audited), and the owner's run-renewals {now}, which exists only outside production.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyBody } from '@shop/core/contract/common';
import {
  adminSubscriptionCancelBody,
  adminSubscriptionDetailOut,
  adminSubscriptionRetryOut,
  adminSubscriptionsOut,
  adminSubscriptionsQuery,
  runRenewalsBody,
  runRenewalsOut,
  subscriptionOut,
  subscriptionParams as params,
} from '@shop/core/contract/subscription';
import { ConflictError, ForbiddenError } from '../../lib/errors.ts';
import { staffGuard } from '../staff/staff.guard.ts';

const tags = ['admin'];

export async function subscriptionAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/subscriptions',
    {
      preHandler: staffGuard(app, 'orders:read'),
      schema: {
        tags,
        summary: 'Subscriptions, newest first',
        querystring: adminSubscriptionsQuery,
        response: { 200: adminSubscriptionsOut },
      },
    },
    async (req) => ({ subscriptions: await app.subscriptions.adminList(req.query), page: req.query.page }),
  );

  app.get(
    '/admin/subscriptions/:id',
    {
      preHandler: staffGuard(app, 'orders:read'),
      schema: { tags, params, response: { 200: adminSubscriptionDetailOut } },
    },
    async (req) => app.subscriptions.adminDetail(req.params.id),
  );

  app.post(
    '/admin/subscriptions/:id/cancel',
    {
      preHandler: staffGuard(app, 'orders:write'),
      schema: {
        tags,
        params,
        body: adminSubscriptionCancelBody,
        response: { 200: subscriptionOut },
      },
    },
    async (req) => {
      const before = await app.subscriptions.adminDetail(req.params.id);
      const after = await app.subscriptions.cancel(
        { staff: req.staff!.email, reason: req.body.reason },
        req.params.id,
      );
      await app.staff.audit(req, {
        action: 'subscription.cancel',
        entity: 'subscription',
        entityId: req.params.id,
        before: { status: before.status },
        after: { status: after.status, reason: req.body.reason },
      });
      return after;
    },
  );

  /** Retry now: the period due is charged at once (a suspended one is reactivated first). */
  app.post(
    '/admin/subscriptions/:id/retry',
    {
      preHandler: staffGuard(app, 'orders:write'),
      schema: { tags, params, body: emptyBody, response: { 200: adminSubscriptionRetryOut } },
    },
    async (req) => {
      const [s] = await app.subscriptions.rows([req.params.id]);
      if (!s) return app.subscriptions.adminDetail(req.params.id);
      if (s.status === 'cancelled')
        throw new ConflictError('This subscription is cancelled', 'subscription_cancelled');
      if (s.status === 'suspended') await app.subscriptions.reactivate(s);
      else if (s.nextAttemptAt) await app.subscriptions.retryNow(s);
      const out = await app.renewals.renewOne(s.id, new Date());
      await app.staff.audit(req, {
        action: 'subscription.retry',
        entity: 'subscription',
        entityId: s.id,
        before: { status: s.status, failed_attempts: s.failedAttempts },
        after: { result: out?.result ?? 'not_due' },
      });
      return { ...(await app.subscriptions.adminDetail(s.id)), result: out?.result ?? 'not_due' };
    },
  );

  // the clock is the demo's and the tests': a production shop renews on its own dates only
  if (app.deps.config.SHOP_MODE === 'production') return;
  app.post(
    '/admin/subscriptions/run-renewals',
    {
      preHandler: staffGuard(app, 'settings:write'),
      schema: {
        tags,
        summary: 'Demo and test only: run every reminder and renewal due as of now (ISO 8601)',
        body: runRenewalsBody,
        response: { 200: runRenewalsOut },
      },
    },
    async (req) => {
      if (req.staff!.role !== 'owner') throw new ForbiddenError('Only the owner runs renewals', 'forbidden');
      const { outcomes, reminded } = await app.renewals.runDue(new Date(req.body.now));
      return { now: req.body.now, renewals: outcomes, reminded };
    },
  );
}
