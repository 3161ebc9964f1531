// /api/v1/admin/segments: saved customer filters with member counts, the builder's live count and the CSV export.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyBody, fileAnswer, noContent } from '@shop/core/contract/common';
import {
  segmentBody,
  segmentCountBody,
  segmentCountOut,
  segmentOut,
  segmentParams as idParams,
  segmentPatchBody,
  segmentsOut,
} from '@shop/core/contract/admin-segment';
import { staffGuard } from '../staff/staff.guard.ts';

export async function segmentAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.segmentAdmin;
  const tags = ['admin'];

  app.get(
    '/admin/segments',
    {
      preHandler: staffGuard(app, 'members:read'),
      schema: {
        tags,
        summary: "Saved customer filters with each one's member count, and the builder's choices",
        response: { 200: segmentsOut },
      },
    },
    async () => service.list(),
  );

  app.post(
    '/admin/segments/count',
    {
      preHandler: staffGuard(app, 'members:read'),
      schema: {
        tags,
        summary: 'How many customers a filter keeps (the live count), nothing saved',
        body: segmentCountBody,
        response: { 200: segmentCountOut },
      },
    },
    async (req) => service.count(req.body.filter),
  );

  app.post(
    '/admin/segments',
    {
      preHandler: staffGuard(app, 'members:write'),
      schema: { tags, summary: 'Saves a customer filter', body: segmentBody, response: { 201: segmentOut } },
    },
    async (req, reply) => reply.code(201).send(await service.create(req, req.body)),
  );

  app.get(
    '/admin/segments/:id',
    {
      preHandler: staffGuard(app, 'members:read'),
      schema: { tags, params: idParams, response: { 200: segmentOut } },
    },
    async (req) => service.get(req.params.id),
  );

  app.patch(
    '/admin/segments/:id',
    {
      preHandler: staffGuard(app, 'members:write'),
      schema: { tags, params: idParams, body: segmentPatchBody, response: { 200: segmentOut } },
    },
    async (req) => service.update(req, req.params.id, req.body),
  );

  app.delete(
    '/admin/segments/:id',
    {
      preHandler: staffGuard(app, 'members:write'),
      schema: { tags, params: idParams, body: emptyBody, response: { 204: noContent } },
    },
    async (req, reply) => {
      await service.remove(req, req.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/admin/segments/:id/export.csv',
    {
      preHandler: staffGuard(app, 'members:read'),
      schema: {
        tags,
        summary:
          "The segment's customers as CSV (UTF-8 with BOM): an email only with marketing-email consent, a phone only with marketing-SMS consent",
        params: idParams,
        response: { 200: fileAnswer('text/csv', "the segment's customers as CSV") },
      },
    },
    async (req, reply) => {
      const { csv } = await service.exportCsv(req, req.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="segment-${new Date().toISOString().slice(0, 10)}.csv"`,
        )
        .header('cache-control', 'private, no-store')
        .send(`\uFEFF${csv}`);
    },
  );
}
