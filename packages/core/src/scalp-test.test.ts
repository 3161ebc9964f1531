import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCALP_MAPPING,
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
  scalpReplyProblem,
  type ScalpAnswers,
  type ScalpType,
} from './scalp-test.ts';
import { SUPPORTED_LOCALES } from './locales.ts';

const base: ScalpAnswers = {
  scalp_feel: 'normal',
  concerns: ['none'],
  hair_type: 'medium',
  wash_frequency: 'every_other_day',
  allergies: 'none',
  current_products: 'supermarket',
};

/** every combination of single answers (multi questions: each option alone) */
function* allAnswers(): Generator<ScalpAnswers> {
  const choices = SCALP_QUESTIONS.map((q) => q.options.map((o) => (q.multi ? [o.id] : o.id)));
  const walk = function* (i: number, acc: ScalpAnswers): Generator<ScalpAnswers> {
    if (i === SCALP_QUESTIONS.length) return yield acc;
    for (const c of choices[i]!) yield* walk(i + 1, { ...acc, [SCALP_QUESTIONS[i]!.id]: c });
  };
  yield* walk(0, {});
}

describe('scalp test questionnaire', () => {
  it('is data: unique ids, quick replies and text in all four languages', () => {
    expect(SCALP_QUESTIONS.map((q) => q.id)).toEqual([
      'scalp_feel',
      'concerns',
      'hair_type',
      'wash_frequency',
      'allergies',
      'current_products',
    ]);
    const concerns = SCALP_QUESTIONS.find((q) => q.id === 'concerns')!;
    expect(concerns.multi).toBe(true);
    expect(concerns.options.map((o) => o.id)).toEqual(
      expect.arrayContaining(['oiliness', 'dryness', 'flakes', 'sensitivity', 'hair_loss']),
    );
    for (const q of SCALP_QUESTIONS) {
      expect(new Set(q.options.map((o) => o.id)).size, q.id).toBe(q.options.length);
      for (const l of SUPPORTED_LOCALES) {
        expect(q.prompt[l], q.id).toBeTruthy();
        for (const o of q.options) expect(o.label[l], `${q.id}.${o.id}`).toBeTruthy();
      }
    }
    for (const l of SUPPORTED_LOCALES) {
      for (const t of SCALP_TYPES) expect(SCALP_TYPE_NAMES[t][l]).toBeTruthy();
      for (const r of Object.values(SCALP_REASONS)) expect(r[l]).toBeTruthy();
    }
  });

  it('reaches every scalp type, each with at least one reason', () => {
    const seen = new Set<ScalpType>();
    for (const a of allAnswers()) {
      const r = scalpResult(a);
      seen.add(r.type);
      expect(r.reasons.length).toBeGreaterThan(0);
    }
    expect([...seen].sort()).toEqual([...SCALP_TYPES].sort());
  });

  it('decides by fixed rules', () => {
    expect(scalpResult({ ...base }).type).toBe('balanced');
    expect(scalpResult({ ...base, concerns: ['oiliness', 'hair_loss'] }).type).toBe('thinning');
    expect(scalpResult({ ...base, concerns: ['flakes', 'sensitivity'] }).type).toBe('dandruff');
    expect(scalpResult({ ...base, concerns: ['sensitivity'] }).type).toBe('sensitive');
    expect(scalpResult({ ...base, scalp_feel: 'oily', wash_frequency: 'daily' })).toEqual({
      type: 'oily',
      reasons: ['oily_feel', 'daily_wash'],
      shampoo_sku: 'BP-SHP-OILY',
      companion_skus: ['BP-CND-LIGHT', 'BP-CLY-DETOX'],
    });
    expect(scalpResult({ ...base, scalp_feel: 'dry', concerns: ['dryness'] }).type).toBe('dry');
    // one oily sign alone is not enough
    expect(scalpResult({ ...base, scalp_feel: 'oily' }).type).toBe('balanced');
    expect(scalpResult({ ...base, allergies: 'fragrance' }).type).toBe('sensitive');
  });

  it('is reproducible: the same answers give the same result', () => {
    for (const a of [...allAnswers()].slice(0, 500))
      expect(scalpResult(structuredClone(a))).toEqual(scalpResult(a));
  });

  it('recommends one shampoo and at most two companions from the mapping', () => {
    for (const t of SCALP_TYPES) {
      expect(DEFAULT_SCALP_MAPPING[t].shampoo_sku).toMatch(/^BP-SHP-/);
      expect(DEFAULT_SCALP_MAPPING[t].companion_skus.length).toBeLessThanOrEqual(2);
    }
    const mapping = {
      ...DEFAULT_SCALP_MAPPING,
      balanced: { shampoo_sku: 'X', companion_skus: ['A', 'B', 'C'] },
    };
    expect(scalpResult(base, mapping)).toMatchObject({ shampoo_sku: 'X', companion_skus: ['A', 'B'] });
  });

  it('tracks progress, goes back and restarts', () => {
    let a: ScalpAnswers = {};
    expect(nextScalpQuestion(a)?.id).toBe('scalp_feel');
    a = { scalp_feel: 'oily', concerns: ['flakes'] };
    expect(scalpProgress(a)).toEqual({ answered: 2, total: 6 });
    expect(nextScalpQuestion(a)?.id).toBe('hair_type');
    a = scalpBack(a);
    expect(a).toEqual({ scalp_feel: 'oily' });
    expect(nextScalpQuestion(a)?.id).toBe('concerns');
    expect(scalpBack({})).toEqual({});
    expect(nextScalpQuestion(base)).toBeNull();
  });

  it('validates answers', () => {
    expect(scalpAnswerProblem('scalp_feel', 'oily')).toBeNull();
    expect(scalpAnswerProblem('concerns', ['flakes', 'oiliness'])).toBeNull();
    expect(scalpAnswerProblem('nope', 'oily')).toMatch(/unknown question/);
    expect(scalpAnswerProblem('scalp_feel', 'purple')).toMatch(/unknown option/);
    expect(scalpAnswerProblem('scalp_feel', ['oily'])).toMatch(/one/);
    expect(scalpAnswerProblem('concerns', [])).toMatch(/at least/);
    expect(scalpAnswerProblem('concerns', ['none', 'flakes'])).toMatch(/none/);
    expect(scalpAnswerProblem('concerns', ['flakes', 'flakes'])).toMatch(/repeated/);
  });

  it('reads free text by keywords in four languages', () => {
    expect(matchScalpText('scalp_feel', 'Pretty greasy by noon')).toBe('oily');
    expect(matchScalpText('scalp_feel', '好乾')).toBe('dry');
    expect(matchScalpText('concerns', 'Itchy and some dandruff')).toEqual(['flakes', 'sensitivity']);
    expect(matchScalpText('concerns', '掉髮')).toEqual(['hair_loss']);
    expect(matchScalpText('concerns', '頭皮屑同埋好痕')).toEqual(['flakes', 'sensitivity']);
    expect(matchScalpText('concerns', '脱发很严重')).toEqual(['hair_loss']);
    expect(matchScalpText('wash_frequency', '每天')).toBe('daily');
    expect(matchScalpText('hair_type', 'what is the weather today?')).toBeNull();
    expect(matchScalpText('nope', 'oily')).toBeNull();
  });
});

describe('assistant reply guard', () => {
  const names = {
    allowed: ['Oil Balance Scalp Shampoo', '控油平衡頭皮洗髮露', 'BP-SHP-OILY'],
    catalogue: [
      'Oil Balance Scalp Shampoo',
      '控油平衡頭皮洗髮露',
      'BP-SHP-OILY',
      'Moisture Scalp Shampoo',
      'BP-SHP-DRY',
      '保濕滋潤頭皮洗髮露',
    ],
  };
  it('lets the engine’s products through and discards any other', () => {
    expect(scalpReplyProblem('Try our Oil Balance Scalp Shampoo twice a week.', names)).toBeNull();
    expect(scalpReplyProblem('Or the Moisture Scalp Shampoo, if you like.', names)).toBe('product');
    expect(scalpReplyProblem('bp-shp-dry works too', names)).toBe('product');
    expect(scalpReplyProblem('可以試試保濕滋潤頭皮洗髮露', names)).toBe('product');
  });
  it('discards medical claims in any language', () => {
    expect(scalpReplyProblem('This will cure your dandruff.', names)).toBe('medical');
    expect(scalpReplyProblem('這款可以根治脫髮', names)).toBe('medical');
    expect(scalpReplyProblem('A gentle wash keeps your scalp comfortable.', names)).toBeNull();
  });
});
