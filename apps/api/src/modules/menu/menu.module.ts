// Navigation menus (header, footer, side menu): the shop reads them resolved per locale, staff edit them as trees.
import type { App } from '../../app-types.ts';
import { menuAdminRoutes } from './menu.admin.routes.ts';
import { menuRoutes } from './menu.routes.ts';
import { createMenuService } from './menu.service.ts';

export async function menuModule(app: App): Promise<void> {
  // a save drops the shop's menus, the settings and the guest page cache on every instance
  const menus = createMenuService(app.deps.database.db, {
    invalidate: () => app.catalogue.invalidateSettings(),
  });
  // menus follow the pages, collections and products they link to (a hidden one leaves the menu)
  app.catalogue.onInvalidate(() => menus.invalidate());
  app.catalogue.onInvalidateSettings(() => menus.invalidate());
  app.decorate('menus', menus);
  await app.register(menuRoutes, { prefix: '/api/v1' });
  await app.register(menuAdminRoutes, { prefix: '/api/v1' });
}
