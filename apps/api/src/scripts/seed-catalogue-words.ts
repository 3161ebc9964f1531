// Word lists for the benchmark catalogue (seed-catalogue.ts): plausible beauty product names in English and
// Hong Kong Traditional Chinese; Simplified is made from Traditional with OpenCC, as a shop owner's import would.

/** [English, Traditional Chinese] */
export type Word = readonly [eng: string, chi: string];

export const LINES: readonly Word[] = [
  ['Aqua Bloom', '水漾'],
  ['Lumière', '光感'],
  ['Pure Calm', '純淨舒緩'],
  ['Silk Veil', '絲柔'],
  ['Daily Dew', '晨露'],
  ['Velvet', '絲絨'],
  ['Radiance Lab', '煥亮研究所'],
  ['Herbal Garden', '草本花園'],
  ['Ocean Mineral', '海洋礦物'],
  ['Moonlight', '月光'],
  ['Cloud Soft', '雲朵柔滑'],
  ['Jade Spring', '翡翠清泉'],
];

export const EFFECTS: readonly Word[] = [
  ['Hydrating', '保濕'],
  ['Brightening', '亮白'],
  ['Soothing', '舒緩'],
  ['Firming', '緊緻'],
  ['Repairing', '修護'],
  ['Clarifying', '淨化'],
  ['Nourishing', '滋養'],
  ['Renewing', '煥膚'],
  ['Balancing', '平衡'],
  ['Anti-Ageing', '抗衰老'],
  ['Oil-Control', '控油'],
  ['Smoothing', '柔滑'],
  ['Revitalising', '活化'],
  ['Pore-Refining', '細緻毛孔'],
];

export const INGREDIENTS: readonly Word[] = [
  ['Rose', '玫瑰'],
  ['Green Tea', '綠茶'],
  ['Centella', '積雪草'],
  ['Vitamin C', '維他命C'],
  ['Hyaluronic', '透明質酸'],
  ['Ceramide', '神經酰胺'],
  ['Niacinamide', '煙酰胺'],
  ['Retinal', '視黃醛'],
  ['Squalane', '角鯊烷'],
  ['Peptide', '胜肽'],
  ['Camellia', '山茶花'],
  ['Ginseng', '人參'],
  ['Rice', '白米'],
  ['Pearl', '珍珠'],
  ['Bamboo', '竹炭'],
  ['Lavender', '薰衣草'],
  ['Honey', '蜂蜜'],
  ['Seaweed', '海藻'],
  ['Peony', '牡丹'],
  ['Licorice', '甘草'],
];

/** A product form, the categories and collections it belongs to, and its sizes (unit, amounts). */
export interface Form {
  word: Word;
  categories: string[];
  collections: string[];
  unit: 'ml' | 'g' | 'pcs';
  sizes: number[];
  /** whole HKD dollars of the smallest size */
  from: number;
}

export const FORMS: readonly Form[] = [
  {
    word: ['Serum', '精華'],
    categories: ['skin_care', 'face', 'serum'],
    collections: ['skin-care', 'face'],
    unit: 'ml',
    sizes: [15, 30, 50],
    from: 380,
  },
  {
    word: ['Essence', '精華液'],
    categories: ['skin_care', 'face', 'serum'],
    collections: ['skin-care', 'face'],
    unit: 'ml',
    sizes: [50, 100, 150],
    from: 320,
  },
  {
    word: ['Cream', '面霜'],
    categories: ['skin_care', 'face'],
    collections: ['skin-care', 'face'],
    unit: 'ml',
    sizes: [30, 50],
    from: 420,
  },
  {
    word: ['Toner', '爽膚水'],
    categories: ['skin_care', 'face'],
    collections: ['skin-care', 'face'],
    unit: 'ml',
    sizes: [100, 200],
    from: 220,
  },
  {
    word: ['Cleanser', '潔面乳'],
    categories: ['skin_care', 'face', 'cleanser'],
    collections: ['skin-care', 'face'],
    unit: 'ml',
    sizes: [100, 150, 250],
    from: 180,
  },
  {
    word: ['Sheet Mask', '面膜'],
    categories: ['skin_care', 'face', 'mask'],
    collections: ['skin-care', 'face'],
    unit: 'pcs',
    sizes: [5, 10],
    from: 160,
  },
  {
    word: ['Eye Cream', '眼霜'],
    categories: ['skin_care', 'face'],
    collections: ['skin-care', 'face'],
    unit: 'ml',
    sizes: [15],
    from: 360,
  },
  {
    word: ['Sunscreen SPF50', '防曬乳SPF50'],
    categories: ['skin_care', 'sunscreen'],
    collections: ['skin-care', 'face'],
    unit: 'ml',
    sizes: [30, 50],
    from: 240,
  },
  {
    word: ['Body Lotion', '身體乳'],
    categories: ['body'],
    collections: ['body'],
    unit: 'ml',
    sizes: [200, 400],
    from: 200,
  },
  {
    word: ['Shampoo', '洗髮露'],
    categories: ['hair_care', 'shampoo'],
    collections: ['hair-care'],
    unit: 'ml',
    sizes: [250, 500],
    from: 190,
  },
  {
    word: ['Scalp Tonic', '頭皮精華'],
    categories: ['hair_care', 'scalp_treatment'],
    collections: ['hair-care'],
    unit: 'ml',
    sizes: [50, 100],
    from: 280,
  },
  {
    word: ['Capsules', '膠囊'],
    categories: ['health_care', 'supplements'],
    collections: ['health-care'],
    unit: 'pcs',
    sizes: [30, 60, 90],
    from: 260,
  },
];

export const TAGS = ['best_seller', 'new', 'fragrance_free', 'sensitive_skin', 'gift_idea'] as const;
