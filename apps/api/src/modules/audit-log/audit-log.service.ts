// The audit log as the back office reads it: every staff write, newest first, filtered.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { firstRow } from '../../db/first-row.ts';
import { auditTargets } from './audit-log.targets.ts';

export const AUDIT_PAGE_SIZE = 50;

export interface AuditLogQuery {
  entity?: string;
  entity_id?: string;
  /** the staff member's email, any case */
  staff?: string;
  action?: string;
  page: number;
}

export function createAuditLog(db: Db) {
  return {
    async list(q: AuditLogQuery) {
      const where: SQL[] = [];
      if (q.entity) where.push(eq(auditLog.entity, q.entity));
      if (q.entity_id) where.push(eq(auditLog.entityId, q.entity_id));
      if (q.action) where.push(eq(auditLog.action, q.action));
      if (q.staff) where.push(sql`lower(${auditLog.staffEmail}) = ${q.staff.toLowerCase()}`);
      const filter = where.length ? and(...where) : undefined;
      const [rows, { total }] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(filter)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(AUDIT_PAGE_SIZE)
          .offset((q.page - 1) * AUDIT_PAGE_SIZE),
        db.select({ total: count() }).from(auditLog).where(filter).then(firstRow),
      ]);
      const named = await auditTargets(db, rows);
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
          staff_name: named.staffName(r),
          target: named.target(r),
          currency: named.currency(r),
        })),
        page: q.page,
        page_size: AUDIT_PAGE_SIZE,
        total,
      };
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
