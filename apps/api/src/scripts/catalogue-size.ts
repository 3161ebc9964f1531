// Prints how the storefront catalogue's lists, search and category counts grow with the catalogue (7-10, 7-11,
// 2.7-01): seeds the demo shop, adds plain generated products (SQL generate_series) up to each size, and times the
// product service directly (no HTTP, no answer cache; the product entry cache warm, as in steady state).
//   node apps/api/src/scripts/catalogue-size.ts                      (embedded PGlite, in memory)
//   DATABASE_URL=postgres://shop@127.0.0.1:54329/wtcat_bench node apps/api/src/scripts/catalogue-size.ts
// The database named by DATABASE_URL is emptied of generated products first; use a scratch one.
// A measurement, not a test: nothing here passes or fails.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';
import { collections } from '../db/schema.ts';
import { seedIfEmpty } from '../db/seed/seed.ts';
import { createProductService, type ListQuery } from '../modules/product/product.service.ts';
import { createSettingsService } from '../modules/settings/settings.service.ts';
import { categoryCounts, searchProducts } from '../modules/product/storefront.repository.ts';
import { normalizeSearchText } from '../lib/search-text.ts';

const SIZES = (process.env.SIZES ?? '2000,20000').split(',').map(Number);
const RUNS = Number(process.env.RUNS) || 30;

const database = process.env.DATABASE_URL
  ? await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: '' })
  : await openDatabase({ dataDir: '', pglite: await PGlite.create({ extensions: { pg_trgm } }) });
const { db } = database;
await seedIfEmpty(db);
await db.execute(sql`delete from products where id like 'gen\\_%'`);
await db
  .insert(collections)
  .values({
    key: 'gen_auto',
    handle: 'gen-auto',
    name: { eng: 'Generated', chi: 'Generated', cn: 'Generated' },
    kind: 'automatic',
    rules: {
      match: 'all',
      conditions: [
        { field: 'category', op: 'eq', value: 'serum' },
        { field: 'price', op: 'lte', value: 40_000 },
        { field: 'in_stock', op: 'eq', value: true },
      ],
    },
  })
  .onConflictDoNothing();

const settings = createSettingsService(db, { cacheSeconds: 60 });
const products = createProductService(db, settings);
const shopper = {
  currency: 'HKD' as const,
  country: 'hk' as const,
  memberGroupIds: [],
  memberGroupTiers: [],
};

/** Adds generated products (two options each) until the catalogue holds `size` products. */
async function growTo(size: number) {
  // node-postgres and PGlite both answer { rows }
  const counted = (await db.execute(sql`select count(*)::int as n from products`)) as unknown as {
    rows: { n: number }[];
  };
  const n = counted.rows[0]!.n;
  if (n >= size) return;
  const from = n + 1;
  await db.execute(sql`
    insert into products (id, sku, name, brand_key, categories, collections, thumbnail, product_thumbnail, detail,
      unique_url, price_hkd, price_usd, popularity, priority, search_text, created_at)
    select 'gen_' || i, 'GEN-' || i,
      jsonb_build_object('eng', 'Generated Serum ' || i || ' Hydrating', 'chi', '生成精華 ' || i, 'cn', '生成精华 ' || i),
      (select key from brands order by key limit 1 offset (i % 2)),
      array[(array['serum', 'cleanser', 'mask', 'toner', 'shampoo'])[1 + i % 5]],
      case when i % 7 = 0 then array['new_arrival'] else '{}'::text[] end,
      '/media/p/GEN-' || i || '/1.svg', jsonb_build_array('/media/p/GEN-' || i || '/1.svg'), '[]'::jsonb,
      'gen-' || i, 10000 + (i * 37) % 50000, 1300 + (i * 5) % 6500, (i * 7919) % 1000, i % 3,
      lower('generated serum ' || i || ' hydrating 生成精華 ' || i || ' 生成精華 ' || i || ' gen-' || i),
      now() - (i || ' minutes')::interval
    from generate_series(${from}::int, ${size}::int) as i`);
  await db.execute(sql`
    insert into product_options (sub_sku, product_id, position, name, availability, price_hkd, price_usd, stock)
    select 'GEN-' || i || '-' || k, 'gen_' || i, k, jsonb_build_object('eng', k || '0 ml', 'chi', k || '0 ml', 'cn', k || '0 ml'),
      case when (i + k) % 9 = 0 then 'pre_order' else 'in_stock' end, (10000 + (i * 37) % 50000) * k, (1300 + (i * 5) % 6500) * k,
      (i + k) % 4
    from generate_series(${from}::int, ${size}::int) as i, generate_series(1, 2) as k`);
  await db.execute(sql`analyze products`);
  await db.execute(sql`analyze product_options`);
}

async function time(label: string, fn: () => Promise<unknown>) {
  await fn();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  const at = (p: number) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))]!.toFixed(1);
  return `${label.padEnd(34)} p50 ${at(0.5).padStart(7)} ms   p95 ${at(0.95).padStart(7)} ms`;
}

// the SQL itself: the service keeps recent answers in a small LRU, which would time a cache hit
const search = (keyword: string) => () => searchProducts(db, normalizeSearchText(keyword), 20);
const list = (q: Partial<ListQuery>) => () => products.list({ page: 1, limit: 20, ...q }, shopper);
console.log(`catalogue size on ${database.kind}; ${RUNS} runs each after one warm-up`);
for (const size of SIZES) {
  const grow = performance.now();
  await growTo(size);
  console.log(`\n${size} products (generated in ${((performance.now() - grow) / 1000).toFixed(1)} s)`);
  for (const line of [
    await time('list, popularity, page 1', list({})),
    await time('list, popularity, page 50', list({ page: 50 })),
    await time('list, new', list({ sort: 'new' })),
    await time('list, price ascending', list({ sort: 'price_asc' })),
    await time('list, category serum', list({ category: 'serum' })),
    await time('list, automatic collection', list({ collection: 'gen_auto' })),
    await time('list, products listing a collection', list({ collection: 'new_arrival' })),
    await time('category counts (SQL)', () => categoryCounts(db, {})),
    await time('search "serum" (English, many hits)', search('serum')),
    await time('search "生成精华" (Simplified)', search('生成精华')),
    await time('search "hydr" (word start)', search('hydr')),
    await time('search one product "gen-1234"', search('gen-1234')),
    await time('search nothing found', search('zzqqxx')),
    await time('search with LIKE characters "%_"', search('%_')),
  ])
    console.log(line);
  console.log(`product entries cached: ${products.cachedEntries()}`);
}
await database.close();
