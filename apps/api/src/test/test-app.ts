import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { withDatabase } from './global-setup.ts';

type InjectOpts = InjectOptions & { csrf?: boolean };

export interface TestApp {
  app: App; database: Database; config: Config; close(): Promise<void>;
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
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const url = process.env.DATABASE_URL;
  let database: Database;
  let dropDb: (() => Promise<void>) | undefined;
  if (url) {
    const name = `shop_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
    await admin.end();
    database = await openDatabase({ databaseUrl: withDatabase(url, name), dataDir: '' });
    dropDb = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    const dump = new Blob([readFileSync(inject('pgliteDump'))]);
    const client = await PGlite.create({ loadDataDir: dump });
    database = await openDatabase({ dataDir: '', pglite: client });
  }
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app, database, config,
    inject: (opts) => app.inject(typeof opts === 'string' ? opts : withCsrf(opts)),
    async close() {
      await app.close();
      await database.close();
      await dropDb?.();
    },
  };
}
