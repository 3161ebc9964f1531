/**
 * The scalp test (1-20, 2.12-15): a rules-based questionnaire that works offline. The questions, the
 * scalp types and the scalp type → products mapping are data; the engine turns answers into a scalp type, the
 * reasons in plain words and the recommendation, always the same way for the same answers.
 */
import type { Locale } from './locales.ts';

export type ScalpText = Record<Locale, string>;
const l4 = (en: string, hk: string, zh: string, cn: string): ScalpText => ({ en, hk, zh, cn });

export const SCALP_TYPES = ['oily', 'dry', 'sensitive', 'dandruff', 'thinning', 'balanced'] as const;
export type ScalpType = (typeof SCALP_TYPES)[number];

export const SCALP_QUESTION_IDS = [
  'scalp_feel',
  'concerns',
  'hair_type',
  'wash_frequency',
  'allergies',
  'current_products',
] as const;
export type ScalpQuestionId = (typeof SCALP_QUESTION_IDS)[number];

export interface ScalpOption {
  id: string;
  label: ScalpText;
  /** words that mean this option in a free-text answer, lower case, in all four languages */
  keywords: string[];
}
export interface ScalpQuestion {
  id: ScalpQuestionId;
  /** several options may be picked (answered with a list) */
  multi: boolean;
  prompt: ScalpText;
  options: ScalpOption[];
}

const opt = (id: string, label: ScalpText, keywords: string[]): ScalpOption => ({ id, label, keywords });

export const SCALP_QUESTIONS: readonly ScalpQuestion[] = [
  {
    id: 'scalp_feel',
    multi: false,
    prompt: l4(
      'How does your scalp feel the day after you wash your hair?',
      '洗頭後第二日，你的頭皮感覺如何？',
      '洗頭後隔天，你的頭皮感覺如何？',
      '洗头后第二天，你的头皮感觉怎么样？',
    ),
    options: [
      opt('oily', l4('Oily already', '已經油油地', '已經油油的', '已经油油的'), ['oil', 'greasy', '油']),
      opt('dry', l4('Dry or tight', '乾燥繃緊', '乾燥緊繃', '干燥紧绷'), [
        'dry',
        'tight',
        '乾',
        '干',
        '繃',
        '绷',
      ]),
      opt('normal', l4('Comfortable', '舒服正常', '舒適正常', '舒适正常'), [
        'normal',
        'fine',
        'comfortable',
        '正常',
        '舒服',
        '舒適',
        '舒适',
      ]),
      opt('mixed', l4('Oily roots, dry ends', '髮根油、髮尾乾', '髮根油、髮尾乾', '发根油、发尾干'), [
        'mix',
        'combination',
        'both',
        '混合',
        '髮尾',
        '发尾',
      ]),
    ],
  },
  {
    id: 'concerns',
    multi: true,
    prompt: l4(
      'What bothers you about your scalp? Pick all that apply.',
      '你的頭皮有甚麼困擾？可選多項。',
      '你的頭皮有什麼困擾？可複選。',
      '你的头皮有什么困扰？可多选。',
    ),
    options: [
      opt('oiliness', l4('Oiliness', '出油', '出油', '出油'), ['oil', 'greasy', '油']),
      opt('dryness', l4('Dryness', '乾燥', '乾燥', '干燥'), ['dry', '乾', '干燥']),
      opt('flakes', l4('Flakes', '頭皮屑', '頭皮屑', '头皮屑'), ['flake', 'dandruff', '屑']),
      opt('sensitivity', l4('Itching or redness', '痕癢或泛紅', '搔癢或泛紅', '瘙痒或泛红'), [
        'itch',
        'red',
        'sensitiv',
        'sting',
        '痕',
        '癢',
        '痒',
        '紅',
        '红',
        '敏感',
      ]),
      opt('hair_loss', l4('Hair loss', '脫髮', '掉髮', '脱发'), [
        'hair loss',
        'thinning',
        'falling',
        'bald',
        '脫髮',
        '掉髮',
        '脱发',
        '掉发',
        '稀疏',
      ]),
      opt('none', l4('Nothing really', '沒有特別困擾', '沒有特別困擾', '没有特别困扰'), [
        'nothing',
        'none',
        'no ',
        '沒有',
        '没有',
        '冇',
      ]),
    ],
  },
  {
    id: 'hair_type',
    multi: false,
    prompt: l4(
      'What is your hair like?',
      '你的頭髮屬於哪一類？',
      '你的頭髮屬於哪一種？',
      '你的头发属于哪一种？',
    ),
    options: [
      opt('fine', l4('Fine and flat', '幼細易扁塌', '細軟易扁塌', '细软易塌'), [
        'fine',
        'thin',
        'flat',
        '幼',
        '細',
        '细',
        '扁',
      ]),
      opt('medium', l4('Medium', '中等', '中等', '中等'), ['medium', 'normal', 'average', '中等', '一般']),
      opt('thick', l4('Thick', '粗厚', '粗厚', '粗厚'), ['thick', 'coarse', '粗', '厚']),
      opt('curly', l4('Curly or coily', '曲髮', '捲髮', '卷发'), ['curl', 'coil', 'wav', '曲', '捲', '卷']),
    ],
  },
  {
    id: 'wash_frequency',
    multi: false,
    prompt: l4(
      'How often do you wash your hair?',
      '你多久洗一次頭？',
      '你多久洗一次頭髮？',
      '你多久洗一次头？',
    ),
    options: [
      opt('daily', l4('Every day', '每日', '每天', '每天'), ['every day', 'daily', '每日', '每天', '天天']),
      opt('every_other_day', l4('Every other day', '隔日', '隔天', '隔天'), [
        'other day',
        'two days',
        '隔日',
        '隔天',
        '兩日',
        '两天',
      ]),
      opt('twice_weekly', l4('Twice a week', '一星期兩次', '一週兩次', '一周两次'), [
        'twice',
        'two times',
        '兩次',
        '两次',
      ]),
      opt('weekly', l4('Once a week or less', '一星期一次或更少', '一週一次或更少', '一周一次或更少'), [
        'once',
        'weekly',
        'week',
        '一次',
        '星期',
        '週',
        '周',
      ]),
    ],
  },
  {
    id: 'allergies',
    multi: false,
    prompt: l4(
      'Are you allergic to anything in hair products?',
      '你對洗護產品中的成分有敏感嗎？',
      '你對洗護產品中的成分會過敏嗎？',
      '你对洗护产品中的成分过敏吗？',
    ),
    options: [
      opt('none', l4('No allergies', '沒有', '沒有', '没有'), ['no', 'none', '沒有', '没有', '冇']),
      opt('fragrance', l4('Fragrance', '香料', '香料', '香精'), ['fragrance', 'perfume', 'scent', '香']),
      opt('sulphates', l4('Sulphates', '硫酸鹽', '硫酸鹽', '硫酸盐'), ['sulphate', 'sulfate', 'sls', '硫酸']),
      opt('essential_oils', l4('Essential oils', '精油', '精油', '精油'), [
        'essential',
        'tea tree',
        '精油',
        '茶樹',
        '茶树',
      ]),
    ],
  },
  {
    id: 'current_products',
    multi: false,
    prompt: l4(
      'What do you wash your hair with now?',
      '你現在用甚麼洗頭？',
      '你現在用什麼洗頭髮？',
      '你现在用什么洗头？',
    ),
    options: [
      opt('supermarket', l4('A supermarket shampoo', '超市洗頭水', '超市洗髮精', '超市洗发水'), [
        'supermarket',
        'drugstore',
        '超市',
        '藥房',
        '药店',
      ]),
      opt('anti_dandruff', l4('An anti-dandruff shampoo', '去頭皮屑洗頭水', '抗屑洗髮精', '去屑洗发水'), [
        'dandruff',
        '屑',
      ]),
      opt('salon', l4('A salon brand', '髮型屋品牌', '美髮沙龍品牌', '沙龙品牌'), [
        'salon',
        '髮型',
        '沙龍',
        '沙龙',
      ]),
      opt('natural', l4('A natural or organic one', '天然或有機品牌', '天然或有機品牌', '天然或有机品牌'), [
        'natural',
        'organic',
        '天然',
        '有機',
        '有机',
      ]),
    ],
  },
];

export const SCALP_TYPE_NAMES: Record<ScalpType, ScalpText> = {
  oily: l4('Oily scalp', '油性頭皮', '油性頭皮', '油性头皮'),
  dry: l4('Dry scalp', '乾性頭皮', '乾性頭皮', '干性头皮'),
  sensitive: l4('Sensitive scalp', '敏感頭皮', '敏感頭皮', '敏感头皮'),
  dandruff: l4('Dandruff-prone scalp', '頭皮屑困擾', '頭皮屑困擾', '头屑困扰'),
  thinning: l4('Thinning hair', '頭髮稀疏', '頭髮稀疏', '头发稀疏'),
  balanced: l4('Balanced scalp', '平衡型頭皮', '平衡型頭皮', '平衡型头皮'),
};

export const SCALP_REASONS = {
  hair_loss: l4(
    'You mentioned hair loss, so roots that need strengthening come first.',
    '你提到脫髮，所以首要是強韌髮根。',
    '你提到掉髮，所以首要是強韌髮根。',
    '你提到脱发，所以首要是强韧发根。',
  ),
  flakes: l4(
    'You see flakes, which usually means the scalp is shedding too fast and needs a gentle clear-out.',
    '你有頭皮屑，代表頭皮角質更新太快，需要溫和地清走。',
    '你有頭皮屑，代表頭皮角質代謝太快，需要溫和地清除。',
    '你有头皮屑，说明头皮角质代谢太快，需要温和地清除。',
  ),
  sensitivity: l4(
    'Itching or redness tells us your scalp reacts easily, so it needs calm, mild care.',
    '痕癢或泛紅代表頭皮容易受刺激，需要溫和舒緩的護理。',
    '搔癢或泛紅表示頭皮容易受刺激，需要溫和舒緩的護理。',
    '瘙痒或泛红说明头皮容易受刺激，需要温和舒缓的护理。',
  ),
  allergy: l4(
    'You avoid some ingredients, so we chose a formula made for reactive scalps.',
    '你對某些成分敏感，所以我們選了專為易敏頭皮而設的配方。',
    '你對某些成分過敏，所以我們選了專為易敏頭皮設計的配方。',
    '你对某些成分过敏，所以我们选了专为易敏头皮设计的配方。',
  ),
  oily_feel: l4(
    'Your scalp feels oily soon after washing.',
    '你的頭皮洗頭後很快便出油。',
    '你的頭皮洗完後很快就出油。',
    '你的头皮洗完后很快就出油。',
  ),
  oily_concern: l4('Oiliness bothers you.', '出油令你困擾。', '出油讓你困擾。', '出油让你困扰。'),
  daily_wash: l4(
    'You wash every day, a sign your roots get greasy quickly.',
    '你每日洗頭，代表髮根很快變油。',
    '你每天洗頭，表示髮根很快變油。',
    '你每天洗头，说明发根很快变油。',
  ),
  dry_feel: l4(
    'Your scalp feels dry or tight.',
    '你的頭皮感覺乾燥繃緊。',
    '你的頭皮感覺乾燥緊繃。',
    '你的头皮感觉干燥紧绷。',
  ),
  dry_concern: l4('Dryness bothers you.', '乾燥令你困擾。', '乾燥讓你困擾。', '干燥让你困扰。'),
  weekly_wash: l4(
    'You wash rarely, which usually goes with a scalp that makes little oil.',
    '你很少洗頭，頭皮油脂分泌偏少。',
    '你很少洗頭，頭皮油脂分泌偏少。',
    '你很少洗头，头皮油脂分泌偏少。',
  ),
  balanced: l4(
    'Nothing points strongly one way: your scalp is in good balance and needs gentle daily care.',
    '沒有明顯偏向：你的頭皮狀態平衡，日常溫和護理便足夠。',
    '沒有明顯偏向：你的頭皮狀態平衡，日常溫和護理就足夠。',
    '没有明显偏向：你的头皮状态平衡，日常温和护理就足够。',
  ),
} satisfies Record<string, ScalpText>;
export type ScalpReason = keyof typeof SCALP_REASONS;

/** One shampoo and up to two companions per scalp type: the defaults the back office may change. */
export interface ScalpMappingEntry {
  shampoo_sku: string;
  companion_skus: string[];
}
export type ScalpMapping = Record<ScalpType, ScalpMappingEntry>;
export const MAX_SCALP_COMPANIONS = 2;

export const DEFAULT_SCALP_MAPPING: ScalpMapping = {
  oily: { shampoo_sku: 'BP-SHP-OILY', companion_skus: ['BP-CND-LIGHT', 'BP-CLY-DETOX'] },
  dry: { shampoo_sku: 'BP-SHP-DRY', companion_skus: ['BP-CND-REPAIR', 'BP-OIL-CAM'] },
  sensitive: { shampoo_sku: 'BP-SHP-SENS', companion_skus: ['BP-SRM-CALM'] },
  dandruff: { shampoo_sku: 'BP-SHP-DAND', companion_skus: ['BP-SCR-SALT', 'BP-CND-LIGHT'] },
  thinning: { shampoo_sku: 'BP-SHP-THIN', companion_skus: ['BP-SRM-DENS', 'BP-ACC-BRUSH'] },
  balanced: { shampoo_sku: 'BP-SHP-DAILY', companion_skus: ['BP-CND-LIGHT'] },
};

/** answers by question id: one option id, or a list for a multi question */
export type ScalpAnswers = Partial<Record<ScalpQuestionId, string | string[]>>;

export function scalpQuestion(id: string): ScalpQuestion | undefined {
  return SCALP_QUESTIONS.find((q) => q.id === id);
}

/** Why an answer cannot be taken, or null: unknown option, a list for a single question, "none" with others. */
export function scalpAnswerProblem(questionId: string, value: string | string[]): string | null {
  const q = scalpQuestion(questionId);
  if (!q) return 'unknown question';
  const values = Array.isArray(value) ? value : [value];
  if (!q.multi && Array.isArray(value)) return 'pick one option';
  if (values.length === 0) return 'pick at least one option';
  if (new Set(values).size !== values.length) return 'an option is repeated';
  for (const v of values) if (!q.options.some((o) => o.id === v)) return `unknown option ${v}`;
  if (q.multi && values.length > 1 && values.includes('none')) return '"none" goes alone';
  return null;
}

/** The next question to ask, or null when every question is answered. */
export function nextScalpQuestion(answers: ScalpAnswers): ScalpQuestion | null {
  return SCALP_QUESTIONS.find((q) => answers[q.id] === undefined) ?? null;
}

export function scalpProgress(answers: ScalpAnswers): { answered: number; total: number } {
  return {
    answered: SCALP_QUESTIONS.filter((q) => answers[q.id] !== undefined).length,
    total: SCALP_QUESTIONS.length,
  };
}

/** Back: forget the last answered question (in questionnaire order). */
export function scalpBack(answers: ScalpAnswers): ScalpAnswers {
  const last = [...SCALP_QUESTIONS].reverse().find((q) => answers[q.id] !== undefined);
  if (!last) return { ...answers };
  const rest = { ...answers };
  delete rest[last.id];
  return rest;
}

const list = (v: string | string[] | undefined): string[] =>
  v === undefined ? [] : Array.isArray(v) ? v : [v];

/** Answers → scalp type and the reasons, by fixed priority: hair loss, flakes, sensitivity, then oil vs dryness. */
export function scalpType(answers: ScalpAnswers): { type: ScalpType; reasons: ScalpReason[] } {
  const concerns = list(answers.concerns);
  const allergy = list(answers.allergies).some((a) => a !== 'none');
  if (concerns.includes('hair_loss')) return { type: 'thinning', reasons: ['hair_loss'] };
  if (concerns.includes('flakes')) return { type: 'dandruff', reasons: ['flakes'] };
  if (concerns.includes('sensitivity'))
    return { type: 'sensitive', reasons: allergy ? ['sensitivity', 'allergy'] : ['sensitivity'] };
  const oily: ScalpReason[] = [];
  const dry: ScalpReason[] = [];
  if (answers.scalp_feel === 'oily') oily.push('oily_feel');
  if (answers.scalp_feel === 'dry') dry.push('dry_feel');
  if (concerns.includes('oiliness')) oily.push('oily_concern');
  if (concerns.includes('dryness')) dry.push('dry_concern');
  if (answers.wash_frequency === 'daily') oily.push('daily_wash');
  if (answers.wash_frequency === 'weekly') dry.push('weekly_wash');
  if (oily.length >= 2 && oily.length > dry.length) return { type: 'oily', reasons: oily };
  if (dry.length >= 2 && dry.length > oily.length) return { type: 'dry', reasons: dry };
  // an allergy with no clear oil or dryness: the mild formula is the safe choice
  if (allergy) return { type: 'sensitive', reasons: ['allergy'] };
  return { type: 'balanced', reasons: ['balanced'] };
}

export interface ScalpResult {
  type: ScalpType;
  reasons: ScalpReason[];
  shampoo_sku: string;
  companion_skus: string[];
}

/** The whole result: the scalp type, why, and the products the mapping names for it. */
export function scalpResult(
  answers: ScalpAnswers,
  mapping: ScalpMapping = DEFAULT_SCALP_MAPPING,
): ScalpResult {
  const { type, reasons } = scalpType(answers);
  const entry = mapping[type] ?? DEFAULT_SCALP_MAPPING[type];
  return {
    type,
    reasons,
    shampoo_sku: entry.shampoo_sku,
    companion_skus: entry.companion_skus.slice(0, MAX_SCALP_COMPANIONS),
  };
}

/**
 * A free-text answer read by keywords in any of the four languages: the option ids it names, or null when it
 * names none (the chat then asks for a button). Multi questions take every option named; single ones the first.
 */
export function matchScalpText(questionId: string, text: string): string | string[] | null {
  const q = scalpQuestion(questionId);
  if (!q) return null;
  const t = ` ${text.toLowerCase().trim()} `;
  const hits = q.options.filter((o) => o.keywords.some((k) => t.includes(k)));
  const [first] = hits;
  if (!first) return null;
  if (!q.multi) return first.id;
  const ids = hits.map((o) => o.id);
  return ids.length > 1 ? ids.filter((id) => id !== 'none') : ids;
}

/** Words of a medical claim (diagnosis, cure, prescription) in the four languages: the assistant makes none. */
const MEDICAL_CLAIMS = [
  'cure',
  'heal',
  'diagnos',
  'prescri',
  'disease',
  'alopecia',
  'psoriasis',
  'dermatitis',
  'infection',
  '治療',
  '治疗',
  '治癒',
  '治愈',
  '根治',
  '診斷',
  '诊断',
  '處方',
  '处方',
  '疾病',
  '感染',
];

/**
 * Why an assistant reply may not be shown, or null: it names a catalogue product (name or SKU) outside the
 * engine's list, or makes a medical claim. The chat then shows the engine's own words instead.
 */
export function scalpReplyProblem(
  text: string,
  names: { allowed: readonly string[]; catalogue: readonly string[] },
): 'product' | 'medical' | null {
  const t = text.toLowerCase();
  const allowed = new Set(names.allowed.map((n) => n.toLowerCase()));
  for (const n of names.catalogue) {
    const name = n.toLowerCase().trim();
    // a name inside an allowed one ("Shampoo" in "Daily Balance Shampoo") is not another product
    if (name.length < 3 || allowed.has(name) || !t.includes(name)) continue;
    if (![...allowed].some((a) => a.includes(name) && t.includes(a))) return 'product';
  }
  return MEDICAL_CLAIMS.some((w) => t.includes(w)) ? 'medical' : null;
}
