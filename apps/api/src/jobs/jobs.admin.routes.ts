import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffGuard } from '../modules/staff/staff.guard.ts';
import { JOB_STATES } from './jobs.ts';

const job = z.object({
  id: z.string(),
  queue: z.string(),
  /** ids and kinds only: never an address or a token */
  data: z.record(z.string(), z.string()),
  state: z.enum(JOB_STATES),
  retry_count: z.number().int(),
  retry_limit: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  start_after: z.string(),
});

/** Background jobs in the back office: the failed ones (after their retries) and a retry button. */
export async function jobsAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/jobs',
    {
      preHandler: staffGuard(app, 'jobs:read'),
      schema: {
        tags: ['admin'],
        summary: 'Background jobs in one state (default failed), newest first',
        querystring: z.object({
          state: z.enum(JOB_STATES).default('failed'),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
        }),
        response: {
          200: z.object({
            jobs: z.array(job),
            total: z.number().int(),
            page: z.number().int(),
            page_size: z.number().int(),
          }),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return app.jobs.listJobs({ state: req.query.state, page: req.query.page });
    },
  );

  app.post(
    '/admin/jobs/:id/retry',
    {
      preHandler: staffGuard(app, 'jobs:write'),
      schema: {
        tags: ['admin'],
        summary: 'Runs a failed job once more (409 not_failed when it is not failed)',
        params: z.object({ id: z.uuid() }),
        response: { 200: job },
      },
    },
    async (req) => app.jobsAdmin.retry(req, req.params.id),
  );
}
