import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailSchema, SUPPORTED_LOCALES } from '@shop/core';

/** Footer email subscription with double opt-in by email. */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.newsletter;
  app.post(
    '/newsletter',
    {
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: {
        tags: ['newsletter'],
        body: z.strictObject({ email: emailSchema, locale: z.enum(SUPPORTED_LOCALES).default('hk') }),
        response: { 202: z.object({ status: z.enum(['pending', 'confirmed']) }) },
      },
    },
    async (req, reply) => reply.code(202).send(await service.subscribe(req.body.email, req.body.locale)),
  );

  app.post(
    '/newsletter/confirm',
    {
      schema: {
        tags: ['newsletter'],
        body: z.strictObject({ token: z.string().min(16).max(128) }),
        response: { 200: z.object({ status: z.literal('confirmed'), email: z.string() }) },
      },
    },
    async (req) => service.confirm(req.body.token),
  );
};
