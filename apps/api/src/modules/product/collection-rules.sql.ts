// An automatic collection's rules as a SQL condition on `products` (7-10): the storefront lists its members in the
// database instead of testing every product in memory. It must answer exactly as core's matchesCollectionRules
// over collectionProductFacts (proved by the property test beside this file).
import { and, or, sql, type SQL } from 'drizzle-orm';
import type { CollectionRule, CollectionRules } from '@shop/core';
import { productOptions, products } from '../../db/schema.ts';

/** The product's live single-purchase options (core's facts leave archived and subscription options out). */
const single = sql`${productOptions.productId} = ${products.id} and ${productOptions.archivedAt} is null and not ${productOptions.isSubscription}`;

/** The lowest HKD price of its buyable single-purchase options (in stock or on pre-order); null when none. */
export const lowestBuyableHkd = sql<
  number | null
>`(select min(${productOptions.priceHkd}) from ${productOptions} where ${single} and ${productOptions.availability} in ('in_stock', 'pre_order'))`;

/** Some single-purchase option is in stock with units on the shelf. */
const inStock = sql`exists (select 1 from ${productOptions} where ${single} and ${productOptions.availability} = 'in_stock' and ${productOptions.stock} > 0)`;

const TRUE = sql`true`;
const FALSE = sql`false`;

const hasKey = (column: typeof products.tags | typeof products.categories, key: string) =>
  sql`${column} @> array[${key}]::text[]`;

function conditionSql(c: CollectionRule): SQL {
  const positive = c.op !== 'neq';
  const either = (holds: SQL) => (positive ? holds : sql`not (${holds})`);
  switch (c.field) {
    case 'brand':
      // core compares strictly: a value that is not a string names no brand
      if (typeof c.value !== 'string') return positive ? FALSE : TRUE;
      return either(sql`${products.brandKey} = ${c.value}`);
    case 'type': {
      if (c.value !== 0 && c.value !== 2) return positive ? FALSE : TRUE;
      // anything but a treatment (2) counts as a product (0)
      return either(c.value === 2 ? sql`${products.productType} = 2` : sql`${products.productType} <> 2`);
    }
    case 'tag':
      return either(hasKey(products.tags, String(c.value)));
    case 'category':
      return either(hasKey(products.categories, String(c.value)));
    case 'in_stock':
      // core ignores the operator here: the product's in-stock fact equals the value
      if (c.value === true) return inStock;
      if (c.value === false) return sql`not ${inStock}`;
      return FALSE;
    case 'price': {
      if (typeof c.value !== 'number' || !Number.isFinite(c.value)) return FALSE;
      const cmp = { lt: '<', lte: '<=', gt: '>', gte: '>=' }[c.op as 'lt'];
      if (!cmp) return FALSE;
      // no buyable option: no price, never a member (a NULL comparison, made false)
      return sql`coalesce(${lowestBuyableHkd} ${sql.raw(cmp)} ${String(c.value)}::numeric, false)`;
    }
    default:
      return FALSE;
  }
}

/** The products meeting the rules: every condition ('all') or at least one ('any'); no condition, none. */
export function collectionRulesSql(rules: CollectionRules | null | undefined): SQL {
  if (!rules || !Array.isArray(rules.conditions) || rules.conditions.length === 0) return FALSE;
  const parts = rules.conditions.map(conditionSql);
  return (rules.match === 'all' ? and(...parts) : or(...parts))!;
}
