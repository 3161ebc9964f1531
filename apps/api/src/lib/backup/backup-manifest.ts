// What a backup archive says about itself (manifest.json, the archive's first entry), and the figures both the
// backup and the restore read from a database: its migration level and the rows that matter most to a shop.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../../db/client.ts';

export const BACKUP_FORMAT = 'shop-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
export const PG_DUMP_NAME = 'database.pgdump';
export const PGLITE_DUMP_NAME = 'pglite.tar.gz';
/** media files sit in the archive under this prefix, mirroring DATA_DIR/media */
export const MEDIA_PREFIX = 'media/';

export interface MigrationLevel {
  /** migrations applied (rows of drizzle.__drizzle_migrations) */
  applied: number;
  /** the last applied migration's tag (0019_34_…), or null when the journal does not know it */
  last: string | null;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  format_version: number;
  created_at: string;
  node: string;
  database: {
    kind: 'postgres' | 'pglite';
    file: string;
    bytes: number;
    sha256: string;
    server_version: string;
    /** pg_dump's own version line (PostgreSQL only) */
    dumped_with?: string;
  };
  migrations: MigrationLevel & { code_knows: number };
  counts: Record<string, number>;
  media: { store: 'local' | 's3'; included: boolean; files: number; bytes: number };
}

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

/** The migrations this code ships (drizzle's journal), in order. */
export function codeMigrations(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/** A query runner both node-postgres and PGlite satisfy. */
export type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** The level drizzle recorded: one row per applied migration, created_at = the journal entry's `when`. */
export async function migrationLevel(query: Query): Promise<MigrationLevel> {
  const exists = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as ok`);
  if (!exists.rows[0]?.ok) return { applied: 0, last: null };
  const { rows } = await query(
    `select count(*)::int as n, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const n = Number(rows[0]?.n ?? 0);
  const last = codeMigrations().find((e) => String(e.when) === String(rows[0]?.last));
  return { applied: n, last: last?.tag ?? null };
}

/** What the summary and the manifest count: the records a restore must bring back whole. */
const COUNTED: Record<string, string> = {
  orders: 'select count(*)::int as n from orders',
  order_lines: 'select count(*)::int as n from order_items',
  payments: 'select count(*)::int as n from payments',
  members: 'select count(*)::int as n from users',
  wallet_balances: 'select count(*)::int as n from wallet_balances',
  wallet_entries: 'select count(*)::int as n from wallet_entries',
  products: 'select count(*)::int as n from products',
  images: 'select count(*)::int as n from media_assets',
};

export async function recordCounts(query: Query): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, text] of Object.entries(COUNTED)) {
    const exists = await query(`select to_regclass('public.${text.split(' from ')[1]}') is not null as ok`);
    out[name] = exists.rows[0]?.ok ? Number((await query(text)).rows[0]?.n ?? 0) : 0;
  }
  return out;
}

/** Tables, views and sequences outside PostgreSQL's own schemas: 0 means an empty database. */
export async function userRelationCount(query: Query): Promise<number> {
  const { rows } = await query(`
    select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
    where s.nspname not in ('pg_catalog', 'information_schema') and s.nspname not like 'pg\\_toast%'
      and s.nspname not like 'pg\\_temp%' and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')`);
  return Number(rows[0]?.n ?? 0);
}

export const formatCounts = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([k, v]) => `${v} ${k.replace('_', ' ')}`)
    .join(', ');

export const formatBytes = (n: number) =>
  n < 1024 ? `${n} B` : n < 1024 ** 2 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 ** 2).toFixed(1)} MB`;
