import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedbackBody, feedbackOut } from '@shop/core/contract/feedback';
import { feedback } from '../../db/schema.ts';

/** Contact-us form (../shared/SPEC.md §7 /api/v1/feedback): validated by core, stored, acknowledged. */
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
      const id = randomUUID();
      const b = req.body;
      await app.deps.database.db.insert(feedback).values({
        id,
        name: b.name,
        email: b.email,
        phone: b.phone || null,
        subject: b.subject,
        message: b.message,
        locale: b.locale,
        ip: req.ip,
      });
      return reply.code(201).send({ ok: true as const, id });
    },
  );
};
