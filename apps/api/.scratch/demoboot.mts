import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client.ts';
import { seedIfEmpty } from '../src/db/seed/seed.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { mediaAssets, products } from '../src/db/schema.ts';
import { like } from 'drizzle-orm';
const dir = mkdtempSync(path.join(tmpdir(), 'demo-boot-'));
const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'info', SHOP_MODE: 'demo', NODE_ENV: 'development' });
console.log('DEMO_PHOTOS', config.DEMO_PHOTOS);
const database = await openDatabase({ dataDir: dir });
await seedIfEmpty(database.db);
const t0 = Date.now();
const app = await buildApp({ config, database, logger: false });
await app.ready();
console.log('ready ms', Date.now() - t0);
await app.jobs.work();
for (;;) {
  const rows = await database.db.select().from(mediaAssets);
  if (rows.length >= 7 && rows.every((r) => r.status !== 'pending')) { console.log('all done ms', Date.now() - t0, rows.map(r => `${r.status} ${r.width}x${r.height} ${r.bytes}`)); break; }
  await new Promise((r) => setTimeout(r, 1000));
}
const ps = await database.db.select({ sku: products.sku, t: products.thumbnail }).from(products).where(like(products.thumbnail, '/media/i/%'));
console.log(ps);
const res = await app.inject(ps[0]!.t + '/640.avif'); console.log(res.statusCode, res.headers['content-type'], res.rawPayload.length);
await app.close(); await database.close();
