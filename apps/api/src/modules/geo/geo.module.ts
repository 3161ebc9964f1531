// The visitor's country (from the proxy's header or the browser's languages), for the ship-to preselection.
import type { App } from '../../app-types.ts';
import { geoRoutes } from './geo.routes.ts';

export async function geoModule(app: App): Promise<void> {
  // /api/v1/visitor-country and the legacy /nuxt/guest/location: full paths, no prefix
  await app.register(geoRoutes);
}
