import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Dev outbox (development and test only): what the sandbox email and SMS providers sent, newest first. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        querystring: z.strictObject({
          to: z.string().max(200).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: {
          200: z.array(
            z.object({
              id: z.string(),
              channel: z.string(),
              to: z.string(),
              subject: z.string().nullable(),
              text: z.string(),
              code: z.string().nullable(),
              link: z.string().nullable(),
              created_at: z.string(),
            }),
          ),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return app.outbox.list(req.query);
    },
  );
};
