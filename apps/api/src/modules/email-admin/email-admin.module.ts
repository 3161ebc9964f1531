// The back office's email editor: staff's wording of each email per language, previews and tests.
import type { App } from '../../app-types.ts';
import { emailAdminRoutes } from './email-admin.admin.routes.ts';
import { createEmailAdmin } from './email-admin.service.ts';

export async function emailAdminModule(app: App): Promise<void> {
  app.decorate('emailAdmin', createEmailAdmin({ db: app.deps.database.db, email: app.deps.email }));
  await app.register(emailAdminRoutes, { prefix: '/api/v1' });
}
