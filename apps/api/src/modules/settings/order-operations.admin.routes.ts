// /api/v1/admin/settings/order-operations: the return window and the payment tolerance per currency (a transfer
// short by up to it is accepted with the shortfall written off). Read by anyone who works orders (the order page
// shows what a short transfer will do); changed by owners (settings:write), audited in the write's transaction.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderOperationsSchema } from '@shop/core/contract/admin-settings';
import { staffGuard } from '../staff/staff.guard.ts';
import type { createOrderOperationsSettings } from './order-operations.settings.ts';

export async function orderOperationsRoutes(
  fastify: FastifyInstance,
  opts: { service: ReturnType<typeof createOrderOperationsSettings> },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  app.get(
    '/admin/settings/order-operations',
    {
      preHandler: staffGuard(app, 'orders:read'),
      schema: {
        tags: ['admin'],
        summary: 'The return window and the payment tolerance per currency (minor units)',
        response: { 200: orderOperationsSchema },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.get();
    },
  );
  app.put(
    '/admin/settings/order-operations',
    {
      preHandler: staffGuard(app, 'settings:write'),
      schema: {
        tags: ['admin'],
        summary: 'Sets the return window (days) and the payment tolerance per currency (minor units)',
        body: orderOperationsSchema,
        response: { 200: orderOperationsSchema },
      },
    },
    (req) => service.set(req, req.body),
  );
}
