// `node bench/mixed.ts [--shoppers 200] [--warmup 2] [--minutes 10] [--sample 10]`: mixed load on the built server
// (a fresh PGlite, or DATABASE_URL). Virtual shoppers browse, search, fill a bag, read the product page with it and
// check out, each waiting 0.2–1 s between steps (a closed loop: bounded, not a flood). The same load runs through a
// warm-up and then the measured minutes; throughput, latency and RSS growth are those of the measured minutes, errors
// count from the first request. Prints every sample, then writes a JSON and an SVG chart (latency and memory over the
// whole run, the warm-up shaded) into bench/results.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../apps/api/src/db/seed/staff.ts';
import { treeRssMb } from './process-tree.ts';
import { benchServerEnv, mallocEnv, nodeFlags } from './server-settings.ts';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    shoppers: { type: 'string', default: '200' },
    minutes: { type: 'string', default: '10' },
    // the heap, the JIT's code and the allocator's arenas reach their working size in the first two minutes
    // (docs/scaling.md, "Memory"): growth is measured after them, so it shows a leak rather than the warm-up
    warmup: { type: 'string', default: '2' },
    sample: { type: 'string', default: '10' },
  },
});
const SHOPPERS = Number(args.shoppers);
const DURATION_MS = Number(args.minutes) * 60_000;
const WARMUP_MS = Number(args.warmup) * 60_000;
const SAMPLE_MS = Number(args.sample) * 1000;
const DATABASE = process.env.DATABASE_URL ? 'postgres' : 'pglite';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

interface Sample {
  t: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  rssMb: number;
  /** taken during the warm-up (not in the measured figures) */
  warmup: boolean;
}

/** A line chart of latency (p50/p95/p99, left) and RSS (right), one point per sample. */
function svgChart(samples: Sample[], title: string): string {
  const W = 900;
  const H = 420;
  const pad = { l: 60, r: 70, t: 40, b: 40 };
  const tMax = Math.max(1, ...samples.map((s) => s.t));
  const msMax = Math.max(10, ...samples.map((s) => s.p99)) * 1.1;
  const mbMax = Math.max(100, ...samples.map((s) => s.rssMb)) * 1.1;
  const x = (t: number) => pad.l + (t / tMax) * (W - pad.l - pad.r);
  const yMs = (v: number) => H - pad.b - (v / msMax) * (H - pad.t - pad.b);
  const yMb = (v: number) => H - pad.b - (v / mbMax) * (H - pad.t - pad.b);
  const warmEnd = samples.filter((s) => s.warmup).at(-1)?.t ?? 0;
  const line = (key: keyof Sample, y: (v: number) => number, color: string, dash = '') =>
    `<polyline fill="none" stroke="${color}" stroke-width="2" ${dash ? `stroke-dasharray="${dash}"` : ''} points="${samples
      .map((s) => `${x(s.t).toFixed(1)},${y(s[key] as number).toFixed(1)}`)
      .join(' ')}"/>`;
  const ticks = [0, 0.25, 0.5, 0.75, 1]
    .map(
      (f) =>
        `<text x="${pad.l - 6}" y="${yMs(f * msMax) + 4}" text-anchor="end">${Math.round(f * msMax)}</text>` +
        `<text x="${W - pad.r + 6}" y="${yMb(f * mbMax) + 4}">${Math.round(f * mbMax)}</text>` +
        `<text x="${x(f * tMax)}" y="${H - pad.b + 16}" text-anchor="middle">${Math.round(f * tMax)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" font-family="sans-serif" font-size="12">
<rect width="100%" height="100%" fill="#fff"/>
<text x="${pad.l}" y="22" font-size="14">${title}</text>
<rect x="${pad.l}" y="${pad.t}" width="${x(warmEnd) - pad.l}" height="${H - pad.t - pad.b}" fill="#f1f3f5"/>
${warmEnd ? `<text x="${pad.l + 6}" y="${H - pad.b - 8}" fill="#868e96">warm-up</text>` : ''}
<rect x="${pad.l}" y="${pad.t}" width="${W - pad.l - pad.r}" height="${H - pad.t - pad.b}" fill="none" stroke="#ccc"/>
${ticks}
<text x="12" y="${pad.t - 8}">ms</text><text x="${W - pad.r + 6}" y="${pad.t - 8}">RSS MB</text>
<text x="${W / 2}" y="${H - 6}" text-anchor="middle">seconds</text>
${line('p50', yMs, '#2b8a3e')}${line('p95', yMs, '#e67700')}${line('p99', yMs, '#c92a2a')}${line('rssMb', yMb, '#1c7ed6', '6 4')}
<text x="${W - pad.r - 220}" y="${pad.t + 16}" fill="#2b8a3e">p50</text><text x="${W - pad.r - 185}" y="${pad.t + 16}" fill="#e67700">p95</text><text x="${W - pad.r - 150}" y="${pad.t + 16}" fill="#c92a2a">p99</text><text x="${W - pad.r - 115}" y="${pad.t + 16}" fill="#1c7ed6">RSS (dashed)</text>
</svg>
`;
}

async function main() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-mixed-'));
  const server = spawn(process.execPath, [...nodeFlags, path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...benchServerEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // every virtual shopper comes from this machine
      RATE_LIMIT_ALLOWLIST: '127.0.0.1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const latencies: number[] = [];
  let errors = 0;
  const errorKinds = new Map<string, number>();
  let totalErrors = 0;
  const all: number[] = [];
  try {
    const until = Date.now() + 90_000;
    while (
      !(await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > until) throw new Error('server did not come up');
      await new Promise((r) => setTimeout(r, 200));
    }
    const products = (await (await fetch(`${base}/api/v1/product?channel=4&limit=20`)).json()) as {
      _id: string;
      sku: string;
      path: string;
      product_option: { sub_sku: string; is_subscription: boolean; display: { purchasable: boolean } }[];
    }[];
    const buyable = products
      .map((p) => ({ p, o: p.product_option.find((o) => !o.is_subscription && o.display.purchasable) }))
      .filter((x) => x.o)
      .slice(0, 5);
    // stock for a long run: the owner adds it through the back office, as a shop would
    const owner = DEMO_STAFF.find((s) => s.role === 'owner')!;
    const csrf0 = 'mixed-csrf-0123456789';
    const login = await fetch(`${base}/api/v1/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `shop_csrf=${csrf0}`, 'x-csrf-token': csrf0 },
      body: JSON.stringify({ email: owner.email, password: DEMO_STAFF_PASSWORD }),
    });
    const staffCsrf = ((await login.json()) as { csrf: string }).csrf;
    const staffCookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    for (const { o } of buyable) {
      const r = await fetch(`${base}/api/v1/admin/stock/${o!.sub_sku}/adjustments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: staffCookie, 'x-csrf-token': staffCsrf },
        body: JSON.stringify({ delta: 1_000_000, reason: 'mixed-load bench' }),
      });
      if (!r.ok) throw new Error(`stock top-up: ${r.status} ${await r.text()}`);
    }
    const methods = (
      (await (await fetch(`${base}/api/v1/delivery-methods?country=hk`)).json()) as {
        methods: { _id: string; kind: string }[];
      }
    ).methods;
    const delivery = methods.find((m) => m.kind === 'delivery')!._id;
    const rssAfterBoot = treeRssMb(server.pid!);
    const started = Date.now();
    const measuredFrom = started + WARMUP_MS;
    const end = measuredFrom + DURATION_MS;

    async function call(name: string, url: string, init: RequestInit = {}, ok = (s: number) => s < 400) {
      const t0 = performance.now();
      try {
        const res = await fetch(base + url, { ...init, signal: AbortSignal.timeout(30_000) });
        const body = await res.text();
        latencies.push(performance.now() - t0);
        if (!ok(res.status)) {
          errors++;
          errorKinds.set(`${name} ${res.status}`, (errorKinds.get(`${name} ${res.status}`) ?? 0) + 1);
        }
        return { res, body };
      } catch (e) {
        latencies.push(performance.now() - t0);
        errors++;
        errorKinds.set(
          `${name} ${(e as Error).name}`,
          (errorKinds.get(`${name} ${(e as Error).name}`) ?? 0) + 1,
        );
        return null;
      }
    }
    const think = () => new Promise((r) => setTimeout(r, 200 + Math.random() * 800));

    async function shopper(i: number) {
      const csrf = `mixed-${i}-csrf-0123456789`;
      let cookie = `shop_csrf=${csrf}`;
      const json = (body: unknown): RequestInit => ({
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrf },
        body: JSON.stringify(body),
      });
      let n = 0;
      while (Date.now() < end) {
        const { p, o } = buyable[(i + n++) % buyable.length]!;
        await call('home', '/en');
        await think();
        await call('collection', '/en/collection/skin-care');
        await think();
        await call('search', `/api/v1/product/autocomplete?channel=4&keyword=${encodeURIComponent('精華')}`);
        await think();
        const add = await call(
          'bag',
          '/api/v1/cart',
          json({ pid: p._id, sku: p.sku, sub_sku: o!.sub_sku, quantity: 1, currency: 'HKD' }),
        );
        const sid = add?.res.headers
          .getSetCookie()
          .map((c) => c.split(';')[0] ?? '')
          .find((c) => c.startsWith('shop_sid='));
        if (sid && !cookie.includes('shop_sid=')) cookie += `; ${sid}`;
        await think();
        // the product page with a bag: rendered for this shopper, never the guest page cache
        await call('product page', `/en${p.path}`, { headers: { cookie } });
        await think();
        if (n % 3 === 0) {
          const body = {
            cart_type: 'single',
            currency: 'HKD',
            email: `mixed-${i}-${n}@example.com`,
            delivery_method: delivery,
            delivery_firstname: 'Tai Man',
            delivery_lastname: 'Chan',
            delivery_calling_code: '852',
            delivery_contact: '91234567',
            delivery_address: "1 Queen's Road",
            delivery_country_key: 'hk',
            locale: 'en',
          };
          const quote = await call('quote', '/api/v1/order/quote', json(body));
          if (quote?.res.ok) {
            const total = (JSON.parse(quote.body) as { total: number }).total;
            await call(
              'order',
              '/api/v1/order/create',
              json({ ...body, payment_method: 'card', expected_total: total }),
            );
          }
          await think();
        }
      }
    }

    const samples: Sample[] = [];
    const sampler = setInterval(() => {
      const sorted = latencies.splice(0).sort((a, b) => a - b);
      const warmup = Date.now() <= measuredFrom;
      if (!warmup) all.push(...sorted);
      totalErrors += errors;
      const s: Sample = {
        warmup,
        t: Math.round((Date.now() - started) / 1000),
        rps: Math.round(sorted.length / (SAMPLE_MS / 1000)),
        p50: Math.round(pct(sorted, 50)),
        p95: Math.round(pct(sorted, 95)),
        p99: Math.round(pct(sorted, 99)),
        errors,
        rssMb: treeRssMb(server.pid!),
      };
      errors = 0;
      samples.push(s);
      console.log(
        `${String(s.t).padStart(5)} s  ${String(s.rps).padStart(5)} req/s  p50 ${s.p50} ms  p95 ${s.p95} ms  p99 ${s.p99} ms  errors ${s.errors}  RSS ${s.rssMb} MB${s.warmup ? '  (warm-up)' : ''}`,
      );
    }, SAMPLE_MS);
    // shoppers arrive over the first 10 s, not all in the same millisecond
    await Promise.all(
      Array.from({ length: SHOPPERS }, (_, i) =>
        new Promise((r) => setTimeout(r, (i / SHOPPERS) * 10_000)).then(() => shopper(i)),
      ),
    );
    clearInterval(sampler);
    all.push(...latencies.splice(0));
    totalErrors += errors;
    all.sort((a, b) => a - b);
    const seconds = (Date.now() - measuredFrom) / 1000;
    const last = samples.at(-1)?.rssMb ?? rssAfterBoot;
    const growth = (from: number) => +((100 * (last - from)) / from).toFixed(1);
    // the figure the earlier runs printed, from the 20-second sample of the whole run
    const twentySeconds = samples[Math.min(1, samples.length - 1)]?.rssMb ?? rssAfterBoot;
    // the RSS when the measured minutes began (the last warm-up sample); without a warm-up, the 20-second sample
    const start = samples.filter((s) => s.warmup).at(-1)?.rssMb ?? twentySeconds;
    const summary = {
      date: new Date().toISOString(),
      database: DATABASE,
      shoppers: SHOPPERS,
      warmupSeconds: WARMUP_MS / 1000,
      seconds: Math.round(seconds),
      requests: all.length,
      rps: Math.round(all.length / seconds),
      p50: Math.round(pct(all, 50)),
      p95: Math.round(pct(all, 95)),
      p99: Math.round(pct(all, 99)),
      errors: totalErrors,
      errorKinds: Object.fromEntries(errorKinds),
      rss: {
        afterBootMb: rssAfterBoot,
        measuredFromMb: start,
        lastMb: last,
        growthPct: growth(start),
        at20sMb: twentySeconds,
        growthFrom20sPct: growth(twentySeconds),
      },
      nodeFlags,
      mallocEnv,
      command: `node bench/mixed.ts --shoppers ${SHOPPERS} --warmup ${args.warmup} --minutes ${args.minutes}${DATABASE === 'postgres' ? ' (DATABASE_URL set)' : ''}`,
      samples,
    };
    console.log(
      `\n${SHOPPERS} shoppers, ${args.warmup} min warm-up, then ${summary.seconds} s measured, ${DATABASE}: ${summary.requests} requests, ${summary.rps} req/s, p50 ${summary.p50} ms, p95 ${summary.p95} ms, p99 ${summary.p99} ms; errors in the whole run ${summary.errors}`,
    );
    if (errorKinds.size) console.table(Object.fromEntries(errorKinds));
    console.log(
      `RSS (server process tree): ${rssAfterBoot} MB after boot, ${summary.rss.measuredFromMb} MB when the measured minutes began, ${last} MB at the end: ${summary.rss.growthPct}% over the measured minutes (${summary.rss.growthFrom20sPct}% from ${twentySeconds} MB at 20 s)`,
    );
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    const stem = path.join(root, 'bench/results', `mixed-${DATABASE}-${summary.date.replace(/[:.]/g, '-')}`);
    writeFileSync(`${stem}.json`, JSON.stringify(summary, null, 2));
    writeFileSync(
      `${stem}.svg`,
      svgChart(
        samples,
        `Mixed load: ${SHOPPERS} shoppers, ${DATABASE}, ${summary.rps} req/s, ${summary.errors} errors, RSS ${summary.rss.growthPct >= 0 ? '+' : ''}${summary.rss.growthPct}% after the warm-up`,
      ),
    );
    console.log(`written ${path.relative(root, stem)}.json and .svg`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
