import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import helmet from '@fastify/helmet';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { AppError, clientErrorCode, RateLimitedError } from './lib/errors.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { productRoutes } from './modules/product/product.routes.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { assertBankAccount, withShopBankAccount } from './modules/settings/bank-account.ts';
import { createProductService } from './modules/product/product.service.ts';
import { createCartService } from './modules/cart/cart.service.ts';
import { cartRoutes, logEventRoutes } from './modules/cart/cart.routes.ts';
import rateLimit from '@fastify/rate-limit';
import { geoRoutes } from './modules/geo/geo.routes.ts';
import { feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { outboxRoutes } from './modules/dev/outbox.routes.ts';
import { subscriptionModule } from './modules/subscription/subscription.module.ts';
import { subscriptionRoutes } from './modules/subscription/subscription.routes.ts';
import { subscriptionAdminRoutes } from './modules/subscription/subscription.admin.routes.ts';
import { createHeaderGeoProvider, type GeoProvider } from './providers/geo/geo.provider.ts';
import {
  createOutboxEmailProvider,
  createSmtpEmailProvider,
  type EmailProvider,
} from './providers/email/email.provider.ts';
import { validationText } from './lib/validation-text.ts';
import { findUnstorableText } from './lib/unstorable-text.ts';
import { isApiRequest } from './lib/request-path.ts';
import { withLogRedaction } from './lib/log-redaction.ts';
import { fastifyTrustProxy } from './lib/trust-proxy.ts';
import {
  createOutboxSmsProvider,
  createTwilioSmsProvider,
  type SmsProvider,
} from './providers/sms/sms.provider.ts';
import {
  createDevCaptchaProvider,
  createRemoteCaptchaProvider,
  type CaptchaProvider,
} from './providers/captcha/captcha.provider.ts';
import { AUTH_COOKIES, createAuth, loadAuthSecret, safeEqual, type Auth } from './modules/user/auth.ts';
import { userRoutes } from './modules/user/user.routes.ts';
import { accountRoutes } from './modules/user/account.routes.ts';
import { unsubscribeRoutes } from './modules/user/unsubscribe.routes.ts';
import { callingCodeRoutes } from './modules/user/calling-codes.routes.ts';
import { randomBytes } from 'node:crypto';
import { createSandboxPaymentProvider, type PaymentProvider } from './providers/payment/payment.provider.ts';
import { createStripePaymentProvider } from './providers/payment/stripe.provider.ts';
import { orderRoutes } from './modules/order/order.routes.ts';
import { createOrderService } from './modules/order/order.service.ts';
import { createWalletService, type WalletService } from './modules/wallet/wallet.service.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { walletAdminRoutes } from './modules/wallet/wallet.admin.routes.ts';
import { walletDevRoutes } from './modules/wallet/wallet.dev.routes.ts';
import { orderLookupTokens } from './modules/order/order-lookup.ts';
import { eq } from 'drizzle-orm';
import { appSecrets } from './db/schema.ts';
import { createStaffService, type StaffService } from './modules/staff/staff.service.ts';
import { STAFF_COOKIES } from './modules/staff/staff.guard.ts';
import { staffAdminRoutes } from './modules/staff/staff.admin.routes.ts';
import { createCatalogueEvents, type CatalogueEvents } from './modules/product/catalogue-events.ts';
import { createCatalogueAdmin, type CatalogueAdmin } from './modules/product/product.admin.service.ts';
import { createStockAdmin, type StockAdmin } from './modules/product/stock.admin.service.ts';
import { productAdminRoutes } from './modules/product/product.admin.routes.ts';
import { stockAdminRoutes } from './modules/product/stock.admin.routes.ts';
import { imageStoreFor } from './modules/product/image-store.ts';
import { couponAdminRoutes } from './modules/coupon/coupon.admin.routes.ts';
import { memberAdminRoutes } from './modules/user/user.admin.routes.ts';
import { settingsAdminRoutes } from './modules/settings/settings.admin.routes.ts';
import { dashboardAdminRoutes } from './modules/dashboard/dashboard.admin.routes.ts';
import { auditLogAdminRoutes } from './modules/audit-log/audit-log.admin.routes.ts';
import { orderAdminRoutes } from './modules/order/order.admin.routes.ts';
import { createJobs, type Jobs } from './jobs/jobs.ts';
import { openSharedState } from './lib/shared-state.ts';
import { jobsAdminRoutes } from './jobs/jobs.admin.routes.ts';
import { scalpTestRoutes } from './modules/scalp-test/scalp-test.routes.ts';
import { scalpTestAdminRoutes } from './modules/scalp-test/scalp-test.admin.routes.ts';
import { reviewModule } from './modules/review/review.module.ts';

export interface Providers {
  geo: GeoProvider;
  email: EmailProvider;
  sms: SmsProvider;
  captcha: CaptchaProvider;
  payments: PaymentProvider;
}

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** replace a provider (tests); defaults follow the config */
  providers?: Partial<Providers>;
}

export interface AppDeps extends Providers {
  config: Config;
  database: Database;
}

export interface Services {
  settings: ReturnType<typeof createSettingsService>;
  products: ReturnType<typeof createProductService>;
  carts: ReturnType<typeof createCartService>;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    services: Services;
    auth: Auth;
    authSecret: Uint8Array;
    /** shared with the in-process web server: its calls carry it instead of a CSRF token */
    internalToken: string;
    orders: ReturnType<typeof createOrderService>;
    staff: StaffService;
    /** invalidateCatalogue(): every catalogue cache (products, answers, guest pages) drops what it holds */
    catalogue: CatalogueEvents;
    catalogueAdmin: CatalogueAdmin;
    stockAdmin: StockAdmin;
    /** the durable job queue (pg-boss): the server starts its workers, tests drain() it */
    jobs: Jobs;
    /** issue 19: cash-dollar wallet, referrals, review rewards, gift codes */
    wallet: WalletService;
  }
}

export type App = FastifyInstance;

/** Builds the API: plugins, error handling, docs and every /api module. */
/** Webhook signing secret: PAYMENT_WEBHOOK_SECRET, else generated once and shared through the database. */
async function paymentSecret(database: Database, configured?: string): Promise<string> {
  if (configured) return configured;
  await database.db
    .insert(appSecrets)
    .values({ key: 'payment_webhook_secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await database.db
    .select()
    .from(appSecrets)
    .where(eq(appSecrets.key, 'payment_webhook_secret'));
  return row.value;
}

export async function buildApp(opts: AppOptions): Promise<App> {
  const { config, database } = opts;
  const deps: AppDeps = {
    config,
    database,
    geo: opts.providers?.geo ?? createHeaderGeoProvider({ trustProxyHeaders: config.TRUST_PROXY !== false }),
    email:
      opts.providers?.email ??
      (config.SMTP_URL
        ? createSmtpEmailProvider(config.SMTP_URL, config.EMAIL_FROM)
        : createOutboxEmailProvider(database.db)),
    sms:
      opts.providers?.sms ??
      (config.SMS_PROVIDER === 'twilio'
        ? createTwilioSmsProvider({
            accountSid: config.TWILIO_ACCOUNT_SID!,
            authToken: config.TWILIO_AUTH_TOKEN!,
            from: config.TWILIO_FROM!,
            apiUrl: config.TWILIO_API_URL,
          })
        : createOutboxSmsProvider(database.db)),
    captcha:
      opts.providers?.captcha ??
      (config.BOT_CHECK_PROVIDER === 'dev'
        ? createDevCaptchaProvider()
        : createRemoteCaptchaProvider({
            kind: config.BOT_CHECK_PROVIDER,
            secret: config.BOT_CHECK_SECRET!,
            verifyUrl: config.BOT_CHECK_VERIFY_URL,
          })),
    payments:
      opts.providers?.payments ??
      (config.PAYMENT_PROVIDER === 'stripe'
        ? createStripePaymentProvider({
            secretKey: config.STRIPE_SECRET_KEY!,
            publishableKey: config.STRIPE_PUBLISHABLE_KEY!,
            webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
            capture: config.STRIPE_CAPTURE,
            publicUrl: config.PUBLIC_URL,
            apiUrl: config.STRIPE_API_URL,
            bank: {
              bank_name: config.BANK_NAME!,
              account_name: config.BANK_ACCOUNT_NAME!,
              account_no: config.BANK_ACCOUNT_NO!,
            },
          })
        : createSandboxPaymentProvider({
            secret: await paymentSecret(database, config.PAYMENT_WEBHOOK_SECRET),
          })),
  };
  const app = Fastify({
    // passwords, codes, tokens, addresses and contact details never reach the logs
    logger: withLogRedaction(opts.logger ?? false),
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    ajv: undefined,
    // a path that does not decode (`/order/%`) is bad input like any other: our shape, naming the path
    frameworkErrors: (err, _req, reply) =>
      (reply as FastifyReply).code(400).send({
        error: err.code === 'FST_ERR_BAD_URL' ? 'path: not a valid URL' : err.message,
        code: 'invalid',
        field: 'path',
        statusCode: 400,
      }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);

  const settings = createSettingsService(database.db, { cacheSeconds: config.SETTINGS_CACHE_SECONDS });
  const savedBank = async () => (await settings.getPricingInputs()).bankAccount;
  // production needs a real bank account: saved in the back office, or config BANK_*
  assertBankAccount(config, await savedBank());
  deps.payments = withShopBankAccount(deps.payments, savedBank);
  const products = createProductService(database.db, settings);
  const carts = createCartService(
    database.db,
    products,
    undefined,
    async () => (await settings.getPricingInputs()).freeShippingThresholds,
  );
  app.decorate('services', { settings, products, carts });
  // with REDIS_URL (or on PostgreSQL) a change made here drops the caches of every instance
  const shared = await openSharedState(config, database, app.log);
  app.addHook('onClose', () => shared.close());
  const catalogue = createCatalogueEvents(shared.broadcaster);
  catalogue.onInvalidate(() => products.invalidate());
  catalogue.onInvalidateSettings(() => settings.invalidate());
  app.decorate('catalogue', catalogue);
  const invalidate = () => catalogue.invalidateCatalogue();
  app.decorate(
    'catalogueAdmin',
    createCatalogueAdmin(database.db, { invalidate, images: imageStoreFor(config) }),
  );
  app.decorate('stockAdmin', createStockAdmin(database.db, { invalidate }));
  const jobs = createJobs(database, {
    retryLimit: config.JOB_RETRY_LIMIT,
    retryDelaySeconds: config.JOB_RETRY_DELAY_SECONDS,
    log: app.log,
  });
  app.decorate('jobs', jobs);
  const wallet = createWalletService({ db: database.db, pricing: () => settings.getPricingInputs() });
  app.decorate('wallet', wallet);
  app.decorate(
    'orders',
    createOrderService({
      db: database.db,
      carts,
      payments: deps.payments,
      email: deps.email,
      jobs,
      pricing: () => settings.getPricingInputs(),
      log: app.log,
      transferReservationHours: config.TRANSFER_RESERVATION_HOURS,
      // the auth secret is loaded below; a lookup is only ever verified once the app is running
      lookupTokens: orderLookupTokens(() => app.authSecret),
      wallet,
      onPaid: (orderId) => app.subscriptions.createFromOrder(orderId).then(() => undefined),
    }),
  );

  jobs.handle('order.expire', (d) => app.orders.expireOrder(d.orderId).then(() => undefined));
  jobs.handle('email.send', (d) => app.orders.deliverOrderEmail(d));
  subscriptionModule(app);

  app.decorate('staff', createStaffService(database.db, { production: config.SHOP_MODE === 'production' }));

  const authSecret = await loadAuthSecret(database.db, config.AUTH_SECRET);
  app.decorate('authSecret', authSecret);
  const internalToken = randomBytes(32).toString('base64url');
  // the web server's in-process calls name the page render they belong to (apps/server injectFetch)
  const renderOf = (req: FastifyRequest) => {
    const internal = req.headers['x-shop-internal'];
    const render = req.headers['x-shop-render'];
    return typeof internal === 'string' && typeof render === 'string' && safeEqual(internal, internalToken)
      ? render
      : undefined;
  };
  const auth = createAuth(database.db, authSecret, { cookieSecure: config.COOKIE_SECURE, renderOf });
  app.decorate('auth', auth);
  app.addHook('onRequest', async (req) => {
    const render = req.method === 'GET' ? undefined : renderOf(req);
    if (render) auth.forgetRender(render);
  });
  app.decorate('internalToken', internalToken);

  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    // double-submit CSRF: a readable cookie the browser echoes in X-CSRF-TOKEN
    if (isApiRequest(req) && !req.cookies?.[AUTH_COOKIES.csrf] && !req.headers['x-shop-internal']) {
      reply.setCookie(AUTH_COOKIES.csrf, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        secure: config.COOKIE_SECURE,
        httpOnly: false,
        maxAge: 365 * 24 * 3600,
      });
    }
  });

  await app.register(cookie);
  // every state-changing API call proves it comes from our pages (../shared/SPEC.md §6 X-CSRF-TOKEN)
  app.addHook('onRequest', async (req, reply) => {
    // decided on the route the router matched and on the decoded path, never on the raw URL (`/%61pi/v1/cart`)
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS' || !isApiRequest(req))
      return;
    // providers call the webhook server to server: it is authenticated by its signature instead
    if (req.routeOptions.url === '/api/v1/payment/notify/:provider') return;
    // a mail client's one-click unsubscribe (RFC 8058) carries no cookie: its signed token is the proof
    if (req.routeOptions.url === '/api/v1/unsubscribe') return;
    const internal = req.headers['x-shop-internal'];
    if (typeof internal === 'string' && safeEqual(internal, internalToken)) return;
    const header = req.headers['x-csrf-token'];
    // staff writes echo the staff CSRF cookie once signed in; before that (the sign-in itself) the shop's
    const staffToken = req.routeOptions.url?.startsWith('/api/v1/admin/')
      ? req.cookies[STAFF_COOKIES.csrf]
      : undefined;
    const cookieToken = staffToken ?? req.cookies[AUTH_COOKIES.csrf];
    if (typeof header !== 'string' || !cookieToken || !safeEqual(header, cookieToken)) {
      return reply
        .code(403)
        .send({ error: 'Missing or invalid CSRF token (X-CSRF-TOKEN)', code: 'csrf', statusCode: 403 });
    }
  });
  // NUL and lone surrogates cannot be stored (text, jsonb): a 400 naming the field, before any handler runs
  app.addHook('preValidation', async (req, reply) => {
    if (!req.routeOptions.schema) return;
    for (const [where, value] of [
      ['params', req.params],
      ['querystring', req.query],
      ['body', req.body],
    ] as const) {
      const field = findUnstorableText(value);
      if (field === null) continue;
      const error = `${where}${field ? `.${field}` : ''}: must not contain NUL characters or unpaired surrogates`;
      return reply.code(400).send({ error, code: 'invalid', field: field || undefined, statusCode: 400 });
    }
  });
  await app.register(rateLimit, {
    global: false,
    allowList: config.RATE_LIMIT_ALLOWLIST,
    // REDIS_URL: counted once for every instance; else in this process (one instance)
    ...(shared.redis ? { redis: shared.redis, nameSpace: 'shop-rl:', skipOnError: true } : {}),
    // thrown by the plugin: an error of ours, so the handler below answers with the message and the wait
    errorResponseBuilder: (_req, ctx) =>
      new RateLimitedError(
        `Too many requests, try again in ${Math.ceil(ctx.ttl / 1000)} seconds`,
        Math.ceil(ctx.ttl / 1000),
      ),
  });
  await app.register(helmet, {
    // pages get their CSP from the web app; API answers are JSON
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
  });
  // answers made per request: gzip first, since brotli over React's many small streamed chunks cost twice the CPU
  // (rendered product page: 128 req/s with gzip, 81 with brotli 4); built assets and cached bodies come precompressed
  await app.register(compress, { encodings: ['gzip', 'br'], threshold: 1024, zlibOptions: { level: 1 } });

  // the OpenAPI document maps every door of the shop: public in the demo, opt-in (API_DOCS=1) in production
  if (config.API_DOCS)
    await app.register(swagger, {
      openapi: {
        info: { title: 'Shop API', version: '1.0.0', description: 'Storefront API (SPEC §7 paths).' },
        servers: [],
      },
      transform: jsonSchemaTransform,
    });
  if (config.API_DOCS) await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.setErrorHandler((err, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issue = err.validation[0];
      const where = err.validationContext ?? 'request';
      const field =
        issue?.instancePath?.replace(/^\//, '').replaceAll('/', '.') ||
        (issue?.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') ||
        '';
      const { text, key } = validationText(issue?.message ?? 'invalid');
      const message = `${where}${field ? `.${field}` : ''}: ${text}`;
      return reply.code(400).send({
        error: message,
        code: 'invalid',
        field: field || undefined,
        key: key ?? undefined,
        statusCode: 400,
      });
    }
    if (err instanceof RateLimitedError) {
      reply.header('retry-after', String(err.retryAfter));
      return reply
        .code(429)
        .send({ error: err.message, code: err.code, retry_after_seconds: err.retryAfter, statusCode: 429 });
    }
    if (err instanceof AppError) {
      return reply
        .code(err.status)
        .send({ error: err.message, code: err.code, field: err.field, statusCode: err.status });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err }, 'response did not match its schema');
      return reply.code(500).send({ error: 'Internal error', code: 'internal', statusCode: 500 });
    }
    const status = (err as { statusCode?: number }).statusCode;
    const fastifyCode = (err as { code?: string }).code;
    if (fastifyCode === 'FST_ERR_CTP_INVALID_JSON_BODY' || fastifyCode === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      // a body that is not JSON is the client's bad input like any other: our code, naming the field
      return reply
        .code(400)
        .send({ error: 'body: must be valid JSON', code: 'invalid', field: 'body', statusCode: 400 });
    }
    if (status && status >= 400 && status < 500) {
      // Fastify's own client errors: body too large, wrong content type, a bad header
      return reply.code(status).send({
        error: (err as Error).message,
        code: clientErrorCode(status, fastifyCode),
        statusCode: status,
      });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: 'Internal error', code: 'internal', statusCode: 500 });
  });

  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send({
      error: `Route ${req.method} ${req.url.split('?')[0]} not found`,
      code: 'not_found',
      statusCode: 404,
    });
  });

  await app.register(healthRoutes);
  await app.register(mediaRoutes);
  await app.register(settingsRoutes, { prefix: '/api/v1' });
  await app.register(productRoutes, { prefix: '/api/v1' });
  await app.register(geoRoutes);
  await app.register(userRoutes, { prefix: '/api/v1' });
  await app.register(accountRoutes, { prefix: '/api/v1' });
  await app.register(unsubscribeRoutes, { prefix: '/api/v1' });
  await app.register(callingCodeRoutes, { prefix: '/api/v1' });
  await app.register(cartRoutes, { prefix: '/api/v1' });
  await app.register(logEventRoutes);
  await app.register(orderRoutes, { prefix: '/api/v1' });
  await app.register(staffAdminRoutes, { prefix: '/api/v1' });
  await app.register(productAdminRoutes, { prefix: '/api/v1' });
  await app.register(stockAdminRoutes, { prefix: '/api/v1' });
  await app.register(couponAdminRoutes, { prefix: '/api/v1' });
  await app.register(memberAdminRoutes, { prefix: '/api/v1' });
  await app.register(settingsAdminRoutes, { prefix: '/api/v1' });
  await app.register(dashboardAdminRoutes, { prefix: '/api/v1' });
  await app.register(auditLogAdminRoutes, { prefix: '/api/v1' });
  await app.register(orderAdminRoutes, { prefix: '/api/v1' });
  await app.register(jobsAdminRoutes, { prefix: '/api/v1' });
  await app.register(walletRoutes, { prefix: '/api/v1' });
  await app.register(walletAdminRoutes, { prefix: '/api/v1' });
  await app.register(feedbackRoutes, { prefix: '/api/v1' });
  await app.register(newsletterRoutes, { prefix: '/api/v1' });
  await app.register(scalpTestRoutes, { prefix: '/api/v1' });
  await app.register(scalpTestAdminRoutes, { prefix: '/api/v1' });
  await app.register(subscriptionRoutes, { prefix: '/api/v1' });
  await app.register(subscriptionAdminRoutes, { prefix: '/api/v1' });
  await app.register(reviewModule, { prefix: '/api/v1' });
  // the dev outbox shows every code and reset link the sandboxes sent: the demo only
  if (config.SHOP_MODE === 'demo') await app.register(outboxRoutes);
  if (config.SHOP_MODE === 'demo') await app.register(walletDevRoutes);
  // last: nothing can fail after it and leave the queue's timers running without an app to close them
  await jobs.start();
  app.addHook('onClose', () => jobs.stop());
  await app.orders
    .queueMissingExpiries()
    .catch((err) => app.log.error({ err }, 'could not queue the missing order expiries'));
  return app;
}
