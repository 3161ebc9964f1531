import { z } from 'zod';
import { localized } from './common.ts';

/**
 * GET /api/v1/admin/dashboard: sales (per currency and in HKD, net of refunds), queues, low stock, failed jobs. A role
 * without reports:read (fulfilment, support) gets no money at all: no `sales`, no `transfers_awaiting`, no order
 * totals; fulfilment's `work` counts instead.
 */

export const dashboardQuery = z.strictObject({});

const orderRow = z.object({
  id: z.string(),
  number: z.string(),
  email: z.string(),
  /** absent for a role without reports:read */
  total: z.number().int().optional(),
  currency: z.string(),
  created_at: z.string(),
  payment_deadline: z.string().nullable(),
});
export type DashboardOrderRow = z.infer<typeof orderRow>;
const queue = z.object({ count: z.number().int(), items: z.array(orderRow) });

export const dashboardOut = z.object({
  generated_at: z.string(),
  currency: z.literal('HKD'),
  sales: z
    .object({
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
    })
    .optional(),
  /** what waits for a packer: paid orders to pack, packed ones to ship, approved returns on their way back */
  work: z
    .object({ to_pack: z.number().int(), to_ship: z.number().int(), returns_to_receive: z.number().int() })
    .optional(),
  orders_to_pack: queue,
  transfers_awaiting: queue.optional(),
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
