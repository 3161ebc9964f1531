// The back office's order routes (/api/v1/admin/orders…, /api/v1/admin/bank-transfers…): each behind its
// permission, each write audited by the service in the write's own transaction.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can, cancelRefundsInFull, ORDER_STATUSES } from '@shop/core';
import {
  adminOrderDetailOut,
  adminOrderListOut,
  orderCsvAnswer,
  orderNoteBody,
  orderNoteOut,
  orderRefundBody,
  orderRefundOut,
  orderTransitionBody,
  transferConfirmBody,
} from '@shop/core/contract/admin-order';
import { ForbiddenError } from '../../lib/errors.ts';
import { PAYMENT_METHODS } from '../../providers/payment/payment.provider.ts';
import { staffGuard } from '../staff/staff.guard.ts';
import type { OrderAdminService } from './order.admin.service.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');
export const orderListFilters = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  payment_method: z.enum(PAYMENT_METHODS).optional(),
  country: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2,3}$/, 'a country key')
    .optional(),
  from: day.optional(),
  to: day.optional(),
});
const filters = orderListFilters;
const listQuery = filters.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});
const params = z.object({ id: z.string().min(1).max(64) });

/** The service is made by order.module.ts: a route file never reaches the database itself. */
export async function orderAdminRoutes(fastify: FastifyInstance, opts: { service: OrderAdminService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;

  app.get(
    '/admin/orders',
    {
      preHandler: staffGuard(app, 'orders:read'),
      schema: {
        tags: ['admin'],
        summary: 'Orders, newest first; q matches number, email, phone and name',
        querystring: listQuery,
        response: { 200: adminOrderListOut },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.list(req.query);
    },
  );

  app.get(
    '/admin/orders/export.csv',
    {
      preHandler: staffGuard(app, 'orders:read'),
      schema: {
        tags: ['admin'],
        summary: 'The filtered orders as CSV (formula-safe cells)',
        querystring: filters.extend({ lines: z.enum(['0', '1']).optional() }),
        response: { 200: orderCsvAnswer },
      },
    },
    async (req, reply) => {
      const { lines, ...f } = req.query;
      const csv = await service.exportCsv(f, { lines: lines === '1' });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="orders-${new Date().toISOString().slice(0, 10)}.csv"`,
        )
        .header('cache-control', 'private, no-store')
        .send(`\uFEFF${csv}`);
    },
  );

  app.get(
    '/admin/orders/:id',
    {
      preHandler: staffGuard(app, 'orders:read'),
      schema: { tags: ['admin'], params, response: { 200: adminOrderDetailOut } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.detail(req.params.id);
    },
  );

  app.post(
    '/admin/orders/:id/transitions',
    {
      preHandler: staffGuard(app, 'orders:write'),
      schema: {
        tags: ['admin'],
        summary: 'Moves the order (409 invalid_transition when not allowed or someone else moved it first)',
        params,
        body: orderTransitionBody,
        response: { 200: adminOrderDetailOut },
      },
    },
    async (req) => {
      // cancelling a paid order gives the money back: that takes the refund permission too
      if (req.body.to === 'cancelled' && !can(req.staff!.role, 'orders:refund')) {
        const detail = await service.detail(req.params.id);
        if (cancelRefundsInFull(detail.status))
          throw new ForbiddenError(
            'Cancelling a paid order refunds it; your role cannot refund',
            'forbidden',
          );
      }
      await service.transition(req.params.id, req.body, req);
      return service.detail(req.params.id);
    },
  );

  app.post(
    '/admin/orders/:id/refunds',
    {
      preHandler: staffGuard(app, 'orders:refund'),
      schema: {
        tags: ['admin'],
        summary: 'Refunds part or all of what was paid (never more than paid − refunded), restocking units',
        params,
        body: orderRefundBody,
        response: { 201: orderRefundOut },
      },
    },
    async (req, reply) => {
      const refund = await service.refund(req.params.id, req.body, req);
      return reply.code(201).send({ refund, order: await service.detail(req.params.id) });
    },
  );

  app.post(
    '/admin/bank-transfers/:id/confirm',
    {
      preHandler: staffGuard(app, 'payments:confirm'),
      schema: {
        tags: ['admin'],
        summary:
          'A transfer or cash arrived: paid, paid with the shortfall written off (within the tolerance), partly paid, or paid with the excess refunded or credited',
        params,
        body: transferConfirmBody,
        response: { 200: adminOrderDetailOut },
      },
    },
    async (req) => {
      await service.confirmTransfer(req.params.id, req.body, req);
      return service.detail(req.params.id);
    },
  );

  app.post(
    '/admin/orders/:id/notes',
    {
      preHandler: staffGuard(app, 'orders:write'),
      schema: {
        tags: ['admin'],
        summary: 'A staff note on the order (never shown to the shopper)',
        params,
        body: orderNoteBody,
        response: { 201: orderNoteOut },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await service.addNote(req.params.id, req.body.text, req, req.body.version)),
  );
}
