import { z } from 'zod';
import { REPORT_GROUPS, REPORT_MAX_DAYS, rangeDays } from '../sales-report.ts';
import { localized, minor } from './common.ts';

/**
 * GET /api/v1/admin/reports/sales?from=&to=&by=(&format=csv): orders, units, gross, discounts, refunds and net per
 * row and a total row, per currency (never added across currencies), days in Hong Kong time (docs/back-office.md).
 */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');

export const salesReportQuery = z
  .strictObject({
    from: day,
    to: day,
    by: z.enum(REPORT_GROUPS).default('day'),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .superRefine((q, ctx) => {
    const n = rangeDays(q.from, q.to);
    if (n === 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'on or after from' });
    else if (n > REPORT_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `at most ${REPORT_MAX_DAYS} days after from` });
  });

const figures = {
  orders: z.number().int(),
  units: z.number().int(),
  gross: minor,
  discounts: minor,
  refunds: minor,
  net: minor,
};

export const salesReportOut = z.object({
  from: z.string(),
  to: z.string(),
  by: z.enum(REPORT_GROUPS),
  /** the order statuses counted (a cancelled or refunded order only when it had been paid) */
  statuses: z.array(z.string()),
  currencies: z.array(
    z.object({
      currency: z.string(),
      rows: z.array(
        z.object({
          /** a day, a week's Monday, YYYY-MM, a SKU, a category key, a country key or a payment method */
          key: z.string(),
          /** the product's or category's name (null for other groupings, and for "no category") */
          label: localized.nullable(),
          ...figures,
        }),
      ),
      total: z.object(figures),
    }),
  ),
});
export type SalesReportOut = z.infer<typeof salesReportOut>;
