// `npm run bench`: starts the built one-process server on a free port with a fresh seeded database,
// then prints requests/s and latency (autocannon, 20 connections, 10 s each, two load threads) and the first-load JS size.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { firstLoadJs, jsPages, lighthouseRows, printFirstLoadJs } from './first-load-js.ts';
import { adminOrdersBench, printAdminRows, seedAdminOrders } from './admin-orders.ts';
import { treeCpuSeconds, treeRssMb } from './process-tree.ts';
import { benchServerEnv, freePort, mallocEnv, nodeFlags, waitForDemoPhotos } from './server-settings.ts';

const root = path.resolve(import.meta.dirname, '..');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
/** DATABASE_URL=postgres://… runs the same bench on PostgreSQL (seeded when empty); unset: a fresh PGlite */
const DATABASE = process.env.DATABASE_URL ? 'postgres' : 'pglite';
/** BENCH_ONLY=<text>: only the rows whose name holds it, and no back-office, JS or Lighthouse runs (a quick look) */
const ONLY = process.env.BENCH_ONLY;
/**
 * Load-generator threads (autocannon workers). One thread tops out near 3,500 answers/s of 20 KB on this machine,
 * below what the shop serves on less than a core, so a single thread would measure autocannon, not the shop.
 * Rows that set headers per connection run on one thread (a worker cannot take setupClient as a function).
 */
const GENERATOR_THREADS = Number(process.env.BENCH_WORKERS ?? 2);

async function waitFor(url: string, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not come up at ${url}`);
}

interface Row {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
  /** autocannon threads that made the load (1: the main thread) */
  generatorThreads?: number;
  /** cores the shop's process tree kept busy during the row (PostgreSQL's own processes not included) */
  serverCores?: number;
  /** req/s divided by serverCores: what one core of the shop serves, whatever limits the load generator */
  rpsPerServerCore?: number;
}

type Target = {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  amount?: number;
  /** bodies each connection sends in turn (instead of one body) */
  bodies?: string[];
  /** headers of one connection (each connection is its own shopper) */
  perConnection?: (i: number) => Record<string, string>;
};

// what a browser sends: compressed answers are part of the cost being measured
const BROWSER_ENCODING = { 'accept-encoding': 'gzip, deflate, br, zstd' };

interface PerClient {
  setHeaders(h: Record<string, string>): void;
  setRequests(r: { method: string; path: string; body: string; headers: Record<string, string> }[]): void;
}

async function load(base: string, t: Target): Promise<Row> {
  // a connection's own headers: with a sequence of bodies they go on each request (autocannon keeps them per request)
  const perClient = (client: PerClient, h: Record<string, string>) =>
    t.bodies
      ? client.setRequests(
          t.bodies.map((body) => ({ method: t.method ?? 'POST', path: t.path, body, headers: h })),
        )
      : client.setHeaders(h);
  const headers = {
    ...BROWSER_ENCODING,
    ...(t.body || t.bodies ? { 'content-type': 'application/json' } : {}),
    ...t.headers,
  };
  let connection = 0;
  const threads = t.perConnection ? 1 : GENERATOR_THREADS;
  const r = await autocannon({
    ...(threads > 1 ? { workers: threads } : {}),
    url: base + t.path,
    method: t.method ?? 'GET',
    body: t.body,
    ...(t.bodies
      ? { requests: t.bodies.map((body) => ({ method: t.method ?? 'POST', path: t.path, body })) }
      : {}),
    connections: CONNECTIONS,
    ...(t.amount ? { amount: t.amount } : { duration: DURATION }),
    headers,
    ...(t.perConnection
      ? {
          setupClient: (client: PerClient) =>
            perClient(client, { ...headers, ...t.perConnection!(connection++) }),
        }
      : {}),
  } as autocannon.Options);
  return {
    name: t.name,
    path: t.path,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    requests: r.requests.total,
    generatorThreads: threads,
  };
}

/** A load row with the CPU the shop used meanwhile: shows whether the shop or the load generator was the limit. */
async function measured(pid: number, run: () => Promise<Row>): Promise<Row> {
  const cpu0 = treeCpuSeconds(pid);
  const t0 = performance.now();
  const row = await run();
  const cores = (treeCpuSeconds(pid) - cpu0) / ((performance.now() - t0) / 1000);
  return {
    ...row,
    serverCores: +cores.toFixed(2),
    rpsPerServerCore: cores > 0 ? Math.round(row.rps / cores) : undefined,
  };
}

/** Fastify hello-world in its own process: the most this machine serves at these connections right now. */
async function helloCeiling(): Promise<Row> {
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) + 1 : await freePort();
  const hello = spawn(process.execPath, [path.join(root, 'bench/hello.ts')], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'inherit',
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/`);
    return {
      ...(await load(`http://127.0.0.1:${port}`, { name: 'Fastify hello world (ceiling)', path: '/' })),
    };
  } finally {
    hello.kill('SIGTERM');
    await new Promise((r) => hello.once('exit', r));
  }
}

async function main() {
  // BENCH_PORT: a fixed port (a shared machine hands each user a range); the hello-world ceiling takes the next
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
  // 10,000 orders for the back office's list, written before the server opens the database
  if (!ONLY)
    await seedAdminOrders(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir });
  const server = spawn(process.execPath, [...nodeFlags, path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...benchServerEnv,
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
    await waitFor(`${base}/api/health`);
    await waitForDemoPhotos(base, benchServerEnv);
    const rssAfterBoot = treeRssMb(server.pid!);
    const product = (
      (await (await fetch(`${base}/api/v1/product?channel=4&limit=1&sort=popularity`)).json()) as {
        _id: string;
        sku: string;
        path: string;
        product_option: { sub_sku: string; is_subscription: boolean; display: { purchasable: boolean } }[];
      }[]
    )[0]!;
    const option = product.product_option.find((o) => !o.is_subscription && o.display.purchasable)!;
    // a guest session with the double-submit CSRF pair, as a browser page would send
    const csrf = 'bench-csrf-token-0123456789';
    const add = JSON.stringify({
      pid: product._id,
      sku: product.sku,
      sub_sku: option.sub_sku,
      quantity: 1,
      currency: 'HKD',
    });
    // a bag's id is issued by the server on its first write (a made-up shop_sid is ignored): mint one per shopper
    const mintBag = async () => {
      const res = await fetch(`${base}/api/v1/cart`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `shop_csrf=${csrf}`, 'x-csrf-token': csrf },
        body: add,
      });
      const sid = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0] ?? '')
        .find((c) => c.startsWith('shop_sid='));
      if (!sid) throw new Error(`bench could not start a bag: ${res.status}`);
      return `shop_csrf=${csrf}; ${sid}`;
    };
    const guest = { cookie: await mintBag(), 'x-csrf-token': csrf };
    // one guest bag per connection: 20 shoppers adding at once, not 20 tabs queueing on one bag's row lock
    const bags = await Promise.all(Array.from({ length: CONNECTIONS }, mintBag));
    const shopper = (i: number) => ({ cookie: bags[i % bags.length]!, 'x-csrf-token': csrf });
    // a line holds at most 99: each connection adds one and steps it back down, so every request is a bag write
    const addAndStep = [
      add,
      JSON.stringify({
        pid: product._id,
        sku: product.sku,
        sub_sku: option.sub_sku,
        quantity: 1,
        delta: -1,
        currency: 'HKD',
      }),
    ];
    // a signed-in VIP (its access token lasts 15 minutes: longer than the run)
    const login = await fetch(`${base}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...guest },
      body: JSON.stringify({ username: 'vip@oxygen-ceuticals.example', password: 'Demo1234' }),
    });
    if (!login.ok) throw new Error(`bench login failed: ${login.status}`);
    const member = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0] ?? '')
      .join('; ');
    // a shopper's reload asking for a fresh copy: the page is rendered, never served from the guest page cache
    const render = { 'cache-control': 'no-cache' };
    const allTargets: Target[] = [
      { name: 'API product list (20)', path: '/api/v1/product?channel=4&html_content=1&limit=20' },
      {
        name: 'API product by url',
        path: `/api/v1/product?channel=4&html_content=1&limit=1&unique_url=${product.path.split('/').pop()}`,
      },
      {
        name: 'API search',
        path: `/api/v1/product/autocomplete?channel=4&keyword=${encodeURIComponent('精華')}`,
      },
      { name: 'API homepage settings', path: '/api/v1/setting' },
      {
        name: 'API cart add / step (20 shoppers)',
        path: '/api/v1/cart',
        method: 'POST',
        headers: guest,
        perConnection: shopper,
        bodies: addAndStep,
      },
      {
        name: 'API cart add / step (one bag, 20 tabs)',
        path: '/api/v1/cart',
        method: 'POST',
        headers: guest,
        bodies: addAndStep,
      },
      {
        name: 'API checkuser',
        path: '/api/v1/user/checkuser',
        method: 'POST',
        headers: guest,
        body: JSON.stringify({ username: 'vip@oxygen-ceuticals.example' }),
      },
      {
        name: 'API login (20 at once, scrypt N=2^15)',
        path: '/api/v1/user/login',
        method: 'POST',
        headers: guest,
        body: JSON.stringify({ username: 'vip@oxygen-ceuticals.example', password: 'Demo1234' }),
        amount: 200,
      },
      { name: 'SSR home hk (guest page cache)', path: '/' },
      { name: 'SSR home en (guest page cache)', path: '/en' },
      { name: 'SSR collection (guest page cache)', path: '/en/collection/skin-care' },
      { name: 'SSR product page (guest page cache)', path: `/en${product.path}` },
      { name: 'SSR home hk (rendered)', path: '/', headers: render },
      { name: 'SSR collection (rendered)', path: '/en/collection/skin-care', headers: render },
      { name: 'SSR product page (rendered)', path: `/en${product.path}`, headers: render },
      // a shopper with a bag: the page every guest gets (guest page cache), then the header's own bag request
      {
        name: 'SSR product page (bag: guest page)',
        path: `/en${product.path}`,
        headers: { cookie: guest.cookie },
      },
      {
        name: 'API cart (the bag the page then fetches)',
        path: '/api/v1/cart?currency=HKD&country=hk',
        headers: { cookie: guest.cookie },
      },
      // the same shopper reloading (Cache-Control: no-cache): rendered with the bag
      {
        name: 'SSR product page (bag, rendered)',
        path: `/en${product.path}`,
        headers: { cookie: guest.cookie, ...render },
      },
      // a signed-in VIP as a browser sends it: the page the VIP group shares (member page cache), whose header
      // then asks /account/shell for the name and bag
      { name: 'SSR product page (VIP member)', path: `/en${product.path}`, headers: { cookie: member } },
      { name: 'SSR home (VIP member)', path: '/', headers: { cookie: member } },
      { name: 'SSR collection (VIP member)', path: '/en/collection/skin-care', headers: { cookie: member } },
      {
        name: 'Shell (VIP member: name and bag the header fetches)',
        path: '/account/shell?country=hk',
        headers: { cookie: member },
      },
      // the same VIP reloading (Cache-Control: no-cache): rendered for them
      {
        name: 'SSR product page (VIP member, rendered)',
        path: `/en${product.path}`,
        headers: { cookie: member, ...render },
      },
    ];
    const targets = ONLY ? allTargets.filter((t) => t.name.includes(ONLY)) : allTargets;
    // warm caches and the JIT before measuring
    for (const t of targets)
      if (!t.method) for (let i = 0; i < 20; i++) await fetch(base + t.path).then((r) => r.arrayBuffer());
    const rows: Row[] = [await helloCeiling()];
    for (const t of targets) rows.push(await measured(server.pid!, () => load(base, t)));
    const rssAfterLoad = treeRssMb(server.pid!);
    const admin = ONLY ? [] : await adminOrdersBench(base);
    const launch = () =>
      chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
    const js = ONLY
      ? {}
      : await launch().then((browser) =>
          firstLoadJs(browser, base, jsPages(product.path, guest.cookie)).finally(() => browser.close()),
        );
    console.log(
      `\nautocannon: ${CONNECTIONS} connections, ${DURATION} s each, up to ${GENERATOR_THREADS} load threads, on ${process.platform} ${process.arch}, node ${process.version}, database ${DATABASE}`,
    );
    console.table(
      rows.map((r) => ({
        target: r.name,
        'req/s': r.rps,
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        requests: r.requests,
        errors: r.errors,
        non2xx: r.non2xx,
        'load threads': r.generatorThreads ?? 1,
        'shop cores': r.serverCores ?? '',
        'req/s per shop core': r.rpsPerServerCore ?? '',
      })),
    );
    console.log(
      'shop cores: CPU the shop process tree used during the row. Its JavaScript runs on one thread (PGlite and GC add a little on others): well under 1, the load generator (its threads share the same 2 cores) or PostgreSQL was the limit',
    );
    console.log(
      `RSS (server process tree): ${rssAfterBoot} MB after boot, ${rssAfterLoad} MB after the load runs`,
    );
    printAdminRows(admin);
    printFirstLoadJs(js);
    // Lighthouse (mobile, simulated slow 4G) after the load runs, so they do not share the CPU
    const lighthouse =
      process.env.BENCH_LIGHTHOUSE === '0' || ONLY
        ? []
        : await lighthouseRows(base, product.path, guest.cookie);
    if (lighthouse.length) console.table(lighthouse);
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    const file = path.join(root, 'bench/results', `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(
      file,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          database: DATABASE,
          connections: CONNECTIONS,
          duration: DURATION,
          nodeFlags,
          mallocEnv,
          rss: { afterBootMb: rssAfterBoot, afterLoadMb: rssAfterLoad },
          rows,
          admin,
          js,
          lighthouse,
        },
        null,
        2,
      ),
    );
    console.log(`written ${path.relative(root, file)}`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

// the catalogue-size rows close the run (on a PostgreSQL of their own): BENCH_CATALOGUE=0 leaves them out
if (!ONLY && process.env.BENCH_CATALOGUE !== '0') {
  const { catalogueSizeBench, postgresBin } = await import('./catalogue-size.ts');
  if (process.env.DATABASE_URL || postgresBin()) await catalogueSizeBench();
  else
    console.log(
      'catalogue-size rows skipped: no PostgreSQL binaries (apt-get install postgresql) and no DATABASE_URL',
    );
}

// the order list at 100,000 orders (bench/order-list.ts): BENCH_ORDER_LIST=0 leaves it out
if (!ONLY && process.env.BENCH_ORDER_LIST !== '0') {
  const { orderListBench } = await import('./order-list.ts');
  await orderListBench();
}
