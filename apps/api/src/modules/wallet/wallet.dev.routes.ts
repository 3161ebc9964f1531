import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WalletDev } from './wallet.dev.service.ts';
import { reviewRewardBody, reviewRewardOut } from '@shop/core/contract/dev';

export const walletDevRoutes: FastifyPluginAsyncZod<{ dev: WalletDev }> = async (app, { dev }) => {
  app.post(
    '/api/dev/review-reward',
    {
      schema: {
        tags: ['dev'],
        body: reviewRewardBody,
        response: { 200: reviewRewardOut },
      },
    },
    async (req) => dev.grantReviewReward(req.body),
  );
};
