import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxOut, outboxQuery } from '@shop/core/contract/dev';

/** Dev outbox (development and test only): what the sandbox email and SMS providers sent, newest first. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        querystring: outboxQuery,
        response: { 200: outboxOut },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return app.outbox.list(req.query);
    },
  );
};
