// Issue 19: the cash-dollar wallet, referrals and review rewards as the shop and the checkout use them.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gte, isNull, ne } from 'drizzle-orm';
import {
  cashDollarsApplied,
  isSelfReferral,
  normalizeGiftCode,
  normalizeReferralCode,
  planConversion,
  priceInCurrency,
  referralFriendDiscount,
  referralReward,
  REFERRAL_CODE_PATTERN,
  rewardExpiresAt,
  rewardProblem,
  type CurrencyCode,
} from '@shop/core';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  addresses,
  giftCodeBatches,
  giftCodes,
  loginFailures,
  memberRewards,
  orders,
  referralCodes,
  referrals,
  rewardCatalogue,
  users,
} from '../../db/schema.ts';
import { ConflictError, InvalidError, NotFoundError, RateLimitedError } from '../../lib/errors.ts';
import type { PricingInputs } from '../settings/settings.service.ts';
import { balancesOf, findEntry, ledgerOf, lockBalance, post } from './wallet.ledger.ts';

type OrderRow = typeof orders.$inferSelect;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Failed gift-code tries a member may make per hour before 429. */
export const GIFT_CODE_FAILURES_PER_HOUR = 10;

export function randomCode(length: number): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

export interface CheckoutWalletInput {
  userId: string | null;
  currency: CurrencyCode;
  /** goods after the coupon: what the referral and the reward take from */
  goods: number;
  cashDollars?: number;
  redeemItems?: readonly string[];
  referralCode?: string;
  /** the delivery address: the same as the referrer's refuses the referral */
  address?: string;
}

export function createWalletService(deps: {
  db: Db;
  pricing: () => Promise<PricingInputs>;
  /** injectable for tests; the shop's clock otherwise */
  now?: () => Date;
}) {
  const { db } = deps;
  const now = () => deps.now?.() ?? new Date();

  async function referralCode(userId: string) {
    const [row] = await db.select().from(referralCodes).where(eq(referralCodes.userId, userId));
    if (row) return row.code;
    for (;;) {
      const code = randomCode(8);
      const made = await db
        .insert(referralCodes)
        .values({ userId, code })
        .onConflictDoNothing()
        .returning({ code: referralCodes.code });
      if (made[0]) return made[0].code;
      const [again] = await db.select().from(referralCodes).where(eq(referralCodes.userId, userId));
      if (again) return again.code;
    }
  }

  async function identity(tx: DbOrTx, userId: string, email?: string) {
    const [u] = await tx.select().from(users).where(eq(users.id, userId));
    const addr = await tx
      .select({ a: addresses.address })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    const delivered = await tx
      .select({ d: orders.delivery })
      .from(orders)
      .where(eq(orders.userId, userId))
      .limit(20);
    return {
      email: email ?? u?.email,
      phone: u?.phone,
      addresses: [...addr.map((r) => r.a), ...delivered.map((r) => String(r.d.address ?? ''))],
    };
  }

  /** Whether the member already ordered (a referral only counts for the first order). */
  async function hasOrdered(tx: DbOrTx, userId: string, exceptOrderId = '') {
    const [{ n }] = await tx
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.userId, userId), ne(orders.status, 'expired'), ne(orders.id, exceptOrderId)));
    return n > 0;
  }

  /**
   * Links a new member to the referrer owning `code`. Refused (400, field referral_code): unknown code, own code,
   * self-referral by email/phone/address, a member who already has a referrer or has already ordered.
   */
  async function attachReferral(
    tx: DbOrTx,
    friendId: string,
    rawCode: string,
    extra: { email?: string; address?: string; orderId?: string } = {},
  ) {
    const code = normalizeReferralCode(rawCode);
    const refuse = (reason: 'unknown' | 'self' | 'already_referred' | 'not_first_order') =>
      new InvalidError(`This referral code cannot be used: ${reason}`, 'referral_code', `referral_${reason}`);
    if (!REFERRAL_CODE_PATTERN.test(code)) throw refuse('unknown');
    const [owner] = await tx.select().from(referralCodes).where(eq(referralCodes.code, code));
    if (!owner) throw refuse('unknown');
    if (owner.userId === friendId) throw refuse('self');
    const [existing] = await tx.select().from(referrals).where(eq(referrals.friendId, friendId));
    if (existing) {
      if (existing.referrerId === owner.userId) return existing;
      throw refuse('already_referred');
    }
    if (await hasOrdered(tx, friendId, extra.orderId)) throw refuse('not_first_order');
    const friend = await identity(tx, friendId, extra.email);
    if (extra.address) friend.addresses.push(extra.address);
    if (isSelfReferral(await identity(tx, owner.userId), friend)) throw refuse('self');
    const [row] = await tx
      .insert(referrals)
      .values({ id: randomUUID(), referrerId: owner.userId, friendId, code, status: 'joined' })
      .onConflictDoNothing()
      .returning();
    if (!row) throw refuse('already_referred');
    return row;
  }

  /** The friend's open referral (joined, first order not placed yet). */
  async function openReferral(tx: DbOrTx, userId: string) {
    const [r] = await tx
      .select()
      .from(referrals)
      .where(and(eq(referrals.friendId, userId), eq(referrals.status, 'joined'), isNull(referrals.orderId)));
    return r ?? null;
  }

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

  /**
   * The wallet's part of an order, recomputed on the server: the friend's 10% on a first order, one review reward
   * (a cash reward is an amount off; a gift item is a free line), and the cash dollars used (≤ balance, ≤ goods).
   */
  async function checkoutLines(tx: DbOrTx, input: CheckoutWalletInput) {
    const empty = {
      referral_discount: 0,
      reward_discount: 0,
      wallet_amount: 0,
      wallet_balance: 0,
      reward: null as null | { id: string; kind: string; sub_sku: string | null; name: unknown },
      referral: null as null | { id: string },
    };
    if (!input.userId) {
      if (input.cashDollars || input.redeemItems?.length || input.referralCode)
        throw new InvalidError(
          'Please log in to use cash dollars, rewards or a referral',
          'cash_dollars',
          'login',
        );
      return empty;
    }
    const userId = input.userId;
    let goods = input.goods;
    let referral = await openReferral(tx, userId);
    if (!referral && input.referralCode && !(await hasOrdered(tx, userId))) {
      // checked here without writing; create() attaches it in its transaction
      const code = normalizeReferralCode(input.referralCode);
      const [owner] = await tx.select().from(referralCodes).where(eq(referralCodes.code, code));
      if (!owner || owner.userId === userId)
        throw new InvalidError(
          'This referral code cannot be used',
          'referral_code',
          owner ? 'referral_self' : 'referral_unknown',
        );
      referral = { id: '', referrerId: owner.userId } as typeof referrals.$inferSelect;
    }
    if (referral && input.address) {
      const referrer = await identity(tx, referral.referrerId);
      if (isSelfReferral({ addresses: referrer.addresses }, { addresses: [input.address] }))
        throw new InvalidError('This referral code cannot be used', 'referral_code', 'referral_self');
    }
    const referralDiscount = referral ? referralFriendDiscount(goods, input.currency) : 0;
    goods -= referralDiscount;
    let reward: (typeof empty)['reward'] = null;
    let rewardDiscount = 0;
    const ids = input.redeemItems ?? [];
    if (ids.length > 1)
      throw new InvalidError('One reward per order', 'redeem_items', 'one_reward_per_order');
    if (ids.length === 1) {
      const [r] = await tx
        .select()
        .from(memberRewards)
        .where(and(eq(memberRewards.id, ids[0]!), eq(memberRewards.userId, userId)));
      const problem = rewardProblem(r, now());
      if (problem)
        throw new InvalidError(`This reward cannot be redeemed: ${problem}`, 'redeem_items', problem);
      const v = await rewardValue(r!, input.currency);
      rewardDiscount = Math.min(v.amount, goods);
      goods -= rewardDiscount;
      reward = { id: r!.id, kind: v.kind, sub_sku: v.subSku, name: v.name };
    }
    const balances = await balancesOf(tx, userId);
    const balance = balances.find((b) => b.currency === input.currency)?.balance ?? 0;
    if (input.cashDollars !== undefined && input.cashDollars > balance)
      throw new InvalidError('Not enough cash dollars', 'cash_dollars', 'insufficient_balance');
    return {
      referral_discount: referralDiscount,
      reward_discount: rewardDiscount,
      wallet_amount: cashDollarsApplied(input.cashDollars ?? 0, balance, goods),
      wallet_balance: balance,
      reward,
      referral: referral ? { id: referral.id } : null,
    };
  }

  /** Inside the order's transaction: debits the cash dollars, takes the reward, ties the referral to the order. */
  async function applyToOrder(
    tx: DbOrTx,
    order: { id: string; userId: string; currency: string; email: string; address?: string },
    lines: Awaited<ReturnType<typeof checkoutLines>>,
    referralCodeInput?: string,
  ) {
    if (lines.wallet_amount > 0)
      await post(tx, {
        userId: order.userId,
        currency: order.currency,
        amount: -lines.wallet_amount,
        kind: 'spend',
        refType: 'order',
        refId: order.id,
      });
    if (lines.reward) {
      const taken = await tx
        .update(memberRewards)
        .set({ redeemedOrderId: order.id, redeemedAt: now() })
        .where(and(eq(memberRewards.id, lines.reward.id), isNull(memberRewards.redeemedOrderId)))
        .returning({ id: memberRewards.id });
      if (!taken.length) throw new ConflictError('This reward was already redeemed', 'reward_used');
    }
    if (lines.referral) {
      const r =
        lines.referral.id === ''
          ? await attachReferral(tx, order.userId, referralCodeInput ?? '', {
              email: order.email,
              address: order.address,
              orderId: order.id,
            })
          : { id: lines.referral.id };
      const tied = await tx
        .update(referrals)
        .set({ orderId: order.id, currency: order.currency, updatedAt: now() })
        .where(and(eq(referrals.id, r.id), eq(referrals.status, 'joined'), isNull(referrals.orderId)))
        .returning({ id: referrals.id });
      if (!tied.length) throw new ConflictError('The referral was already used', 'referral_used');
    }
  }

  /** What an order's status change means for the wallet; runs in the transition's transaction. */
  async function onTransition(tx: DbOrTx, order: OrderRow, to: string) {
    if (!order.userId) return;
    const [ref] = await tx.select().from(referrals).where(eq(referrals.orderId, order.id)).for('update');
    if (to === 'paid' && ref?.status === 'joined') {
      const goods = order.subtotal - order.discount - order.referralDiscount - order.rewardDiscount;
      await tx
        .update(referrals)
        .set({
          status: 'pending',
          amount: referralReward(goods, order.currency as CurrencyCode),
          updatedAt: now(),
        })
        .where(eq(referrals.id, ref.id));
    }
    if (to === 'delivered' && ref?.status === 'pending') {
      if (ref.amount > 0)
        await post(tx, {
          userId: ref.referrerId,
          currency: ref.currency!,
          amount: ref.amount,
          kind: 'referral',
          refType: 'referral',
          refId: ref.id,
        });
      await tx
        .update(referrals)
        .set({ status: 'available', updatedAt: now() })
        .where(eq(referrals.id, ref.id));
    }
    if (to === 'cancelled' || to === 'expired' || to === 'refunded') {
      const spent = await findEntry(tx, 'spend', 'order', order.id);
      if (spent)
        await post(tx, {
          userId: spent.userId,
          currency: spent.currency,
          amount: -spent.amount,
          kind: 'spend_return',
          refType: 'order',
          refId: order.id,
        });
      // an unused reward comes back while it is still valid; its expiry does not move
      if (order.rewardId)
        await tx
          .update(memberRewards)
          .set({ redeemedOrderId: null, redeemedAt: null })
          .where(and(eq(memberRewards.id, order.rewardId), eq(memberRewards.redeemedOrderId, order.id)));
      if (ref?.status === 'joined') {
        // never paid (expired, or cancelled unpaid): the friend keeps the first-order discount for the next order
        await tx
          .update(referrals)
          .set({ status: 'joined', orderId: null, amount: 0, updatedAt: now() })
          .where(eq(referrals.id, ref.id));
      } else if (ref && ref.status !== 'reversed') {
        if (ref.status === 'available' && ref.amount > 0) {
          // taken back as far as the referrer's balance allows: a balance never goes below zero
          const balance = await lockBalance(tx, ref.referrerId, ref.currency!);
          const back = Math.min(balance, ref.amount);
          if (back > 0)
            await post(tx, {
              userId: ref.referrerId,
              currency: ref.currency!,
              amount: -back,
              kind: 'referral_reversal',
              refType: 'referral',
              refId: ref.id,
              note: back < ref.amount ? `reversed ${back} of ${ref.amount}: balance was short` : null,
            });
        }
        await tx
          .update(referrals)
          .set({ status: 'reversed', updatedAt: now() })
          .where(eq(referrals.id, ref.id));
      }
    }
  }

  /** Review rewards (issue 18 calls this from its review.published job): one per order, 60 days to redeem. */
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

  /** Gift codes: single use (a conditional update), failures counted per member (429 after too many). */
  async function redeemGiftCode(userId: string, rawCode: string) {
    const key = `giftcode:${userId}`;
    const since = new Date(Date.now() - 3600_000);
    const [{ n }] = await db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.username, key), gte(loginFailures.createdAt, since)));
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

  async function convert(userId: string, input: { from: CurrencyCode; to: CurrencyCode; amount: number }) {
    const rates = (await deps.pricing()).ratesToUsd;
    return db.transaction(async (tx) => {
      // both rows locked in one order so two opposite conversions cannot deadlock
      const [a, b] = [input.from, input.to].sort();
      const locked = new Map([
        [a!, await lockBalance(tx, userId, a!)],
        [b!, await lockBalance(tx, userId, b!)],
      ]);
      const plan = planConversion({ ...input, balance: locked.get(input.from) ?? 0 }, rates);
      if (!plan.ok)
        throw new InvalidError(
          plan.problem === 'below_minimum'
            ? 'A minimum balance is needed to convert cash dollars'
            : 'The wallet conversion failed; please try again or contact customer care',
          'amount',
          plan.problem,
        );
      const ref = randomUUID();
      await post(tx, {
        userId,
        currency: input.from,
        amount: -plan.plan.debit,
        kind: 'convert_out',
        refType: 'conversion',
        refId: ref,
      });
      await post(tx, {
        userId,
        currency: input.to,
        amount: plan.plan.credit,
        kind: 'convert_in',
        refType: 'conversion',
        refId: ref,
      });
      return { from: input.from, to: input.to, debit: plan.plan.debit, credit: plan.plan.credit };
    });
  }

  async function referralSummary(userId: string) {
    const rows = await db
      .select({ status: referrals.status, currency: referrals.currency, amount: referrals.amount })
      .from(referrals)
      .where(eq(referrals.referrerId, userId));
    const sum = (s: string) => {
      const by = new Map<string, number>();
      for (const r of rows.filter((x) => x.status === s && x.currency))
        by.set(r.currency!, (by.get(r.currency!) ?? 0) + r.amount);
      return [...by].map(([currency, amount]) => ({ currency, amount }));
    };
    return { friends_joined: rows.length, earned: sum('available'), pending: sum('pending') };
  }

  /** The member's balances and one page of ledger entries, newest first: the account's and the admin's view. */
  async function statement(userId: string, page: number, pageSize: number) {
    const [balances, ledger] = await Promise.all([
      balancesOf(db, userId),
      ledgerOf(db, userId, page, pageSize),
    ]);
    return {
      balances,
      entries: ledger.rows.map((e) => ({
        _id: e.id,
        currency: e.currency,
        amount: e.amount,
        balance_after: e.balanceAfter,
        kind: e.kind,
        ref_type: e.refType,
        ref_id: e.refId,
        note: e.note,
        created_at: e.createdAt.toISOString(),
      })),
      total: ledger.total,
      page,
      page_size: pageSize,
    };
  }

  return {
    referralCode,
    attachReferral: (friendId: string, code: string) =>
      db.transaction((tx) => attachReferral(tx, friendId, code)),
    checkoutLines,
    applyToOrder,
    onTransition,
    grantReviewReward,
    rewardsOf,
    redeemGiftCode,
    convert,
    referralSummary,
    statement,
    post,
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
