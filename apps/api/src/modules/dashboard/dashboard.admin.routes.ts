import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardOut, dashboardQuery } from '@shop/core/contract/admin-dashboard';
import { can } from '@shop/core';
import { staffGuard } from '../staff/staff.guard.ts';

/** GET /api/v1/admin/dashboard: sales (per currency and in HKD, net of refunds), queues, low stock, failed jobs. */
export async function dashboardAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
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
    (req) => app.dashboard.get({ withSales: can(req.staff!.role, 'reports:read') }),
  );
}
