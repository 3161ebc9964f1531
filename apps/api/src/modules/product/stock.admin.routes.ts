import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { stockAdjustmentBody } from '@shop/core/contract/admin-product';
import { staffGuard } from '../staff/staff.guard.ts';

const subSku = z.object({ sub_sku: z.string().min(1).max(64) });
const localized = z.object({ eng: z.string(), chi: z.string(), cn: z.string() });

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
        response: { 200: z.object({ sub_sku: z.string(), stock: z.number().int() }) },
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
        response: {
          200: z.object({
            sub_sku: z.string(),
            stock: z.number().int(),
            total: z.number().int(),
            items: z.array(
              z.object({
                id: z.string(),
                delta: z.number().int(),
                balance_after: z.number().int(),
                reason: z.string(),
                actor: z.string(),
                order_id: z.string().nullable(),
                created_at: z.string(),
              }),
            ),
          }),
        },
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
        response: {
          200: z.object({
            items: z.array(
              z.object({
                sub_sku: z.string(),
                product_id: z.string(),
                product_sku: z.string(),
                name: localized,
                product_name: localized,
                stock: z.number().int(),
                low_stock_threshold: z.number().int(),
                availability: z.string(),
              }),
            ),
          }),
        },
      },
    },
    async (req) => ({ items: await stock.lowStock(req.query.limit) }),
  );
}
