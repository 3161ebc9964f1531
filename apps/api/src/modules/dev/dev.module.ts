// The dev outbox: every code and reset link the sandbox providers sent, readable at /api/dev/outbox in the demo
// only (the messages are the shoppers', not the public's).
import type { App } from '../../app-types.ts';
import { outboxRoutes } from './outbox.routes.ts';
import { createOutbox } from './outbox.service.ts';

export async function devModule(app: App): Promise<void> {
  app.decorate('outbox', createOutbox(app.deps.database.db));
  if (app.deps.config.SHOP_MODE === 'demo') await app.register(outboxRoutes);
}
