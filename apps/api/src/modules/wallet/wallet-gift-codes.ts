// Gift codes: single use (a conditional update) for cash dollars or a reward; failures counted per member.
import { randomUUID } from 'node:crypto';
import { and, count, eq, gte, isNull } from 'drizzle-orm';
import { normalizeGiftCode, rewardExpiresAt } from '@shop/core';
import type { Db } from '../../db/client.ts';
import { giftCodeBatches, giftCodes, loginFailures, memberRewards } from '../../db/schema.ts';
import { InvalidError, RateLimitedError } from '../../lib/errors.ts';
import { post } from './wallet.ledger.ts';
import { firstRow } from '../../db/first-row.ts';

/** Failed gift-code tries a member may make per hour before 429. */
export const GIFT_CODE_FAILURES_PER_HOUR = 10;

export function createGiftCodes(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  /** Gift codes: single use (a conditional update), failures counted per member (429 after too many). */
  async function redeemGiftCode(userId: string, rawCode: string) {
    const key = `giftcode:${userId}`;
    const since = new Date(Date.now() - 3600_000);
    const { n } = firstRow(
      await db
        .select({ n: count() })
        .from(loginFailures)
        .where(and(eq(loginFailures.username, key), gte(loginFailures.createdAt, since))),
    );
    if (n >= GIFT_CODE_FAILURES_PER_HOUR)
      throw new RateLimitedError('Too many gift codes tried: try again in an hour', 3600);
    const code = normalizeGiftCode(rawCode);
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ g: giftCodes, b: giftCodeBatches })
          .from(giftCodes)
          .innerJoin(giftCodeBatches, eq(giftCodeBatches.id, giftCodes.batchId))
          .where(eq(giftCodes.code, code));
        if (!row || row.b.disabled)
          throw new InvalidError('This gift code is not valid', 'code', 'giftcode_invalid');
        if (row.b.expiresAt && row.b.expiresAt <= now())
          throw new InvalidError('This gift code has expired', 'code', 'giftcode_expired');
        const taken = await tx
          .update(giftCodes)
          .set({ redeemedBy: userId, redeemedAt: now() })
          .where(and(eq(giftCodes.code, code), isNull(giftCodes.redeemedBy)))
          .returning({ code: giftCodes.code });
        if (!taken.length) throw new InvalidError('This gift code was already used', 'code', 'giftcode_used');
        if (row.b.kind === 'cash') {
          await post(tx, {
            userId,
            currency: row.b.currency!,
            amount: row.b.amount,
            kind: 'gift_code',
            refType: 'gift_code',
            refId: code,
          });
          return { kind: 'cash' as const, currency: row.b.currency, amount: row.b.amount };
        }
        await tx.insert(memberRewards).values({
          id: randomUUID(),
          userId,
          catalogueId: row.b.catalogueId!,
          source: 'gift_code',
          giftCode: code,
          expiresAt: rewardExpiresAt(now()),
        });
        return { kind: 'reward' as const, currency: null, amount: 0 };
      });
    } catch (e) {
      if (e instanceof InvalidError)
        await db.insert(loginFailures).values({ id: randomUUID(), username: key, ip: null });
      throw e;
    }
  }

  return { redeemGiftCode };
}
