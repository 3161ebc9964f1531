import { mkdirSync, accessSync, constants } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import * as schema from './schema.ts';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database: repositories take `(tx ?? db)`. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** the embedded client (PGlite) or the server's address (PostgreSQL): the job queue connects through it */
  pglite?: PGlite;
  url?: string;
  /** PostgreSQL's pool (its use is a metric) */
  pool?: pg.Pool;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export class DatabaseOpenError extends Error {}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  pglite?: PGlite;
  /** PostgreSQL: a statement running longer is cancelled (a request answers 503 instead of hanging); migrations
   * run without it. The server sets it; scripts that seed in bulk leave it off. */
  statementTimeoutMs?: number;
}

/** Opens PGlite under dataDir, or PostgreSQL when databaseUrl is set; runs migrations. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.statementTimeoutMs);
  return openPglite(opts.dataDir, opts.pglite);
}

const PGLITE_SHARED_BUFFERS = '16MB';

async function openPglite(dataDir: string, existing?: PGlite): Promise<Database> {
  let client = existing;
  if (!client) {
    const dir = path.resolve(dataDir, 'pglite');
    try {
      mkdirSync(dir, { recursive: true });
      accessSync(dir, constants.R_OK | constants.W_OK);
    } catch (e) {
      throw new DatabaseOpenError(
        `DATA_DIR ${dataDir} is not a readable, writable directory (${(e as Error).message})`,
      );
    }
    try {
      client = await PGlite.create(dir, {
        // name search's trigram index (7-11): the same SQL as on PostgreSQL
        extensions: { pg_trgm },
        // PostgreSQL's 128 MB of shared buffers live in the WebAssembly heap, which never shrinks: one process
        // with a shop-sized database reads from the OS's file cache just as well
        startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
      });
    } catch (e) {
      throw new DatabaseOpenError(`cannot open the embedded database in ${dir}: ${(e as Error).message}`);
    }
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  const c = client;
  return {
    db,
    kind: 'pglite',
    pglite: c,
    ping: async () => {
      try {
        await c.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      if (!c.closed) await c.close();
    },
  };
}

async function openPostgres(url: string, statementTimeoutMs?: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // while PostgreSQL restarts a request waits at most this long for a connection, then answers 503
    connectionTimeoutMillis: 5000,
    keepAlive: true,
    ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}),
  });
  pool.on('error', () => {
    /* idle client errors are reported by ping/queries */
  });
  // the pool listens for errors only on idle clients: one checked out between two queries (a transaction waiting
  // on the app) when PostgreSQL restarts would emit an unheard 'error' and end the process; its caller's next
  // query fails instead and answers 503
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  try {
    const c = await pool.connect();
    c.release();
  } catch (e) {
    await pool.end().catch(() => {});
    throw new DatabaseOpenError(`cannot reach DATABASE_URL (${redact(url)}): ${(e as Error).message}`);
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // one migrator at a time when several instances boot together: the lock and the migrations on one session of
  // their own, without the statement timeout (an index build may take longer)
  const migrator = new pg.Client({ connectionString: url });
  try {
    await migrator.connect();
    const mdb = drizzlePg(migrator, { schema });
    await mdb.execute(sql`select pg_advisory_lock(724311)`);
    try {
      await migratePg(mdb, { migrationsFolder });
    } finally {
      await mdb.execute(sql`select pg_advisory_unlock(724311)`);
    }
  } catch (e) {
    await pool.end().catch(() => {});
    throw e;
  } finally {
    await migrator.end().catch(() => {});
  }
  return {
    db,
    kind: 'postgres',
    url,
    pool,
    ping: async () => {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      await pool.end();
    },
  };
}

function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}
