import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { salesReportOut, salesReportQuery } from '@shop/core/contract/admin-report';
import { staffGuard } from '../staff/staff.guard.ts';

/** GET /api/v1/admin/reports/sales: figures per row and a total, per currency; `format=csv` downloads them. */
export async function reportAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/admin/reports/sales',
    {
      preHandler: staffGuard(app, 'reports:read'),
      schema: {
        tags: ['admin'],
        summary:
          'Sales by day, week, month, product, category, country or payment method (HK days, per currency)',
        querystring: salesReportQuery,
        // format=csv answers text/csv (a string is sent as it is, not through this schema)
        response: { 200: salesReportOut },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { format, ...q } = req.query;
      if (format !== 'csv') return app.reports.sales(q);
      const csv = await app.reports.salesCsv(q);
      // the typed reply takes the JSON answer only: the file goes out as the plain reply it is
      return (reply as FastifyReply)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="sales-by-${q.by}-${q.from}-to-${q.to}.csv"`)
        .send(`\uFEFF${csv}`);
    },
  );
}
