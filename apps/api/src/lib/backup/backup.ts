// One archive (tar) holding the database and the uploaded images: manifest.json first, then the database dump,
// then DATA_DIR/media as it lies on disk. PostgreSQL: pg_dump's custom format, read from the same snapshot as the
// manifest's counts (pg_export_snapshot), so the shop keeps running. PGlite: its data dir as a tarball
// (dumpDataDir), taken with the shop stopped (PGlite is one process's files). docs/operations.md.
import { createHash } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import tar from 'tar-stream';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  codeMigrations,
  MANIFEST_NAME,
  MEDIA_PREFIX,
  migrationLevel,
  PG_DUMP_NAME,
  PGLITE_DUMP_NAME,
  recordCounts,
  type BackupManifest,
  type Query,
} from './backup-manifest.ts';
import { pgBinDir, pgConnection, runPgTool } from './pg-tools.ts';

export interface BackupTarget {
  DATABASE_URL?: string;
  DATA_DIR: string;
  S3_BUCKET?: string;
}

export class BackupError extends Error {}

/** The embedded database's folder under DATA_DIR (db/client.ts opens the same). */
export const pgliteDir = (dataDir: string) => path.resolve(dataDir, 'pglite');

interface DatabaseDump {
  file: string;
  kind: 'postgres' | 'pglite';
  server_version: string;
  dumped_with?: string;
  migrations: BackupManifest['migrations'];
  counts: Record<string, number>;
}

export async function createBackup(target: BackupTarget, out: string): Promise<BackupManifest> {
  const work = mkdtempSync(path.join(tmpdir(), 'shop-backup-'));
  try {
    // the database first: every image its rows name was stored before its row was written (docs/media.md)
    const dump = target.DATABASE_URL
      ? await dumpPostgres(target.DATABASE_URL, work)
      : await dumpPglite(target.DATA_DIR, work);
    const mediaDir = path.resolve(target.DATA_DIR, 'media');
    const mediaFiles = target.S3_BUCKET ? [] : listFiles(mediaDir);
    const dbBytes = statSync(dump.file).size;
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      format_version: BACKUP_FORMAT_VERSION,
      created_at: new Date().toISOString(),
      node: process.version,
      database: {
        kind: dump.kind,
        file: path.basename(dump.file),
        bytes: dbBytes,
        sha256: await sha256Of(dump.file),
        server_version: dump.server_version,
        ...(dump.dumped_with ? { dumped_with: dump.dumped_with } : {}),
      },
      migrations: dump.migrations,
      counts: dump.counts,
      media: {
        store: target.S3_BUCKET ? 's3' : 'local',
        included: !target.S3_BUCKET,
        files: mediaFiles.length,
        bytes: mediaFiles.reduce((n, f) => n + f.size, 0),
      },
    };
    await writeArchive(out, manifest, dump.file, mediaDir, mediaFiles);
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function dumpPostgres(url: string, work: string): Promise<DatabaseDump> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const query: Query = (text) => client.query(text);
    // one snapshot for the counts and for pg_dump (--snapshot): the manifest describes exactly what is dumped
    await client.query('begin isolation level repeatable read read only');
    const snapshot = (await client.query('select pg_export_snapshot() as s')).rows[0].s as string;
    const migrations = { ...(await migrationLevel(query)), code_knows: codeMigrations().length };
    const counts = await recordCounts(query);
    const version = (await client.query('show server_version')).rows[0].server_version as string;
    const major = Number((await client.query('show server_version_num')).rows[0].server_version_num) / 10000;
    const bin = pgBinDir(Math.floor(major));
    const { dbname, env } = pgConnection(url);
    const file = path.join(work, PG_DUMP_NAME);
    await runPgTool(
      bin,
      'pg_dump',
      ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`, dbname],
      env,
    );
    const dumpedWith = (await runPgTool(bin, 'pg_dump', ['--version'])).trim();
    await client.query('commit');
    return { file, kind: 'postgres', server_version: version, dumped_with: dumpedWith, migrations, counts };
  } finally {
    await client.end();
  }
}

async function dumpPglite(dataDir: string, work: string): Promise<DatabaseDump> {
  const dir = pgliteDir(dataDir);
  if (!existsSync(path.join(dir, 'PG_VERSION')))
    throw new BackupError(
      `no embedded database in ${dir} (is DATA_DIR right? is DATABASE_URL meant to be set?)`,
    );
  // PGlite writes postmaster.pid while open and removes it on a clean close: a shop is running on these files
  if (existsSync(path.join(dir, 'postmaster.pid')))
    throw new BackupError(
      `${dir} is in use (postmaster.pid): stop the shop first (SIGTERM) — the embedded database is one process's files. ` +
        'If the shop crashed, start it once and stop it cleanly, then back up.',
    );
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  try {
    return await dumpPgliteClient(client, path.join(work, PGLITE_DUMP_NAME));
  } finally {
    await client.close();
  }
}

/** A consistent copy of an open PGlite: dumpDataDir holds PGlite's query lock, so no statement runs meanwhile. */
export async function dumpPgliteClient(client: PGlite, file: string): Promise<DatabaseDump> {
  const query: Query = (text) => client.query(text);
  // data files current, so the copy opens without replaying the write-ahead log
  await client.exec('checkpoint');
  const migrations = { ...(await migrationLevel(query)), code_knows: codeMigrations().length };
  const counts = await recordCounts(query);
  const version = (await client.query<{ v: string }>("select current_setting('server_version') as v"))
    .rows[0]!.v;
  const blob = await client.dumpDataDir('gzip');
  await pipeline(blob.stream() as never, createWriteStream(file));
  return { file, kind: 'pglite', server_version: `${version} (PGlite)`, migrations, counts };
}

interface MediaFile {
  rel: string;
  size: number;
}

/** Every finished file under DATA_DIR/media (a file being written is a dot-named .tmp: left out). */
function listFiles(dir: string): MediaFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && !d.name.startsWith('.'))
    .map((d) => {
      const full = path.join(d.parentPath, d.name);
      return { rel: path.relative(dir, full).split(path.sep).join('/'), size: statSync(full).size };
    })
    .sort((a, b) => a.rel.localeCompare(b.rel));
}

async function writeArchive(
  out: string,
  manifest: BackupManifest,
  dbFile: string,
  mediaDir: string,
  media: MediaFile[],
) {
  const pack = tar.pack();
  const written = pipeline(pack, createWriteStream(out));
  const add = async (name: string, file: string, size: number) => {
    const entry = pack.entry({ name, size, mode: 0o644 });
    await pipeline(createReadStream(file), entry);
  };
  pack.entry({ name: MANIFEST_NAME, mode: 0o644 }, JSON.stringify(manifest, null, 2) + '\n');
  await add(manifest.database.file, dbFile, manifest.database.bytes);
  for (const f of media) await add(MEDIA_PREFIX + f.rel, path.join(mediaDir, f.rel), f.size);
  pack.finalize();
  await written;
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}
