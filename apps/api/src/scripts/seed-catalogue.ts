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
import { products, productOptions, stockLedger, brands, type ProductCopy } from '../db/schema.ts';
import { seedIfEmpty } from '../db/seed/seed.ts';
import { toSimplified } from '../lib/chinese-script.ts';
import { normalizeSearchText } from '../lib/search-text.ts';
import { EFFECTS, FORMS, INGREDIENTS, LINES, TAGS, type Form } from './seed-catalogue-words.ts';

export const BENCH_SKU_PREFIX = 'BENCH-';
/** products per transaction: a few multi-row statements each, well under PostgreSQL's 65,535 parameters */
const BATCH = 500;
const SUBSCRIPTION_RATE = 0.9;

/** A small deterministic generator: the same N gives the same catalogue on every run. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type ProductRow = typeof products.$inferInsert;
type OptionRow = typeof productOptions.$inferInsert;

interface Photos {
  thumbnail: string;
  gallery: string[];
}

/** Memoized Simplified forms: a few hundred distinct words, 20,000 names. */
const simplified = new Map<string, string>();
const cn = (chi: string) => {
  let v = simplified.get(chi);
  if (v === undefined) simplified.set(chi, (v = toSimplified(chi)));
  return v;
};

function sizeLabel(form: Form, n: number) {
  if (form.unit === 'pcs') {
    const chi = form.categories.includes('supplements') ? `${n}粒` : `${n}片`;
    return { eng: `${n} pcs`, chi, cn: cn(chi) };
  }
  return { eng: `${n} ${form.unit}`, chi: `${n}${form.unit}`, cn: `${n}${form.unit}` };
}

const usd = (hkdCents: number) => Math.max(100, Math.round(hkdCents / 7.8 / 100) * 100);

export function benchProduct(
  i: number,
  brandKeys: string[],
  photos: Photos[],
): { product: ProductRow; options: OptionRow[] } {
  const rnd = random(i + 1);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const line = pick(LINES);
  const effect = pick(EFFECTS);
  const ingredient = pick(INGREDIENTS);
  const form = pick(FORMS);
  const eng = `${line[0]} ${effect[0]} ${ingredient[0]} ${form.word[0]}`;
  const chi = `${line[1]}${ingredient[1]}${effect[1]}${form.word[1]}`;
  const name = { eng, chi, cn: cn(chi) };
  const sku = `${BENCH_SKU_PREFIX}${String(i).padStart(6, '0')}`;
  const id = `p_bench_${i}`;
  const sizes = form.sizes.slice(0, 1 + Math.floor(rnd() * form.sizes.length));
  const base = form.from + 10 * Math.floor(rnd() * 40);
  const options: OptionRow[] = sizes.map((n, k) => {
    const hkd = Math.round((base * (n / sizes[0]!) ** 0.8) / 10) * 1000;
    const stock = rnd() < 0.08 ? 0 : 5 + Math.floor(rnd() * 200);
    return {
      subSku: `${sku}-${k + 1}`,
      productId: id,
      position: k,
      name: sizeLabel(form, n),
      availability: stock === 0 && rnd() < 0.5 ? 'pre_order' : 'in_stock',
      priceHkd: hkd,
      priceUsd: usd(hkd),
      stock,
    };
  });
  // about one product in six sells its first size as a monthly or bi-monthly subscription too
  if (rnd() < 0.16) {
    const first = options[0]!;
    const months = rnd() < 0.5 ? 1 : 2;
    options.push({
      subSku: `${first.subSku}-S${months}M`,
      productId: id,
      position: options.length,
      name: first.name,
      availability: first.availability,
      priceHkd: Math.round((first.priceHkd * SUBSCRIPTION_RATE) / 100) * 100,
      priceUsd: Math.max(100, Math.round((first.priceUsd * SUBSCRIPTION_RATE) / 100) * 100),
      originalPriceHkd: first.priceHkd,
      originalPriceUsd: first.priceUsd,
      isSubscription: true,
      subscriptionParentSku: first.subSku,
      subscriptionIntervalInMonth: months,
      stock: first.stock,
    });
  }
  const lead = options[0]!;
  const onSale = rnd() < 0.2;
  const photo = pick(photos);
  const tags = TAGS.filter(() => rnd() < 0.12);
  const chiWhy = `${ingredient[1]}配方，${effect[1]}肌膚。`;
  const chiHow = '早晚潔面後取適量使用。';
  const entry = (why: string, how: string) => ({
    why,
    description: why,
    how_to_use: how,
    ingredients: `${ingredient[0]}`,
  });
  const copy: ProductCopy = {
    en: entry(
      `${effect[0]} care with ${ingredient[0].toLowerCase()}.`,
      'Use morning and night after cleansing.',
    ),
    hk: entry(chiWhy, chiHow),
    zh: entry(chiWhy, chiHow),
    cn: entry(cn(chiWhy), cn(chiHow)),
  };
  const product: ProductRow = {
    id,
    sku,
    name,
    brandKey: pick(brandKeys),
    categories: form.categories,
    collections: form.collections,
    tags,
    thumbnail: photo.thumbnail,
    productThumbnail: photo.gallery.slice(0, 2),
    // no drawn detail views: like a product made in the back office, its pictures are its gallery
    detail: [],
    uniqueUrl: `bench-${eng.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${i}`,
    priceHkd: lead.priceHkd,
    priceUsd: lead.priceUsd,
    originalPriceHkd: onSale ? Math.round(lead.priceHkd * 1.25) : null,
    originalPriceUsd: onSale ? Math.round(lead.priceUsd * 1.25) : null,
    popularity: Math.floor(rnd() * 1000),
    copy,
    searchText: normalizeSearchText([name.eng, name.chi, name.cn, sku].join(' ')),
    createdAt: new Date(Date.UTC(2024, 0, 1) + Math.floor(rnd() * 700) * 86_400_000),
  };
  return { product, options };
}

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
