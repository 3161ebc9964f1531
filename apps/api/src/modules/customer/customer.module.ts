// The back office's customer page: one member's whole record, the profile edit and staff notes.
import type { App } from '../../app-types.ts';
import { customerAdminRoutes } from './customer.admin.routes.ts';
import { createCustomerAdmin } from './customer.admin.service.ts';

export async function customerModule(app: App): Promise<void> {
  app.decorate('customerAdmin', createCustomerAdmin(app.deps.database.db));
  await app.register(customerAdminRoutes, { prefix: '/api/v1' });
}
