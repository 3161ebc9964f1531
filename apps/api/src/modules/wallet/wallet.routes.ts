// Wallet, referrals and rewards (1-10 to 1-12), the member's side: wallet balances and ledger, conversion, referral code and summary, rewards.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  convertBody,
  convertOut,
  referralOut,
  rewardsOut,
  walletOut,
  walletQuery,
} from '@shop/core/contract/wallet';

export async function walletRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const wallet = app.wallet;

  app.get(
    '/account/wallet',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Cash-dollar balances per currency and the ledger, newest first, a page at a time',
        querystring: walletQuery,
        response: { 200: walletOut },
      },
    },
    async (req) => {
      const { user } = await app.auth.require(req);
      const { page, page_size } = req.query;
      return wallet.statement(user.id, page, page_size);
    },
  );

  app.post(
    '/order/convertPiWallet',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['wallet'],
        summary: 'Converts cash dollars between currencies at the shop rates (floored; US$1 minimum)',
        body: convertBody,
        response: { 200: convertOut },
      },
    },
    async (req) => {
      const { user } = await app.auth.require(req);
      return wallet.convert(user.id, req.body);
    },
  );

  app.get(
    '/user/referral-code',
    {
      schema: {
        tags: ['wallet'],
        summary: 'The member’s referral code, share link (/?ref=CODE) and what it has earned',
        response: { 200: referralOut },
      },
    },
    async (req) => {
      const { user } = await app.auth.require(req);
      const code = await wallet.referralCode(user.id);
      return { code, link: `/?ref=${code}`, ...(await wallet.referralSummary(user.id)) };
    },
  );

  app.get(
    '/account/rewards',
    {
      schema: {
        tags: ['wallet'],
        summary: 'The member’s rewards with their expiry, soonest first',
        response: { 200: rewardsOut },
      },
    },
    async (req) => {
      const { user } = await app.auth.require(req);
      return { rewards: await wallet.rewardsOf(user.id) };
    },
  );
}
