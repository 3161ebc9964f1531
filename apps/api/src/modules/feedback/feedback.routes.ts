import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedbackSchema, SUPPORTED_LOCALES } from '@shop/core';

/** Contact-us form (2.12-13; /api/v1/feedback, 7-29): validated by core, stored, acknowledged. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/feedback',
    {
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: {
        tags: ['feedback'],
        body: feedbackSchema.extend({ locale: z.enum(SUPPORTED_LOCALES).default('hk') }).strict(),
        response: { 201: z.object({ ok: z.literal(true), id: z.string() }) },
      },
    },
    async (req, reply) => {
      const id = await app.feedback.submit(req.body, req.ip);
      return reply.code(201).send({ ok: true as const, id });
    },
  );
};
