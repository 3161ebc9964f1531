// /api/v1/admin: wallet adjustments and ledgers, the referral report, the reward catalogue and gift-code batches.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CURRENCY_CODES } from '@shop/core';
import { InvalidError } from '../../lib/errors.ts';
import { staffGuard } from '../staff/staff.guard.ts';
import { walletOut } from './wallet.routes.ts';

const INT4_MAX = 2_147_483_647;
const idParams = z.object({ id: z.string().trim().min(1).max(64) });
const localized = z.object({
  eng: z.string().trim().min(1).max(120),
  chi: z.string().trim().min(1).max(120),
  cn: z.string().trim().min(1).max(120),
});
const rewardIn = z.strictObject({
  kind: z.enum(['gift_item', 'cash']),
  name: localized,
  sub_sku: z.string().trim().min(1).max(64).nullable().default(null),
  amount_hkd: z.number().int().min(0).max(INT4_MAX).default(0),
  amount_usd: z.number().int().min(0).max(INT4_MAX).default(0),
  for_reviews: z.boolean().default(false),
  disabled: z.boolean().default(false),
});

export async function walletAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const wallet = app.wallet;

  app.get(
    '/admin/members/:id/wallet',
    {
      preHandler: staffGuard(app, 'members:read'),
      schema: {
        tags: ['admin'],
        params: idParams,
        querystring: z.strictObject({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
        response: { 200: walletOut },
      },
    },
    async (req) => wallet.statement(req.params.id, req.query.page, 50),
  );

  app.post(
    '/admin/members/:id/wallet/adjust',
    {
      // money out of thin air: the roles that may refund
      preHandler: staffGuard(app, 'orders:refund'),
      schema: {
        tags: ['admin'],
        summary: 'Credit (positive) or debit (negative) a member’s cash dollars, with a reason (audited)',
        params: idParams,
        body: z.strictObject({
          currency: z.enum(CURRENCY_CODES),
          amount: z
            .number()
            .int()
            .min(-INT4_MAX)
            .max(INT4_MAX)
            .refine((n) => n !== 0, 'validation.required'),
          reason: z.string().trim().min(3).max(300),
        }),
      },
    },
    async (req) => app.walletAdmin.adjust(req, req.params.id, req.body),
  );

  app.get(
    '/admin/referrals',
    {
      preHandler: staffGuard(app, 'members:read'),
      schema: {
        tags: ['admin'],
        summary: 'Referral report: who brought whom, the first order and the credit’s state',
        querystring: z.strictObject({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
      },
    },
    async (req) => app.walletAdmin.referrals(req.query.page),
  );

  app.get(
    '/admin/rewards',
    { preHandler: staffGuard(app, 'coupons:read'), schema: { tags: ['admin'] } },
    async () => ({ rewards: await app.walletAdmin.rewards() }),
  );

  async function checkReward(b: z.infer<typeof rewardIn>) {
    if (b.kind === 'gift_item' && !b.sub_sku) throw new InvalidError('is required', 'sub_sku', 'required');
    if (b.kind === 'cash' && (b.amount_hkd <= 0 || b.amount_usd <= 0))
      throw new InvalidError('A cash reward needs an HKD and a USD amount', 'amount_hkd', 'required');
  }

  app.post(
    '/admin/rewards',
    { preHandler: staffGuard(app, 'coupons:write'), schema: { tags: ['admin'], body: rewardIn } },
    async (req, reply) => {
      await checkReward(req.body);
      return reply.code(201).send(await app.walletAdmin.createReward(req, req.body));
    },
  );

  app.patch(
    '/admin/rewards/:id',
    {
      preHandler: staffGuard(app, 'coupons:write'),
      schema: {
        tags: ['admin'],
        params: idParams,
        body: z.strictObject({ for_reviews: z.boolean().optional(), disabled: z.boolean().optional() }),
      },
    },
    async (req) => app.walletAdmin.updateReward(req, req.params.id, req.body),
  );

  app.get(
    '/admin/gift-codes',
    { preHandler: staffGuard(app, 'coupons:read'), schema: { tags: ['admin'] } },
    async () => ({ batches: await app.walletAdmin.giftCodeBatches() }),
  );

  app.post(
    '/admin/gift-codes',
    {
      preHandler: staffGuard(app, 'coupons:write'),
      schema: {
        tags: ['admin'],
        summary: 'Generates a batch of single-use gift codes (cash dollars or a reward)',
        body: z.strictObject({
          name: z.string().trim().min(1).max(100),
          kind: z.enum(['cash', 'reward']),
          currency: z.enum(CURRENCY_CODES).optional(),
          amount: z.number().int().min(0).max(INT4_MAX).default(0),
          catalogue_id: z.string().trim().min(1).max(64).optional(),
          count: z.number().int().min(1).max(5000),
          expires_at: z.iso
            .datetime({ offset: true })
            .transform((s) => new Date(s))
            .optional(),
        }),
      },
    },
    async (req, reply) => {
      const id = await app.walletAdmin.generateGiftCodes(req, req.body);
      return reply.code(201).send({ _id: id, count: req.body.count });
    },
  );

  app.get(
    '/admin/gift-codes/:id/export.csv',
    { preHandler: staffGuard(app, 'coupons:read'), schema: { tags: ['admin'], params: idParams } },
    async (req, reply) => {
      const { id, csv } = await app.walletAdmin.giftCodesCsv(req.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="gift-codes-${id}.csv"`)
        .send(csv);
    },
  );

  app.patch(
    '/admin/gift-codes/:id',
    {
      preHandler: staffGuard(app, 'coupons:write'),
      schema: { tags: ['admin'], params: idParams, body: z.strictObject({ disabled: z.boolean() }) },
    },
    async (req) => app.walletAdmin.setGiftCodeBatchDisabled(req, req.params.id, req.body.disabled),
  );
}
