import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedbackBody, feedbackOut } from '@shop/core/contract/feedback';

/** Contact-us form (2.12-13; /api/v1/feedback, 7-29): validated by core, stored, acknowledged. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/feedback',
    {
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: {
        tags: ['feedback'],
        body: feedbackBody,
        response: { 201: feedbackOut },
      },
    },
    async (req, reply) => {
      const id = await app.feedback.submit(req.body, req.ip);
      return reply.code(201).send({ ok: true as const, id });
    },
  );
};
