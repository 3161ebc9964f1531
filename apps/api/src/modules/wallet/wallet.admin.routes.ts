// /api/v1/admin: wallet adjustments and ledgers, the referral report, the reward catalogue and gift-code batches.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileAnswer } from '@shop/core/contract/common';
import { walletOut } from '@shop/core/contract/wallet';
import {
  adminIdParams,
  adminWalletQuery,
  catalogueRewardOut,
  catalogueRewardsOut,
  giftCodeBatchesOut,
  giftCodeBatchPatchBody,
  giftCodeBatchPatchOut,
  giftCodesBody,
  giftCodesCreatedOut,
  referralsOut,
  referralsQuery,
  rewardBody,
  rewardPatchBody,
  walletAdjustBody,
  walletAdjustOut,
  type RewardBody,
} from '@shop/core/contract/admin-wallet';
import { InvalidError } from '../../lib/errors.ts';
import { staffGuard } from '../staff/staff.guard.ts';

export async function walletAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const wallet = app.wallet;

  app.get(
    '/admin/members/:id/wallet',
    {
      preHandler: staffGuard(app, 'members:read'),
      schema: {
        tags: ['admin'],
        params: adminIdParams,
        querystring: adminWalletQuery,
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
        params: adminIdParams,
        body: walletAdjustBody,
        response: { 200: walletAdjustOut },
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
        querystring: referralsQuery,
        response: { 200: referralsOut },
      },
    },
    async (req) => app.walletAdmin.referrals(req.query.page),
  );

  app.get(
    '/admin/rewards',
    {
      preHandler: staffGuard(app, 'coupons:read'),
      schema: { tags: ['admin'], response: { 200: catalogueRewardsOut } },
    },
    async () => ({ rewards: await app.walletAdmin.rewards() }),
  );

  async function checkReward(b: RewardBody) {
    if (b.kind === 'gift_item' && !b.sub_sku) throw new InvalidError('is required', 'sub_sku', 'required');
    if (b.kind === 'cash' && (b.amount_hkd <= 0 || b.amount_usd <= 0))
      throw new InvalidError('A cash reward needs an HKD and a USD amount', 'amount_hkd', 'required');
  }

  app.post(
    '/admin/rewards',
    {
      preHandler: staffGuard(app, 'coupons:write'),
      schema: { tags: ['admin'], body: rewardBody, response: { 201: catalogueRewardOut } },
    },
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
        params: adminIdParams,
        body: rewardPatchBody,
        response: { 200: catalogueRewardOut },
      },
    },
    async (req) => app.walletAdmin.updateReward(req, req.params.id, req.body),
  );

  app.get(
    '/admin/gift-codes',
    {
      preHandler: staffGuard(app, 'coupons:read'),
      schema: { tags: ['admin'], response: { 200: giftCodeBatchesOut } },
    },
    async () => ({ batches: await app.walletAdmin.giftCodeBatches() }),
  );

  app.post(
    '/admin/gift-codes',
    {
      preHandler: staffGuard(app, 'coupons:write'),
      schema: {
        tags: ['admin'],
        summary: 'Generates a batch of single-use gift codes (cash dollars or a reward)',
        body: giftCodesBody,
        response: { 201: giftCodesCreatedOut },
      },
    },
    async (req, reply) => {
      const id = await app.walletAdmin.generateGiftCodes(req, req.body);
      return reply.code(201).send({ _id: id, count: req.body.count });
    },
  );

  app.get(
    '/admin/gift-codes/:id/export.csv',
    {
      preHandler: staffGuard(app, 'coupons:read'),
      schema: {
        tags: ['admin'],
        params: adminIdParams,
        response: { 200: fileAnswer('text/csv', 'the batch’s codes, one a row (CSV)') },
      },
    },
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
      schema: {
        tags: ['admin'],
        params: adminIdParams,
        body: giftCodeBatchPatchBody,
        response: { 200: giftCodeBatchPatchOut },
      },
    },
    async (req) => app.walletAdmin.setGiftCodeBatchDisabled(req, req.params.id, req.body.disabled),
  );
}
