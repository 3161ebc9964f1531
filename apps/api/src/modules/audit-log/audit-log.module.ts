// The audit log in the back office: who changed what, when, before → after.
import type { App } from '../../app-types.ts';
import { auditLogAdminRoutes } from './audit-log.admin.routes.ts';
import { createAuditLog } from './audit-log.service.ts';

export async function auditLogModule(app: App): Promise<void> {
  app.decorate('auditLog', createAuditLog(app.deps.database.db));
  await app.register(auditLogAdminRoutes, { prefix: '/api/v1' });
}
