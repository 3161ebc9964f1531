// Homepage sections (issue content): staff build the home page's blocks; the storefront reads the active ones.
import type { App } from '../../app-types.ts';
import { homepageAdminRoutes } from './homepage.admin.routes.ts';
import { homepageRoutes } from './homepage.routes.ts';
import { createHomepageService } from './homepage.service.ts';

export async function homepageModule(app: App): Promise<void> {
  const homepage = createHomepageService({
    db: app.deps.database.db,
    cacheMs: app.deps.config.SETTINGS_CACHE_SECONDS * 1000,
    // the settings payload (hero banners, lists), the catalogue answers and the guest pages, on every instance
    invalidate: () => app.catalogue.invalidateSettings(),
  });
  // a save on another instance, or a picture whose sizes are now made (media drops the products topic)
  app.catalogue.onInvalidateSettings(() => homepage.invalidate());
  app.catalogue.onInvalidate(() => homepage.invalidate());
  app.decorate('homepage', homepage);
  await app.register(homepageRoutes, { prefix: '/api/v1' });
  await app.register(homepageAdminRoutes, { prefix: '/api/v1' });
}
