// node bench/subscriptions-renew.ts: how long the renewal engine takes for 10,000 due subscriptions (goal
// under 60 s on PostgreSQL). DATABASE_URL=postgres://… runs on PostgreSQL (seeded when empty; the bench's rows are
// removed afterwards); unset: a fresh PGlite in a temporary directory. BENCH_SUBSCRIPTIONS changes the count.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedIfEmpty } from '../apps/api/src/db/seed/seed.ts';

const COUNT = Number(process.env.BENCH_SUBSCRIPTIONS ?? 10_000);
const url = process.env.DATABASE_URL;
const dir = url ? null : mkdtempSync(path.join(tmpdir(), 'bench-subs-'));
const database = await openDatabase(url ? { databaseUrl: url, dataDir: '' } : { dataDir: dir! });
try {
  await seedIfEmpty(database.db, { demo: true });
  const now = new Date();
  // one monthly subscription option of the seed, with stock for every renewal; all due an hour ago
  await database.db.execute(sql`
    with opt as (
      select o.sub_sku, o.subscription_parent_sku as parent, p.id as pid, p.sku
      from product_options o join products p on p.id = o.product_id
      where o.is_subscription and o.subscription_inteval_in_month = 1 and o.availability = 'in_stock'
      order by o.sub_sku limit 1
    ), stocked as (
      update product_options set stock = stock + ${COUNT * 2} where sub_sku = (select parent from opt)
    )
    insert into subscriptions (id, user_id, order_item_id, first_order_id, pid, sku, sub_sku, quantity,
      interval_months, currency, country, locale, email, status, anchor_day, next_renewal_at, periods_paid,
      delivery, delivery_fee, payment_method_ref, payment_method_label, reminded_period)
    select 'bench-sub-' || i, 'u_demo_basic', 'bench-line-' || i, 'bench-order-' || i, opt.pid, opt.sku,
      opt.sub_sku, 1, 1, 'HKD', 'hk', 'en', 'bench' || i || '@example.com', 'active',
      extract(day from ${now}::timestamptz)::int, ${now}::timestamptz - interval '1 hour', 1,
      '{"country":"hk","method_kind":"delivery"}'::jsonb, 0, 'sbx_pm_ok_4242_bench', 'Card •••• 4242', 2
    from generate_series(1, ${COUNT}) as i, opt
    on conflict do nothing`);
  const app = await buildApp({
    config: loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    database,
  });
  try {
    const started = performance.now();
    const { outcomes } = await app.renewals.runDue(now);
    const seconds = (performance.now() - started) / 1000;
    const paid = outcomes.filter((o) => o.result === 'paid').length;
    console.log(
      `subscriptions: ${paid} of ${COUNT} due renewals paid in ${seconds.toFixed(1)} s ` +
        `(${(COUNT / seconds).toFixed(0)}/s) on ${url ? 'PostgreSQL' : 'PGlite'}; goal under 60 s on PostgreSQL`,
    );
  } finally {
    await app.close();
  }
  if (url) {
    // leave a shared PostgreSQL as it was: the bench's orders, renewals and subscriptions go
    await database.db.execute(sql`
      delete from orders where id in (select order_id from subscription_renewals where subscription_id like 'bench-sub-%')`);
    await database.db.execute(sql`delete from subscriptions where id like 'bench-sub-%'`);
  }
} finally {
  await database.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
}
