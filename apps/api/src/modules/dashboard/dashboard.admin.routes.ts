import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardOut, dashboardQuery } from '@shop/core/contract/admin-dashboard';
import { staffGuard } from '../staff/staff.guard.ts';
import { createDashboardService } from './dashboard.service.ts';

interface JobsCount {
  countFailed(): Promise<number>;
}

export interface DashboardRoutesOptions {
  /** the failed background jobs count; default: `app.jobs.countFailed()` when the jobs module is there, else 0 */
  failedJobs?: () => Promise<number>;
}

/** GET /api/v1/admin/dashboard: sales (per currency and in HKD, net of refunds), queues, low stock, failed jobs. */
export async function dashboardAdminRoutes(fastify: FastifyInstance, opts: DashboardRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const dashboard = createDashboardService({
    db: app.deps.database.db,
    ratesToUsd: async () => (await app.services.settings.getPricingInputs()).ratesToUsd,
    // the jobs module decorates the app with `jobs` (countFailed); read at request time, 0 until it is there
    failedJobs:
      opts.failedJobs ??
      (async () => (await (app as unknown as { jobs?: JobsCount }).jobs?.countFailed()) ?? 0),
  });
  app.get(
    '/admin/dashboard',
    {
      preHandler: staffGuard(app, 'dashboard:read'),
      schema: {
        tags: ['admin'],
        summary: "Today's and 30 days' sales, a 30-day HKD series, orders to pack, transfers, low stock",
        querystring: dashboardQuery,
        response: { 200: dashboardOut },
      },
    },
    () => dashboard.get(),
  );
}
