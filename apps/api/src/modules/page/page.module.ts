// Content pages (2.2-12, 2.2-13, 2.12-14): the store reads published pages from a cache every instance drops when
// staff publish (the 'content' broadcast, which also drops the server's guest page cache).
import type { App } from '../../app-types.ts';
import { pageAdminRoutes } from './page.admin.routes.ts';
import { createPageAdmin } from './page.admin.service.ts';
import { pageRoutes } from './page.routes.ts';
import { createPages } from './page.service.ts';

export async function pageModule(app: App): Promise<void> {
  const { db } = app.deps.database;
  app.decorate('pages', createPages(db, app.catalogue));
  app.decorate('pageAdmin', createPageAdmin(db, { invalidate: () => app.catalogue.invalidateContent() }));
  await app.register(pageRoutes, { prefix: '/api/v1' });
  await app.register(pageAdminRoutes, { prefix: '/api/v1' });
}
