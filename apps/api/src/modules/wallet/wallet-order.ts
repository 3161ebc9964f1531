// The wallet's part of an order: the lines the checkout shows (referral discount, reward, cash dollars), what the
// order takes when it is placed, and what each status change gives back or credits.
import { and, eq, isNull } from 'drizzle-orm';
import {
  cashDollarsApplied,
  isSelfReferral,
  normalizeReferralCode,
  referralFriendDiscount,
  referralReward,
  rewardProblem,
  type CurrencyCode,
} from '@shop/core';
import type { DbOrTx } from '../../db/client.ts';
import type { orders } from '../../db/schema.ts';
import { memberRewards, referralCodes, referrals } from '../../db/schema.ts';
import { ConflictError, InvalidError } from '../../lib/errors.ts';
import { balancesOf, findEntry, lockBalance, post, returnedByReturns } from './wallet.ledger.ts';
import type { Referrals } from './wallet-referrals.ts';
import type { Rewards } from './wallet-rewards.ts';

type OrderRow = typeof orders.$inferSelect;

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

export function createOrderWallet(deps: { referrals: Referrals; rewards: Rewards; now: () => Date }) {
  const { now } = deps;
  const { hasOrdered, identity, attachReferral, openReferral } = deps.referrals;
  const { rewardValue } = deps.rewards;

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
      // a partial return may have given some of them back already
      const back = spent ? -spent.amount - (await returnedByReturns(tx, order.id)) : 0;
      if (spent && back > 0)
        await post(tx, {
          userId: spent.userId,
          currency: spent.currency,
          amount: back,
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

  return { checkoutLines, applyToOrder, onTransition };
}
