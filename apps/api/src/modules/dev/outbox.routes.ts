import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxOut, outboxQuery } from '@shop/core/contract/dev';
import { outbox } from '../../db/schema.ts';

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
      const rows = await app.deps.database.db
        .select()
        .from(outbox)
        .orderBy(desc(outbox.createdAt))
        .limit(200);
      return rows
        .filter((r) => !req.query.to || r.to === req.query.to.toLowerCase() || r.to === req.query.to)
        .slice(0, req.query.limit)
        .map((r) => ({
          id: r.id,
          channel: r.channel,
          to: r.to,
          subject: r.subject,
          text: r.text,
          code: r.code,
          link: r.link,
          created_at: r.createdAt.toISOString(),
        }));
    },
  );
};
