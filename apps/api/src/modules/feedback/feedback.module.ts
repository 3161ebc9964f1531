// Contact us: the form's messages, validated by core and stored.
import type { App } from '../../app-types.ts';
import { feedbackRoutes } from './feedback.routes.ts';
import { createFeedback } from './feedback.service.ts';

export async function feedbackModule(app: App): Promise<void> {
  app.decorate('feedback', createFeedback(app.deps.database.db));
  await app.register(feedbackRoutes, { prefix: '/api/v1' });
}
