import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthDegradedOut, healthOut } from '@shop/core/contract/health';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        response: { 200: healthOut, 503: healthDegradedOut },
      },
    },
    async (_req, reply) => {
      const database = await app.health.check();
      reply.header('cache-control', 'no-store');
      if (!database.reachable) return reply.code(503).send({ status: 'degraded' as const, database });
      return { status: 'ok' as const, database };
    },
  );
};
