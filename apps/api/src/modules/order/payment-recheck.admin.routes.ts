// Staff's re-check of an order's payment at the provider (a datafeed that never came): the same apply path as the
// provider's notification and the payment.reconcile job. Moving money's state takes the refund permission.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyBody } from '@shop/core/contract/common';
import { staffGuard } from '../staff/staff.guard.ts';
import type { PaymentReconcile } from './payment-reconcile.ts';

const recheckOut = z.strictObject({
  status: z.string(),
  method: z.string(),
  provider: z.string(),
  provider_ref: z.string().nullable(),
});

export async function paymentRecheckRoutes(fastify: FastifyInstance, opts: { reconcile: PaymentReconcile }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/admin/orders/:id/payment/recheck',
    {
      preHandler: staffGuard(app, 'orders:refund'),
      schema: {
        tags: ['admin'],
        summary: "Asks the payment provider where the order's payment stands and applies its answer",
        params: z.object({ id: z.string().min(1).max(64) }),
        body: emptyBody,
        response: { 200: recheckOut },
      },
    },
    async (req) => opts.reconcile.recheckOrder(req.params.id),
  );
}
