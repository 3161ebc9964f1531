// npm run subscriptions:renew -- --now 2027-01-01
// Runs every subscription reminder and renewal due as of --now (the demo's and tests' clock; default: now) on the
// shop's database (DATABASE_URL, else the embedded one under DATA_DIR), then sends the emails it queued. Refused in
// production: a real shop renews on its own dates, by the durable job. With the embedded database, stop the shop
// first: one process at a time opens it.
import { parseArgs } from 'node:util';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';

async function main() {
  const { values } = parseArgs({ options: { now: { type: 'string' } } });
  const now = values.now ? new Date(values.now) : new Date();
  if (Number.isNaN(now.getTime())) {
    console.error('Usage: npm run subscriptions:renew -- --now 2027-01-01 (an ISO 8601 date or time)');
    process.exit(2);
  }
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  if (config.SHOP_MODE === 'production') {
    console.error(
      'subscriptions:renew moves the clock: demo shops only (SHOP_MODE=production renews by itself)',
    );
    process.exit(2);
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const app = await buildApp({ config, database });
  try {
    const { outcomes, reminded } = await app.renewals.runDue(now);
    await app.jobs.drain();
    const count = (r: string) => outcomes.filter((o) => o.result === r).length;
    console.log(
      `As of ${now.toISOString()}: ${count('paid')} renewed, ${count('failed')} failed (retry scheduled), ` +
        `${count('suspended')} suspended, ${count('out_of_stock')} delayed by stock, ${reminded} reminders sent.`,
    );
  } finally {
    await app.close();
    await database.close();
  }
}

await main();
