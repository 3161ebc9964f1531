// Restores a backup archive (backup.ts) into an EMPTY database, never over a shop's data: PostgreSQL through
// pg_restore in one transaction, PGlite by loading its data-dir tarball into DATA_DIR/pglite. The uploaded images go
// back under DATA_DIR/media (or into the S3 bucket when S3_BUCKET is set). Then the migration level is read back and
// compared with the manifest's and with the migrations this code ships. docs/operations.md.
import { createReadStream, createWriteStream, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import tar from 'tar-stream';
import { IMAGE_FORMAT_MIME } from '@shop/core';
import { imageStoreFor, LOCAL_FILE_RE, MEDIA_FILE_RE } from '../../modules/product/image-store.ts';
import type { Config } from '../../config.ts';
import {
  BACKUP_FORMAT,
  codeMigrations,
  MANIFEST_NAME,
  MEDIA_PREFIX,
  migrationLevel,
  recordCounts,
  userRelationCount,
  type BackupManifest,
  type MigrationLevel,
  type Query,
} from './backup-manifest.ts';
import { BackupError, pgliteDir, sha256Of, type BackupTarget } from './backup.ts';
import { pgBinDir, pgConnection, runPgTool } from './pg-tools.ts';

export interface RestoreResult {
  manifest: BackupManifest;
  migrations: MigrationLevel;
  counts: Record<string, number>;
  media: { files: number; to: 'local' | 's3' };
  /** migrations the shop applies at its next boot (the code is newer than the backup) */
  pending: number;
}

type RestoreConfig = BackupTarget & Partial<Config>;

export async function restoreBackup(target: RestoreConfig, archive: string): Promise<RestoreResult> {
  const work = mkdtempSync(path.join(tmpdir(), 'shop-restore-'));
  try {
    const manifest = await readManifest(archive);
    const kind = target.DATABASE_URL ? 'postgres' : 'pglite';
    if (manifest.database.kind !== kind)
      throw new BackupError(
        `this backup holds a ${manifest.database.kind === 'pglite' ? 'embedded (PGlite)' : 'PostgreSQL'} database; ` +
          `restore it with ${manifest.database.kind === 'pglite' ? 'DATABASE_URL unset' : 'DATABASE_URL set'}`,
      );
    // refuse before anything is written
    if (kind === 'postgres') await assertEmptyPostgres(target.DATABASE_URL!);
    else assertEmptyPglite(target.DATA_DIR);

    const dbFile = path.join(work, manifest.database.file);
    let mediaFiles = 0;
    const s3 = !!target.S3_BUCKET;
    const store = s3 ? imageStoreFor(target as Config) : null;
    const mediaDir = path.resolve(target.DATA_DIR, 'media');
    // one pass: the dump goes to a temporary file, each image straight to its place
    await eachEntry(archive, async (name, stream) => {
      if (name === manifest.database.file) return pipeline(stream, createWriteStream(dbFile));
      if (!name.startsWith(MEDIA_PREFIX)) return drain(stream);
      const rel = name.slice(MEDIA_PREFIX.length);
      const image = /^i\/([0-9a-f]{64})\/([^/]+)$/.exec(rel);
      const legacy = LOCAL_FILE_RE.test(rel);
      if (!(image && MEDIA_FILE_RE.test(image[2]!)) && !legacy)
        throw new BackupError(`unexpected file in the archive: ${name}`);
      const bytes = await collect(stream);
      if (store && image) {
        const ext = image[2]!.split('.')[1] as keyof typeof IMAGE_FORMAT_MIME;
        await store.putMedia(
          image[1]!,
          image[2]!,
          bytes,
          IMAGE_FORMAT_MIME[ext] ?? 'application/octet-stream',
        );
      } else {
        const file = path.join(mediaDir, ...rel.split('/'));
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, bytes);
      }
      mediaFiles++;
    });
    if (!existsSync(dbFile)) throw new BackupError(`the archive has no ${manifest.database.file}`);
    if ((await sha256Of(dbFile)) !== manifest.database.sha256)
      throw new BackupError(
        'the database dump does not match its checksum in the manifest: the archive is damaged',
      );
    if (manifest.media.included && mediaFiles !== manifest.media.files)
      throw new BackupError(
        `the manifest lists ${manifest.media.files} image files, the archive holds ${mediaFiles}`,
      );

    const { migrations, counts } =
      kind === 'postgres'
        ? await restorePostgres(target.DATABASE_URL!, dbFile)
        : await restorePglite(target.DATA_DIR, dbFile);
    if (migrations.applied !== manifest.migrations.applied)
      throw new BackupError(
        `restored at migration level ${migrations.applied}, the backup was taken at ${manifest.migrations.applied}`,
      );
    const knows = codeMigrations().length;
    if (migrations.applied > knows)
      throw new BackupError(
        `the backup is at migration level ${migrations.applied} (${migrations.last ?? '?'}), newer than this code ` +
          `(${knows}): the data is restored, but run the release that took the backup, or a later one`,
      );
    return {
      manifest,
      migrations,
      counts,
      media: { files: mediaFiles, to: s3 ? 's3' : 'local' },
      pending: knows - migrations.applied,
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function readManifest(archive: string): Promise<BackupManifest> {
  if (!existsSync(archive)) throw new BackupError(`no such file: ${archive}`);
  let manifest: BackupManifest | undefined;
  const extract = tar.extract();
  const reading = pipeline(createReadStream(archive), extract).catch(() => {});
  for await (const entry of extract) {
    if (entry.header.name === MANIFEST_NAME)
      manifest = JSON.parse((await collect(entry as unknown as Readable)).toString('utf8'));
    else entry.resume();
    break;
  }
  extract.destroy();
  await reading;
  if (manifest?.format !== BACKUP_FORMAT)
    throw new BackupError(`${archive} is not a shop backup (no manifest.json)`);
  return manifest;
}

async function eachEntry(archive: string, fn: (name: string, stream: Readable) => Promise<unknown>) {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(archive), extract);
  for await (const entry of extract) {
    const stream = entry as unknown as Readable;
    if (entry.header.type !== 'file' || entry.header.name === MANIFEST_NAME) await drain(stream);
    else await fn(entry.header.name, stream);
  }
  await reading;
}

async function collect(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk);
  return Buffer.concat(parts);
}

async function drain(stream: AsyncIterable<Buffer>) {
  for await (const _ of stream) {
    /* skip */
  }
}

async function assertEmptyPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const n = await userRelationCount((text) => client.query(text));
    if (n > 0)
      throw new BackupError(
        `the database at DATABASE_URL is not empty (${n} tables, views or sequences): restore only goes into a new, ` +
          'empty database (createdb shop_restored, then point DATABASE_URL at it)',
      );
  } finally {
    await client.end();
  }
}

function assertEmptyPglite(dataDir: string) {
  const dir = pgliteDir(dataDir);
  if (existsSync(dir) && readdirSync(dir).length > 0)
    throw new BackupError(
      `${dir} already holds a database: restore only goes into an empty DATA_DIR (move the old one aside first)`,
    );
}

async function restorePostgres(url: string, file: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const major = Math.floor(
      Number((await client.query('show server_version_num')).rows[0].server_version_num) / 10000,
    );
    const { dbname, env } = pgConnection(url);
    // all or nothing; owners and grants of the old server are not carried over (the restoring role owns all)
    await runPgTool(
      pgBinDir(major),
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${dbname}`,
        file,
      ],
      env,
    );
    const query: Query = (text) => client.query(text);
    return { migrations: await migrationLevel(query), counts: await recordCounts(query) };
  } finally {
    await client.end();
  }
}

async function restorePglite(dataDir: string, file: string) {
  const dir = pgliteDir(dataDir);
  await mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir, {
    loadDataDir: new Blob([await readFile(file)]),
    extensions: { pg_trgm },
  });
  try {
    const query: Query = (text) => client.query(text);
    return { migrations: await migrationLevel(query), counts: await recordCounts(query) };
  } finally {
    await client.close();
  }
}
