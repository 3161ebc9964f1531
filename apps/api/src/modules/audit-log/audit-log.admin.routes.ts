import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffGuard } from '../staff/staff.guard.ts';

const entry = z.object({
  id: z.string(),
  at: z.string(),
  staff_email: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});

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
        querystring: z.strictObject({
          entity: z.string().trim().max(64).optional(),
          entity_id: z.string().trim().max(200).optional(),
          staff: z.string().trim().max(200).optional().describe("the staff member's email"),
          action: z.string().trim().max(64).optional(),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
        }),
        response: {
          200: z.object({
            items: z.array(entry),
            page: z.number().int(),
            page_size: z.number().int(),
            total: z.number().int(),
          }),
        },
      },
    },
    async (req) => app.auditLog.list(req.query),
  );
}
