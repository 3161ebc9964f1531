import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appSecrets } from '../../db/schema.ts';
import { firstRow } from '../../db/first-row.ts';

/** Webhook signing secret: PAYMENT_WEBHOOK_SECRET, else generated once and shared through the database. */
export async function paymentSecret(database: Database, configured?: string): Promise<string> {
  if (configured) return configured;
  await database.db
    .insert(appSecrets)
    .values({ key: 'payment_webhook_secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const row = firstRow(
    await database.db.select().from(appSecrets).where(eq(appSecrets.key, 'payment_webhook_secret')),
  );
  return row.value;
}
