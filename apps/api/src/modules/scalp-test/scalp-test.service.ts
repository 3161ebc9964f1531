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

export function createScalpTests(db: Db, products: Products) {
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
    };
  }

  async function find(id: string, owner: Owner): Promise<Row> {
    const [row] = await db.select().from(scalpTests).where(eq(scalpTests.id, id));
    // another visitor's session does not exist for them
    if (!row || !ownsScalpTest(row, owner)) throw new NotFoundError('Scalp test not found');
    return row;
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
        const read = matchScalpText(next.id, body.text ?? '');
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
