// Wires the metrics (metrics.ts) into the app: every answered request by route pattern, the database's statements,
// the scrape-time gauges, payment notifications and paid orders. The listener is started by the server
// (metrics-server.ts), never on the shop's port.
import type { FastifyRequest } from 'fastify';
import type { App } from '../app-types.ts';
import { safeEqual } from '../modules/user/auth.ts';
import { meterDatabase } from './db-metrics.ts';
import { createMetrics, paymentOutcome } from './metrics.ts';
import { registerCollectors } from './metrics-collectors.ts';
import { meterProvider } from './provider-metrics.ts';

const NOTIFY_ROUTE = '/api/v1/payment/notify/:provider';

/** The route pattern (`/api/v1/order/:id`), never the URL: ids and tokens stay out of the labels. */
export function routeLabel(req: FastifyRequest): string {
  const url = req.routeOptions.url;
  if (!url) return 'unmatched';
  // the built client's files are one route each: one label for the hashed assets
  if (url.startsWith('/assets/')) return '/assets/*';
  return url;
}

export function observe(app: App) {
  const metrics = createMetrics();
  app.decorate('metrics', metrics);
  const { database, config, payments } = app.deps;
  meterDatabase(database, (seconds, ok) => metrics.query(database.kind, seconds, ok));
  // the translation and LLM providers are made by their modules, which meter them with app.metrics.providerCall
  for (const name of ['email', 'sms', 'captcha', 'payments'] as const)
    meterProvider(app.deps[name], name, metrics.providerCall);
  registerCollectors(metrics, {
    database,
    jobs: () => (app.hasDecorator('jobs') ? app.jobs : undefined),
    dataDir: config.DATA_DIR,
  });
  // synchronous: an async hook per request costs the lightest answers a third of their throughput (in-flight.ts)
  app.addHook('onResponse', (req, reply, done) => {
    // the API calls a page makes while it renders are part of the page's time, not requests of their own
    const internal = req.headers['x-shop-internal'];
    if (typeof internal === 'string' && safeEqual(internal, app.internalToken)) return done();
    const route = routeLabel(req);
    metrics.request(req.method, route, reply.statusCode, reply.elapsedTime / 1000);
    if (route === NOTIFY_ROUTE) metrics.paymentNotice(payments.kind, paymentOutcome(reply.statusCode));
    done();
  });
  app.addHook('onReady', (done) => {
    app.orders.lifecycle.afterCommit('paid', async (e) => metrics.orderPaid(e.order.currency, e.order.total));
    done();
  });
}
