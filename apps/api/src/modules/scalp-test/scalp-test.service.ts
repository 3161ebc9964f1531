import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import {
  DEFAULT_SCALP_MAPPING,
  MAX_SCALP_COMPANIONS,
  SCALP_QUESTIONS,
  SCALP_REASONS,
  SCALP_TYPES,
  SCALP_TYPE_NAMES,
  matchScalpText,
  nextScalpQuestion,
  scalpAnswerProblem,
  scalpBack,
  scalpProgress,
  scalpResult,
  type Locale,
  type ScalpAnswers,
  type ScalpMapping,
  type ScalpQuestion,
  type ScalpReason,
  type ScalpType,
} from '@shop/core';
import type { Db } from '../../db/client.ts';
import { scalpTests, settings } from '../../db/schema.ts';
import { InvalidError, NotFoundError } from '../../lib/errors.ts';
import type { Owner } from '../cart/cart.repository.ts';
import type { ShopperContext, createProductService } from '../product/product.service.ts';
import type { LlmChat } from '../../providers/llm/llm.provider.ts';
import { sayScalp, understandScalpText } from './scalp-llm.ts';

const SUMMARY: Record<Locale, (type: string, product: string) => string> = {
  en: (type, product) => `Your scalp type: ${type}. My suggestion for you is ${product}.`,
  hk: (type, product) => `你的頭皮屬於${type}。我推介你用${product}。`,
  zh: (type, product) => `你的頭皮屬於${type}。我推薦你使用${product}。`,
  cn: (type, product) => `你的头皮属于${type}。我推荐你用${product}。`,
};
const nameIn = (n: { eng: string; chi: string; cn: string }, locale: Locale) =>
  locale === 'en' ? n.eng : locale === 'cn' ? n.cn : n.chi;

type Row = typeof scalpTests.$inferSelect;
type Products = ReturnType<typeof createProductService>;

/** scalp_type_list in settings: one entry per scalp type with its name and products */
export interface ScalpTypeSetting {
  key: ScalpType;
  name?: { eng: string; chi: string; cn: string };
  recommended_sku: string;
  companion_skus?: string[];
}

/** A session belongs to the member who started it, else to the guest session (shop_sid) that did. */
export function ownsScalpTest(row: Pick<Row, 'userId' | 'sessionId'>, owner: Owner): boolean {
  if (row.userId) return owner.userId === row.userId;
  return !!row.sessionId && owner.sessionId === row.sessionId;
}

function presentQuestion(q: ScalpQuestion, locale: Locale) {
  return {
    id: q.id,
    multi: q.multi,
    prompt: q.prompt[locale],
    options: q.options.map((o) => ({ id: o.id, label: o.label[locale] })),
  };
}

/** llm: the optional language model (config LLM_*); null runs on the rules engine alone */
export function createScalpTests(db: Db, products: Products, llm: LlmChat | null = null) {
  async function mapping(): Promise<ScalpMapping> {
    const [row] = await db.select().from(settings).where(eq(settings.key, 'scalp_type_list'));
    const list = Array.isArray(row?.value) ? (row.value as ScalpTypeSetting[]) : [];
    const out = structuredClone(DEFAULT_SCALP_MAPPING);
    for (const e of list) {
      if (!SCALP_TYPES.includes(e.key) || typeof e.recommended_sku !== 'string') continue;
      out[e.key] = {
        shampoo_sku: e.recommended_sku,
        companion_skus: Array.isArray(e.companion_skus)
          ? e.companion_skus.slice(0, MAX_SCALP_COMPANIONS)
          : out[e.key].companion_skus,
      };
    }
    return out;
  }

  function state(row: Row, understood = true) {
    const locale = row.locale as Locale;
    const answers = row.answers as ScalpAnswers;
    const next = nextScalpQuestion(answers);
    return {
      id: row.id,
      locale,
      progress: scalpProgress(answers),
      answered: SCALP_QUESTIONS.filter((q) => answers[q.id] !== undefined).map((q) => {
        const v = answers[q.id]!;
        const ids = Array.isArray(v) ? v : [v];
        return {
          question_id: q.id,
          prompt: q.prompt[locale],
          value: v,
          labels: ids.map((id) => q.options.find((o) => o.id === id)?.label[locale] ?? id),
        };
      }),
      question: next ? presentQuestion(next, locale) : null,
      done: !next,
      understood,
      shared: row.shared,
      /** a language model words the assistant: the page streams /scalptest/{id}/say */
      assistant: llm ? ('llm' as const) : ('engine' as const),
    };
  }

  async function find(id: string, owner: Owner): Promise<Row> {
    const [row] = await db.select().from(scalpTests).where(eq(scalpTests.id, id));
    // another visitor's session does not exist for them
    if (!row || !ownsScalpTest(row, owner)) throw new NotFoundError('Scalp test not found');
    return claim(row, owner);
  }

  /** A test started as a guest becomes the member's once they sign in on that browser: kept in their account. */
  async function claim(row: Row, owner: Owner): Promise<Row> {
    if (row.userId || !owner.userId) return row;
    const [claimed] = await db
      .update(scalpTests)
      .set({ userId: owner.userId, sessionId: null })
      .where(eq(scalpTests.id, row.id))
      .returning();
    return claimed ?? row;
  }

  async function save(row: Row, answers: ScalpAnswers): Promise<Row> {
    const done = !nextScalpQuestion(answers);
    const result = done ? scalpResult(answers, await mapping()) : null;
    const [saved] = await db
      .update(scalpTests)
      .set({ answers, result, completedAt: done ? (row.completedAt ?? new Date()) : null })
      .where(eq(scalpTests.id, row.id))
      .returning();
    return saved!;
  }

  return {
    mapping,
    firstQuestion: (locale: Locale) => presentQuestion(SCALP_QUESTIONS[0]!, locale),
    async start(owner: Owner, locale: Locale) {
      const [row] = await db
        .insert(scalpTests)
        .values({
          id: randomBytes(12).toString('base64url'),
          userId: owner.userId,
          sessionId: owner.userId ? null : owner.sessionId,
          locale,
        })
        .returning();
      return state(row!);
    },
    async get(id: string, owner: Owner) {
      return state(await find(id, owner));
    },
    /** value: option id(s) from a quick reply; text: free text read by the engine's keywords */
    async answer(
      id: string,
      owner: Owner,
      body: { question_id: string; value?: string | string[]; text?: string },
    ) {
      const row = await find(id, owner);
      const answers = row.answers as ScalpAnswers;
      const next = nextScalpQuestion(answers);
      if (!next) throw new InvalidError('question_id: the test is complete', 'question_id');
      if (body.question_id !== next.id)
        throw new InvalidError(`question_id: the question now is ${next.id}`, 'question_id');
      let value = body.value;
      if (value === undefined) {
        const text = body.text ?? '';
        const read =
          (llm && (await understandScalpText(llm, next, text, row.locale as Locale))) ??
          matchScalpText(next.id, text);
        // not understood: the same question again, and the chat asks for a button
        if (read === null) return state(row, false);
        value = next.multi && !Array.isArray(read) ? [read] : read;
      }
      const problem = scalpAnswerProblem(next.id, value);
      if (problem) throw new InvalidError(`value: ${problem}`, 'value');
      return state(await save(row, { ...answers, [next.id]: value }));
    },
    async back(id: string, owner: Owner) {
      const row = await find(id, owner);
      return state(await save(row, scalpBack(row.answers as ScalpAnswers)));
    },
    async restart(id: string, owner: Owner) {
      return state(await save(await find(id, owner), {}));
    },
    async share(id: string, owner: Owner, shared: boolean) {
      const row = await find(id, owner);
      await db.update(scalpTests).set({ shared }).where(eq(scalpTests.id, row.id));
      return { id: row.id, shared };
    },
    /** The result: the owner's, or anyone's once shared; products filtered to what the shopper can buy. */
    async result(id: string, owner: Owner, shopper: ShopperContext, locale: Locale) {
      const [row] = await db.select().from(scalpTests).where(eq(scalpTests.id, id));
      const mine = !!row && ownsScalpTest(row, owner);
      if (!row?.result || (!mine && !row.shared)) throw new NotFoundError('Scalp test result not found');
      if (mine) await claim(row, owner);
      const r = row.result;
      const skus = [r.shampoo_sku, ...r.companion_skus];
      const { items } = await products.list({ skus, page: 1, limit: skus.length }, shopper);
      const recommended = items.flatMap((p) => {
        const option = p.product_option
          .filter((o) => !o.is_subscription && o.display.purchasable)
          .sort((a, b) => a.display.price - b.display.price)[0];
        if (!option || !p.display.purchasable) return [];
        return [
          {
            role: p.sku === r.shampoo_sku ? ('shampoo' as const) : ('companion' as const),
            _id: p._id,
            sku: p.sku,
            sub_sku: option.sub_sku,
            name: p.name,
            path: p.path,
            thumbnail: p.thumbnail,
            price: option.display.price,
            currency: option.display.currency,
          },
        ];
      });
      const type = r.type as ScalpType;
      return {
        id: row.id,
        type,
        type_name: SCALP_TYPE_NAMES[type][locale],
        reasons: r.reasons.map((k) => ({
          key: k,
          text: SCALP_REASONS[k as ScalpReason]?.[locale] ?? '',
        })),
        products: recommended,
        shared: row.shared,
        mine,
        created_at: (row.completedAt ?? row.createdAt).toISOString(),
      };
    },
    /**
     * What the assistant says now, as events: the current question, or the result with its shampoo, worded by the
     * language model when there is one (never naming a product outside the result), else the engine's text.
     */
    async say(id: string, owner: Owner) {
      const row = await find(id, owner);
      const locale = row.locale as Locale;
      const next = nextScalpQuestion(row.answers as ScalpAnswers);
      const skus = row.result ? [row.result.shampoo_sku, ...row.result.companion_skus] : [];
      const bySku = await products.bySkus(skus);
      const names = (sku: string) => {
        const e = bySku.get(sku);
        return e ? [sku, e.row.name.eng, e.row.name.chi, e.row.name.cn] : [sku];
      };
      const allowed = skus.flatMap(names);
      // every product's names, read only when a language model speaks (the guard needs them; the engine does not)
      const catalogue = llm
        ? (await products.allNames()).flatMap((p) => [p.sku, p.name.eng, p.name.chi, p.name.cn])
        : [];
      let text = next?.prompt[locale] ?? '';
      if (!next && row.result) {
        const shampoo = bySku.get(row.result.shampoo_sku);
        const product = shampoo ? nameIn(shampoo.row.name, locale) : row.result.shampoo_sku;
        text = SUMMARY[locale](SCALP_TYPE_NAMES[row.result.type as ScalpType][locale], product);
      }
      return sayScalp(llm, locale, text, { allowed, catalogue });
    },
    /** A member's finished tests, newest first. */
    async listForMember(userId: string) {
      const rows = await db
        .select()
        .from(scalpTests)
        .where(and(eq(scalpTests.userId, userId), isNotNull(scalpTests.result)))
        .orderBy(desc(scalpTests.completedAt));
      return rows.map((r) => ({
        id: r.id,
        type: r.result!.type,
        shampoo_sku: r.result!.shampoo_sku,
        shared: r.shared,
        created_at: (r.completedAt ?? r.createdAt).toISOString(),
      }));
    },
  };
}

export type ScalpTests = ReturnType<typeof createScalpTests>;
