import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_SCALP_COMPANIONS, SCALP_TYPES } from '@shop/core';
import { staffGuard } from '../staff/staff.guard.ts';

const sku = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][\w.-]{0,63}$/, 'a sku');

/** /api/v1/admin/scalp-test: the scalp types' products (settings scalp_type_list), catalogue staff, audited. */
export async function scalpTestAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  app.get(
    '/admin/scalp-test',
    { preHandler: staffGuard(app, 'catalogue:read'), schema: { tags, summary: 'Scalp types and products' } },
    () => app.scalpTestAdmin.view(),
  );

  app.put(
    '/admin/scalp-test/:type',
    {
      preHandler: staffGuard(app, 'catalogue:write'),
      schema: {
        tags,
        summary: 'Sets the shampoo and up to two companions a scalp type recommends',
        params: z.strictObject({ type: z.enum(SCALP_TYPES) }),
        body: z.strictObject({
          shampoo_sku: sku,
          companion_skus: z.array(sku).max(MAX_SCALP_COMPANIONS),
        }),
      },
    },
    async (req) => app.scalpTestAdmin.setType(req, req.params.type, req.body),
  );
}
