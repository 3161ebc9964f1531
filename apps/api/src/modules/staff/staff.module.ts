// Staff: accounts, sessions and two-factor sign-in for the back office, the audit log's writer, and the staff list.
import type { App } from '../../app-types.ts';
import { staffAdminRoutes } from './staff.admin.routes.ts';
import { createStaffService } from './staff.service.ts';

export async function staffModule(app: App): Promise<void> {
  const { config, database } = app.deps;
  app.decorate('staff', createStaffService(database.db, { production: config.SHOP_MODE === 'production' }));
  await app.register(staffAdminRoutes, { prefix: '/api/v1' });
}
