// Settings: the shop's payload and pricing inputs (cached, dropped on every instance when staff change them), the
// back office's settings, and the bank account bank transfers show.
import type { App } from '../../app-types.ts';
import { assertBankAccount, withShopBankAccount } from './bank-account.ts';
import { settingsAdminRoutes } from './settings.admin.routes.ts';
import { orderOperationsRoutes } from './order-operations.admin.routes.ts';
import { createOrderOperationsSettings } from './order-operations.settings.ts';
import { createSettingsAdmin } from './settings.admin.service.ts';
import { settingsRoutes } from './settings.routes.ts';
import { createSettingsService } from './settings.service.ts';

export async function settingsModule(app: App): Promise<void> {
  const { config, database } = app.deps;
  const settings = createSettingsService(database.db, {
    cacheSeconds: config.SETTINGS_CACHE_SECONDS,
    // read at request time: the homepage module is composed after this one
    homepage: () => app.homepage.legacy(),
  });
  const savedBank = async () => (await settings.getPricingInputs()).bankAccount;
  // production needs a real bank account: saved in the back office, or config BANK_*
  assertBankAccount(config, await savedBank());
  app.deps.payments = withShopBankAccount(app.deps.payments, savedBank);
  app.catalogue.onInvalidateSettings(() => settings.invalidate());
  app.decorate('settings', settings);
  app.decorate(
    'settingsAdmin',
    createSettingsAdmin({
      db: database.db,
      // products, their cached answers and the guest page cache all follow a settings change at once
      invalidate: () => app.catalogue.invalidateSettings(),
      configBank:
        config.BANK_NAME && config.BANK_ACCOUNT_NAME && config.BANK_ACCOUNT_NO
          ? {
              bank_name: config.BANK_NAME,
              account_name: config.BANK_ACCOUNT_NAME,
              account_no: config.BANK_ACCOUNT_NO,
            }
          : null,
    }),
  );
  await app.register(settingsRoutes, { prefix: '/api/v1' });
  await app.register(settingsAdminRoutes, { prefix: '/api/v1' });
  await app.register(orderOperationsRoutes, {
    prefix: '/api/v1',
    service: createOrderOperationsSettings(database.db),
  });
}
