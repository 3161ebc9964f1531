import type { FastifyInstance } from 'fastify';
import {
  buildApp,
  ConfigError,
  demoLeftovers,
  openDatabase,
  seedContent,
  seedIfEmpty,
  type Config,
  type Database,
} from '@shop/api';
import { registerBuiltWeb } from './web.ts';
import { trackInFlight, type InFlight } from './in-flight.ts';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  inFlight: InFlight;
  url: string;
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
      logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    });
    const inFlight = trackInFlight(app);
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
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : config.PORT;
  let closing: Promise<void> | undefined;
  return {
    app,
    database,
    inFlight,
    url: `http://127.0.0.1:${port}`,
    close() {
      // stop accepting, let in-flight requests and jobs finish (the app's close stops the workers), then the
      // database; a handler whose client hung up runs on after app.close() and gets a few seconds more
      closing ??= app
        .close()
        .then(() => inFlight.drained(DRAIN_MS))
        .then((drained) => {
          if (!drained) app.log.warn(`closing the database with ${inFlight.count} request(s) still running`);
          return database.close();
        });
      return closing;
    },
  };
}
