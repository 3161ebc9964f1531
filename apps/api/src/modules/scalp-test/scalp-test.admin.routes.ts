import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { SCALP_TYPES, SCALP_TYPE_NAMES, type ScalpType } from '@shop/core';
import { scalpTypeBody, scalpTypeParams, scalpTypesOut } from '@shop/core/contract/scalp-test';
import { staffGuard } from '../staff/staff.guard.ts';
import { audit } from '../staff/audit.ts';
import { settings } from '../../db/schema.ts';
import { InvalidError } from '../../lib/errors.ts';
import { createScalpTests, type ScalpTypeSetting } from './scalp-test.service.ts';

/** /api/v1/admin/scalp-test: the scalp types' products (settings scalp_type_list), catalogue staff, audited. */
export async function scalpTestAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const tests = createScalpTests(db, app.services.products);
  const tags = ['admin'];
  const view = async () => {
    const mapping = await tests.mapping();
    return {
      types: SCALP_TYPES.map((key) => ({
        key,
        name: SCALP_TYPE_NAMES[key],
        shampoo_sku: mapping[key].shampoo_sku,
        companion_skus: mapping[key].companion_skus,
      })),
    };
  };

  app.get(
    '/admin/scalp-test',
    {
      preHandler: staffGuard(app, 'catalogue:read'),
      schema: { tags, summary: 'Scalp types and products', response: { 200: scalpTypesOut } },
    },
    view,
  );

  app.put(
    '/admin/scalp-test/:type',
    {
      preHandler: staffGuard(app, 'catalogue:write'),
      schema: {
        tags,
        summary: 'Sets the shampoo and up to two companions a scalp type recommends',
        params: scalpTypeParams,
        body: scalpTypeBody,
        response: { 200: scalpTypesOut },
      },
    },
    async (req) => {
      const { type } = req.params;
      const { shampoo_sku, companion_skus } = req.body;
      // only products in the catalogue: a recommendation that cannot be shown is no recommendation
      const cat = await app.services.products.getCatalogue();
      const all = [shampoo_sku, ...companion_skus];
      all.forEach((s, i) => {
        const field = i === 0 ? 'shampoo_sku' : `companion_skus.${i - 1}`;
        if (!cat.bySku.get(s)?.row.published) throw new InvalidError(`${field}: no such product`, field);
      });
      if (!cat.bySku.get(shampoo_sku)!.row.categories.includes('shampoo'))
        throw new InvalidError('shampoo_sku: not a shampoo', 'shampoo_sku');
      if (new Set(all).size !== all.length)
        throw new InvalidError('companion_skus: a product is named twice', 'companion_skus');
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(settings).where(eq(settings.key, 'scalp_type_list'));
        const list = (Array.isArray(row?.value) ? row.value : []) as ScalpTypeSetting[];
        const before = list.find((e) => e.key === type);
        const after: ScalpTypeSetting = {
          ...before,
          key: type as ScalpType,
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
      app.services.settings.invalidate();
      return view();
    },
  );
}
