// `npm run bench:search`: the back office's search box (GET /api/v1/admin/search's service) at BENCH_ORDERS orders
// (20,000 by default; 100,000 takes a while to seed), in process on an embedded database of its own (or
// DATABASE_URL). Each query shape runs BENCH_SEARCH_RUNS times (30) after a warm-up; prints p50 and p95 per shape.
// Timings are printed, never asserted (docs/back-office.md "Search and shortcuts").
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedIfEmpty } from '../apps/api/src/db/seed/seed.ts';
import { seedBenchOrders } from '../apps/api/src/scripts/seed-orders.ts';
import { createAdminSearch } from '../apps/api/src/modules/admin-search/admin-search.service.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 20_000);
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 30);

/** The seeded order i's scrambled index, as seed-orders.ts computes it. */
const h = (i: number) => Number((BigInt(i) * 2654435761n) % 4294967296n);
const pick = Math.max(1, Math.floor(ORDERS * 0.6));
const contact = String(51000000 + (h(pick) % 48000000));
const tracking = `SF${1000000000 + (h(pick) % 900000000)}`;
const number = `SD${String(pick).padStart(8, '0')}`;

const QUERIES: { name: string; q: string }[] = [
  { name: 'order number, exact', q: number.toLowerCase() },
  { name: 'order number, prefix', q: number.slice(0, 8) },
  { name: 'phone with +852 and a space', q: `+852 ${contact.slice(0, 4)} ${contact.slice(4)}` },
  { name: 'phone, local digits', q: contact },
  { name: 'email fragment', q: 'wong12' },
  { name: 'tracking number', q: tracking },
  { name: 'product, Simplified name', q: '玫瑰' },
  { name: 'words (a name)', q: 'tai man' },
];

const percentile = (sorted: number[], p: number) =>
  +(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0).toFixed(1);

const dir = process.env.DATABASE_URL ? null : mkdtempSync(path.join(tmpdir(), 'bench-search-'));
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: dir ?? '',
});
try {
  await seedIfEmpty(database.db, { demo: true });
  const seeded = performance.now();
  const total = await seedBenchOrders(database.db, ORDERS, () => undefined);
  console.log(
    `bench:search: ${total} orders (${ORDERS} seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s)`,
  );
  const search = createAdminSearch(database.db);
  const rows = [];
  for (const { name, q } of QUERIES) {
    await search.search(q, 'owner');
    const times: number[] = [];
    let found = '';
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const r = await search.search(q, 'owner');
      times.push(performance.now() - t0);
      found = `${r.orders?.length ?? 0}o ${r.customers?.length ?? 0}c ${r.products?.length ?? 0}p`;
    }
    times.sort((a, b) => a - b);
    rows.push({ query: name, q, found, p50_ms: percentile(times, 50), p95_ms: percentile(times, 95) });
  }
  console.table(rows);
  console.log(
    `p95 over every shape: ${Math.max(...rows.map((r) => r.p95_ms))} ms (${RUNS} runs each, ${database.kind})`,
  );
} finally {
  await database.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
}
