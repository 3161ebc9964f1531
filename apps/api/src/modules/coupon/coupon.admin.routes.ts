// /api/v1/admin/coupons: staff list, create and change coupons, and read who used them.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  couponCreateBody,
  couponOut,
  couponParams as codeParams,
  couponPatchBody,
  couponsOut,
  couponsQuery,
  couponUsageOut,
  couponUsageQuery,
} from '@shop/core/contract/admin-coupon';
import { staffGuard } from '../staff/staff.guard.ts';

export async function couponAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.couponAdmin;

  app.get(
    '/admin/coupons',
    {
      preHandler: staffGuard(app, 'coupons:read'),
      schema: {
        tags: ['admin'],
        summary: 'Coupons, newest first; q matches the code or description',
        querystring: couponsQuery,
        response: { 200: couponsOut },
      },
    },
    async (req) => service.list(req.query),
  );

  app.post(
    '/admin/coupons',
    {
      preHandler: staffGuard(app, 'coupons:write'),
      schema: {
        tags: ['admin'],
        summary:
          'Create a coupon (percent: whole percent; fixed: minor units per currency); 409 coupon_exists',
        body: couponCreateBody,
        response: { 201: couponOut },
      },
    },
    async (req, reply) => reply.code(201).send(await service.create(req, req.body)),
  );

  app.patch(
    '/admin/coupons/:code',
    {
      preHandler: staffGuard(app, 'coupons:write'),
      schema: {
        tags: ['admin'],
        summary: 'Change a coupon: disable, dates, limits, amounts (null clears a date or limit)',
        params: codeParams,
        body: couponPatchBody,
        response: { 200: couponOut },
      },
    },
    async (req) => service.update(req, req.params.code, req.body),
  );

  app.get(
    '/admin/coupons/:code/usage',
    {
      preHandler: staffGuard(app, 'coupons:read'),
      schema: {
        tags: ['admin'],
        summary: 'Who used a coupon: order, member or email, discount, date; live totals per currency',
        params: codeParams,
        querystring: couponUsageQuery,
        response: { 200: couponUsageOut },
      },
    },
    async (req) => service.usage(req.params.code, req.query.page),
  );
}
