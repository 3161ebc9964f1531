import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffGuard } from '../staff/staff.guard.ts';
import { auditLogOut, auditLogQuery } from '@shop/core/contract/admin-audit-log';

/** GET /api/v1/admin/audit-log: every staff write, newest first, filtered by entity, entity id and staff. */
export async function auditLogAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/admin/audit-log',
    {
      preHandler: staffGuard(app, 'audit:read'),
      schema: {
        tags: ['admin'],
        summary: 'The audit log: who, when, what, before → after',
        querystring: auditLogQuery,
        response: { 200: auditLogOut },
      },
    },
    async (req) => app.auditLog.list(req.query),
  );
}
