// Demo/test only (registered beside the dev outbox): grants a review reward as issue 18's review.published job will,
// so the end-to-end tests can redeem one before reviews exist, and one published long ago to see it refused.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewRewardBody, reviewRewardOut } from '@shop/core/contract/dev';
import { memberRewards, orders, rewardCatalogue, users } from '../../db/schema.ts';
import { NotFoundError } from '../../lib/errors.ts';

export const walletDevRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/dev/review-reward',
    {
      schema: {
        tags: ['dev'],
        body: reviewRewardBody,
        response: { 200: reviewRewardOut },
      },
    },
    async (req) => {
      const db = app.deps.database.db;
      const [u] = await db.select().from(users).where(eq(users.email, req.body.email.toLowerCase()));
      if (!u) throw new NotFoundError('No such member');
      // the member's newest order that has no review reward yet
      const [o] = await db
        .select({ id: orders.id })
        .from(orders)
        .leftJoin(memberRewards, eq(memberRewards.sourceOrderId, orders.id))
        .where(and(eq(orders.userId, u.id), isNull(memberRewards.id)))
        .orderBy(desc(orders.createdAt))
        .limit(1);
      if (!o) throw new NotFoundError('No order without a reward');
      return db.transaction(async (tx) => {
        const [c] = await tx.select().from(rewardCatalogue).where(eq(rewardCatalogue.forReviews, true));
        if (!c)
          await tx.insert(rewardCatalogue).values({
            id: randomUUID(),
            kind: 'cash',
            name: { eng: 'HK$50 off your next order', chi: '下次訂單減 HK$50', cn: '下次订单减 HK$50' },
            amountHkd: 50_00,
            amountUsd: 6_50,
            forReviews: true,
          });
        const r = await app.wallet.grantReviewReward(tx, {
          userId: u.id,
          orderId: o.id,
          reviewId: `dev:${randomUUID()}`,
          publishedAt: new Date(Date.now() - req.body.published_days_ago * 86_400_000),
        });
        return { _id: r!.id, order_id: o.id, expires_at: r!.expiresAt.toISOString() };
      });
    },
  );
};
