// Segments (saved customer filters): app.segmentAdmin and its back-office routes.
import type { App } from '../../app.ts';
import { createSegmentAdmin } from './segment.admin.service.ts';
import { segmentAdminRoutes } from './segment.admin.routes.ts';

export async function segmentModule(app: App): Promise<void> {
  app.decorate('segmentAdmin', createSegmentAdmin({ db: app.deps.database.db }));
  await app.register(segmentAdminRoutes, { prefix: '/api/v1' });
}
