import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.ts';
import { seedIfEmpty } from '../db/seed/seed.ts';
import { createJobs } from '../jobs/jobs.ts';
import type { TestProject } from 'vitest/node';

/**
 * Prepares one migrated, seeded database per run; each test file then starts from a copy of it:
 * PGlite restores a dumped data dir, PostgreSQL clones a template database.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const template = `shop_template_${process.pid}`;
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    await admin.end();
    const templateUrl = withDatabase(url, template);
    const database = await openDatabase({ databaseUrl: templateUrl, dataDir: '' });
    await seedIfEmpty(database.db);
    await installJobs(database);
    await database.close();
    project.provide('pgTemplate', template);
    return async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${template} with (force)`);
      await c.end();
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-test-'));
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const database = await openDatabase({ dataDir: dir, pglite: client });
  await seedIfEmpty(database.db);
  await installJobs(database);
  const dump = await client.dumpDataDir('none');
  const file = path.join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteDump', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

/** The job queue's tables go into the copy too: each test's app then starts on an installed queue. */
async function installJobs(database: Database) {
  const jobs = createJobs(database, { retryLimit: 0, retryDelaySeconds: 0, log: console });
  await jobs.start();
  await jobs.stop();
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    pgTemplate: string;
  }
}
