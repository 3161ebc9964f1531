// The back office's order edits (orders:edit): the preview (nothing written), the edit itself, and the product
// picker's search, priced for the order's shopper. The service claims the order's version in the edit's transaction.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  editProductSearchOut,
  orderEditBody,
  orderEditOut,
  orderEditPreviewOut,
} from '@shop/core/contract/admin-order-edits';
import { staffGuard } from '../staff/staff.guard.ts';
import type { OrderEdits } from './order-edit.service.ts';
import type { OrderAdminService } from './order.admin.service.ts';

const params = z.object({ id: z.string().min(1).max(64) });

export async function orderEditAdminRoutes(
  fastify: FastifyInstance,
  opts: { edits: OrderEdits; admin: Pick<OrderAdminService, 'detail'> },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { edits, admin } = opts;
  const guard = staffGuard(app, 'orders:edit');

  app.post(
    '/admin/orders/:id/edits/preview',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'The order as the edit would make it: re-priced, with the difference (nothing is written)',
        params,
        body: orderEditBody,
        response: { 200: orderEditPreviewOut },
      },
    },
    (req) => edits.preview(req.params.id, req.body),
  );

  app.post(
    '/admin/orders/:id/edits',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary:
          'Edits an order before it ships (400 not_editable once shipped): re-priced, stock moved, the difference collected by a payment link or refunded',
        params,
        body: orderEditBody,
        response: { 201: orderEditOut },
      },
    },
    async (req, reply) => {
      const edit = await edits.apply(req.params.id, req.body, req);
      return reply.code(201).send({ edit, order: await admin.detail(req.params.id) });
    },
  );

  app.get(
    '/admin/orders/:id/edits/products',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'Products to add to the order, by name or sku, priced for its shopper',
        params,
        querystring: z.object({ q: z.string().trim().min(1).max(100) }),
        response: { 200: editProductSearchOut },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return edits.searchProducts(req.params.id, req.query.q);
    },
  );
}
