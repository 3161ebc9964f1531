// First-load JavaScript per page type, with React + React Router (the framework chunk) on a line of its own and
// everything else a page loads (route code, locale messages, shell) held to a budget: 40 KB gzip on catalogue
// pages, 70 KB on checkout. Used by bench/run.ts; `npm run bench:js` builds once, starts the built server on a
// fresh database and prints only these rows and the Lighthouse scores of home, collection, product and checkout
// (BENCH_LIGHTHOUSE=0 leaves Lighthouse out, BENCH_PORT picks the server's port, BENCH_JS_FILES=1 lists each file).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { lighthouseScores, type LighthouseRow } from './lighthouse.ts';
import { benchServerEnv, freePort, nodeFlags, waitForDemoPhotos } from './server-settings.ts';

/** A page the bench loads: its budget for the non-framework JS (none: measured, not held to one). */
export interface JsPage {
  name: string;
  path: string;
  budgetKB?: number;
  /** the page needs a shopper's cookies to be meaningful (checkout with an item in the bag) */
  cookie?: string;
}

export interface JsRow {
  files: number;
  gzipKB: number;
  wireKB: number;
  /** React, react-dom and React Router: the `framework` code-splitting group of apps/web/vite.config.ts */
  frameworkKB: number;
  /** everything else the first load ran */
  restKB: number;
  budgetKB: number | null;
  pass: boolean | null;
  /** each script and its gzip -9 KB, biggest first (the chunk's hash left out) */
  scripts: { file: string; gzipKB: number }[];
}

export const CATALOGUE_BUDGET_KB = 40;
export const CHECKOUT_BUDGET_KB = 70;

/** The page types of the shop, with the budgets of the storefront's performance targets (docs/scaling.md). */
export function jsPages(productPath: string, bagCookie?: string): JsPage[] {
  return [
    { name: 'home', path: '/', budgetKB: CATALOGUE_BUDGET_KB },
    { name: 'collection', path: '/en/collection/skin-care', budgetKB: CATALOGUE_BUDGET_KB },
    { name: 'product', path: `/en${productPath}`, budgetKB: CATALOGUE_BUDGET_KB },
    { name: 'treatment', path: '/en/treatment/signature-oxygen-facial', budgetKB: CATALOGUE_BUDGET_KB },
    { name: 'content', path: '/en/shipping', budgetKB: CATALOGUE_BUDGET_KB },
    { name: 'register', path: '/en/register' },
    { name: 'contact', path: '/en/contactus' },
    // the checkout form needs an item in the bag; an empty bag shows a short 'your bag is empty' page
    { name: 'checkout', path: '/en/checkout', budgetKB: CHECKOUT_BUDGET_KB, cookie: bagCookie },
  ];
}

const kb = (bytes: number) => +(bytes / 1024).toFixed(1);

/**
 * The framework chunk(s): among the entry's static imports in React Router's manifest (what every page loads
 * before hydrating), the chunk the `framework` group of vite.config.ts emits. None found is an error, so a renamed
 * group never silently counts React as the shop's own code.
 */
async function frameworkFiles(page: Page): Promise<Set<string>> {
  const imports = await page.evaluate(() => {
    const m = (
      window as unknown as { __reactRouterManifest?: { entry: { module: string; imports: string[] } } }
    ).__reactRouterManifest;
    return m ? [m.entry.module, ...m.entry.imports] : [];
  });
  const framework = imports.filter((u) => /\/framework-[\w-]+\.js$/.test(u));
  if (!framework.length)
    throw new Error(`no framework chunk among the entry's imports: ${imports.join(', ') || '(no manifest)'}`);
  return new Set(framework.map((u) => new URL(u, page.url()).pathname));
}

/**
 * The JS a first visit loads, as Chromium fetches it (static imports, route chunks and the locale catalogue):
 * gzip -9 bytes of each script and the bytes on the wire (brotli where the browser took it). Fresh profile per page.
 */
export async function firstLoadJs(browser: Browser, base: string, pages: JsPage[]) {
  const out: Record<string, JsRow> = {};
  for (const p of pages) {
    const context = await browser.newContext();
    if (p.cookie)
      await context.addCookies(
        p.cookie.split('; ').map((c) => {
          const i = c.indexOf('=');
          return { name: c.slice(0, i), value: c.slice(i + 1), url: base };
        }),
      );
    const page = await context.newPage();
    const scripts: Promise<{ path: string; gz: number; wire: number }>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      scripts.push(
        (async () => {
          const body = await res.body();
          const sizes = await res.request().sizes();
          return {
            path: new URL(res.url()).pathname,
            gz: gzipSync(body, { level: 9 }).length,
            wire: sizes.responseBodySize,
          };
        })(),
      );
    });
    await page.goto(base + p.path, { waitUntil: 'networkidle' });
    const framework = await frameworkFiles(page);
    const got = await Promise.all(scripts);
    const sum = (list: typeof got) => list.reduce((n, s) => n + s.gz, 0);
    const frameworkKB = kb(sum(got.filter((s) => framework.has(s.path))));
    const restKB = kb(sum(got.filter((s) => !framework.has(s.path))));
    out[p.name] = {
      files: got.length,
      gzipKB: kb(sum(got)),
      wireKB: kb(got.reduce((n, s) => n + s.wire, 0)),
      frameworkKB,
      restKB,
      budgetKB: p.budgetKB ?? null,
      pass: p.budgetKB === undefined ? null : restKB <= p.budgetKB,
      scripts: got
        .map((s) => ({ file: path.basename(s.path).replace(/-[\w-]{8}\.js$/, '.js'), gzipKB: kb(s.gz) }))
        .sort((a, b) => b.gzipKB - a.gzipKB),
    };
    await context.close();
  }
  return out;
}

export function printFirstLoadJs(js: Record<string, JsRow>) {
  console.log('first-load JS (Chromium, fresh profile; gzip -9 KB):');
  console.table(
    Object.entries(js).map(([page, v]) => ({
      page,
      files: v.files,
      'framework KB': v.frameworkKB,
      'rest KB': v.restKB,
      budget: v.budgetKB ?? '',
      '': v.pass === null ? '' : v.pass ? 'pass' : 'OVER',
      'total KB': v.gzipKB,
      'on the wire KB': v.wireKB,
    })),
  );
  if (process.env.BENCH_JS_FILES === '1')
    for (const [page, v] of Object.entries(js))
      console.log(`${page}: ${v.scripts.map((s) => `${s.file} ${s.gzipKB}`).join(', ')}`);
}

/** The pages Lighthouse scores: checkout with an item in the bag (its cookie on every request). */
export async function lighthouseRows(base: string, productPath: string, bagCookie: string) {
  const rows: LighthouseRow[] = await lighthouseScores(base, [
    ['home', '/'],
    ['collection', '/en/collection/skin-care'],
    ['product', `/en${productPath}`],
  ]);
  rows.push(
    ...(await lighthouseScores(base, [['checkout', '/en/checkout']], {
      extraHeaders: { cookie: bagCookie },
    })),
  );
  return rows;
}

const CSRF = 'bench-csrf-token-0123456789';

/** A guest bag with one item of the most popular product: its cookies (the server issues the bag's id). */
export async function guestBag(base: string) {
  const product = (
    (await (await fetch(`${base}/api/v1/product?channel=4&limit=1&sort=popularity`)).json()) as {
      _id: string;
      sku: string;
      path: string;
      product_option: { sub_sku: string; is_subscription: boolean; display: { purchasable: boolean } }[];
    }[]
  )[0]!;
  const option = product.product_option.find((o) => !o.is_subscription && o.display.purchasable)!;
  const res = await fetch(`${base}/api/v1/cart`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `shop_csrf=${CSRF}`, 'x-csrf-token': CSRF },
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
  return { productPath: product.path, cookie: `shop_csrf=${CSRF}; ${sid}` };
}

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

/** `npm run bench:js`: the built server on a fresh PGlite, the JS rows, then Lighthouse; written to bench/results. */
async function main() {
  const root = path.resolve(import.meta.dirname, '..');
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-js-'));
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
    const bag = await guestBag(base);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    });
    const js = await firstLoadJs(browser, base, jsPages(bag.productPath, bag.cookie)).finally(() =>
      browser.close(),
    );
    printFirstLoadJs(js);
    const lighthouse =
      process.env.BENCH_LIGHTHOUSE === '0' ? [] : await lighthouseRows(base, bag.productPath, bag.cookie);
    if (lighthouse.length) console.table(lighthouse);
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    const file = path.join(
      root,
      'bench/results',
      `js-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
    );
    writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), js, lighthouse }, null, 2));
    console.log(`written ${path.relative(root, file)}`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
