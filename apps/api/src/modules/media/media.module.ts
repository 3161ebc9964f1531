// Media: uploaded product images (local store) and the product, before/after and banner artwork the project
// draws, under /media (outside /api/v1).
import type { App } from '../../app-types.ts';
import { mediaRoutes } from './media.routes.ts';

export async function mediaModule(app: App): Promise<void> {
  await app.register(mediaRoutes);
}
