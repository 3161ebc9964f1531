import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyBody, okOut } from '@shop/core/contract/common';
import {
  adminPageOut,
  adminPagesOut,
  pageCreateBody,
  pageIdParams,
  pagePatchBody,
} from '@shop/core/contract/page';
import { staffGuard } from '../staff/staff.guard.ts';

/**
 * Room for one 10 MB body (refused 400 payload_too_large naming its field, nothing written) and the rest of a
 * draft; beyond it Fastify answers 413 payload_too_large without reading more.
 */
export const PAGE_WRITE_BODY_LIMIT = 16 * 1024 * 1024;

/** The back office's content pages (/api/v1/admin/pages…): content:write to read and write. */
export async function pageAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = app.pageAdmin;
  const write = staffGuard(app, 'content:write');
  const tags = ['admin'];

  app.get(
    '/admin/pages',
    { preHandler: write, schema: { tags, summary: 'Content pages', response: { 200: adminPagesOut } } },
    async () => admin.list(),
  );
  app.post(
    '/admin/pages',
    {
      preHandler: write,
      bodyLimit: PAGE_WRITE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'A new page (a draft)',
        body: pageCreateBody,
        response: { 201: adminPageOut },
      },
    },
    async (req, reply) => reply.code(201).send(await admin.create(req, req.body)),
  );
  app.get(
    '/admin/pages/:id',
    { preHandler: write, schema: { tags, params: pageIdParams, response: { 200: adminPageOut } } },
    async (req) => admin.get(req.params.id),
  );
  app.patch(
    '/admin/pages/:id',
    {
      preHandler: write,
      bodyLimit: PAGE_WRITE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Save the draft (the version loaded; a stale one is 409 conflict)',
        params: pageIdParams,
        body: pagePatchBody,
        response: { 200: adminPageOut },
      },
    },
    async (req) => admin.update(req, req.params.id, req.body),
  );
  app.post(
    '/admin/pages/:id/publish',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Publish the draft',
        params: pageIdParams,
        body: emptyBody,
        response: { 200: adminPageOut },
      },
    },
    async (req) => admin.publish(req, req.params.id),
  );
  app.post(
    '/admin/pages/:id/unpublish',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Take the page off the shop',
        params: pageIdParams,
        body: emptyBody,
        response: { 200: adminPageOut },
      },
    },
    async (req) => admin.unpublish(req, req.params.id),
  );
  app.delete(
    '/admin/pages/:id',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Delete a page staff made',
        params: pageIdParams,
        body: emptyBody,
        response: { 200: okOut },
      },
    },
    async (req) => admin.remove(req, req.params.id),
  );
}
