// The back office's search box (orders, customers, products, pages) behind Ctrl/⌘-K.
import type { App } from '../../app-types.ts';
import { adminSearchRoutes } from './admin-search.admin.routes.ts';
import { createAdminSearch } from './admin-search.service.ts';

export async function adminSearchModule(app: App): Promise<void> {
  app.decorate('adminSearch', createAdminSearch(app.deps.database.db));
  await app.register(adminSearchRoutes, { prefix: '/api/v1' });
}
