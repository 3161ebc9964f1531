// /api/health: the load balancer's and the uptime check's question, answered from the database's reachability.
import type { App } from '../../app-types.ts';
import { healthRoutes } from './health.routes.ts';
import { createHealth } from './health.service.ts';

export async function healthModule(app: App): Promise<void> {
  app.decorate('health', createHealth(app.deps.database));
  await app.register(healthRoutes);
}
