// The order list's extra routes: packing slips and invoices as one PDF, and each staff member's saved list views.
import { emptyBody } from '@shop/core/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  packingSlipsAnswer,
  packingSlipsQuery,
  orderViewListOut,
  orderViewName,
  orderViewOut,
} from '@shop/core/contract/admin-order-print';
import { staffGuard } from '../staff/staff.guard.ts';
import type { OrderPrint } from './order.admin.print.ts';
import { orderListFilters } from './order.admin.routes.ts';
import type { OrderViewsAdmin } from './order.admin.views.ts';

const viewBody = z.strictObject({ name: orderViewName, filters: orderListFilters.strict() });
const params = z.object({ id: z.string().min(1).max(64) });

export async function orderAdminPrintRoutes(
  fastify: FastifyInstance,
  opts: { print: OrderPrint; views: OrderViewsAdmin },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { print, views } = opts;

  app.get(
    '/admin/orders/packing-slips.pdf',
    {
      preHandler: staffGuard(app, 'orders:read'),
      schema: {
        tags: ['admin'],
        summary: 'Packing slips and/or invoices for up to 200 orders as one PDF (A4 or 100×150 mm label)',
        querystring: packingSlipsQuery,
        response: { 200: packingSlipsAnswer },
      },
    },
    async (req, reply) => {
      const pdf = await print.packingSlips(req.query);
      const stamp = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="packing-slips-${stamp}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/admin/order-views',
    {
      preHandler: staffGuard(app, 'orders:read'),
      schema: { tags: ['admin'], summary: 'My saved order-list views', response: { 200: orderViewListOut } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return views.list(req.staff!.id);
    },
  );

  app.post(
    '/admin/order-views',
    {
      preHandler: staffGuard(app, 'orders:read'),
      schema: {
        tags: ['admin'],
        summary: 'Saves the list filters under a name (409 taken when I already have that name)',
        body: viewBody,
        response: { 201: orderViewOut },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await views.create(req.staff!.id, req.body.name, req.body.filters)),
  );

  app.delete(
    '/admin/order-views/:id',
    {
      preHandler: staffGuard(app, 'orders:read'),
      schema: {
        tags: ['admin'],
        summary: 'Deletes one of my saved views',
        params,
        body: emptyBody,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await views.remove(req.staff!.id, req.params.id);
      return reply.code(204).send(null);
    },
  );
}
