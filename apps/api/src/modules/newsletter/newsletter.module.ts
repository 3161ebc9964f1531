// The footer's newsletter: double opt-in by email, and the one-click unsubscribe in every newsletter email.
import type { App } from '../../app-types.ts';
import { unsubscribeTokens } from '../user/unsubscribe.ts';
import { newsletterRoutes } from './newsletter.routes.ts';
import { createNewsletterService } from './newsletter.service.ts';

export async function newsletterModule(app: App): Promise<void> {
  const { config, database, email } = app.deps;
  app.decorate(
    'newsletter',
    createNewsletterService(
      database.db,
      email,
      config.PUBLIC_URL,
      unsubscribeTokens(() => app.authSecret),
    ),
  );
  await app.register(newsletterRoutes, { prefix: '/api/v1' });
}
