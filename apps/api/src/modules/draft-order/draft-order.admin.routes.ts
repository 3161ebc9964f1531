// /api/v1/admin/draft-orders…: phone and WhatsApp orders staff build (permission orders:draft on every route), the
// builder's two pickers, and completion into a real order. Each write is audited by the service in its transaction.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  draftCancelBody,
  draftCompleteBody,
  draftCompleteOut,
  draftCustomerQuery,
  draftCustomersOut,
  draftListOut,
  draftListQuery,
  draftOrderBody,
  draftOrderOut,
  draftParams as params,
  draftProductQuery,
  draftProductsOut,
} from '@shop/core/contract/admin-draft-order';
import { staffGuard } from '../staff/staff.guard.ts';
import type { DraftOrderService } from './draft-order.service.ts';
import type { createDraftCompletion } from './draft-order.complete.ts';

export async function draftOrderAdminRoutes(
  fastify: FastifyInstance,
  opts: { service: DraftOrderService; completion: ReturnType<typeof createDraftCompletion> },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service, completion } = opts;
  const guard = staffGuard(app, 'orders:draft');

  app.get(
    '/admin/draft-orders',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'Draft orders, open ones first, newest change first',
        querystring: draftListQuery,
        response: { 200: draftListOut },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.list(req.query);
    },
  );

  app.get(
    '/admin/draft-orders/customers',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: "The builder's customer picker: members by name, email or phone (10 at most)",
        querystring: draftCustomerQuery,
        response: { 200: draftCustomersOut },
      },
    },
    async (req) => service.customers(req.query.q),
  );

  app.get(
    '/admin/draft-orders/products',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: "The builder's product picker: options by name or SKU, priced for the member (20 at most)",
        querystring: draftProductQuery,
        response: { 200: draftProductsOut },
      },
    },
    async (req) => service.productOptions(req.query),
  );

  app.post(
    '/admin/draft-orders',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'A new draft for a member or a new guest, quoted by the checkout rules (holds no stock)',
        body: draftOrderBody,
        response: { 201: draftOrderOut },
      },
    },
    async (req, reply) => reply.code(201).send(await service.create(req.body, req)),
  );

  app.get(
    '/admin/draft-orders/:id',
    {
      preHandler: guard,
      schema: { tags: ['admin'], params, response: { 200: draftOrderOut } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.get(req.params.id);
    },
  );

  app.put(
    '/admin/draft-orders/:id',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary:
          'Saves the whole draft while it is open (409 draft_not_open, 409 order_changed on a stale version)',
        params,
        body: draftOrderBody,
        response: { 200: draftOrderOut },
      },
    },
    async (req) => service.update(req.params.id, req.body, req),
  );

  app.post(
    '/admin/draft-orders/:id/complete',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary:
          'Places the order: a payment link (emailed, and returned to copy) or paid by cash / bank transfer with a reference',
        params,
        body: draftCompleteBody,
        response: { 200: draftCompleteOut },
      },
    },
    async (req) => completion.complete(req.params.id, req.body, req),
  );

  app.post(
    '/admin/draft-orders/:id/cancel',
    {
      preHandler: guard,
      schema: { tags: ['admin'], params, body: draftCancelBody, response: { 200: draftOrderOut } },
    },
    async (req) => service.cancel(req.params.id, req.body.version, req),
  );
}
