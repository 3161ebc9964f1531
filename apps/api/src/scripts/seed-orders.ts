// npm run seed:orders -- --orders 100000
// Adds N benchmark orders (numbers SD00000001…, ids seed-o-…) with 1–4 lines each to the database named by
// DATABASE_URL, else the embedded one under DATA_DIR (the demo shop is seeded first when the database is empty).
// Deterministic: every value is a function of the order's index, so two runs write the same orders (dated back
// from today): statuses, payment methods and countries spread as a Hong Kong shop's are, over two years, with
// English and Chinese names. Two INSERT … SELECT statements, so 100,000 orders take seconds. A rerun first deletes
// the previous seed-o- orders; `--orders 0` only deletes them. With the embedded database, stop the shop first.
import { parseArgs } from 'node:util';
import { count as countOf, sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { seedIfEmpty } from '../db/seed/seed.ts';

/** orders per statement: keeps PGlite's memory flat on large runs */
const BATCH = 25_000;

/** Writes `count` benchmark orders (after deleting the previous ones); returns the orders in the shop. */
export async function seedBenchOrders(db: Db, count: number, log = console.log): Promise<number> {
  await db.execute(sql`delete from orders where id like 'seed-o-%'`);
  for (let start = 1; start <= count; start += BATCH) {
    const end = Math.min(count, start + BATCH - 1);
    await db.transaction(async (tx) => {
      // h = a scrambled copy of i (Knuth's multiplicative hash): spreads the choices without random()
      await tx.execute(sql`
        insert into orders (id, number, email, access_token_hash, status, cart_type, currency, locale, subtotal,
          discount, gift_wrap_fee, delivery_fee, total, paid_amount, refunded_amount, payment_method, delivery,
          carrier, tracking_number, created_at, updated_at)
        select 'seed-o-' || i, 'SD' || lpad(i::text, 8, '0'),
          (array['mei','kaho','wingyan','siuming','taiman','ada','jason','cherry','kelvin','winnie'])[1 + h % 10]
            || '.' || (array['chan','wong','lee','cheung','lam','ho','ng','leung','tsang','yip'])[1 + (h / 10) % 10]
            || (h % 997) || '@' || (array['gmail.com','yahoo.com.hk','outlook.com','netvigator.com','icloud.com'])[1 + (h / 100) % 5],
          md5(i::text),
          case when s < 45 then 'delivered' when s < 55 then 'shipped' when s < 65 then 'paid'
            when s < 70 then 'packed' when s < 75 then 'awaiting_payment' when s < 83 then 'cancelled'
            when s < 95 then 'expired' else 'refunded' end,
          'single', 'HKD', (array['hk','hk','en','zh','cn'])[1 + (h / 7) % 5],
          sub, 0, 0, case when sub >= 50000 then 0 else 3000 end,
          sub + case when sub >= 50000 then 0 else 3000 end,
          case when s < 70 or s >= 95 then sub + case when sub >= 50000 then 0 else 3000 end else 0 end,
          case when s >= 95 then sub + case when sub >= 50000 then 0 else 3000 end else 0 end,
          case when p < 50 then 'card' when p < 70 then 'fps' when p < 82 then 'payme' when p < 90 then 'alipay'
            else 'bank_transfer' end,
          jsonb_build_object(
            'firstname', (array['Tai Man','Mei Ling','Siu Ming','Ka Yan','Wing Yan','美玲','家豪','詠詩','Ada','Jason'])[1 + (h / 3) % 10],
            'lastname', (array['Chan','Wong','Lee','Cheung','Lam','陳','黃','李','Ho','Ng'])[1 + (h / 11) % 10],
            'calling_code', case when c < 70 then '852' when c < 78 then '853' when c < 86 then '886' else '65' end,
            'contact', (51000000 + (h % 48000000))::text,
            'address', (1 + h % 200) || ' Nathan Road', 'city', 'Kowloon',
            'country', case when c < 70 then 'hk' when c < 78 then 'mo' when c < 86 then 'tw' when c < 91 then 'sg'
              when c < 94 then 'my' when c < 98 then 'cn' else 'us' end),
          case when s < 55 then 'SF Express' end,
          case when s < 55 then 'SF' || (1000000000 + h % 900000000) end,
          d, d
        from (
          select i, h, h % 100 as s, (h / 100) % 100 as p, (h / 10000) % 100 as c,
            (8000 + (h % 120) * 500)::int as sub,
            date_trunc('day', now()) - make_interval(secs => ((h % 63072000))::double precision) as d
          from (select i, ((i::bigint * 2654435761) % 4294967296) as h
                from generate_series(${start}::int, ${end}::int) as i) x
        ) y`);
      // 1–4 lines per order; their prices add up to what the order's subtotal says only roughly (a bench)
      await tx.execute(sql`
        insert into order_items (id, order_id, pid, sku, sub_sku, name, option_name, thumbnail, quantity,
          unit_price, line_total, shipped_quantity)
        select 'seed-l-' || i || '-' || n, 'seed-o-' || i, 'seed-p-' || k, 'SEED-' || k, 'SEED-' || k || '-' || (n % 2),
          jsonb_build_object('eng', (array['Oxygen Serum','Rose Toner','Green Tea Mask','Vitamin C Cream','Pearl Essence'])[1 + k % 5],
            'chi', (array['氧氣精華','玫瑰爽膚水','綠茶面膜','維他命C面霜','珍珠精華'])[1 + k % 5],
            'cn', (array['氧气精华','玫瑰爽肤水','绿茶面膜','维他命C面霜','珍珠精华'])[1 + k % 5]),
          jsonb_build_object('eng', (array['30 ml','50 ml'])[1 + n % 2], 'chi', (array['30 毫升','50 毫升'])[1 + n % 2],
            'cn', (array['30 毫升','50 毫升'])[1 + n % 2]),
          '', 1 + (h / 13) % 3, 20000 + k * 1000, (1 + (h / 13) % 3) * (20000 + k * 1000),
          case when (h % 100) < 55 then 1 + (h / 13) % 3 else 0 end
        from (select i, ((i::bigint * 2654435761) % 4294967296) as h
              from generate_series(${start}::int, ${end}::int) as i) x,
          generate_series(1, 1 + (h / 1000)::int % 4) as n,
          lateral (select ((h / 17 + n * 7) % 40)::int as k) kk`);
    });
    log(`  ${end} / ${count}`);
  }
  await db.execute(sql`analyze orders, order_items`);
  const [row] = await db.select({ n: countOf() }).from(orders);
  return row?.n ?? 0;
}

async function main() {
  const { values } = parseArgs({ options: { orders: { type: 'string' } } });
  const count = Number(values.orders);
  if (values.orders === undefined || !Number.isInteger(count) || count < 0 || count > 2_000_000) {
    console.error('Usage: npm run seed:orders -- --orders 100000   (0 removes the benchmark orders)');
    process.exit(2);
  }
  const started = performance.now();
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || './data',
  });
  try {
    await seedIfEmpty(database.db, { demo: true });
    const total = await seedBenchOrders(database.db, count);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `seed:orders: ${count} benchmark orders on ${database.kind}, ${total} orders in all, in ${seconds.toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
}

if (import.meta.main) await main();
