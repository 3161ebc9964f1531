// The back office's wallet: adjustments (audited with the ledger entry), the referral report, the reward catalogue
// and gift-code batches.
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { toCsv, type CurrencyCode } from '@shop/core';
import { hkTime } from '../order/order.admin.list.ts';
import type { Db } from '../../db/client.ts';
import { giftCodeBatches, giftCodes, referrals, rewardCatalogue, users } from '../../db/schema.ts';
import { InvalidError, NotFoundError } from '../../lib/errors.ts';
import { audit, type AuditActor } from '../staff/audit.ts';
import { randomCode } from './wallet-codes.ts';
import { post } from './wallet.ledger.ts';
import { firstRow } from '../../db/first-row.ts';

type Staff = AuditActor & { staff?: { id: string; email: string } };

export interface RewardInput {
  kind: 'gift_item' | 'cash';
  name: { eng: string; chi: string; cn: string };
  sub_sku: string | null;
  amount_hkd: number;
  amount_usd: number;
  for_reviews: boolean;
  disabled: boolean;
}

export interface GiftCodeBatchInput {
  name: string;
  kind: 'cash' | 'reward';
  currency?: CurrencyCode;
  amount: number;
  catalogue_id?: string;
  count: number;
  expires_at?: Date;
}

export const presentReward = (c: typeof rewardCatalogue.$inferSelect) => ({
  _id: c.id,
  kind: c.kind,
  name: c.name,
  sub_sku: c.subSku,
  amount_hkd: c.amountHkd,
  amount_usd: c.amountUsd,
  for_reviews: c.forReviews,
  disabled: c.disabled,
});

export function createWalletAdmin(db: Db) {
  return {
    /** Credits (positive) or debits (negative) a member's cash dollars with a reason; audited with the entry. */
    async adjust(req: Staff, userId: string, b: { currency: CurrencyCode; amount: number; reason: string }) {
      const [u] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!u) throw new NotFoundError('No such member', 'member_not_found');
      return db.transaction(async (tx) => {
        const entry = await post(tx, {
          userId: u.id,
          currency: b.currency,
          amount: b.amount,
          kind: 'adjustment',
          refType: 'adjustment',
          refId: randomUUID(),
          staffId: req.staff!.id,
          note: b.reason,
        });
        await audit(tx, req, {
          action: 'wallet.adjust',
          entity: 'member',
          entityId: u.id,
          after: { currency: entry.currency, amount: entry.amount, reason: b.reason, entry: entry.id },
        });
        return { _id: entry.id, balance_after: entry.balanceAfter };
      });
    },

    /** Who brought whom, the first order and the credit's state: 50 a page, newest first. */
    async referrals(page: number) {
      const rows = await db
        .select({
          r: referrals,
          referrer: sql<string>`(select email from users where users.id = ${referrals.referrerId})`,
          friend: sql<string>`(select email from users where users.id = ${referrals.friendId})`,
          referrerName: sql<string>`(select trim(firstname || ' ' || lastname) from users where users.id = ${referrals.referrerId})`,
          friendName: sql<string>`(select trim(firstname || ' ' || lastname) from users where users.id = ${referrals.friendId})`,
        })
        .from(referrals)
        .orderBy(desc(referrals.createdAt))
        .limit(50)
        .offset((page - 1) * 50);
      const { n } = firstRow(await db.select({ n: count() }).from(referrals));
      return {
        total: n,
        items: rows.map(({ r, referrer, friend, referrerName, friendName }) => ({
          _id: r.id,
          referrer_id: r.referrerId,
          referrer_name: referrerName || referrer,
          referrer_email: referrer,
          friend_id: r.friendId,
          friend_name: friendName || friend,
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

    async rewards() {
      return (await db.select().from(rewardCatalogue).orderBy(desc(rewardCatalogue.createdAt))).map(
        presentReward,
      );
    },

    async createReward(req: Staff, b: RewardInput) {
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
          after: presentReward(r!),
        });
        return r!;
      });
      return presentReward(row);
    },

    updateReward: (req: Staff, id: string, patch: { for_reviews?: boolean; disabled?: boolean }) =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(rewardCatalogue).where(eq(rewardCatalogue.id, id));
        if (!before) throw new NotFoundError('No such reward', 'reward_not_found');
        if (patch.for_reviews) await tx.update(rewardCatalogue).set({ forReviews: false });
        const [after] = await tx
          .update(rewardCatalogue)
          .set({
            forReviews: patch.for_reviews ?? before.forReviews,
            disabled: patch.disabled ?? before.disabled,
          })
          .where(eq(rewardCatalogue.id, before.id))
          .returning();
        await audit(tx, req, {
          action: 'reward.update',
          entity: 'reward',
          entityId: before.id,
          before: presentReward(before),
          after: presentReward(after!),
        });
        return presentReward(after!);
      }),

    async giftCodeBatches() {
      const rows = await db
        .select({
          b: giftCodeBatches,
          redeemed: sql<number>`(select count(*)::int from gift_codes g where g.batch_id = ${giftCodeBatches.id}
            and g.redeemed_by is not null)`,
        })
        .from(giftCodeBatches)
        .orderBy(desc(giftCodeBatches.createdAt));
      return rows.map(({ b, redeemed }) => ({
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
      }));
    },

    /** A batch of single-use codes (cash dollars or a catalogue reward); answers the batch's id. */
    async generateGiftCodes(req: Staff, b: GiftCodeBatchInput) {
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
      return id;
    },

    /** A batch's codes as CSV: code, whether redeemed, when. */
    async giftCodesCsv(batchId: string) {
      const [b] = await db.select().from(giftCodeBatches).where(eq(giftCodeBatches.id, batchId));
      if (!b) throw new NotFoundError('No such batch', 'batch_not_found');
      const rows = await db.select().from(giftCodes).where(eq(giftCodes.batchId, b.id));
      const csv = toCsv([
        ['code', 'redeemed', 'redeemed_at'],
        ...rows.map((r) => [r.code, !!r.redeemedBy, r.redeemedAt ? hkTime(r.redeemedAt) : '']),
      ]);
      return { id: b.id, csv };
    },

    async setGiftCodeBatchDisabled(req: Staff, batchId: string, disabled: boolean) {
      const [b] = await db
        .update(giftCodeBatches)
        .set({ disabled })
        .where(eq(giftCodeBatches.id, batchId))
        .returning();
      if (!b) throw new NotFoundError('No such batch', 'batch_not_found');
      await audit(db, req, {
        action: disabled ? 'giftcode.disable' : 'giftcode.enable',
        entity: 'gift_code_batch',
        entityId: b.id,
      });
      const { n } = firstRow(
        await db
          .select({ n: count() })
          .from(giftCodes)
          .where(and(eq(giftCodes.batchId, b.id), isNotNull(giftCodes.redeemedBy))),
      );
      return { _id: b.id, disabled: b.disabled, redeemed: n };
    },
  };
}

export type WalletAdmin = ReturnType<typeof createWalletAdmin>;
