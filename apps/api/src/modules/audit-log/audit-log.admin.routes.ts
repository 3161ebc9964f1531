import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { auditLogOut, auditLogQuery } from '@shop/core/contract/admin-audit-log';
import { auditLog } from '../../db/schema.ts';
import { staffGuard } from '../staff/staff.guard.ts';

export const AUDIT_PAGE_SIZE = 50;

/** GET /api/v1/admin/audit-log: every staff write, newest first, filtered by entity, entity id and staff. */
export async function auditLogAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
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
    async (req) => {
      const q = req.query;
      const where: SQL[] = [];
      if (q.entity) where.push(eq(auditLog.entity, q.entity));
      if (q.entity_id) where.push(eq(auditLog.entityId, q.entity_id));
      if (q.action) where.push(eq(auditLog.action, q.action));
      if (q.staff) where.push(sql`lower(${auditLog.staffEmail}) = ${q.staff.toLowerCase()}`);
      const filter = where.length ? and(...where) : undefined;
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(filter)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(AUDIT_PAGE_SIZE)
          .offset((q.page - 1) * AUDIT_PAGE_SIZE),
        db.select({ total: count() }).from(auditLog).where(filter),
      ]);
      return {
        items: rows.map((r) => ({
          id: r.id,
          at: r.createdAt.toISOString(),
          staff_email: r.staffEmail,
          action: r.action,
          entity: r.entity,
          entity_id: r.entityId,
          before: r.before,
          after: r.after,
          ip: r.ip,
        })),
        page: q.page,
        page_size: AUDIT_PAGE_SIZE,
        total,
      };
    },
  );
}
