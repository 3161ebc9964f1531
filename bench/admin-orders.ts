// The back office's order list with 10,000 orders (goal: p95 < 100 ms). The orders are written straight into
// the bench's database before the server opens it (PGlite has one owner at a time); then an owner signs in and
// autocannon asks for the first page and for a filtered search, and p95 is read from every response's time.
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedIfEmpty } from '../apps/api/src/db/seed/seed.ts';
import { serverEnv, serverNodeFlags } from '../apps/server/src/node-flags.ts';

export const BENCH_ORDERS = 10_000;
/** A few staff at once: the back office's real concurrency, not the storefront's crowd. */
const CONNECTIONS = Number(process.env.BENCH_ADMIN_CONNECTIONS ?? 4);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
export const ADMIN_P95_TARGET_MS = 100;

/** Seeds the shop (as the server would) and adds BENCH_ORDERS orders over the past year, in one statement. */
export async function seedAdminOrders(where: { dataDir: string } | { databaseUrl: string }) {
  const database = await openDatabase(
    'databaseUrl' in where ? { databaseUrl: where.databaseUrl, dataDir: '' } : { dataDir: where.dataDir },
  );
  try {
    await seedIfEmpty(database.db, { demo: true });
    await database.db.execute(sql`
      insert into orders (id, number, email, access_token_hash, status, cart_type, currency, locale, subtotal,
        discount, gift_wrap_fee, delivery_fee, total, paid_amount, payment_method, delivery, created_at, updated_at)
      select 'bench-' || i, 'OB' || lpad(i::text, 8, '0'), 'shopper' || i || '@example.com', md5(i::text),
        (array['awaiting_payment','paid','packed','shipped','delivered','cancelled','expired','refunded'])[1 + i % 8],
        'single', (array['HKD','USD','HKD','TWD'])[1 + i % 4], (array['hk','en','zh','cn'])[1 + i % 4],
        10000 + i % 5000, 0, 0, 0, 10000 + i % 5000, case when i % 8 between 1 and 4 then 10000 + i % 5000 else 0 end,
        (array['card','fps','payme','alipay','bank_transfer'])[1 + i % 5],
        jsonb_build_object('firstname', (array['Tai Man','Mei Ling','Siu Ming','Ka Yan'])[1 + i % 4],
          'lastname', (array['Chan','Wong','Lee','Cheung','Lam'])[1 + i % 5], 'calling_code', '852',
          'contact', (60000000 + i)::text, 'country', (array['hk','hk','mo','tw','sg'])[1 + i % 5]),
        now() - (i || ' minutes')::interval * 52, now() - (i || ' minutes')::interval * 52
      from generate_series(1, ${BENCH_ORDERS}) as i
      on conflict do nothing`);
  } finally {
    await database.close();
  }
}

async function ownerCookie(base: string) {
  const res = await fetch(`${base}/api/v1/admin/auth/login`, {
    method: 'POST',
    // the sign-in form's double-submit CSRF pair, as the login page sends it
    headers: {
      'content-type': 'application/json',
      cookie: 'shop_csrf=bench-admin-csrf-0123456789',
      'x-csrf-token': 'bench-admin-csrf-0123456789',
    },
    body: JSON.stringify({ email: 'owner@example.com', password: 'Demo-staff-2026' }),
  });
  if (!res.ok) throw new Error(`bench: owner sign-in failed (${res.status})`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export interface AdminRow {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  non2xx: number;
  total: number;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** The admin order list under load: first page, and a search with a status filter. */
export async function adminOrdersBench(base: string): Promise<AdminRow[]> {
  const cookie = await ownerCookie(base);
  const targets = [
    { name: 'admin orders, first page (10k orders)', path: '/api/v1/admin/orders' },
    { name: 'admin orders, search + status (10k orders)', path: '/api/v1/admin/orders?q=chan&status=paid' },
    { name: 'admin orders, by number (10k orders)', path: '/api/v1/admin/orders?q=OB00004321' },
  ];
  const rows: AdminRow[] = [];
  for (const t of targets) {
    const first = await fetch(base + t.path, { headers: { cookie } });
    if (!first.ok) throw new Error(`bench: ${t.path} answered ${first.status}`);
    const { total } = (await first.json()) as { total: number };
    for (let i = 0; i < 20; i++)
      await fetch(base + t.path, { headers: { cookie } }).then((r) => r.arrayBuffer());
    const times: number[] = [];
    const instance = autocannon({
      url: base + t.path,
      connections: CONNECTIONS,
      duration: DURATION,
      headers: { cookie, 'accept-encoding': 'gzip, br' },
      // without a callback autocannon answers an instance that is also a promise of its result
    }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
    void instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) =>
      times.push(ms),
    );
    const r = await instance;
    times.sort((a, b) => a - b);
    rows.push({
      name: t.name,
      path: t.path,
      rps: Math.round(r.requests.average),
      p50: +percentile(times, 50).toFixed(1),
      p95: +percentile(times, 95).toFixed(1),
      p99: +percentile(times, 99).toFixed(1),
      requests: r.requests.total,
      non2xx: r.non2xx,
      total,
    });
  }
  return rows;
}

export function printAdminRows(rows: AdminRow[]) {
  console.log(
    `admin order list: ${CONNECTIONS} connections, ${DURATION} s each; p95 target < ${ADMIN_P95_TARGET_MS} ms`,
  );
  console.table(
    rows.map((r) => ({
      target: r.name,
      'matching orders': r.total,
      'req/s': r.rps,
      'p50 ms': r.p50,
      'p95 ms': r.p95,
      'p99 ms': r.p99,
      requests: r.requests,
      non2xx: r.non2xx,
      'p95 < 100 ms': r.p95 < ADMIN_P95_TARGET_MS ? 'yes' : 'NO',
    })),
  );
}

// `node bench/admin-orders.ts`: this bench alone (the built server on a fresh database)
if (import.meta.main) {
  const { spawn } = await import('node:child_process');
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const root = path.resolve(import.meta.dirname, '..');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-admin-'));
  await seedAdminOrders(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir });
  const port = Number(process.env.BENCH_PORT ?? 3399);
  const server = spawn(process.execPath, [...serverNodeFlags, path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...serverEnv,
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      RATE_LIMIT_ALLOWLIST: '127.0.0.1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; i < 300; i++) {
      if (
        await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 200));
    }
    printAdminRows(await adminOrdersBench(base));
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
