// Demo reviews (2.10-01): believable published reviews in Hong Kong and Taiwan Traditional Chinese, Simplified
// Chinese and English for most products, a few staff translations, and review stories. Demo only: they were not
// bought through this shop, so they carry no order and show no "verified purchase" badge.
import { firstRow } from '../first-row.ts';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { productOptions, products, reviews, reviewStories, reviewTranslations } from '../schema.ts';
import { toSimplified } from '../../lib/chinese-script.ts';
import { CREAM_REVIEWS, CREAM_SKU, POOL_TRANSLATIONS, type SeedReview } from './reviews-translated.ts';

interface DemoReview {
  nickname: string;
  rating: number;
  title: string;
  content: string;
  lang: 'zh-TW' | 'zh-CN' | 'en';
  /** a staff translation to English, stored with it */
  en?: { title: string; content: string };
}

const POOL: DemoReview[] = [
  {
    nickname: 'Karen L.',
    rating: 5,
    title: '用咗兩個禮拜已經見到分別',
    content:
      '質地好清爽，搽完好快吸收，唔會黐笠笠。用咗兩個禮拜，塊面冇咁容易泛紅，朝早起身皮膚都滑咗。會再買！',
    lang: 'zh-TW',
    en: {
      title: 'I could see a difference after two weeks',
      content:
        'Light texture that absorbs fast and never feels sticky. After two weeks my face reddens less easily and my skin feels smoother in the morning. Will buy again!',
    },
  },
  {
    nickname: '陳小姐',
    rating: 4,
    title: '敏感肌都用得',
    content: '我係敏感肌，平時好怕新產品。呢支冇香味，搽落去冇刺痛，保濕度啱啱好，冬天可能要再加面霜。',
    lang: 'zh-TW',
  },
  {
    nickname: 'Yuki',
    rating: 5,
    title: '回購第三次了',
    content:
      '這已經是我第三次回購，用完之後肌膚明顯比較透亮，妝前使用也很服貼，不會搓泥。包裝精緻，送禮也很適合。',
    lang: 'zh-TW',
    en: {
      title: 'My third time buying it',
      content:
        'This is my third bottle. My skin looks clearly brighter and makeup sits well on top without pilling. Lovely packaging, a good gift too.',
    },
  },
  {
    nickname: '林美華',
    rating: 4,
    title: '質地清爽',
    content: '夏天使用剛剛好，完全不油膩。毛孔看起來有細緻一點，不過價格稍高，希望常常有優惠活動。',
    lang: 'zh-TW',
  },
  {
    nickname: '小雨',
    rating: 5,
    title: '皮肤状态稳定多了',
    content:
      '换季的时候脸上总是干痒起皮，用了这个之后稳定了很多。味道很淡，吸收也快，早晚都在用，已经推荐给同事了。',
    lang: 'zh-CN',
    en: {
      title: 'My skin is much more stable',
      content:
        'My face always gets dry, itchy and flaky when the seasons change; since using this it has calmed down a lot. Very light scent, absorbs fast. I use it morning and night and have recommended it to colleagues.',
    },
  },
  {
    nickname: '王女士',
    rating: 3,
    title: '效果一般，但很温和',
    content: '用了一个月，温和不刺激这点很好，但美白效果没有特别明显。可能需要更长时间，会继续观察看看。',
    lang: 'zh-CN',
  },
  {
    nickname: 'Sophie W.',
    rating: 5,
    title: 'Finally something that works',
    content:
      'I have tried so many serums for my dull skin and this is the first one I actually finished. Skin looks plumper and the glow is real. Shipping to Hong Kong was quick too.',
    lang: 'en',
  },
  {
    nickname: 'Daniel C.',
    rating: 4,
    title: 'Great for after shaving',
    content:
      'Bought it for my wife but ended up using it after shaving. Soothes the redness straight away and does not sting. Would like a bigger bottle.',
    lang: 'en',
  },
  {
    nickname: 'Grace',
    rating: 5,
    title: 'Gentle and hydrating',
    content:
      'My skin is dry and sensitive and this keeps it comfortable all day in air-conditioned offices. No fragrance, no breakouts, just calm skin.',
    lang: 'en',
  },
  {
    nickname: 'Ivy 🌿',
    rating: 4,
    title: '頭皮冇咁痕',
    content: '之前頭皮成日痕又多頭皮，用咗三個禮拜明顯改善，洗完頭好清爽。唯一係份量細咗少少，用得好快。',
    lang: 'zh-TW',
  },
];

/** A seeded review's stored translations: English for Chinese, Traditional and Simplified Chinese for English. */
function translationsOf(id: string, r: DemoReview | SeedReview): (typeof reviewTranslations.$inferInsert)[] {
  const more = POOL_TRANSLATIONS[r.nickname] ?? {};
  const en = r.en ?? more.en;
  const zh = ('zh' in r ? r.zh : undefined) ?? more.zh;
  const out: (typeof reviewTranslations.$inferInsert)[] = [];
  if (en && r.lang !== 'en') out.push({ reviewId: id, lang: 'en', ...en, source: 'staff' });
  if (zh && r.lang === 'en') {
    out.push({ reviewId: id, lang: 'zh-TW', ...zh, source: 'staff' });
    const cn = { title: toSimplified(zh.title), content: toSimplified(zh.content) };
    out.push({ reviewId: id, lang: 'zh-CN', ...cn, source: 'opencc' });
  }
  return out;
}

/** Most products (every fifth is left without reviews) get three to five, spread over the last months. */
export async function seedDemoReviews(db: Db): Promise<void> {
  const { n } = firstRow(await db.select({ n: sql<number>`count(*)::int` }).from(reviews));
  if (n > 0) return;
  const list = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .orderBy(asc(products.priority), asc(products.id));
  const options = await db
    .select({ productId: productOptions.productId, subSku: productOptions.subSku })
    .from(productOptions)
    .orderBy(asc(productOptions.position));
  const firstOption = new Map<string, string>();
  for (const o of options) if (!firstOption.has(o.productId)) firstOption.set(o.productId, o.subSku);
  const now = Date.now();
  const rows: (typeof reviews.$inferInsert)[] = [];
  const translations: (typeof reviewTranslations.$inferInsert)[] = [];
  list.forEach((p, i) => {
    const sku = firstOption.get(p.id);
    if (!sku || (i % 5 === 4 && p.sku !== CREAM_SKU)) return;
    const howMany = 3 + (i % 3);
    // the cream's own reviews come after the pool's: enough for a second and third page
    const own = p.sku === CREAM_SKU ? CREAM_REVIEWS : [];
    for (let k = 0; k < howMany + own.length; k++) {
      const r = k < howMany ? POOL[(i * 3 + k * 7) % POOL.length]! : own[k - howMany]!;
      const id = `rv_demo_${p.id}_${k}`;
      const at = new Date(now - (i * 5 + k * 11 + 2) * 86_400_000);
      rows.push({
        id,
        productId: p.id,
        subSku: sku,
        nickname: r.nickname,
        rating: r.rating,
        title: r.title,
        content: r.content,
        lang: r.lang,
        status: 'published',
        createdAt: at,
        publishedAt: at,
        moderatedBy: 'seed',
      });
      translations.push(...translationsOf(id, r));
    }
  });
  if (rows.length) await db.insert(reviews).values(rows).onConflictDoNothing();
  if (translations.length) await db.insert(reviewTranslations).values(translations).onConflictDoNothing();
}

/** Four stories: the slider pads them to five. */
export async function seedDemoStories(db: Db): Promise<void> {
  const { n } = firstRow(await db.select({ n: sql<number>`count(*)::int` }).from(reviewStories));
  if (n > 0) return;
  const pics = await db
    .select({ thumb: products.thumbnail })
    .from(products)
    .orderBy(asc(products.priority))
    .limit(4);
  const stories = [
    { title: '我的晨間保濕步驟', name: 'Karen', rating: 5, description: '三個步驟，五分鐘，整天水潤。' },
    {
      title: 'Calm skin in a humid summer',
      name: 'Sophie',
      rating: 5,
      description: 'How I keep redness down.',
    },
    { title: '换季护肤心得', name: '小雨', rating: 4, description: '换季不再干痒起皮。' },
    { title: '頭皮護理分享', name: 'Ivy', rating: 5, description: '三個禮拜，頭皮清爽咗好多。' },
  ];
  await db.insert(reviewStories).values(
    stories.map((s, i) => ({
      id: `story_demo_${i + 1}`,
      ...s,
      imageUrl: pics[i]?.thumb ?? null,
      priority: 10 - i,
    })),
  );
}
