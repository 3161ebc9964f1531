// The back office's email editor: staff's wording of each email per language, previews and tests.
import type { App } from '../../app-types.ts';
import { emailAdminRoutes } from './email-admin.admin.routes.ts';
import { createEmailAdmin } from './email-admin.service.ts';

export async function emailAdminModule(app: App): Promise<void> {
  const { database, email, config } = app.deps;
  app.decorate(
    'emailAdmin',
    createEmailAdmin({ db: database.db, email, publicUrl: config.PUBLIC_URL?.replace(/\/$/, '') }),
  );
  await app.register(emailAdminRoutes, { prefix: '/api/v1' });
}
