import { sql } from 'drizzle-orm';
import { openDatabase } from '/work/wt-docs/apps/api/src/db/client.ts';
const database = await openDatabase({ dataDir: '/tmp/wt-docs-bench' });
const qs = process.argv.slice(2);
for (const q of qs) {
  const t0 = performance.now();
  const r = (await database.db.execute(sql.raw(`explain (analyze, buffers) ${q}`))) as unknown as { rows: Record<string, string>[] };
  console.log('== ' + q + `  (${(performance.now() - t0).toFixed(0)} ms)`);
  for (const row of r.rows ?? (r as unknown as Record<string,string>[])) console.log(Object.values(row)[0]);
}
await database.close();
