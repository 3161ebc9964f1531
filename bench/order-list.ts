// `npm run bench:orders` (also the tail of `npm run bench`; BENCH_ORDER_LIST=0 leaves it out): the back office's
// order list at 100,000 orders (BENCH_ORDERS), goal p95 ≤ 100 ms. The orders are written by seed:orders into a
// fresh embedded database (or DATABASE_URL) before the built server opens it; an owner signs in, and autocannon
// asks for each filter in turn at BENCH_ADMIN_CONNECTIONS (4) for BENCH_DURATION (10) s. Prints a table and writes
// bench/results/<date>-orders.json. BENCH_ORDERS_DB=postgres runs it on a PostgreSQL of its own.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { treeCpuSeconds } from './process-tree.ts';
import { benchServerEnv, freePort, nodeFlags } from './server-settings.ts';

const root = path.resolve(import.meta.dirname, '..');
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_ADMIN_CONNECTIONS ?? 4);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const TARGET_P95 = 100;

const today = new Date();
const ago = (days: number) => new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10);
/** What staff ask the list for; the seeded orders (seed-orders.ts) hold matches for each. */
const TARGETS = [
  // the machine's own ceiling: a request that reads no table (when it is slow, the machine is busy)
  { name: 'reference: /api/health', path: '/api/health' },
  { name: 'no filter', path: '/api/v1/admin/orders' },
  { name: 'status', path: '/api/v1/admin/orders?status=paid' },
  { name: 'q by number', path: '/api/v1/admin/orders?q=SD00043210' },
  { name: 'q by email fragment', path: '/api/v1/admin/orders?q=wong123%40' },
  { name: 'country + date range', path: `/api/v1/admin/orders?country=mo&from=${ago(90)}&to=${ago(30)}` },
  { name: 'payment method', path: '/api/v1/admin/orders?payment_method=bank_transfer' },
  { name: 'page 40, no filter', path: '/api/v1/admin/orders?page=40' },
];

export interface OrderListRow {
  name: string;
  path: string;
  matching: number | string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  non2xx: number;
  /** the server's CPU time per answer (its process tree): what a request costs whatever else the machine runs */
  cpuMsPerRequest: number;
}

const percentile = (sorted: number[], p: number) =>
  +(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0).toFixed(1);

async function ownerCookie(base: string) {
  const csrf = 'bench-orders-csrf-0123456789';
  const res = await fetch(`${base}/api/v1/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `shop_csrf=${csrf}`, 'x-csrf-token': csrf },
    body: JSON.stringify({ email: 'owner@example.com', password: 'Demo-staff-2026' }),
  });
  if (!res.ok) throw new Error(`bench: owner sign-in failed (${res.status})`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function startServer(dataDir: string, databaseUrl?: string) {
  const port = await freePort();
  const server = spawn(process.execPath, [...nodeFlags, path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...benchServerEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      RATE_LIMIT_ALLOWLIST: '127.0.0.1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  while (performance.now() - started < 180_000) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { server, base };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the server did not answer /api/health in 180 s');
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}

export async function measureOrderList(base: string, pid: number): Promise<OrderListRow[]> {
  const cookie = await ownerCookie(base);
  const rows: OrderListRow[] = [];
  for (const t of TARGETS) {
    const first = await fetch(base + t.path, { headers: { cookie } });
    if (!first.ok) throw new Error(`bench: ${t.path} answered ${first.status} ${await first.text()}`);
    const body = (await first.json()) as { total?: number; total_capped?: boolean };
    for (let i = 0; i < 10; i++)
      await fetch(base + t.path, { headers: { cookie } }).then((r) => r.arrayBuffer());
    const times: number[] = [];
    const cpu0 = treeCpuSeconds(pid);
    const instance = autocannon({
      url: base + t.path,
      connections: CONNECTIONS,
      duration: DURATION,
      headers: { cookie, 'accept-encoding': 'gzip, br' },
    }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
    void instance.on('response', (_c: unknown, _s: number, _b: number, ms: number) => times.push(ms));
    const r = await instance;
    const cpuMs = (treeCpuSeconds(pid) - cpu0) * 1000;
    times.sort((a, b) => a - b);
    rows.push({
      cpuMsPerRequest: +(cpuMs / Math.max(1, r.requests.total)).toFixed(2),
      name: t.name,
      path: t.path,
      matching: body.total === undefined ? '' : body.total_capped ? `${body.total}+` : body.total,
      rps: Math.round(r.requests.average),
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      requests: r.requests.total,
      non2xx: r.non2xx + r.errors + r.timeouts,
    });
  }
  return rows;
}

export function printOrderListRows(rows: OrderListRow[], database: string) {
  console.log(
    `\norder list at ${ORDERS.toLocaleString('en')} orders on ${database}: ${CONNECTIONS} connections, ` +
      `${DURATION} s each; target p95 ≤ ${TARGET_P95} ms`,
  );
  console.table(
    rows.map((r) => ({
      filter: r.name,
      matching: r.matching,
      'req/s': r.rps,
      'p50 ms': r.p50,
      'p95 ms': r.p95,
      'p99 ms': r.p99,
      'CPU ms/req': r.cpuMsPerRequest,
      non2xx: r.non2xx,
      'p95 ≤ 100 ms': r.path.startsWith('/api/v1/admin') ? (r.p95 <= TARGET_P95 ? 'yes' : 'NO') : '',
    })),
  );
}

export async function orderListBench() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-orders-'));
  // BENCH_ORDERS_DB=postgres: a throwaway PostgreSQL of its own (Debian's binaries), as bench:catalogue starts
  const own =
    !process.env.DATABASE_URL && process.env.BENCH_ORDERS_DB === 'postgres'
      ? await (await import('./catalogue-size.ts')).startPostgres()
      : undefined;
  const databaseUrl = process.env.DATABASE_URL || own?.url;
  const database = databaseUrl ? 'postgres' : 'pglite';
  try {
    const t0 = performance.now();
    const seeded = spawnSync(
      process.execPath,
      [path.join(root, 'apps/api/src/scripts/seed-orders.ts'), '--orders', String(ORDERS)],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
        stdio: 'inherit',
      },
    );
    if (seeded.status !== 0) throw new Error('seed:orders failed');
    const seedSeconds = +((performance.now() - t0) / 1000).toFixed(1);
    const { server, base } = await startServer(dataDir, databaseUrl);
    let rows: OrderListRow[];
    try {
      rows = await measureOrderList(base, server.pid!);
    } finally {
      await stopServer(server);
    }
    printOrderListRows(rows, database);
    const load = loadavg()[0]!.toFixed(1);
    console.log(`load average (1 min) at the end: ${load} on ${availableParallelism()} cores`);
    const dir = path.join(root, 'bench/results');
    mkdirSync(dir, { recursive: true });
    const date = new Date().toISOString();
    const file = path.join(dir, `${date.replace(/[:.]/g, '-')}-orders.json`);
    writeFileSync(
      file,
      JSON.stringify(
        {
          date,
          command: 'npm run bench:orders',
          database,
          orders: ORDERS,
          seedSeconds,
          connections: CONNECTIONS,
          duration: DURATION,
          targetP95: TARGET_P95,
          node: process.version,
          loadAverage: loadavg(),
          rows,
        },
        null,
        2,
      ),
    );
    console.log(`written ${path.relative(root, file)}`);
    return rows;
  } finally {
    own?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) await orderListBench();
