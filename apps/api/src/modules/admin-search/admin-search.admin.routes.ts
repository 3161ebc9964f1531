import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminSearchOut, adminSearchQuery } from '@shop/core/contract/admin-search';
import { staffGuard } from '../staff/staff.guard.ts';

/** GET /api/v1/admin/search?q=: the admin's search box (any staff member; each kind by its own permission). */
export async function adminSearchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/admin/search',
    {
      preHandler: staffGuard(app, 'dashboard:read'),
      schema: {
        tags: ['admin'],
        summary:
          'Orders (number, email, phone, tracking), customers, products (three scripts, SKU) and pages, ranked, 5 of each',
        querystring: adminSearchQuery,
        response: { 200: adminSearchOut },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return app.adminSearch.search(req.query.q, req.staff!.role);
    },
  );
}
