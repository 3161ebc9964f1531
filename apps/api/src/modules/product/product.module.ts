// Products: the cached catalogue and the shopper's prices, the back office's catalogue and stock, and the
// product artwork the project draws.
import type { App } from '../../app-types.ts';
import { imageStoreFor } from './image-store.ts';
import { productAdminRoutes } from './product.admin.routes.ts';
import { createCatalogueAdmin } from './product.admin.service.ts';
import { createProductRedirects } from './product-redirects.ts';
import { productRoutes } from './product.routes.ts';
import { createProductService } from './product.service.ts';
import { stockAdminRoutes } from './stock.admin.routes.ts';
import { createStockAdmin } from './stock.admin.service.ts';

export async function productModule(app: App): Promise<void> {
  const { config, database } = app.deps;
  const products = createProductService(database.db, app.settings);
  app.catalogue.onInvalidate(() => products.invalidate());
  app.decorate('products', products);
  const invalidate = () => app.catalogue.invalidateCatalogue();
  app.decorate(
    'catalogueAdmin',
    createCatalogueAdmin(database.db, { invalidate, images: imageStoreFor(config) }),
  );
  app.decorate('stockAdmin', createStockAdmin(database.db, { invalidate }));
  await app.register(productRoutes, { prefix: '/api/v1', redirects: createProductRedirects(database.db) });
  await app.register(productAdminRoutes, { prefix: '/api/v1' });
  await app.register(stockAdminRoutes, { prefix: '/api/v1' });
}
