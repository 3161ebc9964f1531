// Demo and tests only (its route exists in the demo alone): grants a review reward as the review.published job
// does, so the end-to-end tests can redeem one, and one published long ago to see it refused.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberRewards, orders, rewardCatalogue, users } from '../../db/schema.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { WalletService } from './wallet.service.ts';

export function createWalletDev(deps: { db: Db; wallet: WalletService }) {
  const { db } = deps;
  return {
    /** The member's newest order without a review reward gets one, as if its review was published days ago. */
    async grantReviewReward(input: { email: string; published_days_ago: number }) {
      const [u] = await db.select().from(users).where(eq(users.email, input.email.toLowerCase()));
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
        const r = await deps.wallet.grantReviewReward(tx, {
          userId: u.id,
          orderId: o.id,
          reviewId: `dev:${randomUUID()}`,
          publishedAt: new Date(Date.now() - input.published_days_ago * 86_400_000),
        });
        return { _id: r!.id, order_id: o.id, expires_at: r!.expiresAt.toISOString() };
      });
    },
  };
}

export type WalletDev = ReturnType<typeof createWalletDev>;
