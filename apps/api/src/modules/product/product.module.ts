// Products: the storefront's catalogue (SQL lists, a bounded cache of products) and the shopper's prices, the back office's catalogue and stock, and the
// product artwork the project draws.
import type { App } from '../../app-types.ts';
import type { Invalidate } from './catalogue-events.ts';
import { productAdminRoutes } from './product.admin.routes.ts';
import { createCatalogueAdmin } from './product.admin.service.ts';
import { createProductRedirects } from './product-redirects.ts';
import { productRoutes } from './product.routes.ts';
import { createProductService } from './product.service.ts';
import { stockAdminRoutes } from './stock.admin.routes.ts';
import { catalogueIoAdminRoutes } from './catalogue-io.admin.routes.ts';
import { createCatalogueExport } from './catalogue-export.service.ts';
import { createCatalogueImport } from './catalogue-import.service.ts';
import { createProductBulk } from './product-bulk.admin.service.ts';
import { createStockAdmin } from './stock.admin.service.ts';

export async function productModule(app: App): Promise<void> {
  const { database } = app.deps;
  const products = createProductService(database.db, app.settings);
  app.catalogue.onInvalidateAll(() => products.invalidate());
  app.catalogue.onInvalidateProducts((ids) =>
    ids ? products.invalidateProducts(ids) : products.invalidate(),
  );
  app.decorate('products', products);
  // staff's writes name the products they changed when they know them (only those leave the caches)
  const invalidate: Invalidate = (ids) =>
    ids ? app.catalogue.invalidateProducts(ids) : app.catalogue.invalidateCatalogue();
  app.decorate('catalogueAdmin', createCatalogueAdmin(database.db, { invalidate, media: app.media }));
  app.decorate('stockAdmin', createStockAdmin(database.db, { invalidate }));
  await app.register(productRoutes, { prefix: '/api/v1', redirects: createProductRedirects(database.db) });
  await app.register(productAdminRoutes, { prefix: '/api/v1' });
  await app.register(stockAdminRoutes, { prefix: '/api/v1' });
  await app.register(catalogueIoAdminRoutes, {
    prefix: '/api/v1',
    importer: createCatalogueImport(database.db, { invalidate }),
    exporter: createCatalogueExport(database.db),
    bulk: createProductBulk(database.db, { invalidate }),
  });
}
