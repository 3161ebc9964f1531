import { describe, expect, it } from 'vitest';
import {
  collectionProductFacts,
  collectionRulesProblem,
  matchesCollectionRules,
  type CollectionFactsInput,
  type CollectionRules,
} from './collection-rules.ts';

const opt = (o: Partial<CollectionFactsInput['options'][number]> = {}) => ({
  is_subscription: false,
  availability: 'in_stock',
  price_hkd: 38_000,
  stock: 5,
  ...o,
});
const product = (p: Partial<CollectionFactsInput> = {}): CollectionFactsInput => ({
  brand_key: 'oxygen_ceuticals',
  product_type: 0,
  tags: ['new'],
  categories: ['skin_care', 'face'],
  options: [opt()],
  ...p,
});
const rules = (match: 'all' | 'any', ...conditions: CollectionRules['conditions']): CollectionRules => ({
  match,
  conditions,
});
/** "in stock, brand X, under HK$500" */
const underFiveHundred = rules(
  'all',
  { field: 'in_stock', op: 'eq', value: true },
  { field: 'brand', op: 'eq', value: 'oxygen_ceuticals' },
  { field: 'price', op: 'lt', value: 50_000 },
);

describe('collection facts', () => {
  it('prices a product at its cheapest buyable single-purchase option, never a subscription', () => {
    const f = collectionProductFacts(
      product({
        options: [
          opt({ price_hkd: 60_000 }),
          opt({ price_hkd: 20_000, is_subscription: true }),
          opt({ price_hkd: 10_000, availability: 'not_for_sale' }),
          opt({ price_hkd: 45_000, availability: 'pre_order', stock: 0 }),
        ],
      }),
    );
    expect(f.price).toBe(45_000);
    expect(f.inStock).toBe(true);
  });

  it('is out of stock when no single-purchase option is in stock with units, and has no price when none is buyable', () => {
    const f = collectionProductFacts(
      product({
        options: [
          opt({ stock: 0 }),
          opt({ availability: 'pre_order', stock: 9 }),
          opt({ is_subscription: true, stock: 9 }),
        ],
      }),
    );
    expect(f.inStock).toBe(false);
    expect(
      collectionProductFacts(product({ options: [opt({ availability: 'disabled' })] })).price,
    ).toBeNull();
    expect(collectionProductFacts(product({ product_type: 2 })).type).toBe(2);
    expect(collectionProductFacts(product({ product_type: 1 })).type).toBe(0);
  });
});

describe('collection rules: matching', () => {
  it('"all": in stock, brand X, under HK$500', () => {
    const yes = collectionProductFacts(product());
    expect(matchesCollectionRules(underFiveHundred, yes)).toBe(true);
    expect(matchesCollectionRules(underFiveHundred, { ...yes, price: 50_000 })).toBe(false);
    expect(matchesCollectionRules(underFiveHundred, { ...yes, inStock: false })).toBe(false);
    expect(matchesCollectionRules(underFiveHundred, { ...yes, brand: 'big_pi' })).toBe(false);
    expect(matchesCollectionRules(underFiveHundred, { ...yes, price: null })).toBe(false);
  });

  it('"any": one condition is enough; no condition matches nothing', () => {
    const f = collectionProductFacts(product({ brand_key: 'big_pi', tags: [] }));
    const r = rules(
      'any',
      { field: 'brand', op: 'eq', value: 'x' },
      { field: 'category', op: 'eq', value: 'face' },
    );
    expect(matchesCollectionRules(r, f)).toBe(true);
    expect(matchesCollectionRules(rules('any'), f)).toBe(false);
    expect(matchesCollectionRules(rules('all'), f)).toBe(false);
  });

  it('eq and neq on tags, categories, brand and type; price bounds inclusive or not', () => {
    const f = collectionProductFacts(product());
    const one = (c: CollectionRules['conditions'][number]) => matchesCollectionRules(rules('all', c), f);
    expect(one({ field: 'tag', op: 'eq', value: 'new' })).toBe(true);
    expect(one({ field: 'tag', op: 'neq', value: 'new' })).toBe(false);
    expect(one({ field: 'category', op: 'neq', value: 'body' })).toBe(true);
    expect(one({ field: 'brand', op: 'neq', value: 'oxygen_ceuticals' })).toBe(false);
    expect(one({ field: 'type', op: 'eq', value: 0 })).toBe(true);
    expect(one({ field: 'type', op: 'neq', value: 2 })).toBe(true);
    expect(one({ field: 'price', op: 'lte', value: 38_000 })).toBe(true);
    expect(one({ field: 'price', op: 'lt', value: 38_000 })).toBe(false);
    expect(one({ field: 'price', op: 'gte', value: 38_000 })).toBe(true);
    expect(one({ field: 'price', op: 'gt', value: 38_000 })).toBe(false);
    expect(one({ field: 'in_stock', op: 'eq', value: false })).toBe(false);
  });
});

describe('collection rules: validation', () => {
  it('accepts good rules', () => {
    expect(collectionRulesProblem(underFiveHundred)).toBeNull();
    expect(
      collectionRulesProblem(rules('any', { field: 'type', op: 'eq', value: 2 }), {
        brands: new Set(['oxygen_ceuticals']),
      }),
    ).toBeNull();
  });

  it('names the condition and part that is wrong', () => {
    expect(collectionRulesProblem(null)).toEqual({ field: 'rules', reason: 'empty' });
    expect(collectionRulesProblem({ match: 'some', conditions: [] })).toEqual({
      field: 'rules.match',
      reason: 'match',
    });
    expect(collectionRulesProblem(rules('all'))).toEqual({ field: 'rules.conditions', reason: 'empty' });
    const bad = (c: unknown) =>
      collectionRulesProblem({ match: 'all', conditions: [underFiveHundred.conditions[0], c] });
    expect(bad({ field: 'colour', op: 'eq', value: 'red' })).toEqual({
      field: 'rules.conditions.1.field',
      reason: 'unknown_field',
    });
    expect(bad({ field: 'brand', op: 'lt', value: 'x' })).toEqual({
      field: 'rules.conditions.1.op',
      reason: 'unknown_op',
    });
    expect(bad({ field: 'in_stock', op: 'neq', value: true })?.reason).toBe('unknown_op');
    expect(bad({ field: 'brand', op: 'eq', value: 3 })?.reason).toBe('value_type');
    expect(bad({ field: 'type', op: 'eq', value: 1 })?.reason).toBe('value_type');
    expect(bad({ field: 'in_stock', op: 'eq', value: 'yes' })?.reason).toBe('value_type');
    expect(bad({ field: 'price', op: 'lt', value: '500' })?.reason).toBe('value_type');
    expect(bad({ field: 'price', op: 'lt', value: 499.5 })).toEqual({
      field: 'rules.conditions.1.value',
      reason: 'price_amount',
    });
    expect(bad({ field: 'price', op: 'lt', value: -1 })?.reason).toBe('price_amount');
    expect(
      collectionRulesProblem(rules('all', { field: 'tag', op: 'eq', value: 'nope' }), {
        tags: new Set(['new']),
      }),
    ).toEqual({ field: 'rules.conditions.0.value', reason: 'unknown_key' });
    const many = Array.from({ length: 21 }, () => underFiveHundred.conditions[0]!);
    expect(collectionRulesProblem({ match: 'all', conditions: many })?.reason).toBe('too_many');
  });
});
