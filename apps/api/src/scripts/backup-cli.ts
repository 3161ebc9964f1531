// What the backup and restore commands share: the shop's storage settings read from the environment as the shop
// reads them (no other setting is needed, so a backup runs without the shop's secrets), and how they fail.
import { BackupError } from '../lib/backup/backup.ts';
import { PgToolError } from '../lib/backup/pg-tools.ts';

export function backupTargetFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const v = (k: string) => env[k] || undefined;
  return {
    DATABASE_URL: v('DATABASE_URL'),
    DATA_DIR: v('DATA_DIR') ?? './data',
    S3_BUCKET: v('S3_BUCKET'),
    S3_ENDPOINT: v('S3_ENDPOINT'),
    S3_REGION: v('S3_REGION') ?? 'auto',
    S3_ACCESS_KEY_ID: v('S3_ACCESS_KEY_ID'),
    S3_SECRET_ACCESS_KEY: v('S3_SECRET_ACCESS_KEY'),
    S3_PUBLIC_URL: v('S3_PUBLIC_URL'),
  };
}

/** A refusal prints its sentence; anything else its stack. Exit 1 either way. */
export const failWith = (what: string) => (e: unknown) => {
  console.error(e instanceof BackupError || e instanceof PgToolError ? `${what}: ${e.message}` : e);
  process.exit(1);
};
