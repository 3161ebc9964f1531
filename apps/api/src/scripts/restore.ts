// npm run restore -- --in FILE
// Restores an archive written by `npm run backup` into an empty database (DATABASE_URL, or DATA_DIR/pglite) and
// its images under DATA_DIR/media (or the S3 bucket), then checks the migration level. Refuses a database that
// already holds tables. docs/operations.md.
import { parseArgs } from 'node:util';
import { formatCounts } from '../lib/backup/backup-manifest.ts';
import { restoreBackup } from '../lib/backup/restore.ts';
import { backupTargetFromEnv, failWith } from './backup-cli.ts';

async function main() {
  const { values } = parseArgs({ options: { in: { type: 'string' } } });
  if (!values.in) {
    console.error('Usage: npm run restore -- --in shop-backup.tar');
    process.exit(2);
  }
  const started = performance.now();
  const r = await restoreBackup(backupTargetFromEnv(), values.in);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`restore: ${values.in} (taken ${r.manifest.created_at}) in ${seconds} s`);
  console.log(
    `  database: ${r.manifest.database.kind}, migrations ${r.migrations.applied} (${r.migrations.last ?? 'none'}) as backed up`,
  );
  console.log(`  records: ${formatCounts(r.counts)}`);
  console.log(
    `  images: ${r.media.files} files to ${r.media.to === 's3' ? 'the S3 bucket' : 'DATA_DIR/media'}`,
  );
  if (r.pending > 0)
    console.log(`  this code has ${r.pending} newer migrations: the shop applies them when it starts`);
}

if (import.meta.main) await main().catch(failWith('restore'));
