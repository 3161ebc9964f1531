// The back office's first page: sales, the queues staff work through, low stock and failed background jobs.
import type { App } from '../../app-types.ts';
import { dashboardAdminRoutes } from './dashboard.admin.routes.ts';
import { createDashboardService } from './dashboard.service.ts';

export async function dashboardModule(app: App): Promise<void> {
  app.decorate(
    'dashboard',
    createDashboardService({
      db: app.deps.database.db,
      ratesToUsd: async () => (await app.settings.getPricingInputs()).ratesToUsd,
      // read at request time: the count is the queue's as it is then
      failedJobs: () => app.jobs.countFailed(),
    }),
  );
  await app.register(dashboardAdminRoutes, { prefix: '/api/v1' });
}
