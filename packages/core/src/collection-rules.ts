// Automatic collections: a product belongs when it meets the collection's rules (all of them, or any one).
// The storefront's catalogue and the back office's preview both decide membership here.

export const COLLECTION_RULE_FIELDS = ['brand', 'type', 'tag', 'category', 'price', 'in_stock'] as const;
export type CollectionRuleField = (typeof COLLECTION_RULE_FIELDS)[number];
export const COLLECTION_RULE_OPS = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte'] as const;
export type CollectionRuleOp = (typeof COLLECTION_RULE_OPS)[number];
/** The most conditions one collection holds (a longer list is a sign of a manual collection). */
export const COLLECTION_RULES_MAX = 20;

/**
 * brand/tag/category: op eq|neq with a key; type: eq|neq with 0 (product) or 2 (treatment);
 * price: lt|lte|gt|gte with HKD minor units (the lowest buyable option's price); in_stock: eq true|false.
 */
export interface CollectionRule {
  field: CollectionRuleField;
  op: CollectionRuleOp;
  value: string | number | boolean;
}

export interface CollectionRules {
  match: 'all' | 'any';
  conditions: CollectionRule[];
}

/** The operators each field takes (the back office's rules builder offers these). */
export const COLLECTION_RULE_OPS_BY_FIELD: Record<CollectionRuleField, readonly CollectionRuleOp[]> = {
  brand: ['eq', 'neq'],
  type: ['eq', 'neq'],
  tag: ['eq', 'neq'],
  category: ['eq', 'neq'],
  price: ['lt', 'lte', 'gt', 'gte'],
  in_stock: ['eq'],
};

/** What the rules look at in one product. */
export interface CollectionProductFacts {
  brand: string;
  type: 0 | 2;
  tags: readonly string[];
  categories: readonly string[];
  /** the lowest HKD price (minor units) of its buyable single-purchase options; null when none is buyable */
  price: number | null;
  /** some single-purchase option is in stock with units on the shelf */
  inStock: boolean;
}

export interface CollectionFactsInput {
  brand_key: string;
  product_type: number;
  tags: readonly string[];
  categories: readonly string[];
  /** the product's live options (archived ones left out by the caller) */
  options: readonly { is_subscription: boolean; availability: string; price_hkd: number; stock: number }[];
}

/** Options a shopper can put in the bag at some point: in stock or on pre-order. */
const BUYABLE = new Set(['in_stock', 'pre_order']);

export function collectionProductFacts(p: CollectionFactsInput): CollectionProductFacts {
  const single = p.options.filter((o) => !o.is_subscription);
  const prices = single.filter((o) => BUYABLE.has(o.availability)).map((o) => o.price_hkd);
  return {
    brand: p.brand_key,
    type: p.product_type === 2 ? 2 : 0,
    tags: p.tags,
    categories: p.categories,
    price: prices.length ? Math.min(...prices) : null,
    inStock: single.some((o) => o.availability === 'in_stock' && o.stock > 0),
  };
}

function conditionHolds(c: CollectionRule, f: CollectionProductFacts): boolean {
  const positive = c.op !== 'neq';
  switch (c.field) {
    case 'brand':
      return (f.brand === c.value) === positive;
    case 'type':
      return (f.type === c.value) === positive;
    case 'tag':
      return f.tags.includes(String(c.value)) === positive;
    case 'category':
      return f.categories.includes(String(c.value)) === positive;
    case 'in_stock':
      return f.inStock === c.value;
    case 'price': {
      if (f.price === null || typeof c.value !== 'number') return false;
      if (c.op === 'lt') return f.price < c.value;
      if (c.op === 'lte') return f.price <= c.value;
      if (c.op === 'gt') return f.price > c.value;
      if (c.op === 'gte') return f.price >= c.value;
      return false;
    }
  }
}

/** True when the product meets the rules: every condition ('all') or at least one ('any'); no condition, none. */
export function matchesCollectionRules(rules: CollectionRules, facts: CollectionProductFacts): boolean {
  if (rules.conditions.length === 0) return false;
  return rules.match === 'all'
    ? rules.conditions.every((c) => conditionHolds(c, facts))
    : rules.conditions.some((c) => conditionHolds(c, facts));
}

export interface CollectionRulesProblem {
  /** dotted path under the rules ('rules.conditions.1.value') */
  field: string;
  reason:
    | 'match'
    | 'empty'
    | 'too_many'
    | 'unknown_field'
    | 'unknown_op'
    | 'value_type'
    | 'price_amount'
    | 'unknown_key';
}

/** Keys the shop knows, to refuse a rule naming a brand, tag or category that does not exist. */
export interface KnownRuleKeys {
  brands?: ReadonlySet<string>;
  tags?: ReadonlySet<string>;
  categories?: ReadonlySet<string>;
}

const KNOWN_BY_FIELD = { brand: 'brands', tag: 'tags', category: 'categories' } as const;

/** The first thing wrong with a set of rules, or null when they can be saved. */
export function collectionRulesProblem(
  rules: unknown,
  known: KnownRuleKeys = {},
  path = 'rules',
): CollectionRulesProblem | null {
  const r = rules as Partial<CollectionRules> | null;
  if (!r || typeof r !== 'object') return { field: path, reason: 'empty' };
  if (r.match !== 'all' && r.match !== 'any') return { field: `${path}.match`, reason: 'match' };
  if (!Array.isArray(r.conditions) || r.conditions.length === 0)
    return { field: `${path}.conditions`, reason: 'empty' };
  if (r.conditions.length > COLLECTION_RULES_MAX) return { field: `${path}.conditions`, reason: 'too_many' };
  for (const [i, raw] of r.conditions.entries()) {
    const at = `${path}.conditions.${i}`;
    const c = (raw ?? {}) as Partial<CollectionRule>;
    if (!(COLLECTION_RULE_FIELDS as readonly unknown[]).includes(c.field))
      return { field: `${at}.field`, reason: 'unknown_field' };
    const field = c.field!;
    if (!COLLECTION_RULE_OPS_BY_FIELD[field].includes(c.op as CollectionRuleOp))
      return { field: `${at}.op`, reason: 'unknown_op' };
    const v = c.value;
    switch (field) {
      case 'brand':
      case 'tag':
      case 'category': {
        if (typeof v !== 'string' || v.trim() === '') return { field: `${at}.value`, reason: 'value_type' };
        const set = known[KNOWN_BY_FIELD[field]];
        if (set && !set.has(v)) return { field: `${at}.value`, reason: 'unknown_key' };
        break;
      }
      case 'type':
        if (v !== 0 && v !== 2) return { field: `${at}.value`, reason: 'value_type' };
        break;
      case 'in_stock':
        if (typeof v !== 'boolean') return { field: `${at}.value`, reason: 'value_type' };
        break;
      case 'price':
        if (typeof v !== 'number') return { field: `${at}.value`, reason: 'value_type' };
        if (!Number.isSafeInteger(v) || v < 0) return { field: `${at}.value`, reason: 'price_amount' };
        break;
    }
  }
  return null;
}
