import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffGuard } from '../staff/staff.guard.ts';

const localized = z.object({ eng: z.string(), chi: z.string(), cn: z.string() });
const orderRow = z.object({
  id: z.string(),
  number: z.string(),
  email: z.string(),
  total: z.number().int(),
  currency: z.string(),
  created_at: z.string(),
  payment_deadline: z.string().nullable(),
});
const queue = z.object({ count: z.number().int(), items: z.array(orderRow) });

export const dashboardResponse = z.object({
  generated_at: z.string(),
  currency: z.literal('HKD'),
  sales: z.object({
    today_hkd: z.number().int(),
    days30_hkd: z.number().int(),
    by_currency: z.array(
      z.object({
        currency: z.string(),
        today: z.number().int(),
        days30: z.number().int(),
        orders_today: z.number().int(),
        orders30: z.number().int(),
      }),
    ),
    series: z.array(z.object({ day: z.string(), amount: z.number().int() })),
  }),
  orders_to_pack: queue,
  transfers_awaiting: queue,
  low_stock: z.object({
    count: z.number().int(),
    items: z.array(
      z.object({
        sub_sku: z.string(),
        sku: z.string(),
        product_id: z.string(),
        name: localized,
        option_name: localized,
        stock: z.number().int(),
        threshold: z.number().int(),
      }),
    ),
  }),
  failed_jobs: z.number().int(),
});

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
        querystring: z.strictObject({}),
        response: { 200: dashboardResponse },
      },
    },
    () => app.dashboard.get(),
  );
}
