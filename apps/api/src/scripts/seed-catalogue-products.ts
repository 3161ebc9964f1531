// The benchmark catalogue's products (npm run seed:catalogue): one deterministic product per index, so the same N
// gives the same catalogue on every run and a test can name a product the seed made.
import type { ProductCopy, productOptions, products } from '../db/schema.ts';
import { toSimplified } from '../lib/chinese-script.ts';
import { normalizeSearchText } from '../lib/search-text.ts';
import { EFFECTS, FORMS, INGREDIENTS, LINES, TAGS, type Form } from './seed-catalogue-words.ts';

export const BENCH_SKU_PREFIX = 'BENCH-';
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
