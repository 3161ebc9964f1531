import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { stockAdjustmentBody } from '@shop/core/contract/admin-product';
import { lowStockOut, stockAdjustOut, stockLedgerOut } from '@shop/core/contract/admin-product-out';
import { staffGuard } from '../staff/staff.guard.ts';

const subSku = z.object({ sub_sku: z.string().min(1).max(64) });

/** Stock adjustments, the ledger and the low-stock list: /api/v1/admin/stock… */
export async function stockAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const stock = app.stockAdmin;

  app.post(
    '/admin/stock/:sub_sku/adjustments',
    {
      preHandler: staffGuard(app, 'stock:write'),
      schema: {
        tags: ['admin'],
        summary: 'Moves stock by delta with a reason (into the ledger); 409 insufficient_stock below zero',
        params: subSku,
        body: stockAdjustmentBody,
        response: { 200: stockAdjustOut },
      },
    },
    async (req) => stock.adjust(req.params.sub_sku, req.body, req),
  );

  app.get(
    '/admin/stock/:sub_sku/ledger',
    {
      preHandler: staffGuard(app, 'catalogue:read'),
      schema: {
        tags: ['admin'],
        summary: "An option's stock movements, newest first, with the balance after each",
        params: subSku,
        querystring: z.strictObject({
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          limit: z.coerce.number().int().min(1).max(100).default(50),
        }),
        response: { 200: stockLedgerOut },
      },
    },
    async (req) => stock.ledger(req.params.sub_sku, req.query.page, req.query.limit),
  );

  app.get(
    '/admin/stock/low',
    {
      preHandler: staffGuard(app, 'catalogue:read'),
      schema: {
        tags: ['admin'],
        summary: 'Options at or below their low-stock threshold, emptiest first',
        querystring: z.strictObject({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: { 200: lowStockOut },
      },
    },
    async (req) => ({ items: await stock.lowStock(req.query.limit) }),
  );
}
