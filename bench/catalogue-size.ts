// `npm run bench:catalogue` (also the last section of `npm run bench`): how the shop grows with its catalogue. On a
// PostgreSQL of its own (Debian's binaries, a temporary directory, a free port; DATABASE_URL uses that server
// instead), for each size it seeds the benchmark products (npm run seed:catalogue), starts the built server with the
// guest page cache off and measures: boot to healthy, RSS after boot, the product list API at 20 connections, search
// p95, a collection page's p95, hostile search input's p99 and status codes. Then, on the last size: image uploads
// (bench/catalogue-images.ts) and Lighthouse mobile on a product page with a real photo for a shopper with a bag.
// Prints one row per size, writes bench/results/<timestamp>-catalogue.json and bench/results/catalogue-size.svg.
// BENCH_CATALOGUE_SIZES=0,2000,20000 (benchmark products on top of the demo's), BENCH_DURATION (s per row),
// BENCH_LATENCY_CONNECTIONS (4), BENCH_CATALOGUE_IMAGES=0 and BENCH_LIGHTHOUSE=0 skip those rows.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { catalogueChartSvg } from './catalogue-chart.ts';
import { imageRows, printImageRows, type ImageRows } from './catalogue-images.ts';
import { lighthouseScores, type LighthouseRow } from './lighthouse.ts';
import { treeRssMb } from './process-tree.ts';
import { benchServerEnv, freePort, nodeFlags } from './server-settings.ts';

const root = path.resolve(import.meta.dirname, '..');
const SIZES = (process.env.BENCH_CATALOGUE_SIZES ?? '0,2000,20000').split(',').map(Number);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const LATENCY_CONNECTIONS = Number(process.env.BENCH_LATENCY_CONNECTIONS ?? 4);
/** rendered collection pages a second for the steady-rate row (the guest page cache, off here, takes most of them) */
const STEADY_PAGES_PER_SECOND = Number(process.env.BENCH_STEADY_PAGES ?? 20);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const GENERATOR_THREADS = Number(process.env.BENCH_WORKERS ?? 2);
const LIST_PATH = '/api/v1/product?channel=4&collection=skin-care&page=1&limit=24&sort=popularity';
const COLLECTION_PAGE = '/en/collection/skin-care';
/** words of the benchmark names (seed-catalogue-words.ts) in English, Traditional and Simplified Chinese */
const KEYWORDS = [
  'rose',
  'green tea serum',
  '玫瑰',
  '積雪草',
  '保濕精華',
  '积雪草',
  '修护',
  '绿茶',
  'vitamin c',
  '珍珠',
];
const HOSTILE = [
  'a'.repeat(10_000),
  "%' OR 1=1 --",
  '.*(a+)+$',
  '💄✨🧴',
  '\\%_[]',
  '<script>alert(1)</script>',
];
const TARGETS = {
  listRps: 2000,
  searchP95: 50,
  collectionP95: 150,
  rssMb: 300,
  rssGrowth: 0.1,
  bootMs: 10_000,
};

export interface SizeRow {
  benchProducts: number;
  /** products the storefront lists (x-total-count) */
  products: number;
  seedSeconds: number;
  bootMs: number;
  rssAfterBootMb: number;
  /** after the first requests of each kind (the catalogue is read then) */
  rssAfterWarmMb: number;
  rssAfterLoadMb: number;
  listRps: number;
  listP99: number;
  listNon2xx: number;
  searchP95: number;
  searchHits: Record<string, number>;
  collectionP95: number;
  /** the same page at STEADY_PAGES_PER_SECOND */
  collectionSteadyP95: number;
  collectionNon2xx: number;
  hostileP99: number;
  hostileStatuses: Record<string, number>;
}

/** Debian's PostgreSQL binaries, newest version first; undefined when there are none. */
export function postgresBin(): string | undefined {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [];
  const version = versions
    .filter((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`))
    .sort((a, b) => Number(a) - Number(b))
    .pop();
  return version ? `/usr/lib/postgresql/${version}/bin` : undefined;
}

/** A throwaway PostgreSQL as .ci/run starts one (Debian's binaries; as the postgres user when run as root). */
export async function startPostgres(): Promise<{ url: string; stop(): void }> {
  const bin = postgresBin();
  if (!bin) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql (apt-get install postgresql)');
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-bench-pg-'));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    if (spawnSync('id', ['postgres']).status !== 0) spawnSync('useradd', ['-r', '-M', 'postgres']);
    const uid = Number(spawnSync('id', ['-u', 'postgres']).stdout.toString());
    chownSync(dir, uid, uid);
  }
  const run = (cmd: string, args: string[]) => {
    const r = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', `${bin}/${cmd}`, ...args])
      : spawnSync(`${bin}/${cmd}`, args);
    if (r.status !== 0) throw new Error(`${cmd}: ${r.stderr?.toString() ?? r.error}`);
  };
  run('initdb', ['-D', dir, '-U', 'shop', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  // the same settings as the CI's PostgreSQL: a benchmark's throwaway data needs no durability
  const opts = `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  run('pg_ctl', ['-D', dir, '-l', `${dir}/log`, '-w', '-o', opts, 'start']);
  return {
    url: `postgres://shop@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', dir, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function seed(databaseUrl: string, products: number): number {
  const t0 = performance.now();
  const r = spawnSync(
    process.execPath,
    [path.join(root, 'apps/api/src/scripts/seed-catalogue.ts'), '--products', String(products)],
    { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: 'inherit' },
  );
  if (r.status !== 0) throw new Error(`seed:catalogue --products ${products} failed`);
  return +((performance.now() - t0) / 1000).toFixed(1);
}

async function startServer(databaseUrl: string, dataDir: string) {
  const port = await freePort();
  const started = performance.now();
  const server = spawn(process.execPath, [...nodeFlags, path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...benchServerEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      RATE_LIMIT_ALLOWLIST: '127.0.0.1',
      // every page is rendered: the collection row measures the database and the render, not the guest cache
      PAGE_CACHE_SECONDS: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  while (performance.now() - started < 120_000) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { server, base, bootMs: Math.round(performance.now() - started) };
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the server did not answer /api/health in 120 s');
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}

const percentile = (sorted: number[], p: number) =>
  +(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0).toFixed(1);

/** Each connection asks for `paths` in turn; every answer's time and status is kept (p95 needs them all). */
async function timed(
  base: string,
  paths: string[],
  opts: { duration?: number; amount?: number; rate?: number },
) {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  const instance = autocannon({
    url: base,
    connections: LATENCY_CONNECTIONS,
    // a steady arrival rate: the latency a shopper sees on a busy day, not the queue of a saturated server
    ...(opts.rate ? { overallRate: opts.rate } : {}),
    ...(opts.amount ? { amount: opts.amount } : { duration: opts.duration ?? DURATION }),
    headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  void instance.on('response', (_c: unknown, status: number, _b: number, ms: number) => {
    times.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const r = await instance;
  times.sort((a, b) => a - b);
  if (r.errors + r.timeouts) statuses.error = r.errors + r.timeouts;
  return {
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    statuses,
    rps: Math.round(r.requests.average),
  };
}

const non2xx = (statuses: Record<string, number>) =>
  Object.entries(statuses).reduce((n, [k, v]) => (k.startsWith('2') ? n : n + v), 0);

async function measureSize(databaseUrl: string, benchProducts: number, last: boolean) {
  const seedSeconds = seed(databaseUrl, benchProducts);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-cat-'));
  const { server, base, bootMs } = await startServer(databaseUrl, dataDir);
  try {
    const rssAfterBootMb = treeRssMb(server.pid!);
    const head = await fetch(`${base}/api/v1/product?channel=4&limit=1`);
    const products = Number(head.headers.get('x-total-count') ?? 0);
    await head.arrayBuffer();
    const searchPaths = KEYWORDS.map(
      (k) => `/api/v1/product/autocomplete?channel=4&keyword=${encodeURIComponent(k)}`,
    );
    const searchHits: Record<string, number> = {};
    for (const [i, p] of searchPaths.entries())
      searchHits[KEYWORDS[i]!] = ((await (await fetch(base + p)).json()) as unknown[]).length;
    // warm the JIT and the caches before measuring
    for (const p of [LIST_PATH, COLLECTION_PAGE, ...searchPaths])
      for (let i = 0; i < 10; i++) await fetch(base + p).then((r) => r.arrayBuffer());
    // the catalogue is read on the first requests, not at boot: this is its memory cost
    const rssAfterWarmMb = treeRssMb(server.pid!);
    const list = await autocannon({
      ...(GENERATOR_THREADS > 1 ? { workers: GENERATOR_THREADS } : {}),
      url: base + LIST_PATH,
      connections: CONNECTIONS,
      duration: DURATION,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    } as autocannon.Options);
    const search = await timed(base, searchPaths, {});
    const collection = await timed(base, [COLLECTION_PAGE], {});
    const collectionSteady = await timed(base, [COLLECTION_PAGE], { rate: STEADY_PAGES_PER_SECOND });
    const hostilePaths = HOSTILE.map(
      (k) => `/api/v1/product/autocomplete?channel=4&keyword=${encodeURIComponent(k)}`,
    );
    const hostile = await timed(base, hostilePaths, { amount: 100 * hostilePaths.length });
    const row: SizeRow = {
      benchProducts,
      products,
      seedSeconds,
      bootMs,
      rssAfterBootMb,
      rssAfterWarmMb,
      rssAfterLoadMb: treeRssMb(server.pid!),
      listRps: Math.round(list.requests.average),
      listP99: list.latency.p99,
      listNon2xx: list.non2xx + list.errors + list.timeouts,
      searchP95: search.p95,
      searchHits,
      collectionP95: collection.p95,
      collectionSteadyP95: collectionSteady.p95,
      collectionNon2xx: non2xx(collection.statuses) + non2xx(collectionSteady.statuses),
      hostileP99: hostile.p99,
      hostileStatuses: hostile.statuses,
    };
    const extra = last ? await lastSizeRows(base) : {};
    return { row, ...extra };
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface ListedProduct {
  _id: string;
  sku: string;
  path: string;
  product_option: { sub_sku: string; is_subscription: boolean; display: { purchasable: boolean } }[];
}

/** Image rows, then Lighthouse on a product page whose only picture is the uploaded photo, with a bag. */
async function lastSizeRows(base: string): Promise<{ images?: ImageRows; lighthouse?: LighthouseRow[] }> {
  const listed = (await (
    await fetch(`${base}/api/v1/product?channel=4&limit=11&sort=popularity`)
  ).json()) as ListedProduct[];
  // the first benchmark product (its pictures are its gallery, as for a product made in the back office), else
  // the most popular demo product (whose page shows its drawn views: the photo is uploaded but not shown)
  const [bench] = (await (
    await fetch(`${base}/api/v1/product?channel=4&skus=BENCH-000000`)
  ).json()) as ListedProduct[];
  const product = bench ?? listed[0]!;
  let images: ImageRows | undefined;
  let photoUrl: string | undefined;
  if (process.env.BENCH_CATALOGUE_IMAGES !== '0') {
    const { firstUrl, ...rows } = await imageRows(
      base,
      [product._id, ...listed.filter((p) => p._id !== product._id).map((p) => p._id)],
      LIST_PATH,
    );
    images = rows;
    photoUrl = firstUrl;
    printImageRows(rows);
  }
  if (process.env.BENCH_LIGHTHOUSE === '0') return { images };
  const { ownerSession } = await import('./catalogue-images.ts');
  const staff = await ownerSession(base);
  if (photoUrl) {
    const res = await fetch(`${base}/api/v1/admin/products/${product._id}`, {
      method: 'PATCH',
      headers: { cookie: staff.cookie, 'x-csrf-token': staff.csrf, 'content-type': 'application/json' },
      body: JSON.stringify({ images: [photoUrl] }),
    });
    if (!res.ok) console.log(`  could not make the photo the product's only picture: ${res.status}`);
  }
  const cookie = await mintBag(base, product);
  const lighthouse = await lighthouseScores(base, [['product (bag, photo)', `/en${product.path}`]], {
    extraHeaders: { cookie },
    ...(photoUrl ? { photo: photoUrl.split('/').pop()!.split('.')[0]! } : {}),
  });
  console.log(
    `Lighthouse mobile, a shopper with a bag on /en${product.path}${photoUrl ? ` (its picture: the uploaded photo ${photoUrl})` : ''}; targets: performance ≥ 95, LCP ≤ 2,000 ms, CLS 0, images ≤ 200 KB`,
  );
  console.table(lighthouse);
  return { images, lighthouse };
}

/** A guest bag with one item: the server issues its id on the first write (the double-submit CSRF pair). */
async function mintBag(base: string, product: ListedProduct) {
  const csrf = 'bench-csrf-token-0123456789';
  const option = product.product_option.find((o) => !o.is_subscription && o.display.purchasable)!;
  const res = await fetch(`${base}/api/v1/cart`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `shop_csrf=${csrf}`, 'x-csrf-token': csrf },
    body: JSON.stringify({
      pid: product._id,
      sku: product.sku,
      sub_sku: option.sub_sku,
      quantity: 1,
      currency: 'HKD',
    }),
  });
  const sid = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('shop_sid='));
  if (!sid) throw new Error(`bench could not start a bag: ${res.status}`);
  return `shop_csrf=${csrf}; ${sid}`;
}

const codes = (s: Record<string, number>) =>
  Object.entries(s)
    .map(([k, v]) => `${k}×${v}`)
    .join(' ');

export function printSizeRows(rows: SizeRow[]) {
  console.log(
    `\ncatalogue size on PostgreSQL: product list at ${CONNECTIONS} connections (${GENERATOR_THREADS} load threads), ` +
      `latency rows at ${LATENCY_CONNECTIONS} connections, ${DURATION} s each, guest page cache off`,
  );
  console.table(
    rows.map((r) => ({
      products: r.products,
      'seed s': r.seedSeconds,
      'boot ms': r.bootMs,
      'RSS boot MB': r.rssAfterBootMb,
      'list req/s': r.listRps,
      'list p99 ms': r.listP99,
      'search p95 ms': r.searchP95,
      'collection p95 ms': r.collectionP95,
      [`collection p95 ms at ${STEADY_PAGES_PER_SECOND}/s`]: r.collectionSteadyP95,
      'hostile p99 ms': r.hostileP99,
      'hostile codes': codes(r.hostileStatuses),
      'RSS warm MB': r.rssAfterWarmMb,
      'RSS load MB': r.rssAfterLoadMb,
      non2xx: r.listNon2xx + r.collectionNon2xx,
    })),
  );
  const big = rows[rows.length - 1];
  const small = rows[0];
  if (!big || !small) return;
  const growth = (big.rssAfterBootMb - small.rssAfterBootMb) / small.rssAfterBootMb;
  const line = (name: string, measured: string, ok: boolean) =>
    console.log(`  ${ok ? 'met ' : 'MISS'} ${name}: ${measured}`);
  console.log(`targets at ${big.products} products:`);
  line('product list ≥ 2,000 req/s', `${big.listRps} req/s`, big.listRps >= TARGETS.listRps);
  line('search p95 ≤ 50 ms', `${big.searchP95} ms`, big.searchP95 <= TARGETS.searchP95);
  line(
    `collection page p95 ≤ 150 ms, ${LATENCY_CONNECTIONS} connections flat out`,
    `${big.collectionP95} ms`,
    big.collectionP95 <= TARGETS.collectionP95,
  );
  line(
    `collection page p95 ≤ 150 ms, ${STEADY_PAGES_PER_SECOND} pages/s`,
    `${big.collectionSteadyP95} ms`,
    big.collectionSteadyP95 <= TARGETS.collectionP95,
  );
  line(
    'RSS after boot < 300 MB and within 10% of the smallest',
    `${big.rssAfterBootMb} MB (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(0)}% against ${small.rssAfterBootMb} MB)`,
    big.rssAfterBootMb < TARGETS.rssMb && growth <= TARGETS.rssGrowth,
  );
  line('boot to healthy ≤ 10 s', `${big.bootMs} ms`, big.bootMs <= TARGETS.bootMs);
  const hostile500 = rows.some((r) =>
    Object.keys(r.hostileStatuses).some((k) => k.startsWith('5') || k === 'error'),
  );
  line(
    'hostile search p99 ≤ 100 ms, never a 500',
    `${big.hostileP99} ms, ${codes(big.hostileStatuses)}`,
    big.hostileP99 <= 100 && !hostile500,
  );
  for (const r of rows) {
    const misses = Object.entries(r.searchHits).filter(([, n]) => n === 0);
    if (r.benchProducts > 0 && misses.length)
      console.log(
        `  note: at ${r.products} products these keywords found nothing: ${misses.map(([k]) => k).join(', ')}`,
      );
  }
}

/** One panel per metric against the number of products listed. */
export function catalogueSvg(rows: SizeRow[], caption: string): string {
  return catalogueChartSvg(
    rows.map((r) => r.products),
    [
      { title: 'Product list', unit: 'req/s', values: rows.map((r) => r.listRps), target: TARGETS.listRps },
      { title: 'Product list p99', unit: 'ms', values: rows.map((r) => r.listP99) },
      { title: 'Search p95', unit: 'ms', values: rows.map((r) => r.searchP95), target: TARGETS.searchP95 },
      {
        title: 'Collection page p95',
        unit: 'ms',
        values: rows.map((r) => r.collectionP95),
        target: TARGETS.collectionP95,
      },
      {
        title: 'RSS after boot',
        unit: 'MB',
        values: rows.map((r) => r.rssAfterBootMb),
        target: TARGETS.rssMb,
      },
      { title: 'Boot to healthy', unit: 'ms', values: rows.map((r) => r.bootMs), target: TARGETS.bootMs },
      { title: 'Hostile search p99', unit: 'ms', values: rows.map((r) => r.hostileP99), target: 100 },
      { title: 'RSS after the first requests', unit: 'MB', values: rows.map((r) => r.rssAfterWarmMb) },
    ],
    caption,
  );
}

export async function catalogueSizeBench() {
  const own = process.env.DATABASE_URL ? undefined : await startPostgres();
  const databaseUrl = process.env.DATABASE_URL ?? own!.url;
  const rows: SizeRow[] = [];
  let images: ImageRows | undefined;
  let lighthouse: LighthouseRow[] | undefined;
  try {
    for (const [i, size] of SIZES.entries()) {
      console.log(`\n— catalogue size: ${size} benchmark products on top of the demo catalogue`);
      const r = await measureSize(databaseUrl, size, i === SIZES.length - 1);
      rows.push(r.row);
      images ??= r.images;
      lighthouse ??= r.lighthouse;
    }
  } finally {
    own?.stop();
  }
  printSizeRows(rows);
  const dir = path.join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const date = new Date().toISOString();
  const file = path.join(dir, `${date.replace(/[:.]/g, '-')}-catalogue.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        date,
        command: 'npm run bench:catalogue',
        database: 'postgres',
        connections: CONNECTIONS,
        latencyConnections: LATENCY_CONNECTIONS,
        duration: DURATION,
        nodeFlags,
        paths: { list: LIST_PATH, collection: COLLECTION_PAGE, keywords: KEYWORDS },
        targets: TARGETS,
        rows,
        images,
        lighthouse,
      },
      null,
      2,
    ),
  );
  const svg = catalogueSvg(
    rows,
    `x: products listed; ${date}, npm run bench:catalogue, PostgreSQL, node ${process.version}`,
  );
  writeFileSync(path.join(dir, 'catalogue-size.svg'), svg);
  console.log(`written ${path.relative(root, file)} and bench/results/catalogue-size.svg`);
}

// `node bench/catalogue-size.ts --chart bench/results/<time>-catalogue.json` redraws the chart from a results file
if (import.meta.main && process.argv[2] === '--chart') {
  const { readFileSync } = await import('node:fs');
  const saved = JSON.parse(readFileSync(process.argv[3]!, 'utf8')) as { rows: SizeRow[] };
  const caption = `x: products listed; ${path.basename(process.argv[3]!)}, PostgreSQL`;
  writeFileSync(path.join(root, 'bench/results/catalogue-size.svg'), catalogueSvg(saved.rows, caption));
} else if (import.meta.main) await catalogueSizeBench();
