import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthOut, readyOut } from '@shop/core/contract/health';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        response: { 200: healthOut },
      },
    },
    async (_req, reply) => {
      // liveness: the process answers. A database outage is readiness's business (/api/ready): restarting this
      // process would not bring PostgreSQL back, so the reachability here is information only
      const database = await app.health.check();
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, database };
    },
  );

  app.get(
    '/api/ready',
    { schema: { tags: ['health'], response: { 200: readyOut, 503: readyOut } } },
    async (_req, reply) => {
      const { ok, checks } = await app.health.ready();
      reply.header('cache-control', 'no-store');
      return reply
        .code(ok ? 200 : 503)
        .send({ status: ok ? ('ready' as const) : ('not_ready' as const), checks });
    },
  );
};
