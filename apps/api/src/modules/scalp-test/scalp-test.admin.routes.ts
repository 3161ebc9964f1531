import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { scalpTypeBody, scalpTypeParams, scalpTypesOut } from '@shop/core/contract/scalp-test';
import { staffGuard } from '../staff/staff.guard.ts';

/** /api/v1/admin/scalp-test: the scalp types' products (settings scalp_type_list), catalogue staff, audited. */
export async function scalpTestAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  app.get(
    '/admin/scalp-test',
    {
      preHandler: staffGuard(app, 'catalogue:read'),
      schema: { tags, summary: 'Scalp types and products', response: { 200: scalpTypesOut } },
    },
    () => app.scalpTestAdmin.view(),
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
    async (req) => app.scalpTestAdmin.setType(req, req.params.type, req.body),
  );
}
