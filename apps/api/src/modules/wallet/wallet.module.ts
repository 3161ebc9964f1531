// The wallet: cash dollars in each currency, referrals, rewards and gift codes, for members and for staff.
import type { App } from '../../app-types.ts';
import { walletAdminRoutes } from './wallet.admin.routes.ts';
import { createWalletAdmin } from './wallet.admin.service.ts';
import { walletDevRoutes } from './wallet.dev.routes.ts';
import { createWalletDev } from './wallet.dev.service.ts';
import { walletRoutes } from './wallet.routes.ts';
import { createWalletService } from './wallet.service.ts';

export async function walletModule(app: App): Promise<void> {
  const { config, database } = app.deps;
  const { settings } = app;
  const wallet = createWalletService({ db: database.db, pricing: () => settings.getPricingInputs() });
  app.decorate('wallet', wallet);
  app.decorate('walletAdmin', createWalletAdmin(database.db));
  await app.register(walletRoutes, { prefix: '/api/v1' });
  await app.register(walletAdminRoutes, { prefix: '/api/v1' });
  // the demo's shortcut to a review reward, for the end-to-end tests: never in production
  if (config.SHOP_MODE === 'demo')
    await app.register(walletDevRoutes, { dev: createWalletDev({ db: database.db, wallet }) });
}
