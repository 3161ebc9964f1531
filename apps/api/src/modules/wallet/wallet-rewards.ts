// Rewards: what a reward is worth in a currency, the review reward a published review earns, and a member's list.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import { priceInCurrency, rewardExpiresAt, rewardProblem, type CurrencyCode } from '@shop/core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { memberRewards, rewardCatalogue } from '../../db/schema.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { PricingInputs } from '../settings/settings.service.ts';

export function createRewards(deps: { db: Db; pricing: () => Promise<PricingInputs>; now: () => Date }) {
  const { db, now } = deps;

  async function rewardValue(
    reward: typeof memberRewards.$inferSelect,
    currency: CurrencyCode,
  ): Promise<{ kind: 'gift_item' | 'cash'; amount: number; subSku: string | null; name: unknown }> {
    const [c] = await db.select().from(rewardCatalogue).where(eq(rewardCatalogue.id, reward.catalogueId));
    if (!c) throw new NotFoundError('No such reward', 'reward_not_found');
    const rates = (await deps.pricing()).ratesToUsd;
    const amount =
      c.kind === 'cash'
        ? priceInCurrency({ hkdMinor: c.amountHkd, usdMinor: c.amountUsd }, currency, rates)
        : 0;
    return { kind: c.kind, amount, subSku: c.subSku, name: c.name };
  }

  /** Review rewards (the review.published job grants them): one per order, 60 days to redeem. */
  async function grantReviewReward(
    tx: DbOrTx,
    input: { userId: string; orderId: string; reviewId: string; publishedAt: Date },
  ) {
    const [c] = await tx
      .select()
      .from(rewardCatalogue)
      .where(and(eq(rewardCatalogue.forReviews, true), eq(rewardCatalogue.disabled, false)))
      .orderBy(desc(rewardCatalogue.createdAt))
      .limit(1);
    if (!c) return null;
    const [row] = await tx
      .insert(memberRewards)
      .values({
        id: randomUUID(),
        userId: input.userId,
        catalogueId: c.id,
        source: 'review',
        sourceOrderId: input.orderId,
        reviewId: input.reviewId,
        expiresAt: rewardExpiresAt(input.publishedAt),
      })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    const [existing] = await tx
      .select()
      .from(memberRewards)
      .where(eq(memberRewards.sourceOrderId, input.orderId));
    return existing ?? null;
  }

  async function rewardsOf(userId: string) {
    const rows = await db
      .select({ r: memberRewards, c: rewardCatalogue })
      .from(memberRewards)
      .innerJoin(rewardCatalogue, eq(rewardCatalogue.id, memberRewards.catalogueId))
      .where(eq(memberRewards.userId, userId))
      .orderBy(asc(memberRewards.expiresAt));
    const at = now();
    return rows.map(({ r, c }) => ({
      _id: r.id,
      kind: c.kind,
      name: c.name,
      sub_sku: c.subSku,
      amount_hkd: c.amountHkd,
      amount_usd: c.amountUsd,
      source: r.source,
      order_id: r.sourceOrderId,
      expires_at: r.expiresAt.toISOString(),
      redeemed_order_id: r.redeemedOrderId,
      status: (r.redeemedOrderId ? 'used' : rewardProblem(r, at) ? 'expired' : 'available') as
        'used' | 'expired' | 'available',
    }));
  }

  return { rewardValue, grantReviewReward, rewardsOf };
}

export type Rewards = ReturnType<typeof createRewards>;
