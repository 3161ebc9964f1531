import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IMAGE_MIME } from '@shop/core';
import {
  optionCreateBody,
  optionPatchBody,
  productCreateBody,
  productDuplicateBody,
  productNewBody,
  productPatchBody,
} from '@shop/core/contract/admin-product';
import { emptyBody, noContent } from '@shop/core/contract/common';
import {
  adminOptionOut,
  adminProductOut,
  catalogueChoicesOut,
  optionRemoveOut,
  productImageOut,
  productPickerOut,
  productPickerQuery,
  simplifiedBody,
  simplifiedOut,
} from '@shop/core/contract/admin-product-out';
import { InvalidError } from '../../lib/errors.ts';
import { staffGuard } from '../staff/staff.guard.ts';
import { IMAGE_MAX_BYTES, UPLOAD_BODY_LIMIT } from './image-store.ts';
import { adminProductListOut, adminProductListQuery } from '@shop/core/contract/admin-catalogue-io';

const key = z.string().min(1).max(64);
const params = z.object({ id: z.string().min(1).max(64) });
/**
 * Product copy is up to 200 KB per field and script: the editor's writes read up to 11 MB so an oversized field is a
 * 400 naming it (checked after the staff guard, which runs before the body is read).
 */
const COPY_BODY_LIMIT = 11 * 1024 * 1024;

/** A refused create body named by the branch it meant (a copy or a new product), not zod's "no union member". */
function refuseCreateBody(raw: unknown): never {
  const branch =
    raw !== null && typeof raw === 'object' && 'duplicate_of' in raw ? productDuplicateBody : productNewBody;
  const r = branch.safeParse(raw);
  const issue = r.success ? undefined : r.error.issues[0];
  const field = issue?.path.join('.') || 'body';
  throw new InvalidError(`body.${field}: ${issue?.message ?? 'invalid'}`, field, 'invalid');
}

/** The back office's catalogue: /api/v1/admin/products… (catalogue:read / catalogue:write; stock via stock:write). */
export async function productAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = app.catalogueAdmin;

  app.get(
    '/admin/products',
    {
      preHandler: staffGuard(app, 'catalogue:read'),
      schema: {
        tags: ['admin'],
        summary:
          'Products by name, sku or option sku; brand, type, status, stock, collection and tag filters; sorted',
        querystring: adminProductListQuery,
        response: { 200: adminProductListOut },
      },
    },
    async (req) => {
      const q = req.query;
      const found = await admin.list({ ...q, q: q.q || undefined });
      return { ...found, page: q.page, limit: q.limit };
    },
  );

  app.get(
    '/admin/catalogue/choices',
    {
      preHandler: staffGuard(app, 'catalogue:read'),
      schema: {
        tags: ['admin'],
        summary:
          "The product editor's pickers: brands, categories, tags, member groups, countries, collections",
        response: { 200: catalogueChoicesOut },
      },
    },
    async () => admin.choices(),
  );

  app.get(
    '/admin/products/picker',
    {
      preHandler: staffGuard(app, 'catalogue:read'),
      schema: {
        tags: ['admin'],
        summary:
          'Products by name in any script or SKU (20 at most), for the add-on picker; archived left out',
        querystring: productPickerQuery,
        response: { 200: productPickerOut },
      },
    },
    async (req) => admin.picker(req.query.q),
  );

  app.post(
    '/admin/catalogue/simplified',
    {
      onRequest: staffGuard(app, 'catalogue:write'),
      bodyLimit: 11 * 1024 * 1024,
      schema: {
        tags: ['admin'],
        summary: 'Traditional Chinese texts converted to Simplified (HTML tags kept): "fill Simplified"',
        body: simplifiedBody,
        response: { 200: simplifiedOut },
      },
    },
    async (req) => admin.simplified(req.body.texts),
  );

  app.get(
    '/admin/products/:id',
    {
      preHandler: staffGuard(app, 'catalogue:read'),
      schema: { tags: ['admin'], params, response: { 200: adminProductOut } },
    },
    async (req) => admin.get(req.params.id),
  );

  app.post(
    '/admin/products',
    {
      onRequest: staffGuard(app, 'catalogue:write'),
      bodyLimit: COPY_BODY_LIMIT,
      // a refusal names the field of the branch the body meant
      attachValidation: true,
      schema: {
        tags: ['admin'],
        summary:
          'A new product with its options (unpublished unless published: true), or a copy (duplicate_of)',
        body: productCreateBody,
        response: { 201: adminProductOut },
      },
    },
    async (req, reply) => {
      if (req.validationError) refuseCreateBody(req.body);
      return reply.code(201).send(await admin.create(req.body, req));
    },
  );

  app.patch(
    '/admin/products/:id',
    {
      onRequest: staffGuard(app, 'catalogue:write'),
      bodyLimit: COPY_BODY_LIMIT,
      schema: {
        tags: ['admin'],
        summary:
          'Every product field: SKU, names, brand, type, handle (the old one redirects), copy, SEO, tags, ' +
          'countries, offers, option order, archive, publish, prices, categories, collections, image order',
        params,
        body: productPatchBody,
        response: { 200: adminProductOut },
      },
    },
    async (req) => admin.update(req.params.id, req.body, req),
  );

  app.delete(
    '/admin/products/:id',
    {
      preHandler: staffGuard(app, 'catalogue:write'),
      schema: {
        tags: ['admin'],
        summary: 'Deletes a product no order names (409 product_ordered otherwise: archive it instead)',
        params,
        body: emptyBody,
        response: { 204: noContent },
      },
    },
    async (req, reply) => {
      await admin.remove(req.params.id, req);
      return reply.code(204).send();
    },
  );

  app.post(
    '/admin/products/:id/options',
    {
      preHandler: staffGuard(app, 'catalogue:write'),
      schema: {
        tags: ['admin'],
        summary: 'Adds an option (placed last, no stock): SKU, names, prices, member prices, subscription',
        params,
        body: optionCreateBody,
        response: { 201: adminProductOut },
      },
    },
    async (req, reply) => reply.code(201).send(await admin.addOption(req.params.id, req.body, req)),
  );

  app.delete(
    '/admin/products/:id/options/:sub_sku',
    {
      preHandler: staffGuard(app, 'catalogue:write'),
      schema: {
        tags: ['admin'],
        summary: 'Removes an option: deleted when never ordered, else archived; never the last one on sale',
        params: params.extend({ sub_sku: key }),
        body: emptyBody,
        response: { 200: optionRemoveOut },
      },
    },
    async (req) => admin.removeOption(req.params.id, req.params.sub_sku, req),
  );

  app.patch(
    '/admin/products/:id/options/:sub_sku',
    {
      // stock alone is stock:write (fulfilment counts shelves); anything else is catalogue:write
      preHandler: async (req, reply) => {
        const body = (req.body ?? {}) as Record<string, unknown>;
        const stockOnly = Object.keys(body).every((k) => k === 'stock' || k === 'stock_reason');
        return staffGuard(app, stockOnly ? 'stock:write' : 'catalogue:write').call(app, req, reply);
      },
      schema: {
        tags: ['admin'],
        summary:
          'An option: prices, member prices and groups, availability, dates, subscription, stock level',
        params: params.extend({ sub_sku: key }),
        body: optionPatchBody,
        response: { 200: adminOptionOut },
      },
    },
    async (req) => admin.updateOption(req.params.id, req.params.sub_sku, req.body, req),
  );

  // an image is its own bytes in the body (Content-Type image/*): no multipart parser. The body may be larger than
  // the limit so an oversized file is a 400 naming the field (image_size), not a bare 413
  app.addContentTypeParser(
    [...Object.values(IMAGE_MIME), 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );
  app.post(
    '/admin/products/:id/images',
    {
      // checked before the body is read: no stranger gets 5 MB parsed
      onRequest: staffGuard(app, 'catalogue:write'),
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags: ['admin'],
        summary: `Uploads a product image (JPEG, PNG, WebP or AVIF by content, at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB)`,
        params,
        response: { 201: productImageOut },
      },
    },
    async (req, reply) => {
      // the content decides, never the declared type: an SVG or HTML file called .png is refused (media.service)
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      return reply.code(201).send(await admin.addImage(req.params.id, body, req));
    },
  );
}
