// /api/v1/admin/coupons: staff list, create and change coupons, and read who used them.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COUPON_KINDS, CURRENCY_CODES } from '@shop/core';
import { staffGuard } from '../staff/staff.guard.ts';

const INT4_MAX = 2_147_483_647;
const minor = (min: number) => z.number().int().min(min).max(INT4_MAX);
/** minor units of the currency, one entry per currency that has one */
const perCurrency = (min: number) => z.partialRecord(z.enum(CURRENCY_CODES), minor(min));
const instant = z.iso
  .datetime({ offset: true })
  .transform((s) => new Date(s))
  .nullable();
const limit = z.number().int().min(1).max(1_000_000).nullable();

const editable = {
  percent: z.number().int().min(1).max(100).nullable().optional(),
  amounts: perCurrency(1).optional(),
  min_spend: perCurrency(0).optional(),
  starts_at: instant.optional(),
  expires_at: instant.optional(),
  usage_limit: limit.optional(),
  per_member_limit: limit.optional(),
  disabled: z.boolean().optional(),
  description: z.string().trim().max(200).nullable().optional(),
};

const couponView = z.object({
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  percent: z.number().nullable(),
  amounts: z.record(z.string(), z.number()),
  min_spend: z.record(z.string(), z.number()),
  starts_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  usage_limit: z.number().nullable(),
  per_member_limit: z.number().nullable(),
  used_count: z.number(),
  disabled: z.boolean(),
  description: z.string().nullable(),
  created_at: z.string(),
});
const codeParams = z.object({ code: z.string().trim().min(1).max(40) });
const page = z.coerce.number().int().min(1).max(10_000).default(1);

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
        querystring: z.strictObject({ q: z.string().trim().max(60).optional(), page }),
        response: {
          200: z.object({
            items: z.array(couponView),
            total: z.number(),
            page: z.number(),
            page_size: z.number(),
          }),
        },
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
        body: z.strictObject({
          code: z.string().trim().min(1).max(40),
          kind: z.enum(COUPON_KINDS),
          ...editable,
        }),
        response: { 201: couponView },
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
        body: z.strictObject({ kind: z.enum(COUPON_KINDS).optional(), ...editable }),
        response: { 200: couponView },
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
        querystring: z.strictObject({ page }),
        response: {
          200: z.object({
            coupon: couponView,
            items: z.array(
              z.object({
                order_id: z.string(),
                order_number: z.string().nullable(),
                order_status: z.string().nullable(),
                user_id: z.string().nullable(),
                member_name: z.string().nullable(),
                email: z.string(),
                currency: z.string(),
                discount: z.number(),
                released: z.boolean(),
                created_at: z.string(),
              }),
            ),
            totals: z.array(z.object({ currency: z.string(), uses: z.number(), discount: z.number() })),
            total: z.number(),
            page: z.number(),
            page_size: z.number(),
          }),
        },
      },
    },
    async (req) => service.usage(req.params.code, req.query.page),
  );
}
