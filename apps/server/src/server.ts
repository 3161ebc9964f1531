import type { FastifyInstance } from 'fastify';
import {
  buildApp,
  ConfigError,
  demoLeftovers,
  openDatabase,
  seedContent,
  seedIfEmpty,
  startMetricsListener,
  type Config,
  type Database,
} from '@shop/api';
import { registerBuiltWeb } from './web.ts';
import { trackInFlight, type InFlight } from './in-flight.ts';
import { traceLogFields } from './trace-log.ts';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  inFlight: InFlight;
  url: string;
  /** the metrics listener's /metrics address, when it runs (METRICS_PORT) */
  metricsUrl?: string;
  close(): Promise<void>;
}

/** Composition root: database → migrations → seed → API → web. */
export async function createServer(
  config: Config,
  opts: { web?: 'built' | 'none' | ((app: FastifyInstance) => Promise<void>) } = {},
) {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    // no request hangs on PostgreSQL past 10 s: it answers 503 and the shopper tries again
    statementTimeoutMs: 10_000,
  });
  try {
    if (config.SEED_DEMO || config.SEED_CATALOGUE) await seedIfEmpty(database.db, { demo: config.SEED_DEMO });
    else await seedContent(database.db);
    if (config.SHOP_MODE === 'production') {
      // a database that once ran the demo still holds its published password and coupons
      const leftovers = await demoLeftovers(database.db);
      if (leftovers.length) {
        throw new ConfigError(
          `SHOP_MODE=production refuses to start: the database holds demo data\n${leftovers.map((l) => `  ${l}`).join('\n')}`,
        );
      }
    }
    const app = await buildApp({
      config,
      database,
      // with tracing on (tracing.ts), each line carries the trace and span ids of the request it belongs to
      logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL, ...traceLogFields() },
    });
    const inFlight = trackInFlight(app);
    // while draining, every answer closes its connection: the load balancer opens a new one for its next request
    // (to a ready instance once this one stops listening) instead of reusing one this instance is about to close
    app.addHook('onRequest', async (_req, reply) => {
      if (app.health.draining) reply.header('connection', 'close');
    });
    const web = opts.web ?? 'built';
    if (web === 'built') await registerBuiltWeb(app, { pageCacheMs: config.PAGE_CACHE_SECONDS * 1000 });
    else if (typeof web === 'function') await web(app);
    return { app, database, inFlight };
  } catch (e) {
    await database.close();
    throw e;
  }
}

/** within main.ts's 10 s limit on a shutdown */
const DRAIN_MS = 5_000;

export async function listen(
  config: Config,
  opts: Parameters<typeof createServer>[1] = {},
): Promise<RunningServer> {
  const { app, database, inFlight } = await createServer(config, opts);
  await app.listen({ port: config.PORT, host: config.HOST });
  // durable jobs (order expiry, order emails): every instance works the queue, SKIP LOCKED shares it
  await app.jobs.work();
  // on its own port (never the shop's); a port already taken leaves the shop running without metrics
  const metrics = await startMetricsListener(app, { port: config.METRICS_PORT, host: config.METRICS_HOST });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : config.PORT;
  let closing: Promise<void> | undefined;
  return {
    app,
    database,
    inFlight,
    url: `http://127.0.0.1:${port}`,
    metricsUrl: metrics?.url,
    close() {
      // readiness answers 503 at once: the load balancer stops sending work here while it drains
      app.health.drain();
      // then SHUTDOWN_DELAY_SECONDS of serving with `Connection: close`, so no kept-alive connection is cut with a
      // request on it; then stop accepting, let in-flight requests and jobs finish (the app's close stops the
      // workers), then the database; a handler whose client hung up runs on after app.close() and gets a few
      // seconds more
      const delay = config.SHUTDOWN_DELAY_SECONDS * 1000;
      closing ??= new Promise((resolve) => setTimeout(resolve, delay))
        .then(() => app.close())
        .then(() => inFlight.drained(DRAIN_MS))
        .then((drained) => {
          if (!drained) app.log.warn(`closing the database with ${inFlight.count} request(s) still running`);
          return Promise.all([database.close(), metrics?.close()]).then(() => undefined);
        });
      return closing;
    },
  };
}
