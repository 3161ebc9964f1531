import { z } from 'zod';
import { localized } from './common.ts';

/** GET /api/v1/admin/dashboard: sales (per currency and in HKD, net of refunds), queues, low stock, failed jobs. */

export const dashboardQuery = z.strictObject({});

const orderRow = z.object({
  id: z.string(),
  number: z.string(),
  email: z.string(),
  total: z.number().int(),
  currency: z.string(),
  created_at: z.string(),
  payment_deadline: z.string().nullable(),
});
export type DashboardOrderRow = z.infer<typeof orderRow>;
const queue = z.object({ count: z.number().int(), items: z.array(orderRow) });

export const dashboardOut = z.object({
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
export type DashboardOut = z.infer<typeof dashboardOut>;
