// npm run seed:catalogue -- --products 20000
// Adds N benchmark products ON TOP of the demo catalogue (seeded first when the database is empty, as the shop
// does on its first start) to the database named by DATABASE_URL, else the embedded one under DATA_DIR: names in
// English, Traditional and Simplified Chinese, 1–3 sizes with HKD and USD prices, stock, some subscriptions,
// categories, collections, tags and images reused from the demo products. Their skus start with BENCH-; a rerun
// first deletes the previous BENCH- rows, so `--products 0` takes the shop back to the demo catalogue. With the
// embedded database, stop the shop first: one process at a time opens it.
import { parseArgs } from 'node:util';
import { like, sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../db/client.ts';
import { products, productOptions, stockLedger, brands } from '../db/schema.ts';
import { seedIfEmpty } from '../db/seed/seed.ts';
import { BENCH_SKU_PREFIX, benchProduct } from './seed-catalogue-products.ts';

export { BENCH_SKU_PREFIX, benchProduct };
/** products per transaction: a few multi-row statements each, well under PostgreSQL's 65,535 parameters */
const BATCH = 500;

/** Deletes the previous benchmark rows, then writes `count` new ones in batches; returns the products now listed. */
export async function seedBenchCatalogue(db: Db, count: number, log = console.log): Promise<number> {
  await db.transaction(async (tx) => {
    await tx.delete(stockLedger).where(like(stockLedger.subSku, `${BENCH_SKU_PREFIX}%`));
    // options, offers and redirects go with their product (on delete cascade)
    await tx.delete(products).where(like(products.sku, `${BENCH_SKU_PREFIX}%`));
  });
  const brandKeys = (await db.select({ key: brands.key }).from(brands)).map((b) => b.key);
  const demo = await db
    .select({ thumbnail: products.thumbnail, gallery: products.productThumbnail })
    .from(products)
    .limit(8);
  if (!brandKeys.length || !demo.length) throw new Error('the demo catalogue is missing: seed it first');
  for (let start = 0; start < count; start += BATCH) {
    const made = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) =>
      benchProduct(start + k, brandKeys, demo),
    );
    const options = made.flatMap((m) => m.options);
    await db.transaction(async (tx) => {
      await tx.insert(products).values(made.map((m) => m.product));
      await tx.insert(productOptions).values(options);
      // the ledger starts with what is on the shelf, as the demo seed's does
      const opening = options.filter((o) => !o.isSubscription && (o.stock ?? 0) > 0);
      if (opening.length)
        await tx.insert(stockLedger).values(
          opening.map((o) => ({
            id: `seed-${o.subSku}`,
            subSku: o.subSku,
            delta: o.stock!,
            balanceAfter: o.stock!,
            reason: 'opening balance',
            actor: 'seed',
          })),
        );
    });
    if (count > BATCH * 4 && (start / BATCH) % 10 === 9) log(`  ${start + made.length} / ${count}`);
  }
  await db.execute(sql`analyze products, product_options`);
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
  return row?.n ?? 0;
}

async function main() {
  const { values } = parseArgs({ options: { products: { type: 'string' } } });
  const count = Number(values.products);
  if (values.products === undefined || !Number.isInteger(count) || count < 0 || count > 1_000_000) {
    console.error('Usage: npm run seed:catalogue -- --products 20000   (0 removes the benchmark products)');
    process.exit(2);
  }
  const started = performance.now();
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || './data',
  });
  try {
    // an empty database gets what the demo shop's first start writes (SEED_DEMO)
    await seedIfEmpty(database.db, { demo: true });
    const total = await seedBenchCatalogue(database.db, count);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `seed:catalogue: ${count} ${BENCH_SKU_PREFIX} products on ${database.kind}, ${total} products in all, ` +
        `in ${seconds.toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
}

if (import.meta.main) await main();
