// The cash-dollar wallet, referrals and review rewards as the shop and the checkout use them: one service made of
// the parts below, with conversions between currencies and the member's statement.
import { randomUUID } from 'node:crypto';
import { planConversion, type CurrencyCode } from '@shop/core';
import type { Db } from '../../db/client.ts';
import { InvalidError } from '../../lib/errors.ts';
import type { PricingInputs } from '../settings/settings.service.ts';
import { createGiftCodes } from './wallet-gift-codes.ts';
import { createOrderWallet } from './wallet-order.ts';
import { createReferrals } from './wallet-referrals.ts';
import { createRewards } from './wallet-rewards.ts';
import { balancesOf, ledgerOf, lockBalance, post } from './wallet.ledger.ts';

export { GIFT_CODE_FAILURES_PER_HOUR } from './wallet-gift-codes.ts';
export type { CheckoutWalletInput } from './wallet-order.ts';

export function createWalletService(deps: {
  db: Db;
  pricing: () => Promise<PricingInputs>;
  /** injectable for tests; the shop's clock otherwise */
  now?: () => Date;
}) {
  const { db } = deps;
  const now = () => deps.now?.() ?? new Date();
  const referrals = createReferrals(db);
  const rewards = createRewards({ db, pricing: deps.pricing, now });
  const giftCodes = createGiftCodes({ db, now });
  const order = createOrderWallet({ referrals, rewards, now });

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
    referralCode: referrals.referralCode,
    attachReferral: (friendId: string, code: string) =>
      db.transaction((tx) => referrals.attachReferral(tx, friendId, code)),
    checkoutLines: order.checkoutLines,
    applyToOrder: order.applyToOrder,
    onTransition: order.onTransition,
    grantReviewReward: rewards.grantReviewReward,
    rewardsOf: rewards.rewardsOf,
    redeemGiftCode: giftCodes.redeemGiftCode,
    convert,
    referralSummary: referrals.referralSummary,
    statement,
    post,
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
