// Members: registration, sign-in, codes and password resets, the member's own account and contact details, the
// one-click unsubscribe, calling codes, and the back office's members and groups. The session layer itself
// (`app.auth`) is a platform piece (lib/sessions.plugin.ts): every module reads it.
import type { App } from '../../app-types.ts';
import { createContactService } from './account-contact.service.ts';
import { accountRoutes } from './account.routes.ts';
import { createAccountService } from './account.service.ts';
import { callingCodeRoutes } from './calling-codes.routes.ts';
import { unsubscribeRoutes } from './unsubscribe.routes.ts';
import { memberAdminRoutes } from './user.admin.routes.ts';
import { createMemberAdmin } from './user.admin.service.ts';
import { userRoutes } from './user.routes.ts';
import { createUserService } from './user.service.ts';

export async function userModule(app: App): Promise<void> {
  const { config, database, email, sms, captcha } = app.deps;
  const users = createUserService({
    db: database.db,
    auth: app.auth,
    email,
    sms,
    captcha,
    publicUrl: config.PUBLIC_URL,
    otpSecret: app.authSecret,
    resendSeconds: config.OTP_RESEND_SECONDS,
  });
  app.decorate('users', users);
  app.decorate('accounts', createAccountService(database.db));
  app.decorate(
    'contacts',
    createContactService({
      db: database.db,
      codes: users,
      email,
      sms,
      resendSeconds: config.OTP_RESEND_SECONDS,
      publicUrl: config.PUBLIC_URL,
    }),
  );
  app.decorate(
    'memberAdmin',
    createMemberAdmin({
      db: database.db,
      invalidate: () => app.catalogue.invalidateSettings(),
      sendResetLink: (address) => users.forgotPassword({ username: address }),
    }),
  );
  await app.register(userRoutes, { prefix: '/api/v1' });
  await app.register(accountRoutes, { prefix: '/api/v1' });
  await app.register(unsubscribeRoutes, { prefix: '/api/v1' });
  await app.register(callingCodeRoutes, { prefix: '/api/v1' });
  await app.register(memberAdminRoutes, { prefix: '/api/v1' });
}
