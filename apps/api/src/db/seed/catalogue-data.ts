/**
 * Demo catalogue for the shop: brands, categories, collections, products with options, banners,
 * member groups, delivery methods, currency rates and the homepage / other settings.
 *
 * Pure data: the only code here are small builders that expand the compact product definitions of
 * products-*.ts into full rows (prices in integer minor units, image URLs, localized copy for
 * hk / zh / cn / en). The shared helpers, copy dictionaries and definition types live in catalogue-kit.ts.
 */
import type {
  banners,
  brandShipping,
  brands,
  categories,
  collections,
  tags,
  currencySettings,
  deliveryMethods,
  DetailMedia,
  FixPriceRow,
  homepageSettings,
  LocalizedText,
  memberGroups,
  MultiPricingRow,
  optOutSkus,
  productOptions,
  ProductCopy,
  products,
  settings,
} from '../schema.ts';
import {
  cents,
  HOW,
  ING,
  ingredientCopy,
  media,
  t3,
  usdFor,
  type Availability,
  type L4,
  type OptDef,
  type ProductDef,
} from './catalogue-kit.ts';
// the 13 countries the own global lines (and special offers) ship to: core's one list (9-02)
import { GLOBAL_LINE_COUNTRY_KEYS } from '@shop/core';
import { bigPiDefs } from './products-bigpi.ts';
import { oxygenDefs } from './products-oxygen.ts';
import { partnerDefs } from './products-partners.ts';

export type SeedOption = Omit<typeof productOptions.$inferInsert, 'productId'>;
export type SeedProduct = Omit<typeof products.$inferInsert, 'searchText' | 'createdAt'> & {
  createdAt: string; /* ISO */
  options: SeedOption[];
  /** skus of special-offer add-on products offered with this product */
  offerSkus?: string[];
};

// ---------------------------------------------------------------- brands, categories, collections

export const seedBrands: (typeof brands.$inferInsert)[] = [
  {
    key: 'oxygen_ceuticals',
    name: t3('Oxygen Ceuticals', '氧研 Oxygen Ceuticals', '氧研 Oxygen Ceuticals'),
    line: 'main',
    shippingGroup: 'global',
    palette: { primary: '#B8CCD4', secondary: '#EEF3F4', ink: '#1D3340' },
    priority: 100,
  },
  {
    key: 'big_pi',
    name: t3('Big Pi', 'Big Pi 頭皮研究所', 'Big Pi 头皮研究所'),
    line: 'big_pi',
    shippingGroup: 'global',
    palette: { primary: '#2F3B35', secondary: '#ECE6DA', ink: '#26302B' },
    priority: 90,
  },
  {
    key: 'nordic_tide',
    name: t3('Nordic Tide', '北歐潮汐 Nordic Tide', '北欧潮汐 Nordic Tide'),
    line: 'partner',
    shippingGroup: 'global',
    palette: { primary: '#4F6D7A', secondary: '#E9EEF0', ink: '#1E2B31' },
    priority: 40,
  },
  {
    key: 'maison_verdure',
    name: t3('Maison Verdure', '凡爾德之家 Maison Verdure', '凡尔德之家 Maison Verdure'),
    line: 'partner',
    shippingGroup: 'hk_only',
    palette: { primary: '#8A9A6B', secondary: '#F1EFE4', ink: '#2E3524' },
    priority: 30,
  },
  {
    key: 'hanok_botanics',
    name: t3('Hanok Botanics', '韓屋本草 Hanok Botanics', '韩屋本草 Hanok Botanics'),
    line: 'partner',
    shippingGroup: 'hk_only',
    palette: { primary: '#D9B8A6', secondary: '#F7EEE8', ink: '#4A2E25' },
    priority: 20,
  },
  {
    key: 'kiso_wellness',
    name: t3('Kiso Wellness', '木曾養生 Kiso Wellness', '木曾养生 Kiso Wellness'),
    line: 'partner',
    shippingGroup: 'hk_only',
    palette: { primary: '#C9A66B', secondary: '#F5F0E6', ink: '#3B2F1E' },
    priority: 10,
  },
];

export const seedCategories: (typeof categories.$inferInsert)[] = [
  { key: 'skin_care', name: t3('Skin Care', '護膚', '护肤'), priority: 130 },
  { key: 'hair_care', name: t3('Hair Care', '護髮', '护发'), priority: 120 },
  { key: 'face', name: t3('Face', '面部護理', '面部护理'), priority: 110 },
  { key: 'body', name: t3('Body', '身體護理', '身体护理'), priority: 100 },
  { key: 'health_care', name: t3('Health Care', '健康保健', '健康保健'), priority: 90 },
  { key: 'cleanser', name: t3('Cleansers', '潔面及卸妝', '洁面及卸妆'), priority: 80 },
  { key: 'serum', name: t3('Serums & Oils', '精華及油類', '精华及油类'), priority: 70 },
  { key: 'mask', name: t3('Masks', '面膜及髮膜', '面膜及发膜'), priority: 60 },
  { key: 'sunscreen', name: t3('Sun Care', '防曬', '防晒'), priority: 50 },
  { key: 'shampoo', name: t3('Shampoo & Conditioner', '洗髮及護髮', '洗发及护发'), priority: 40 },
  { key: 'scalp_treatment', name: t3('Scalp Treatments', '頭皮護理', '头皮护理'), priority: 30 },
  { key: 'supplements', name: t3('Supplements', '營養補充', '营养补充'), priority: 20 },
  /** a merchandising tag, ignored by the category filters */
  { key: 'best_seller', name: t3('Best Sellers', '人氣之選', '人气之选'), priority: 0 },
];

/** Tags staff pick from; best sellers carry one, and collections' rules can name any. */
export const seedTags: (typeof tags.$inferInsert)[] = [
  { key: 'best_seller', name: t3('Best seller', '人氣之選', '人气之选'), priority: 100 },
  { key: 'new', name: t3('New', '新品', '新品'), priority: 90 },
  { key: 'fragrance_free', name: t3('Fragrance free', '無香料', '无香料'), priority: 80 },
  { key: 'sensitive_skin', name: t3('For sensitive skin', '敏感肌適用', '敏感肌适用'), priority: 70 },
  { key: 'gift_idea', name: t3('Gift idea', '送禮之選', '送礼之选'), priority: 60 },
];

export const seedCollections: Omit<typeof collections.$inferInsert, 'handle'>[] = [
  {
    key: 'oxygen-ceuticals',
    brandKey: 'oxygen_ceuticals',
    name: t3('Oxygen Ceuticals', '氧研 Oxygen Ceuticals', '氧研 Oxygen Ceuticals'),
    description: t3(
      'Clinical formulas with a gentle touch, made for humid city skin.',
      '為濕熱城市肌膚而設的溫和科研配方。',
      '为湿热城市肌肤打造的温和科研配方。',
    ),
    priority: 100,
    isHomeMenu: true,
  },
  {
    key: 'skin-care',
    brandKey: null,
    name: t3('Skin Care', '護膚', '护肤'),
    description: t3(
      'Cleanse, treat and protect — the daily essentials.',
      '潔淨、修護、防護——每日必需。',
      '清洁、修护、防护——每日必备。',
    ),
    priority: 95,
    isHomeMenu: true,
  },
  {
    key: 'face',
    brandKey: null,
    name: t3('Face', '面部護理', '面部护理'),
    description: t3(
      'Serums, creams and masks for every skin type.',
      '適合各種膚質的精華、面霜與面膜。',
      '适合各种肤质的精华、面霜与面膜。',
    ),
    priority: 90,
    isHomeMenu: true,
  },
  {
    key: 'body',
    brandKey: null,
    name: t3('Body', '身體護理', '身体护理'),
    description: t3(
      'Washes, oils and lotions that turn routine into ritual.',
      '讓日常化為儀式的沐浴、身體油與潤膚品。',
      '让日常化为仪式的沐浴、身体油与润肤品。',
    ),
    priority: 85,
    isHomeMenu: true,
  },
  {
    key: 'hair-care',
    brandKey: null,
    name: t3('Hair Care', '護髮', '护发'),
    description: t3('Healthy hair starts at the scalp.', '健康秀髮，由頭皮開始。', '健康秀发，从头皮开始。'),
    priority: 80,
    isHomeMenu: true,
  },
  {
    key: 'health-care',
    brandKey: null,
    name: t3('Health Care', '健康保健', '健康保健'),
    description: t3(
      'Beauty from within: supplements backed by research.',
      '由內而外的美：有研究支持的營養補充。',
      '由内而外的美：有研究支持的营养补充。',
    ),
    priority: 75,
    isHomeMenu: true,
  },
  {
    key: 'treatments',
    brandKey: null,
    name: t3('Treatments', '專業療程', '专业护理疗程'),
    description: t3(
      'Facial and scalp treatments at our Hong Kong studios.',
      '於香港護理室進行的面部及頭皮療程。',
      '在香港护理室进行的面部及头皮疗程。',
    ),
    priority: 70,
    isHomeMenu: true,
  },
  {
    key: 'gift-sets',
    brandKey: null,
    name: t3('Gift Sets', '禮盒套裝', '礼盒套装'),
    description: t3(
      'Curated sets, wrapped and ready to give.',
      '精選套裝，包裝妥當，隨時送禮。',
      '精选套装，包装妥当，随时送礼。',
    ),
    priority: 65,
    isHomeMenu: true,
  },
  {
    key: 'big-pi',
    brandKey: 'big_pi',
    name: t3('Big Pi', 'Big Pi 頭皮研究所', 'Big Pi 头皮研究所'),
    description: t3(
      'Scalp science for fuller, calmer, healthier hair.',
      '以頭皮科學，換來更豐盈、平靜、健康的秀髮。',
      '以头皮科学，换来更丰盈、舒缓、健康的秀发。',
    ),
    priority: 60,
    isBigPiMenu: true,
  },
  {
    key: 'big-pi-scalp',
    brandKey: 'big_pi',
    name: t3('Scalp Care', '頭皮護理', '头皮护理'),
    description: t3(
      'Serums, scrubs and treatments matched to your scalp type.',
      '按頭皮類型配搭的精華、磨砂及療程。',
      '按头皮类型搭配的精华、磨砂及疗程。',
    ),
    priority: 55,
    isBigPiMenu: true,
  },
  {
    key: 'big-pi-hair',
    brandKey: 'big_pi',
    name: t3('Shampoo & Styling', '洗護及造型', '洗护及造型'),
    description: t3(
      'Shampoos, conditioners and finishing care.',
      '洗髮、護髮與造型護理。',
      '洗发、护发与造型护理。',
    ),
    priority: 50,
    isBigPiMenu: true,
  },
  {
    key: 'marketplace',
    brandKey: null,
    name: t3('Marketplace', '精選品牌', '精选品牌'),
    description: t3(
      'Independent brands we love, chosen by our editors.',
      '編輯精心挑選的獨立品牌。',
      '编辑精心挑选的独立品牌。',
    ),
    priority: 40,
  },
  {
    key: 'nordic-tide',
    brandKey: 'nordic_tide',
    name: t3('Nordic Tide', '北歐潮汐 Nordic Tide', '北欧潮汐 Nordic Tide'),
    description: t3(
      'Body care from the Norwegian coast. Ships worldwide.',
      '來自挪威海岸的身體護理，全球送遞。',
      '来自挪威海岸的身体护理，全球配送。',
    ),
    priority: 35,
  },
  {
    key: 'maison-verdure',
    brandKey: 'maison_verdure',
    name: t3('Maison Verdure', '凡爾德之家 Maison Verdure', '凡尔德之家 Maison Verdure'),
    description: t3(
      'French pharmacy botanicals from Provence.',
      '來自普羅旺斯的法式藥房植物護膚。',
      '来自普罗旺斯的法式药房植物护肤。',
    ),
    priority: 30,
  },
  {
    key: 'hanok-botanics',
    brandKey: 'hanok_botanics',
    name: t3('Hanok Botanics', '韓屋本草 Hanok Botanics', '韩屋本草 Hanok Botanics'),
    description: t3(
      'Korean herbal skincare, vegan and gentle.',
      '溫和純素的韓方草本護膚。',
      '温和纯素的韩方草本护肤。',
    ),
    priority: 25,
  },
  {
    key: 'kiso-wellness',
    brandKey: 'kiso_wellness',
    name: t3('Kiso Wellness', '木曾養生 Kiso Wellness', '木曾养生 Kiso Wellness'),
    description: t3('Japanese inner-beauty supplements.', '日本內服美容保健品。', '日本内服美容保健品。'),
    priority: 20,
  },
];

export const seedMemberGroups: (typeof memberGroups.$inferInsert)[] = [
  { id: 'public', name: 'Public', discountRate: {} },
  { id: 'basic', name: 'Basic Member', discountRate: {} },
  { id: 'vip', name: 'V.I.P Member', tier: 'vip', discountRate: { oxygen_ceuticals: 0.85 } },
  { id: 'ambassador', name: 'Ambassador', tier: 'kol', discountRate: {} },
];

// ---------------------------------------------------------------- products

const DEFS: ProductDef[] = [...oxygenDefs, ...bigPiDefs, ...partnerDefs];

/** Subscriptions are ~10% below the single-purchase price, rounded to whole dollars. */
const SUBSCRIPTION_RATE = 0.9;
const IMAGE_VIEWS = [1, 2, 3, 4] as const;

/** Small deterministic hash (FNV-1a) so default stock levels vary without randomness. */
function hash(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function defaultStock(avail: Availability, subSku: string): number {
  switch (avail) {
    case 'in_stock':
      return 20 + (hash(subSku) % 160);
    case 'hidden':
      return 40;
    default:
      return 0;
  }
}

/** USD minor units for a whole-HKD amount: ≈ HKD / 7.8 in whole dollars, or scaled by the option's own USD price. */
function usdMinor(o: OptDef, hkd: number): number {
  if (o.usd === undefined) return cents(usdFor(hkd));
  return Math.max(1, Math.round(((o.usd * hkd) / o.hkd) * 100));
}

function multiPricing(o: OptDef): MultiPricingRow[] {
  const usd = o.usd ?? o.hkd / 7.8;
  return (['basic', 'vip'] as const).flatMap((group) => {
    const pairs = o.multi?.[group];
    if (!pairs?.length) return [];
    return [
      {
        member_group: group,
        pricing: pairs.map(([qty, total]) => ({
          qty,
          price_hkd: Math.round((total / qty) * 100),
          price_usd: Math.round(((usd * total) / o.hkd / qty) * 100),
        })),
      },
    ];
  });
}

function subscriptionLabel(label: LocalizedText, months: number): LocalizedText {
  return months === 1
    ? t3(`${label.eng} · every month`, `${label.chi}・每月`, `${label.cn}・每月`)
    : t3(
        `${label.eng} · every ${months} months`,
        `${label.chi}・每${months}個月`,
        `${label.cn}・每${months}个月`,
      );
}

function buildOptions(d: ProductDef): SeedOption[] {
  const single: SeedOption[] = [];
  const subscriptions: SeedOption[] = [];
  for (const o of d.opts) {
    const availability: Availability = o.avail ?? 'in_stock';
    const subSku = `${d.sku}-${o.code}`;
    if (availability === 'hidden' && !o.special)
      throw new Error(`${subSku}: hidden options need a special price`);
    if (availability === 'pre_order' && !o.eta)
      throw new Error(`${subSku}: pre-orders need an estimate date`);
    if (availability === 'not_for_sale' && o.stock)
      throw new Error(`${subSku}: not_for_sale options carry no stock`);
    const stock = o.stock ?? defaultStock(availability, subSku);
    const fixPrice: FixPriceRow[] = o.amb
      ? [{ member_group: 'ambassador', price_hkd: cents(o.amb), price_usd: usdMinor(o, o.amb) }]
      : [];
    single.push({
      subSku,
      name: o.label,
      availability,
      priceHkd: cents(o.hkd),
      priceUsd: usdMinor(o, o.hkd),
      originalPriceHkd: o.was ? cents(o.was) : null,
      originalPriceUsd: o.was ? usdMinor(o, o.was) : null,
      specialPricingHkd: o.special ? cents(o.special) : null,
      specialPricingUsd: o.special ? usdMinor(o, o.special) : null,
      treatmentOriginalPriceHkd: o.treatmentWas ? cents(o.treatmentWas) : null,
      treatmentOriginalPriceUsd: o.treatmentWas ? usdMinor(o, o.treatmentWas) : null,
      fixPrice,
      multiPricing: multiPricing(o),
      isSubscription: false,
      allowMemberGroup: o.members ?? [],
      cutOffDate: o.cutOff ?? null,
      estimate: o.eta ?? null,
      stock,
    });
    for (const months of o.subs ?? []) {
      const usd = o.usd ?? usdFor(o.hkd);
      subscriptions.push({
        subSku: `${subSku}-S${months}M`,
        name: subscriptionLabel(o.label, months),
        availability,
        priceHkd: cents(Math.round(o.hkd * SUBSCRIPTION_RATE)),
        priceUsd: cents(Math.max(1, Math.round(usd * SUBSCRIPTION_RATE))),
        originalPriceHkd: cents(o.hkd),
        originalPriceUsd: cents(usd),
        isSubscription: true,
        subscriptionParentSku: subSku,
        subscriptionIntervalInMonth: months,
        allowMemberGroup: o.members ?? [],
        stock,
      });
    }
  }
  return [...single, ...subscriptions];
}

/** `ing` is either a list of ING keys or ready-written copy per locale. */
function ingredientsOf(d: ProductDef): L4 {
  const keys = d.ing as readonly string[];
  if (keys.every((k) => k in ING)) return ingredientCopy([...keys], d.brand, d.cats.includes('supplements'));
  if (keys.length !== 4) throw new Error(`${d.sku}: unknown ingredient keys ${keys.join(', ')}`);
  return d.ing as L4;
}

function buildCopy(d: ProductDef): ProductCopy {
  const how = typeof d.how === 'string' ? HOW[d.how] : d.how;
  if (!how) throw new Error(`${d.sku}: unknown how-to key ${String(d.how)}`);
  const ing = ingredientsOf(d);
  const entry = (i: 0 | 1 | 2 | 3) => ({
    why: d.why[i],
    description: d.desc[i],
    how_to_use: how[i],
    ingredients: ing[i],
    ...(d.ba ? { before_after: d.ba[i] } : {}),
  });
  return { en: entry(0), hk: entry(1), zh: entry(2), cn: entry(3) };
}

function buildProduct(d: ProductDef): SeedProduct {
  const options = buildOptions(d);
  const first = d.opts[0];
  const lead = options[0];
  if (!first || !lead) throw new Error(`${d.sku}: a product needs at least one option`);
  const detail: DetailMedia[] = IMAGE_VIEWS.map((v) => ({ type: 'image', thumbnail: media(d.sku, v) }));
  const strike = first.was ?? first.treatmentWas;
  return {
    id: `p_${d.slug}`,
    sku: d.sku,
    name: { eng: d.name[0], chi: d.name[1], cn: d.name[2] },
    brandKey: d.brand,
    categories: d.cats,
    tags: d.cats.includes('best_seller') ? ['best_seller'] : [],
    collections: d.cols,
    thumbnail: media(d.sku, 1),
    productThumbnail: [media(d.sku, 1), media(d.sku, 2)],
    detail,
    uniqueUrl: d.slug,
    priceHkd: lead.priceHkd,
    priceUsd: lead.priceUsd,
    originalPriceHkd: strike ? cents(strike) : null,
    originalPriceUsd: strike ? usdMinor(first, strike) : null,
    priority: d.priority,
    popularity: d.popularity,
    productType: d.treatment ? 2 : 0,
    editorComment: { _en: d.editor[0], _zh: d.editor[1], _cn: d.editor[2] },
    igLink: d.ig ?? null,
    productWhatsapp: d.whatsapp ?? null,
    packageItems: d.pkg ?? [],
    copy: buildCopy(d),
    createdAt: d.created,
    options,
    ...(d.offers?.length ? { offerSkus: d.offers } : {}),
  };
}

export const seedProducts: SeedProduct[] = DEFS.map(buildProduct);

/** Path of a product page without a locale prefix (2.2-17). */
export function productPath(p: Pick<SeedProduct, 'brandKey' | 'uniqueUrl'>): string {
  return `/${p.brandKey.replaceAll('_', '-')}/${p.uniqueUrl}`;
}

// ---------------------------------------------------------------- banners

export const seedBanners: (typeof banners.$inferInsert)[] = [
  {
    id: 'hero-oxygen',
    kind: 'hero',
    priority: 100,
    image: '/media/b/hero-oxygen.svg',
    link: '/collection/oxygen-ceuticals',
    title: t3('Let city skin breathe', '讓城市肌膚自在呼吸', '让城市肌肤自在呼吸'),
    subtitle: t3(
      'Oxygen care, gentle enough for every single day.',
      '溫和得可以每天使用的氧氣護膚。',
      '温和到可以每天使用的氧气护肤。',
    ),
    cta: t3('Shop Oxygen Ceuticals', '選購氧研', '选购氧研'),
  },
  {
    id: 'hero-vitamin-c',
    kind: 'hero',
    priority: 90,
    image: '/media/b/hero-vitamin-c.svg',
    link: '/oxygen-ceuticals/c15-bright-serum',
    title: t3('Brighter by the new year', '新年前，亮出好氣色', '新年前，亮出好气色'),
    subtitle: t3(
      'C15 Bright Serum, with a half-price travel sunscreen to go with it.',
      'C15 亮白精華，另可半價加購旅行裝防曬。',
      'C15 亮白精华，另可半价加购旅行装防晒。',
    ),
    cta: t3('Discover the serum', '了解精華', '了解精华'),
  },
  {
    id: 'hero-big-pi',
    kind: 'hero',
    priority: 80,
    image: '/media/b/hero-big-pi.svg',
    link: '/collection/big-pi',
    title: t3('Healthy hair starts at the scalp', '健康秀髮，由頭皮開始', '健康秀发，从头皮开始'),
    subtitle: t3(
      'Take the two-minute scalp test and meet your shampoo.',
      '花兩分鐘做頭皮測試，找出最適合你的洗髮產品。',
      '花两分钟做头皮测试，找到最适合你的洗发水。',
    ),
    cta: t3('Shop Big Pi', '選購 Big Pi', '选购 Big Pi'),
  },
  {
    id: 'market-nordic-tide',
    kind: 'marketplace',
    priority: 60,
    image: '/media/b/market-nordic-tide.svg',
    link: '/collection/nordic-tide',
    title: t3('Nordic Tide has landed', 'Nordic Tide 正式登場', 'Nordic Tide 正式登场'),
    subtitle: t3(
      'Body care from the Norwegian coast, shipped worldwide.',
      '來自挪威海岸的身體護理，全球送遞。',
      '来自挪威海岸的身体护理，全球配送。',
    ),
    cta: t3('Explore the range', '探索系列', '探索系列'),
  },
  {
    id: 'market-kiso-collagen',
    kind: 'marketplace',
    priority: 50,
    image: '/media/b/market-kiso-collagen.svg',
    link: '/kiso-wellness/marine-collagen-drink',
    title: t3('Beauty from within', '由內而外的美', '由内而外的美'),
    subtitle: t3(
      'Kiso Wellness collagen, delivered every month by subscription.',
      'Kiso Wellness 膠原蛋白，訂閱後每月送到。',
      'Kiso Wellness 胶原蛋白，订阅后每月送达。',
    ),
    cta: t3('Subscribe and save', '訂閱更優惠', '订阅更优惠'),
  },
];

// ---------------------------------------------------------------- currencies, delivery, shipping

/** Units of each currency per 1 USD (late 2026). RMB is the legacy alias of CNY. */
const PER_USD: Record<string, number> = {
  HKD: 7.8,
  USD: 1,
  GBP: 0.79,
  AUD: 1.52,
  CAD: 1.37,
  TWD: 32.1,
  CHF: 0.88,
  MYR: 4.45,
  JPY: 151,
  SGD: 1.33,
  KRW: 1385,
  RMB: 7.15,
  CNY: 7.15,
  THB: 35.2,
};

/** An exact decimal string with at most 6 decimals, no trailing zeros. */
function decimal6(value: number): string {
  const fixed = value.toFixed(6);
  return fixed.replace(/0+$/, '').replace(/\.$/, '');
}

export const seedCurrencyRates: (typeof currencySettings.$inferInsert)[] = Object.entries(PER_USD).map(
  ([currency, perUsd]) => ({
    currency,
    rateToUsd: decimal6(perUsd),
    rateToHkd: decimal6(perUsd / PER_USD.HKD!),
  }),
);

export const seedDeliveryMethods: (typeof deliveryMethods.$inferInsert)[] = [
  {
    id: 'sf-express-hk',
    kind: 'delivery',
    name: t3('SF Express home delivery', '順豐速運送貨上門', '顺丰速运送货上门'),
    priceHkd: 4000,
    priceUsd: 500,
    availableCountryList: ['hk'],
    priority: 100,
  },
  {
    id: 'pickup-central',
    kind: 'pickup',
    name: t3(
      'Pickup · Central studio, 38 Wyndham Street',
      '門市自取・中環護理室（雲咸街38號）',
      '门店自取・中环护理室（云咸街38号）',
    ),
    priceHkd: 0,
    priceUsd: 0,
    availableCountryList: ['hk'],
    priority: 90,
  },
  {
    id: 'pickup-causeway-bay',
    kind: 'pickup',
    name: t3(
      'Pickup · Causeway Bay studio, Lee Garden Road',
      '門市自取・銅鑼灣護理室（利園山道）',
      '门店自取・铜锣湾护理室（利园山道）',
    ),
    priceHkd: 0,
    priceUsd: 0,
    availableCountryList: ['hk'],
    priority: 85,
  },
  {
    id: 'pickup-tsim-sha-tsui',
    kind: 'pickup',
    name: t3(
      'Pickup · Tsim Sha Tsui shop, Canton Road',
      '門市自取・尖沙咀店（廣東道）',
      '门店自取・尖沙咀店（广东道）',
    ),
    priceHkd: 0,
    priceUsd: 0,
    availableCountryList: ['hk'],
    priority: 80,
  },
  {
    id: 'intl-asia',
    kind: 'delivery',
    name: t3('International tracked courier · Asia', '國際追蹤速遞・亞洲', '国际可追踪快递・亚洲'),
    priceHkd: 12000,
    priceUsd: 1500,
    availableCountryList: ['tw', 'sg', 'jp', 'my', 'kr', 'cn', 'th'],
    priority: 50,
  },
  {
    id: 'intl-worldwide',
    kind: 'delivery',
    name: t3(
      'International tracked courier · Worldwide',
      '國際追蹤速遞・其他地區',
      '国际可追踪快递・其他地区',
    ),
    priceHkd: 22000,
    priceUsd: 2800,
    availableCountryList: ['au', 'us', 'ca', 'uk', 'ch'],
    priority: 40,
  },
];

export const seedBrandShipping: (typeof brandShipping.$inferInsert)[] = [
  { group: 'global', countryKeys: [...GLOBAL_LINE_COUNTRY_KEYS] },
  { group: 'hk_only', countryKeys: ['hk'] },
  { group: 'special_offer', countryKeys: [...GLOBAL_LINE_COUNTRY_KEYS] },
];

export const seedOptOutSkus: (typeof optOutSkus.$inferInsert)[] = [
  {
    sku: 'BP-STY-MIST-250ML',
    reason: 'Pressurised aerosol: dangerous goods, cannot be sent by air or courier.',
  },
  { sku: 'NT-BTH-SALT-2KG', reason: '2 kg refill exceeds the courier weight limit; sold in store only.' },
];

// ---------------------------------------------------------------- homepage and other settings

const SETS = DEFS.filter((d) => d.pkg?.length).map((d) => d.sku);
const TREATMENTS = DEFS.filter((d) => d.treatment);

export const seedHomepageSettings: (typeof homepageSettings.$inferInsert)[] = [
  {
    key: 'best_seller_list',
    value: [
      'OC-SRM-HA',
      'BP-SRM-DENS',
      'OC-SRM-VC15',
      'BP-SHP-OILY',
      'OC-SUN-SPF50',
      'OC-CRM-CER',
      'BP-SHP-THIN',
      'OC-CLN-O2GEL',
    ],
  },
  {
    key: 'marketplace_best_seller_list',
    value: [
      'KW-SUP-COLL',
      'HB-ESS-GINS',
      'KW-SUP-PRO',
      'NT-BDY-BIRCH',
      'MV-CRM-CAL',
      'KW-SUP-JELLY',
      'HB-CRM-CICA',
      'NT-SET-RITUAL',
    ],
  },
  { key: 'treatment_list', value: TREATMENTS.map((d) => d.sku) },
  {
    key: 'menu_treatment_list',
    value: TREATMENTS.filter((d) => d.brand === 'oxygen_ceuticals').map((d) => d.sku),
  },
  {
    key: 'menu_plus_treatment_list',
    value: TREATMENTS.filter((d) => d.brand === 'big_pi').map((d) => d.sku),
  },
  {
    key: 'menu_list',
    value: [
      { collection: 'oxygen-ceuticals', priority: 100 },
      { collection: 'skin-care', priority: 95 },
      { collection: 'face', priority: 90 },
      { collection: 'body', priority: 85 },
      { collection: 'hair-care', priority: 80 },
      { collection: 'health-care', priority: 75 },
      { collection: 'treatments', priority: 70 },
      { collection: 'gift-sets', priority: 65 },
      { collection: 'big-pi', priority: 60 },
      { collection: 'marketplace', priority: 40 },
    ],
  },
  { key: 'combo', value: SETS },
  {
    key: 'oxygen_ceuticals_list',
    value: ['OC-SRM-HA', 'OC-SRM-VC15', 'OC-CRM-CER', 'OC-SUN-SPF50', 'OC-SRM-RTL', 'OC-CLN-O2GEL'],
  },
  {
    key: 'big_pi_list',
    value: ['BP-SRM-DENS', 'BP-SHP-THIN', 'BP-SHP-OILY', 'BP-SCR-SALT', 'BP-SET-RESET', 'BP-TRT-SCALP'],
  },
];

const monthName = (n: number): LocalizedText =>
  n === 1 ? t3('Every month', '每月', '每月') : t3(`Every ${n} months`, `每${n}個月`, `每${n}个月`);

export const seedSettings: (typeof settings.$inferInsert)[] = [
  {
    key: 'payment_method',
    value: [
      { key: 'card', name: t3('Credit / debit card', '信用卡 / 扣賬卡', '信用卡 / 借记卡') },
      { key: 'payme', name: t3('PayMe', 'PayMe', 'PayMe') },
      { key: 'fps', name: t3('FPS (Faster Payment System)', '轉數快 FPS', '转数快 FPS') },
      { key: 'alipay', name: t3('Alipay', '支付寶', '支付宝') },
      { key: 'bank_transfer', name: t3('Bank transfer', '銀行轉賬', '银行转账') },
    ],
  },
  { key: 'monthly_code', value: [1, 2, 3, 4, 5, 6].map((months) => ({ months, name: monthName(months) })) },
  {
    key: 'scalp_type_list',
    value: [
      { key: 'oily', name: t3('Oily scalp', '油性頭皮', '油性头皮'), recommended_sku: 'BP-SHP-OILY' },
      { key: 'dry', name: t3('Dry scalp', '乾性頭皮', '干性头皮'), recommended_sku: 'BP-SHP-DRY' },
      {
        key: 'sensitive',
        name: t3('Sensitive scalp', '敏感頭皮', '敏感头皮'),
        recommended_sku: 'BP-SHP-SENS',
      },
      {
        key: 'dandruff',
        name: t3('Dandruff-prone scalp', '頭皮屑困擾', '头屑困扰'),
        recommended_sku: 'BP-SHP-DAND',
      },
      { key: 'thinning', name: t3('Thinning hair', '頭髮稀疏', '头发稀疏'), recommended_sku: 'BP-SHP-THIN' },
      {
        key: 'balanced',
        name: t3('Balanced scalp', '平衡型頭皮', '平衡型头皮'),
        recommended_sku: 'BP-SHP-DAILY',
      },
    ],
  },
];
