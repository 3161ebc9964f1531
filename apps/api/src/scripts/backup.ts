// npm run backup -- --out FILE
// Writes one archive (tar) with the database (pg_dump custom format from DATABASE_URL, or a copy of the embedded
// PGlite under DATA_DIR — stop the shop first), the uploaded images under DATA_DIR/media (not with S3_BUCKET: the
// bucket's own versioning keeps those) and a manifest (versions, migration level, counts). docs/operations.md.
import { parseArgs } from 'node:util';
import { formatBytes, formatCounts } from '../lib/backup/backup-manifest.ts';
import { createBackup } from '../lib/backup/backup.ts';
import { backupTargetFromEnv, failWith } from './backup-cli.ts';

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  if (!values.out) {
    console.error('Usage: npm run backup -- --out shop-backup.tar');
    process.exit(2);
  }
  const started = performance.now();
  const m = await createBackup(backupTargetFromEnv(), values.out);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`backup: ${values.out} in ${seconds} s`);
  console.log(
    `  database: ${m.database.kind} ${m.database.server_version}, ${formatBytes(m.database.bytes)} dump` +
      (m.database.dumped_with ? ` (${m.database.dumped_with})` : ''),
  );
  console.log(`  migrations: ${m.migrations.applied} applied (${m.migrations.last ?? 'none'})`);
  console.log(`  records: ${formatCounts(m.counts)}`);
  console.log(
    m.media.included
      ? `  images: ${m.media.files} files, ${formatBytes(m.media.bytes)} from DATA_DIR/media`
      : '  images: not included (S3_BUCKET: the bucket keeps them; turn its versioning on)',
  );
}

if (import.meta.main) await main().catch(failWith('backup'));
