// An automatic collection's members in SQL are exactly core's (7-10): random products with random options, random
// rules, the same members by collectionRulesSql on the database (PGlite, or PostgreSQL with DATABASE_URL) and by
// matchesCollectionRules over collectionProductFacts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, asc, like } from 'drizzle-orm';
import {
  collectionProductFacts,
  matchesCollectionRules,
  type CollectionRule,
  type CollectionRules,
} from '@shop/core';
import { productOptions, products } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { collectionRulesSql } from './collection-rules.sql.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BRANDS = ['big_pi', 'oxygen_ceuticals'];
const KEYS = ['a', 'b', 'c', 'best_seller'];
const AVAILABILITY = ['in_stock', 'pre_order', 'not_for_sale', 'disabled', 'hidden'] as const;

const option = fc.record({
  availability: fc.constantFrom(...AVAILABILITY),
  priceHkd: fc.integer({ min: 0, max: 50_000 }),
  // the edges matter most: an empty shelf, a subscription, an archived option
  stock: fc.integer({ min: 0, max: 2 }),
  isSubscription: fc.constantFrom(false, false, true),
  archived: fc.constantFrom(false, false, false, true),
});
const product = fc.record({
  brandKey: fc.constantFrom(...BRANDS),
  productType: fc.constantFrom(0, 1, 2),
  tags: fc.uniqueArray(fc.constantFrom(...KEYS), { maxLength: 3 }),
  categories: fc.uniqueArray(fc.constantFrom(...KEYS), { maxLength: 3 }),
  options: fc.array(option, { maxLength: 4 }),
});
const condition: fc.Arbitrary<CollectionRule> = fc.oneof(
  fc.record({
    field: fc.constant('brand' as const),
    op: fc.constantFrom('eq' as const, 'neq' as const),
    value: fc.oneof(fc.constantFrom(...BRANDS, 'nobody'), fc.integer()),
  }),
  fc.record({
    field: fc.constant('type' as const),
    op: fc.constantFrom('eq' as const, 'neq' as const),
    value: fc.constantFrom<number | string>(0, 1, 2, '2'),
  }),
  fc.record({
    field: fc.constantFrom('tag' as const, 'category' as const),
    op: fc.constantFrom('eq' as const, 'neq' as const),
    value: fc.constantFrom(...KEYS, "it's"),
  }),
  fc.record({
    field: fc.constant('price' as const),
    op: fc.constantFrom('lt' as const, 'lte' as const, 'gt' as const, 'gte' as const, 'eq' as const),
    value: fc.oneof(fc.integer({ min: 0, max: 50_000 }), fc.constant('100')),
  }),
  fc.record({
    field: fc.constant('in_stock' as const),
    op: fc.constantFrom('eq' as const, 'neq' as const),
    value: fc.oneof(fc.boolean(), fc.constant('true')),
  }),
) as fc.Arbitrary<CollectionRule>;
const rules: fc.Arbitrary<CollectionRules> = fc.record({
  match: fc.constantFrom('all' as const, 'any' as const),
  conditions: fc.array(condition, { maxLength: 4 }),
});

describe('automatic collection rules in SQL (7-10)', () => {
  it('select the same products as core matchesCollectionRules', async () => {
    const db = t.database.db;
    let run = 0;
    let members = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(product, { minLength: 1, maxLength: 8 }),
        fc.array(rules, { minLength: 1, maxLength: 5 }),
        async (list, ruleSets) => {
          run += 1;
          const prefix = `fc${run}-`;
          const rows = list.map((p, i) => ({ ...p, id: `${prefix}${i}` }));
          await db.insert(products).values(
            rows.map((p) => ({
              id: p.id,
              sku: p.id,
              name: { eng: p.id, chi: p.id, cn: p.id },
              brandKey: p.brandKey,
              productType: p.productType,
              tags: p.tags,
              categories: p.categories,
              thumbnail: '',
              productThumbnail: [],
              detail: [],
              uniqueUrl: p.id,
              priceHkd: 0,
              priceUsd: 0,
            })),
          );
          const options = rows.flatMap((p) =>
            p.options.map((o, j) => ({
              subSku: `${p.id}-${j}`,
              productId: p.id,
              position: j,
              name: { eng: '', chi: '', cn: '' },
              availability: o.availability,
              priceHkd: o.priceHkd,
              priceUsd: o.priceHkd,
              stock: o.stock,
              isSubscription: o.isSubscription,
              archivedAt: o.archived ? new Date() : null,
            })),
          );
          if (options.length) await db.insert(productOptions).values(options);
          for (const r of ruleSets) {
            const bySql = await db
              .select({ id: products.id })
              .from(products)
              .where(and(like(products.id, `${prefix}%`), collectionRulesSql(r)))
              .orderBy(asc(products.id));
            const byCore = rows
              .filter((p) =>
                matchesCollectionRules(
                  r,
                  collectionProductFacts({
                    brand_key: p.brandKey,
                    product_type: p.productType,
                    tags: p.tags,
                    categories: p.categories,
                    options: p.options
                      .filter((o) => !o.archived)
                      .map((o) => ({
                        is_subscription: o.isSubscription,
                        availability: o.availability,
                        price_hkd: o.priceHkd,
                        stock: o.stock,
                      })),
                  }),
                ),
              )
              .map((p) => p.id)
              .sort();
            expect(
              bySql.map((x) => x.id),
              JSON.stringify(r),
            ).toEqual(byCore);
            if (byCore.length) members += 1;
          }
        },
      ),
      { numRuns: 100, seed: 20_261_127 },
    );
    // the random rules did select products (the property is not about empty answers only)
    expect(members).toBeGreaterThan(20);
  }, 120_000);
});
