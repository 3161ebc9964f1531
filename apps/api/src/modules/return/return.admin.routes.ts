// The back office's returns (/api/v1/admin/returns…): each route behind its permission (returns:write to open,
// approve, refuse and exchange; returns:receive for the parcel; orders:refund for the money), every write audited.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminReturnCreateBody,
  adminReturnListOut,
  adminReturnListQuery,
  adminReturnOut,
  returnDecisionBody,
  returnExchangeBody,
  returnReceiveBody,
  returnRefundBody,
  returnRefundOut,
} from '@shop/core/contract/admin-return';
import type { Db } from '../../db/client.ts';
import { staffGuard } from '../staff/staff.guard.ts';
import type { ReturnEmails } from './return-emails.ts';
import { exchangeReturn } from './return-exchange.ts';
import type { ReturnService } from './return.service.ts';
import { adminReturnList, adminReturnView } from './return.view.ts';

const params = z.object({ id: z.string().min(1).max(64) });

export async function returnAdminRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; service: ReturnService; emails: ReturnEmails },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service, db } = opts;
  const view = (id: string) => adminReturnView(db, id);

  app.get(
    '/admin/returns',
    {
      preHandler: staffGuard(app, 'orders:read'),
      schema: {
        tags: ['admin'],
        summary: 'Returns, newest first',
        querystring: adminReturnListQuery,
        response: { 200: adminReturnListOut },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return adminReturnList(db, req.query);
    },
  );

  app.get(
    '/admin/returns/:id',
    {
      preHandler: staffGuard(app, 'orders:read'),
      schema: { tags: ['admin'], params, response: { 200: adminReturnOut } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return view(req.params.id);
    },
  );

  app.post(
    '/admin/returns',
    {
      preHandler: staffGuard(app, 'returns:write'),
      schema: {
        tags: ['admin'],
        summary: 'Opens a return on behalf of the shopper (no window check for staff)',
        body: adminReturnCreateBody,
        response: { 201: adminReturnOut },
      },
    },
    async (req, reply) => {
      const made = await service.create(req.body, req);
      return reply.code(201).send(await view(made.id));
    },
  );

  for (const [path, to] of [
    ['approve', 'approved'],
    ['refuse', 'refused'],
  ] as const)
    app.post(
      `/admin/returns/:id/${path}`,
      {
        preHandler: staffGuard(app, 'returns:write'),
        schema: { tags: ['admin'], params, body: returnDecisionBody, response: { 200: adminReturnOut } },
      },
      async (req) => {
        await service.decide(req.params.id, to, req.body, req);
        return view(req.params.id);
      },
    );

  app.post(
    '/admin/returns/:id/close',
    {
      preHandler: staffGuard(app, 'returns:write'),
      schema: { tags: ['admin'], params, body: returnDecisionBody, response: { 200: adminReturnOut } },
    },
    async (req) => {
      await service.close(req.params.id, req.body.version, req);
      return view(req.params.id);
    },
  );

  app.post(
    '/admin/returns/:id/receive',
    {
      preHandler: staffGuard(app, 'returns:receive'),
      schema: {
        tags: ['admin'],
        summary: 'The parcel is in: per line the units received, back to stock or written off',
        params,
        body: returnReceiveBody,
        response: { 200: adminReturnOut },
      },
    },
    async (req) => {
      await service.receive(req.params.id, req.body, req);
      return view(req.params.id);
    },
  );

  app.post(
    '/admin/returns/:id/refund',
    {
      preHandler: staffGuard(app, 'orders:refund'),
      schema: {
        tags: ['admin'],
        summary:
          'Refunds the received units as core computes them (± an adjustment with its reason); one staff wins',
        params,
        body: returnRefundBody,
        response: { 201: returnRefundOut },
      },
    },
    async (req, reply) => {
      const refund = await service.refund(req.params.id, req.body, req);
      return reply.code(201).send({ refund, return: await view(req.params.id) });
    },
  );

  app.post(
    '/admin/returns/:id/exchange',
    {
      preHandler: staffGuard(app, 'returns:write'),
      schema: {
        tags: ['admin'],
        summary:
          'Sends another option instead: a new order at no charge, or with the difference to pay by link',
        params,
        body: returnExchangeBody,
        response: {
          201: z.object({
            order: z.object({
              id: z.string(),
              number: z.string(),
              status: z.string(),
              total: z.number().int(),
            }),
            /** the pay page for a difference to pay (with the order's token), null at no charge */
            pay_path: z.string().nullable(),
            return: adminReturnOut,
          }),
        },
      },
    },
    async (req, reply) => {
      const x = await exchangeReturn({ service, emails: opts.emails }, req.params.id, req.body, req);
      return reply.code(201).send({
        order: { id: x.id, number: x.number, status: x.status, total: x.total },
        pay_path: x.total > 0 ? `/checkout/${x.id}?token=${x.token}` : null,
        return: await view(req.params.id),
      });
    },
  );
}
