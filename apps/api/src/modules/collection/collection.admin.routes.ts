import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IMAGE_MIME } from '@shop/core';
import {
  adminCollectionOut,
  adminCollectionsOut,
  collectionCreateBody,
  collectionDeleteOut,
  collectionImageOut,
  collectionParams,
  collectionPatchBody,
  collectionPreviewBody,
  collectionProductsOut,
  taxonomyCreateBody,
  taxonomyDeleteOut,
  taxonomyListOut,
  taxonomyOut,
  taxonomyParams,
  taxonomyPatchBody,
} from '@shop/core/contract/admin-collection';
import { emptyBody } from '@shop/core/contract/common';
import { IMAGE_MAX_BYTES, UPLOAD_BODY_LIMIT } from '../product/image-store.ts';
import { staffGuard } from '../staff/staff.guard.ts';

/**
 * The back office's collections (/api/v1/admin/collections…), categories and tags (/admin/categories…,
 * /admin/tags…): catalogue:read to read, catalogue:write to write.
 */
export async function collectionAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = app.collectionAdmin;
  const read = staffGuard(app, 'catalogue:read');
  const write = staffGuard(app, 'catalogue:write');
  const tags = ['admin'];

  app.get(
    '/admin/collections',
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'Collections with their member counts',
        response: { 200: adminCollectionsOut },
      },
    },
    async () => admin.list(),
  );

  app.post(
    '/admin/collections/preview',
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'The products automatic rules select now, before they are saved',
        body: collectionPreviewBody,
        response: { 200: collectionProductsOut },
      },
    },
    async (req) => admin.preview(req.body.rules),
  );

  app.get(
    '/admin/collections/:id',
    { preHandler: read, schema: { tags, params: collectionParams, response: { 200: adminCollectionOut } } },
    async (req) => admin.get(req.params.id),
  );

  app.get(
    '/admin/collections/:id/products',
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'The members now: a manual collection in its order, an automatic one by its rules',
        params: collectionParams,
        response: { 200: collectionProductsOut },
      },
    },
    async (req) => admin.products(req.params.id),
  );

  app.post(
    '/admin/collections',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'A new collection, manual (products in order) or automatic (rules)',
        body: collectionCreateBody,
        response: { 201: adminCollectionOut },
      },
    },
    async (req, reply) => reply.code(201).send(await admin.create(req.body, req)),
  );

  app.patch(
    '/admin/collections/:id',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Titles, description, handle, kind, rules or products, SEO, visibility',
        params: collectionParams,
        body: collectionPatchBody,
        response: { 200: adminCollectionOut },
      },
    },
    async (req) => admin.update(req.params.id, req.body, req),
  );

  app.delete(
    '/admin/collections/:id',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Deletes a collection and takes it off its products',
        params: collectionParams,
        body: emptyBody,
        response: { 200: collectionDeleteOut },
      },
    },
    async (req) => admin.remove(req.params.id, req),
  );

  // the image is its own bytes in the body, as a product image is (product.admin.routes.ts)
  app.addContentTypeParser(
    [...Object.values(IMAGE_MIME), 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );
  app.post(
    '/admin/collections/:id/image',
    {
      onRequest: write,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        summary: `Uploads the collection's image (JPEG, PNG, WebP or AVIF by content, at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB)`,
        params: collectionParams,
        response: { 201: collectionImageOut },
      },
    },
    async (req, reply) => {
      // checked by its content (media.service); over IMAGE_MAX_BYTES is a 400 naming the field
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      return reply.code(201).send(await admin.setImage(req.params.id, body, req));
    },
  );

  for (const [path, service] of [
    ['categories', app.categoryAdmin],
    ['tags', app.tagAdmin],
  ] as const) {
    app.get(
      `/admin/${path}`,
      {
        preHandler: read,
        schema: { tags, summary: `${path}, highest priority first`, response: { 200: taxonomyListOut } },
      },
      async () => service.list(),
    );
    app.post(
      `/admin/${path}`,
      {
        preHandler: write,
        schema: { tags, body: taxonomyCreateBody, response: { 201: taxonomyOut } },
      },
      async (req, reply) => reply.code(201).send(await service.create(req.body, req)),
    );
    app.patch(
      `/admin/${path}/:key`,
      {
        preHandler: write,
        schema: { tags, params: taxonomyParams, body: taxonomyPatchBody, response: { 200: taxonomyOut } },
      },
      async (req) => service.update(req.params.key, req.body, req),
    );
    app.delete(
      `/admin/${path}/:key`,
      {
        preHandler: write,
        schema: {
          tags,
          summary: `Deletes one and takes it off every product that carries it`,
          params: taxonomyParams,
          body: emptyBody,
          response: { 200: taxonomyDeleteOut },
        },
      },
      async (req) => service.remove(req.params.key, req),
    );
  }
}
