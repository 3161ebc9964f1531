// The scalp types' products in the back office (settings scalp_type_list): only published products, the shampoo a
// shampoo, no product twice; audited in the write's transaction.
import { eq } from 'drizzle-orm';
import { SCALP_TYPES, SCALP_TYPE_NAMES, type ScalpType } from '@shop/core';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import { InvalidError } from '../../lib/errors.ts';
import type { Products } from '../product/product.service.ts';
import { audit, type AuditActor } from '../staff/audit.ts';
import type { ScalpTests, ScalpTypeSetting } from './scalp-test.service.ts';

export function createScalpTestAdmin(deps: {
  db: Db;
  products: Products;
  tests: ScalpTests;
  /** the settings cache: scalp_type_list is read through it */
  invalidateSettings: () => void;
}) {
  const { db, products, tests } = deps;

  async function view() {
    const mapping = await tests.mapping();
    return {
      types: SCALP_TYPES.map((key) => ({
        key,
        name: SCALP_TYPE_NAMES[key],
        shampoo_sku: mapping[key].shampoo_sku,
        companion_skus: mapping[key].companion_skus,
      })),
    };
  }

  return {
    view,

    /** Sets the shampoo and the companions a scalp type recommends; answers the new view. */
    async setType(
      req: AuditActor,
      type: ScalpType,
      { shampoo_sku, companion_skus }: { shampoo_sku: string; companion_skus: string[] },
    ) {
      // only products in the catalogue: a recommendation that cannot be shown is no recommendation
      const all = [shampoo_sku, ...companion_skus];
      const bySku = await products.bySkus(all);
      all.forEach((s, i) => {
        const field = i === 0 ? 'shampoo_sku' : `companion_skus.${i - 1}`;
        if (!bySku.get(s)?.row.published)
          throw new InvalidError(`${field}: no such product`, field, 'product_not_found');
      });
      if (!bySku.get(shampoo_sku)!.row.categories.includes('shampoo'))
        throw new InvalidError('shampoo_sku: not a shampoo', 'shampoo_sku', 'not_a_shampoo');
      if (new Set(all).size !== all.length)
        throw new InvalidError('companion_skus: a product is named twice', 'companion_skus', 'listed_twice');
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(settings).where(eq(settings.key, 'scalp_type_list'));
        const list = (Array.isArray(row?.value) ? row.value : []) as ScalpTypeSetting[];
        const before = list.find((e) => e.key === type);
        const after: ScalpTypeSetting = {
          ...before,
          key: type,
          recommended_sku: shampoo_sku,
          companion_skus,
        };
        const next = before ? list.map((e) => (e.key === type ? after : e)) : [...list, after];
        await tx
          .insert(settings)
          .values({ key: 'scalp_type_list', value: next })
          .onConflictDoUpdate({ target: settings.key, set: { value: next } });
        await audit(tx, req, {
          action: 'scalp_type.update',
          entity: 'scalp_type',
          entityId: type,
          before,
          after,
        });
      });
      deps.invalidateSettings();
      return view();
    },
  };
}

export type ScalpTestAdmin = ReturnType<typeof createScalpTestAdmin>;
