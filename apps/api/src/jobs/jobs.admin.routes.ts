import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyBody } from '@shop/core/contract/common';
import { jobOut, jobParams, jobsOut, jobsQuery } from '@shop/core/contract/admin-jobs';
import { staffGuard } from '../modules/staff/staff.guard.ts';

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
        querystring: jobsQuery,
        response: { 200: jobsOut },
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
        params: jobParams,
        body: emptyBody,
        response: { 200: jobOut },
      },
    },
    async (req) => app.jobsAdmin.retry(req, req.params.id),
  );
}
