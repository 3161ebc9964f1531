// Demo/test only (the wallet module registers it in the demo alone): grants a review reward as the review.published
// job does, so the end-to-end tests can redeem one before reviews exist, and one published long ago to see it refused.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WalletDev } from './wallet.dev.service.ts';

export const walletDevRoutes: FastifyPluginAsyncZod<{ dev: WalletDev }> = async (app, { dev }) => {
  app.post(
    '/api/dev/review-reward',
    {
      schema: {
        tags: ['dev'],
        body: z.strictObject({
          email: z.string().max(200),
          /** how long ago the review was published (61: already expired) */
          published_days_ago: z.number().int().min(0).max(400).default(0),
        }),
      },
    },
    async (req) => dev.grantReviewReward(req.body),
  );
};
