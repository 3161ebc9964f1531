// Media: uploaded pictures (the service every upload goes through, the media.variants job, their files under
// /media/i and staff's alt text), old single-file uploads (/media/u), and the product, before/after and banner
// artwork the project draws, as SVG and as WebP at each width (/media/r), under /media (outside /api/v1).
import type { App } from '../../app-types.ts';
import { imageStoreFor } from '../product/image-store.ts';
import { seedDemoPhotos } from './demo-photos.ts';
import { artRasterRoutes } from './art-raster.routes.ts';
import { mediaAdminRoutes } from './media.admin.routes.ts';
import { mediaFileRoutes } from './media-files.routes.ts';
import { mediaRoutes } from './media.routes.ts';
import { mediaRepository } from './media.repository.ts';
import { createMediaService } from './media.service.ts';

/** The upload service and its job: wired right after the job queue, before the modules that upload. */
export function mediaServiceModule(app: App): void {
  const { config, database } = app.deps;
  const media = createMediaService({
    db: database.db,
    store: imageStoreFor(config),
    // one job per picture: the same upload twice while the first is queued queues nothing more
    enqueue: (hash) => app.jobs.send('media.variants', { hash }, { singletonKey: hash }),
    // only the products showing the picture change (collections and banners show it by address alone)
    invalidate: async (url) => {
      const ids = await mediaRepository(database.db).productsShowing(url);
      if (ids.length) app.catalogue.invalidateProducts(ids);
    },
  });
  app.decorate('media', media);
  app.jobs.handle('media.variants', async ({ hash }) => {
    await media.processNow(hash);
  });
  if (config.DEMO_PHOTOS) demoPhotosInBackground(app);
}

/** The demo's photographs, once, after boot (rendering takes seconds: boot does not wait for it). */
function demoPhotosInBackground(app: App) {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    running = seedDemoPhotos({
      db: app.deps.database.db,
      media: app.media,
      invalidate: () => app.catalogue.invalidateCatalogue(),
      stopped: () => stopped,
    })
      .then((n) => n && app.log.info(`demo photographs: ${n} products, variants queued`))
      .catch((err) => app.log.error({ err }, 'could not make the demo photographs'));
  });
  app.addHook('onClose', async () => {
    stopped = true;
    await running;
  });
}

export async function mediaModule(app: App): Promise<void> {
  await app.register(mediaRoutes);
  await app.register(mediaFileRoutes);
  await app.register(artRasterRoutes);
  await app.register(mediaAdminRoutes, { prefix: '/api/v1' });
}
