import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { inject } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type App, type AppOptions } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { withDatabase } from './global-setup.ts';

type InjectOpts = InjectOptions & { csrf?: boolean };

export interface TestApp {
  app: App;
  database: Database;
  config: Config;
  close(): Promise<void>;
  /** a second, independent instance on the same database (its own pool on PostgreSQL) */
  twin(): Promise<{ app: App; close(): Promise<void> }>;
  /** app.inject with the double-submit CSRF cookie and header a browser page would send (csrf: false to omit) */
  inject(opts: InjectOpts | string): Promise<LightMyRequestResponse>;
}

const CSRF = 'test-csrf-token-0123456789';

export function withCsrf(opts: InjectOpts): InjectOpts {
  const { csrf = true, ...rest } = opts;
  if (!csrf || !rest.method || rest.method === 'GET') return rest;
  const cookies = { ...(rest.cookies as Record<string, string> | undefined), shop_csrf: CSRF };
  return { ...rest, cookies, headers: { ...rest.headers, 'x-csrf-token': CSRF } };
}

/** A fresh API on its own copy of the seeded database (PGlite, or PostgreSQL when DATABASE_URL is set). */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: Pick<AppOptions, 'logger' | 'providers'> = {},
): Promise<TestApp> {
  // a failed job's retries come due at once, so drain() runs them all without waiting
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JOB_RETRY_DELAY_SECONDS: '0', ...env });
  const url = process.env.DATABASE_URL;
  let database: Database;
  let dropDb: (() => Promise<void>) | undefined;
  let dbUrl: string | undefined;
  let pglite: PGlite | undefined;
  if (url) {
    const name = `shop_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
    await admin.end();
    dbUrl = withDatabase(url, name);
    database = await openDatabase({ databaseUrl: dbUrl, dataDir: '' });
    dropDb = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    const dump = new Blob([readFileSync(inject('pgliteDump'))]);
    pglite = await PGlite.create({ loadDataDir: dump, extensions: { pg_trgm } });
    database = await openDatabase({ dataDir: '', pglite });
  }
  const app = await buildApp({ config, database, ...opts });
  await app.ready();
  return {
    app,
    database,
    config,
    inject: (opts) => app.inject(typeof opts === 'string' ? opts : withCsrf(opts)),
    async twin() {
      // PGlite lives in this process: the twin shares the client (still no shared memory between the apps)
      const db2 = dbUrl
        ? await openDatabase({ databaseUrl: dbUrl, dataDir: '' })
        : { ...database, close: async () => {} };
      // the same outside services (a payment provider is one service, whichever instance calls it)
      const app2 = await buildApp({ config, database: db2, providers: opts.providers });
      await app2.ready();
      return {
        app: app2,
        close: async () => {
          await app2.close();
          await db2.close();
        },
      };
    },
    async close() {
      await app.close();
      await database.close();
      await dropDb?.();
    },
  };
}
