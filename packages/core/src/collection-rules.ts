// Automatic collections: a product belongs when it meets the collection's rules (all of them, or any one).
// The storefront's catalogue and the back office's preview both decide membership here.

export const COLLECTION_RULE_FIELDS = ['brand', 'type', 'tag', 'category', 'price', 'in_stock'] as const;
export type CollectionRuleField = (typeof COLLECTION_RULE_FIELDS)[number];

/**
 * brand/tag/category: op eq|neq with a key; type: eq with 0 (product) or 2 (treatment);
 * price: lt|lte|gt|gte with HKD minor units (the lowest buyable option's price); in_stock: eq true|false.
 */
export interface CollectionRule {
  field: CollectionRuleField;
  op: 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte';
  value: string | number | boolean;
}

export interface CollectionRules {
  match: 'all' | 'any';
  conditions: CollectionRule[];
}
