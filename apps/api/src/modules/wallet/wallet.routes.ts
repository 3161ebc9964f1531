// Wallet, referrals and rewards (1-10 to 1-12), the member's side: wallet balances and ledger, conversion, referral code and summary, rewards.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CURRENCY_CODES, WALLET_ENTRY_KINDS, WALLET_PAGE_SIZE } from '@shop/core';

const minor = z.number().int();
const moneyRow = z.object({ currency: z.string(), amount: minor });

export const walletOut = z.object({
  balances: z.array(z.object({ currency: z.string(), balance: minor })),
  entries: z.array(
    z.object({
      _id: z.string(),
      currency: z.string(),
      amount: minor,
      balance_after: minor,
      kind: z.enum(WALLET_ENTRY_KINDS),
      ref_type: z.string(),
      ref_id: z.string(),
      note: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

export const rewardOut = z.object({
  _id: z.string(),
  kind: z.enum(['gift_item', 'cash']),
  name: z.object({ eng: z.string(), chi: z.string(), cn: z.string() }),
  sub_sku: z.string().nullable(),
  amount_hkd: minor,
  amount_usd: minor,
  source: z.string(),
  order_id: z.string().nullable(),
  expires_at: z.string(),
  redeemed_order_id: z.string().nullable(),
  status: z.enum(['available', 'used', 'expired']),
});

export async function walletRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const wallet = app.wallet;

  app.get(
    '/account/wallet',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Cash-dollar balances per currency and the ledger, newest first, a page at a time',
        querystring: z.strictObject({
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          page_size: z.coerce.number().int().min(1).max(100).default(WALLET_PAGE_SIZE),
        }),
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
        body: z.strictObject({
          from: z.enum(CURRENCY_CODES),
          to: z.enum(CURRENCY_CODES),
          amount: z.number().int().min(1).max(2_000_000_000),
        }),
        response: {
          200: z.object({ from: z.string(), to: z.string(), debit: minor, credit: minor }),
        },
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
        response: {
          200: z.object({
            code: z.string(),
            link: z.string(),
            friends_joined: z.number().int(),
            earned: z.array(moneyRow),
            pending: z.array(moneyRow),
          }),
        },
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
        response: { 200: z.object({ rewards: z.array(rewardOut) }) },
      },
    },
    async (req) => {
      const { user } = await app.auth.require(req);
      return { rewards: await wallet.rewardsOf(user.id) };
    },
  );
}
