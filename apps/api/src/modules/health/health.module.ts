// /api/health (liveness: the process answers, with the database's reachability) and /api/ready (readiness: the
// load balancer's and compose's question; docs/observability.md).
import type { Redis } from 'ioredis';
import type { App } from '../../app-types.ts';
import { healthRoutes } from './health.routes.ts';
import { createHealth } from './health.service.ts';

export async function healthModule(app: App, redis?: Redis): Promise<void> {
  app.decorate('health', createHealth(app.deps.database, redis));
  await app.register(healthRoutes);
}
