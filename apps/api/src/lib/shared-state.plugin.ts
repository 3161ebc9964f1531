import type { FastifyInstance } from 'fastify';
import { createCatalogueEvents } from '../modules/product/catalogue-events.ts';
import { openSharedState, type SharedState } from './shared-state.ts';

/**
 * Opens what the instances share (Redis or PostgreSQL notifications) and decorates `app.catalogue`, the events
 * every cache of catalogue and settings data listens to. With REDIS_URL (or on PostgreSQL) a change made on one
 * instance drops the caches of every instance.
 */
export async function sharedState(app: FastifyInstance): Promise<SharedState> {
  const { config, database } = app.deps;
  const shared = await openSharedState(config, database, app.log);
  app.addHook('onClose', () => shared.close());
  app.decorate('catalogue', createCatalogueEvents(shared.broadcaster));
  return shared;
}
