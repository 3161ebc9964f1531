// Demo review translations and the cream's longer review list (2.10-01, 2.10-04). The demo has no translation
// provider, so each seeded review carries its translations here (English for the Chinese ones, Traditional
// Chinese for the English ones; Simplified comes by OpenCC): the Translate button works offline on every one.
// Ceramide Barrier Cream, a best seller, gets enough reviews for the list's pages to show (8 a page).

export interface Text {
  title: string;
  content: string;
}
export interface SeedReview extends Text {
  nickname: string;
  rating: number;
  lang: 'zh-TW' | 'zh-CN' | 'en';
  /** English for a Chinese review */
  en?: Text;
  /** Traditional Chinese for an English one */
  zh?: Text;
}

/** Translations of the shared pool's reviews that had none, by nickname. */
export const POOL_TRANSLATIONS: Record<string, { en?: Text; zh?: Text }> = {
  陳小姐: {
    en: {
      title: 'Fine even for sensitive skin',
      content:
        'My skin is sensitive and I am usually wary of new products. This one has no fragrance, does not sting, and the moisture is just right; in winter I may add a cream on top.',
    },
  },
  林美華: {
    en: {
      title: 'Light texture',
      content:
        'Just right for summer, not greasy at all. My pores look a little finer, though the price is on the high side; I hope there are offers often.',
    },
  },
  王女士: {
    en: {
      title: 'Average results, but very gentle',
      content:
        'After a month I like how gentle and non-irritating it is, but the brightening is not obvious. It may need longer; I will keep watching.',
    },
  },
  'Sophie W.': {
    zh: {
      title: '終於搵到有效嘅',
      content:
        '我試過好多精華都係想改善暗啞，呢支係第一支用得晒嘅。皮膚睇落飽滿咗，光澤係真嘅。寄到香港都好快。',
    },
  },
  'Daniel C.': {
    zh: {
      title: '剃鬚後用好好',
      content: '本來買俾太太，結果自己剃完鬚都用。即刻舒緩泛紅，又唔刺痛。希望有大支裝。',
    },
  },
  Grace: {
    zh: {
      title: '溫和又保濕',
      content: '我係乾性敏感肌，喺冷氣辦公室成日都好舒服。無香味、無爆痘，皮膚就係好平靜。',
    },
  },
  'Ivy 🌿': {
    en: {
      title: 'Less itchy scalp',
      content:
        'My scalp used to itch and flake all the time; after three weeks it is clearly better and feels fresh after washing. Only thing: the bottle is a little small and goes fast.',
    },
  },
};

/** Ceramide Barrier Cream's own reviews, on top of the pool's. */
export const CREAM_SKU = 'OC-CRM-CER';
export const CREAM_REVIEWS: SeedReview[] = [
  {
    nickname: 'Hazel T.',
    rating: 5,
    title: 'Saved my skin this winter',
    content:
      'The wind in January left my cheeks raw. Two nights of this and the tightness was gone. Rich, but it sinks in within a few minutes.',
    lang: 'en',
    zh: {
      title: '今個冬天救咗我塊面',
      content: '一月嘅風吹到我塊面好乾痛。用咗兩晚，繃緊感就冇晒。質地滋潤，但幾分鐘就吸收。',
    },
  },
  {
    nickname: '阿詩',
    rating: 5,
    title: '屏障受損必備',
    content:
      '之前用酸類用到塊面又紅又痕，皮膚科醫生叫我加強保濕。用咗呢瓶一個月，泛紅退咗好多，上妝都唔再起皮。',
    lang: 'zh-TW',
    en: {
      title: 'A must for a damaged barrier',
      content:
        'Acids had left my face red and itchy, and my dermatologist told me to moisturise more. After a month with this jar the redness has mostly gone and my makeup no longer flakes.',
    },
  },
  {
    nickname: 'Michelle K.',
    rating: 4,
    title: 'Lovely, a bit heavy for summer',
    content:
      'Perfect at night and in air-conditioned rooms. In the humid months I only use a thin layer, otherwise it feels a little rich.',
    lang: 'en',
    zh: {
      title: '好用，夏天略嫌厚身',
      content: '夜晚同冷氣房用就啱啱好。潮濕嘅月份我只係搽薄薄一層，唔係會覺得有啲滋潤過頭。',
    },
  },
  {
    nickname: '周周',
    rating: 5,
    title: '孕期也能安心用',
    content:
      '怀孕后皮肤变得特别敏感，很多产品都不敢用。这瓶成分简单无香精，用了两个月都没有不适，脸不再干痒。',
    lang: 'zh-CN',
    en: {
      title: 'Safe to use during pregnancy',
      content:
        'My skin became very sensitive when I was pregnant and I stopped using most products. This one has a short, fragrance-free list; two months in and no discomfort, no more dry itchy patches.',
    },
  },
  {
    nickname: 'Ken W.',
    rating: 4,
    title: 'Does the job for dry hands too',
    content:
      'I keep a jar at the office and use it on my hands after washing. No greasy feel on the keyboard. Smaller jar size would travel better.',
    lang: 'en',
    zh: {
      title: '連乾手都搞得掂',
      content: '我喺公司放咗一樽，洗完手就搽。打字唔會油笠笠。如果有細樽裝就方便帶出街。',
    },
  },
  {
    nickname: 'Winnie',
    rating: 5,
    title: '第二樽喇',
    content: '第一樽用咗兩個月，好耐用。早上搽完再上防曬都唔會搓泥，皮膚摸落軟咗好多。會一直回購。',
    lang: 'zh-TW',
    en: {
      title: 'On my second jar',
      content:
        'The first jar lasted two months, it goes a long way. Sunscreen on top in the morning does not pill, and my skin feels much softer. I will keep buying it.',
    },
  },
  {
    nickname: 'Anna L.',
    rating: 3,
    title: 'Good, but I miss the refill',
    content:
      'The cream itself is calming and I like it. I took a star off because the refill pouch is unavailable and the jar is not cheap.',
    lang: 'en',
    zh: {
      title: '好用，但好想有補充裝',
      content: '面霜本身好鎮靜，我幾鍾意。扣一粒星係因為補充裝暫時冇貨，而樽裝唔算平。',
    },
  },
  {
    nickname: '黃太',
    rating: 5,
    title: '小朋友都用得',
    content: '囡囡有濕疹，醫生話要用溫和嘅保濕霜。呢款冇香味，佢搽完都唔會痕，我哋兩母女一齊用。',
    lang: 'zh-TW',
    en: {
      title: 'Fine for children too',
      content:
        'My daughter has eczema and the doctor said to use a gentle moisturiser. This one is fragrance-free and does not make her itch; we share the jar.',
    },
  },
  {
    nickname: 'Jasmine',
    rating: 4,
    title: 'Calms retinol irritation',
    content:
      'I use it the night after retinol and the peeling is far less. Texture is thick so a little is enough.',
    lang: 'en',
    zh: {
      title: '舒緩 A 醇刺激',
      content: '我用完 A 醇翌晚就搽呢個，甩皮少咗好多。質地厚身，少少就夠。',
    },
  },
  {
    nickname: '李先生',
    rating: 4,
    title: '男士也适合',
    content: '老婆推荐的，冬天脸颊容易脱皮，用了之后好很多。吸收比想象中快，不会油光满面，就是价格稍贵。',
    lang: 'zh-CN',
    en: {
      title: 'Good for men too',
      content:
        'My wife recommended it. My cheeks peel easily in winter and this made a big difference. It absorbs faster than I expected and does not leave me shiny; just a little pricey.',
    },
  },
  {
    nickname: 'Phoebe',
    rating: 5,
    title: '搭飛機必帶',
    content: '長途機艙好乾，我每兩三個鐘就搽少少，落機塊面都唔會繃緊。個樽密封度好，放喺手袋都冇漏。',
    lang: 'zh-TW',
    en: {
      title: 'Always in my cabin bag',
      content:
        'Long-haul cabins are so dry. I apply a little every two or three hours and my face never feels tight when I land. The jar seals well; it never leaked in my handbag.',
    },
  },
  {
    nickname: 'Rachel N.',
    rating: 5,
    title: 'My holy grail moisturiser',
    content:
      'Ten years of eczema-prone skin and this is the one I keep coming back to. No fragrance, no stinging, and the redness settles overnight.',
    lang: 'en',
    zh: {
      title: '我嘅終極保濕霜',
      content: '濕疹肌十年，呢款係我一直返轉頭用嘅。無香味、唔刺痛，泛紅一晚就平復。',
    },
  },
];
