import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { withDatabase } from './global-setup.ts';

export interface TestApp { app: App; database: Database; config: Config; close(): Promise<void> }

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
    async close() {
      await app.close();
      await database.close();
      await dropDb?.();
    },
  };
}
