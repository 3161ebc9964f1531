// Sales reports for the back office (docs/back-office.md "Reports").
import type { App } from '../../app-types.ts';
import { reportAdminRoutes } from './report.admin.routes.ts';
import { createReportService } from './report.service.ts';

export async function reportModule(app: App): Promise<void> {
  app.decorate('reports', createReportService(app.deps.database.db));
  await app.register(reportAdminRoutes, { prefix: '/api/v1' });
}
