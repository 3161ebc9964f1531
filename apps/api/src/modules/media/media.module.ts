// Media: uploaded pictures (the service every upload goes through, the media.variants job, their files under
// /media/i and staff's alt text), old single-file uploads (/media/u), and the product, before/after and banner
// artwork the project draws, under /media (outside /api/v1).
import type { App } from '../../app-types.ts';
import { imageStoreFor } from '../product/image-store.ts';
import { mediaAdminRoutes } from './media.admin.routes.ts';
import { mediaFileRoutes } from './media-files.routes.ts';
import { mediaRoutes } from './media.routes.ts';
import { createMediaService } from './media.service.ts';

/** The upload service and its job: wired right after the job queue, before the modules that upload. */
export function mediaServiceModule(app: App): void {
  const { config, database } = app.deps;
  const media = createMediaService({
    db: database.db,
    store: imageStoreFor(config),
    // one job per picture: the same upload twice while the first is queued queues nothing more
    enqueue: (hash) => app.jobs.send('media.variants', { hash }, { singletonKey: hash }),
    invalidate: () => app.catalogue.invalidateCatalogue(),
  });
  app.decorate('media', media);
  app.jobs.handle('media.variants', async ({ hash }) => {
    await media.processNow(hash);
  });
}

export async function mediaModule(app: App): Promise<void> {
  await app.register(mediaRoutes);
  await app.register(mediaFileRoutes);
  await app.register(mediaAdminRoutes, { prefix: '/api/v1' });
}
