// Builds the API: the providers, the platform plugins (in the order their hooks must run), then every feature
// module in dependency order. Each module creates its services, decorates the app with them and registers its
// routes (see docs/architecture.md).
import cookie from '@fastify/cookie';
import type { FastifyServerOptions } from 'fastify';
import type { App } from './app-types.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { jobsModule } from './jobs/jobs.module.ts';
import { apiDocs } from './lib/api-docs.ts';
import { setErrorHandlers } from './lib/error-handler.ts';
import { createFastify } from './lib/fastify-instance.ts';
import {
  compression,
  csrfCheck,
  csrfCookie,
  rateLimits,
  rejectUnstorableText,
  securityHeaders,
} from './lib/security.ts';
import { observe } from './lib/metrics.plugin.ts';
import { sessions } from './lib/sessions.plugin.ts';
import { bodyLimits, strictJsonBodies } from './lib/request-body.ts';
import { sharedState } from './lib/shared-state.plugin.ts';
import { auditLogModule } from './modules/audit-log/audit-log.module.ts';
import { cartModule } from './modules/cart/cart.module.ts';
import { couponModule } from './modules/coupon/coupon.module.ts';
import { dashboardModule } from './modules/dashboard/dashboard.module.ts';
import { adminSearchModule } from './modules/admin-search/admin-search.module.ts';
import { reportModule } from './modules/report/report.module.ts';
import { devModule } from './modules/dev/dev.module.ts';
import { emailAdminModule } from './modules/email-admin/email-admin.module.ts';
import { draftOrderModule } from './modules/draft-order/draft-order.module.ts';
import { feedbackModule } from './modules/feedback/feedback.module.ts';
import { pageModule } from './modules/page/page.module.ts';
import { geoModule } from './modules/geo/geo.module.ts';
import { healthModule } from './modules/health/health.module.ts';
import { mediaModule, mediaServiceModule } from './modules/media/media.module.ts';
import { newsletterModule } from './modules/newsletter/newsletter.module.ts';
import { orderModule } from './modules/order/order.module.ts';
import { customerGroupModule } from './modules/customer-group/customer-group.module.ts';
import { segmentModule } from './modules/segment/segment.module.ts';
import { returnModule } from './modules/return/return.module.ts';
import { productModule } from './modules/product/product.module.ts';
import { collectionModule } from './modules/collection/collection.module.ts';
import { menuModule } from './modules/menu/menu.module.ts';
import { reviewModule } from './modules/review/review.module.ts';
import { scalpTestModule } from './modules/scalp-test/scalp-test.module.ts';
import { settingsModule } from './modules/settings/settings.module.ts';
import { homepageModule } from './modules/homepage/homepage.module.ts';
import { staffModule } from './modules/staff/staff.module.ts';
import { subscriptionModule } from './modules/subscription/subscription.module.ts';
import { userModule } from './modules/user/user.module.ts';
import { walletModule } from './modules/wallet/wallet.module.ts';
import { customerModule } from './modules/customer/customer.module.ts';
import { createProviders, type Providers } from './providers/index.ts';

export type { App, AppDeps } from './app-types.ts';
export type { Providers } from './providers/index.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** replace a provider (tests); defaults follow the config */
  providers?: Partial<Providers>;
}

export async function buildApp(opts: AppOptions): Promise<App> {
  const { config, database } = opts;
  const providers = await createProviders(config, database, opts.providers);
  const app: App = createFastify(config, opts.logger);
  app.decorate('deps', { config, database, ...providers });
  try {
    await compose(app);
  } catch (err) {
    // a refused boot (a production config problem) leaves nothing open: shared-state connections, timers
    await app.close().catch(() => undefined);
    throw err;
  }
  return app;
}

async function compose(app: App) {
  const { config } = app.deps;

  // platform: hooks run in the order they are added
  bodyLimits(app);
  strictJsonBodies(app);
  observe(app);
  const shared = await sharedState(app);
  await sessions(app);
  csrfCookie(app);
  await app.register(cookie);
  csrfCheck(app);
  rejectUnstorableText(app);
  await rateLimits(app, shared.redis);
  await securityHeaders(app);
  await compression(app);
  if (config.API_DOCS) await apiDocs(app);
  setErrorHandlers(app);

  // feature modules, each after the modules whose services it uses
  await settingsModule(app);
  await jobsModule(app);
  mediaServiceModule(app);
  await staffModule(app);
  await auditLogModule(app);
  await productModule(app);
  await collectionModule(app);
  await menuModule(app);
  await homepageModule(app);
  await mediaModule(app);
  await cartModule(app);
  await userModule(app);
  await walletModule(app);
  await customerModule(app);
  await couponModule(app);
  await dashboardModule(app);
  await adminSearchModule(app);
  await reportModule(app);

  await orderModule(app);
  await customerGroupModule(app);
  await segmentModule(app);
  await draftOrderModule(app);
  await returnModule(app);

  await subscriptionModule(app);
  await reviewModule(app);
  await scalpTestModule(app);
  await newsletterModule(app);
  await feedbackModule(app);
  await pageModule(app);
  await emailAdminModule(app);
  await geoModule(app);
  await healthModule(app, shared.redis);
  await devModule(app);

  // last: nothing can fail after it and leave the queue's timers running without an app to close them
  await app.jobs.start();
  app.addHook('onClose', () => app.jobs.stop());
  await app.orders
    .queueMissingExpiries()
    .catch((err) => app.log.error({ err }, 'could not queue the missing order expiries'));
}
