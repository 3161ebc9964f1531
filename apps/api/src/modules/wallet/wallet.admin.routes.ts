// /api/v1/admin: wallet adjustments and ledgers, the referral report, the reward catalogue and gift-code batches.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { toCsv } from '@shop/core';
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
import { giftCodeBatches, giftCodes, referrals, rewardCatalogue, users } from '../../db/schema.ts';
import { InvalidError, NotFoundError } from '../../lib/errors.ts';
import { audit } from '../staff/audit.ts';
import { staffGuard } from '../staff/staff.guard.ts';
import { randomCode } from './wallet.service.ts';

const present = (c: typeof rewardCatalogue.$inferSelect) => ({
  _id: c.id,
  kind: c.kind,
  name: c.name,
  sub_sku: c.subSku,
  amount_hkd: c.amountHkd,
  amount_usd: c.amountUsd,
  for_reviews: c.forReviews,
  disabled: c.disabled,
});

export async function walletAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
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
    async (req) => {
      const [u] = await db.select({ id: users.id }).from(users).where(eq(users.id, req.params.id));
      if (!u) throw new NotFoundError('No such member', 'member_not_found');
      return db.transaction(async (tx) => {
        const entry = await wallet.post(tx, {
          userId: u.id,
          currency: req.body.currency,
          amount: req.body.amount,
          kind: 'adjustment',
          refType: 'adjustment',
          refId: randomUUID(),
          staffId: req.staff!.id,
          note: req.body.reason,
        });
        await audit(tx, req, {
          action: 'wallet.adjust',
          entity: 'member',
          entityId: u.id,
          after: { currency: entry.currency, amount: entry.amount, reason: req.body.reason, entry: entry.id },
        });
        return { _id: entry.id, balance_after: entry.balanceAfter };
      });
    },
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
    async (req) => {
      const rows = await db
        .select({
          r: referrals,
          referrer: sql<string>`(select email from users where users.id = ${referrals.referrerId})`,
          friend: sql<string>`(select email from users where users.id = ${referrals.friendId})`,
        })
        .from(referrals)
        .orderBy(desc(referrals.createdAt))
        .limit(50)
        .offset((req.query.page - 1) * 50);
      const [{ n }] = await db.select({ n: count() }).from(referrals);
      return {
        total: n,
        items: rows.map(({ r, referrer, friend }) => ({
          _id: r.id,
          referrer_email: referrer,
          friend_email: friend,
          code: r.code,
          status: r.status,
          order_id: r.orderId,
          currency: r.currency,
          amount: r.amount,
          created_at: r.createdAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/admin/rewards',
    {
      preHandler: staffGuard(app, 'coupons:read'),
      schema: { tags: ['admin'], response: { 200: catalogueRewardsOut } },
    },
    async () => ({
      rewards: (await db.select().from(rewardCatalogue).orderBy(desc(rewardCatalogue.createdAt))).map(
        present,
      ),
    }),
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
      const b = req.body;
      const row = await db.transaction(async (tx) => {
        // one reward is what a review earns: setting it on a row takes it off the others
        if (b.for_reviews) await tx.update(rewardCatalogue).set({ forReviews: false });
        const [r] = await tx
          .insert(rewardCatalogue)
          .values({
            id: randomUUID(),
            kind: b.kind,
            name: b.name,
            subSku: b.sub_sku,
            amountHkd: b.amount_hkd,
            amountUsd: b.amount_usd,
            forReviews: b.for_reviews,
            disabled: b.disabled,
          })
          .returning();
        await audit(tx, req, {
          action: 'reward.create',
          entity: 'reward',
          entityId: r!.id,
          after: present(r!),
        });
        return r!;
      });
      return reply.code(201).send(present(row));
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
    async (req) =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(rewardCatalogue).where(eq(rewardCatalogue.id, req.params.id));
        if (!before) throw new NotFoundError('No such reward', 'reward_not_found');
        if (req.body.for_reviews) await tx.update(rewardCatalogue).set({ forReviews: false });
        const [after] = await tx
          .update(rewardCatalogue)
          .set({
            forReviews: req.body.for_reviews ?? before.forReviews,
            disabled: req.body.disabled ?? before.disabled,
          })
          .where(eq(rewardCatalogue.id, before.id))
          .returning();
        await audit(tx, req, {
          action: 'reward.update',
          entity: 'reward',
          entityId: before.id,
          before: present(before),
          after: present(after!),
        });
        return present(after!);
      }),
  );

  app.get(
    '/admin/gift-codes',
    {
      preHandler: staffGuard(app, 'coupons:read'),
      schema: { tags: ['admin'], response: { 200: giftCodeBatchesOut } },
    },
    async () => {
      const rows = await db
        .select({
          b: giftCodeBatches,
          redeemed: sql<number>`(select count(*)::int from gift_codes g where g.batch_id = ${giftCodeBatches.id}
            and g.redeemed_by is not null)`,
        })
        .from(giftCodeBatches)
        .orderBy(desc(giftCodeBatches.createdAt));
      return {
        batches: rows.map(({ b, redeemed }) => ({
          _id: b.id,
          name: b.name,
          kind: b.kind,
          currency: b.currency,
          amount: b.amount,
          catalogue_id: b.catalogueId,
          count: b.count,
          redeemed,
          expires_at: b.expiresAt?.toISOString() ?? null,
          disabled: b.disabled,
          created_at: b.createdAt.toISOString(),
        })),
      };
    },
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
      const b = req.body;
      if (b.kind === 'cash' && (!b.currency || b.amount <= 0))
        throw new InvalidError('A cash gift code needs a currency and an amount', 'amount', 'required');
      if (b.kind === 'reward') {
        const [c] = b.catalogue_id
          ? await db.select().from(rewardCatalogue).where(eq(rewardCatalogue.id, b.catalogue_id))
          : [];
        if (!c) throw new InvalidError('Choose a reward from the catalogue', 'catalogue_id', 'required');
      }
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await tx.insert(giftCodeBatches).values({
          id,
          name: b.name,
          kind: b.kind,
          currency: b.kind === 'cash' ? b.currency! : null,
          amount: b.kind === 'cash' ? b.amount : 0,
          catalogueId: b.kind === 'reward' ? b.catalogue_id! : null,
          count: b.count,
          expiresAt: b.expires_at ?? null,
          createdBy: req.staff!.email,
        });
        const codes = Array.from({ length: b.count }, () => ({ code: randomCode(12), batchId: id }));
        for (let i = 0; i < codes.length; i += 500)
          await tx.insert(giftCodes).values(codes.slice(i, i + 500));
        await audit(tx, req, {
          action: 'giftcode.generate',
          entity: 'gift_code_batch',
          entityId: id,
          after: b,
        });
      });
      return reply.code(201).send({ _id: id, count: b.count });
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
      const [b] = await db.select().from(giftCodeBatches).where(eq(giftCodeBatches.id, req.params.id));
      if (!b) throw new NotFoundError('No such batch', 'batch_not_found');
      const rows = await db.select().from(giftCodes).where(eq(giftCodes.batchId, b.id));
      const csv = toCsv([
        ['code', 'redeemed', 'redeemed_at'],
        ...rows.map((r) => [r.code, !!r.redeemedBy, r.redeemedAt?.toISOString() ?? '']),
      ]);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="gift-codes-${b.id}.csv"`)
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
    async (req) => {
      const [b] = await db
        .update(giftCodeBatches)
        .set({ disabled: req.body.disabled })
        .where(eq(giftCodeBatches.id, req.params.id))
        .returning();
      if (!b) throw new NotFoundError('No such batch', 'batch_not_found');
      await audit(db, req, {
        action: req.body.disabled ? 'giftcode.disable' : 'giftcode.enable',
        entity: 'gift_code_batch',
        entityId: b.id,
      });
      const [{ n }] = await db
        .select({ n: count() })
        .from(giftCodes)
        .where(and(eq(giftCodes.batchId, b.id), isNotNull(giftCodes.redeemedBy)));
      return { _id: b.id, disabled: b.disabled, redeemed: n };
    },
  );
}
