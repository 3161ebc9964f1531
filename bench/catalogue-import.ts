// node bench/catalogue-import.ts (npm run bench:import): how long the catalogue import takes for a 5,000-row CSV
// through the API (check and write in one transaction) into a fresh embedded database (PGlite in a temporary
// directory). BENCH_IMPORT_ROWS changes the count, BENCH_IMPORT_OPTIONS the options per product (4; 1 with 20,000
// rows makes a 20,000-product catalogue). Prints rows/s and seconds (goal under 60 s), then how long the back
// office's product list takes with its filters and sorts on that catalogue.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeCatalogueCsv, type CatalogueCsvRow } from '@shop/core';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedIfEmpty } from '../apps/api/src/db/seed/seed.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../apps/api/src/db/seed/staff.ts';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 5_000);
/** Each product: three sizes and a monthly subscription of the first. */
const PER_PRODUCT = Math.max(1, Number(process.env.BENCH_IMPORT_OPTIONS ?? 4));

function catalogueFile(rows: number): string {
  const out: CatalogueCsvRow[] = [];
  for (let p = 0; out.length < rows; p++) {
    const sku = `BENCH-${String(p).padStart(5, '0')}`;
    const handle = `bench-product-${p}`;
    for (let o = 0; o < PER_PRODUCT && out.length < rows; o++) {
      const sub = PER_PRODUCT > 1 && o === PER_PRODUCT - 1;
      const optionSku = sub ? `${sku}-1-S1M` : `${sku}-${o + 1}`;
      out.push({
        handle,
        sku,
        ...(o === 0
          ? {
              title_en: `Bench serum ${p}`,
              title_zh_hant: `測試精華 ${p}`,
              title_zh_hans: `测试精华 ${p}`,
              brand: 'oxygen_ceuticals',
              type: 'product',
              categories: 'skin_care|serum',
              tags: 'new',
              published: 'true',
              body_html_en: `<h2>Bench serum ${p}</h2><p>A light serum with <strong>hyaluronic acid</strong>.</p>`,
              body_html_zh_hant: `<p>測試精華 ${p}</p>`,
              body_html_zh_hans: `<p>测试精华 ${p}</p>`,
              seo_title_en: `Bench serum ${p}`,
            }
          : {}),
        option_sku: optionSku,
        option_title_en: sub ? '30 ml, every month' : `${30 * (o + 1)} ml`,
        price_hkd: sub ? '342.00' : `${380 + o * 100}.00`,
        price_usd: sub ? '44.00' : `${49 + o * 13}.00`,
        compare_at_price_hkd: sub ? '380.00' : '',
        compare_at_price_usd: sub ? '49.00' : '',
        stock: sub ? '' : 20,
        low_stock: 5,
        availability: 'in_stock',
        subscription_parent_sku: sub ? `${sku}-1` : '',
        subscription_months: sub ? 1 : '',
        member_groups: '',
      });
    }
  }
  return writeCatalogueCsv(out);
}

const dir = mkdtempSync(path.join(tmpdir(), 'bench-import-'));
const database = await openDatabase({ dataDir: dir });
try {
  await seedIfEmpty(database.db, { demo: true });
  const app = await buildApp({
    config: loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dir }),
    database,
  });
  try {
    const owner = DEMO_STAFF.find((s) => s.role === 'owner')!;
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/login',
      // the double-submit pair a sign-in page sends
      cookies: { shop_csrf: 'bench-csrf-token-0123456789' },
      headers: { 'x-csrf-token': 'bench-csrf-token-0123456789' },
      payload: { email: owner.email, password: DEMO_STAFF_PASSWORD },
    });
    if (login.statusCode !== 200) throw new Error(`staff sign-in: ${login.statusCode} ${login.body}`);
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const csrf = (login.json() as { csrf: string }).csrf;
    const file = catalogueFile(ROWS);
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/products/import',
      headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'text/csv' },
      payload: file,
    });
    const seconds = (performance.now() - started) / 1000;
    if (res.statusCode !== 200) throw new Error(`import: ${res.statusCode} ${res.body.slice(0, 2000)}`);
    const report = res.json() as { products: { create: number }; options: { create: number } };
    console.log(
      `catalogue import: ${ROWS} rows (${report.products.create} products, ${report.options.create} options, ` +
        `${(file.length / 1024 / 1024).toFixed(1)} MB) in ${seconds.toFixed(1)} s ` +
        `(${(ROWS / seconds).toFixed(0)} rows/s) on PGlite; goal under 60 s`,
    );
    // the list a shop owner pages through: each filter and sort once warm, the median of five
    const lists = [
      '',
      '?sort=-price',
      '?sort=stock',
      '?stock=low&sort=name',
      '?status=published&type=product&tag=new&collection=face',
      '?q=serum%2012',
    ];
    const timings: string[] = [];
    for (const q of lists) {
      const runs: number[] = [];
      for (let i = 0; i < 6; i++) {
        const t0 = performance.now();
        const r = await app.inject({ url: `/api/v1/admin/products${q}`, headers: { cookie } });
        if (r.statusCode !== 200) throw new Error(`list ${q}: ${r.statusCode} ${r.body}`);
        if (i > 0) runs.push(performance.now() - t0);
      }
      runs.sort((a, b) => a - b);
      timings.push(`${q || '(no filter)'} ${runs[2]!.toFixed(0)} ms`);
    }
    const total = (
      await app.inject({ url: '/api/v1/admin/products?limit=1', headers: { cookie } })
    ).json() as {
      total: number;
    };
    console.log(`product list at ${total.total} products (page of 25): ${timings.join(', ')}`);
  } finally {
    await app.close();
  }
} finally {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
