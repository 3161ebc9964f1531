import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  newsletterBody,
  newsletterConfirmBody,
  newsletterConfirmOut,
  newsletterOut,
} from '@shop/core/contract/feedback';

/** Footer email subscription with double opt-in by email. */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.newsletter;
  app.post(
    '/newsletter',
    {
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: {
        tags: ['newsletter'],
        body: newsletterBody,
        response: { 202: newsletterOut },
      },
    },
    async (req, reply) => reply.code(202).send(await service.subscribe(req.body.email, req.body.locale)),
  );

  app.post(
    '/newsletter/confirm',
    {
      schema: {
        tags: ['newsletter'],
        body: newsletterConfirmBody,
        response: { 200: newsletterConfirmOut },
      },
    },
    async (req) => service.confirm(req.body.token),
  );
};
