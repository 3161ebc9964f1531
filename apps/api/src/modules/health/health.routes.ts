import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        response: {
          200: z.object({
            status: z.literal('ok'),
            database: z.object({ kind: z.string(), reachable: z.boolean() }),
          }),
          503: z.object({
            status: z.literal('degraded'),
            database: z.object({ kind: z.string(), reachable: z.boolean() }),
          }),
        },
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
