// Collections, categories and tags in the back office. The storefront reads collections through the product
// service (membership) and the settings (the menu); both caches drop after every write here.
import type { App } from '../../app-types.ts';
import { collectionAdminRoutes } from './collection.admin.routes.ts';
import { createCollectionAdmin } from './collection.admin.service.ts';
import { createTaxonomyAdmin } from './taxonomy.admin.service.ts';

export async function collectionModule(app: App): Promise<void> {
  const { database } = app.deps;
  // the menu (settings) and the catalogue (membership, category names) both follow a change at once
  const invalidate = () => app.catalogue.invalidateSettings();
  app.decorate('collectionAdmin', createCollectionAdmin(database.db, { invalidate, media: app.media }));
  app.decorate('categoryAdmin', createTaxonomyAdmin(database.db, 'category', { invalidate }));
  app.decorate('tagAdmin', createTaxonomyAdmin(database.db, 'tag', { invalidate }));
  await app.register(collectionAdminRoutes, { prefix: '/api/v1' });
}
