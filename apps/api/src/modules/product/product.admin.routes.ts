import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IMAGE_MIME, imageTypeOf } from '@shop/core';
import {
  adminOptionOut,
  adminProductOut,
  adminProductsOut,
  productImageOut,
} from '@shop/core/contract/admin-product-out';
import { InvalidError } from '../../lib/errors.ts';
import { staffGuard } from '../staff/staff.guard.ts';
import { IMAGE_MAX_BYTES } from './image-store.ts';

const amount = z.number().int().min(0).max(100_000_000);
const optionalAmount = amount.nullable().optional();
const localizedPatch = z
  .strictObject({
    eng: z.string().trim().min(1).max(200),
    chi: z.string().trim().min(1).max(200),
    cn: z.string().trim().min(1).max(200),
  })
  .partial();
const key = z.string().min(1).max(64);
const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
  .nullable()
  .optional();
const params = z.object({ id: z.string().min(1).max(64) });

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
        summary: 'Products by name, sku or option sku; brand and published filters; newest priority first',
        querystring: z.strictObject({
          q: z.string().trim().max(100).optional(),
          brand: key.optional(),
          published: z.enum(['true', 'false']).optional(),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          limit: z.coerce.number().int().min(1).max(100).default(25),
        }),
        response: { 200: adminProductsOut },
      },
    },
    async (req) => {
      const q = req.query;
      const published = q.published === undefined ? undefined : q.published === 'true';
      const found = await admin.list({ ...q, q: q.q || undefined, published });
      return { ...found, page: q.page, limit: q.limit };
    },
  );

  app.get(
    '/admin/products/:id',
    {
      preHandler: staffGuard(app, 'catalogue:read'),
      schema: { tags: ['admin'], params, response: { 200: adminProductOut } },
    },
    async (req) => admin.get(req.params.id),
  );

  app.patch(
    '/admin/products/:id',
    {
      preHandler: staffGuard(app, 'catalogue:write'),
      schema: {
        tags: ['admin'],
        summary: 'Names, publish or hide, prices, priority, categories, collections, image order',
        params,
        body: z.strictObject({
          name: localizedPatch.optional(),
          published: z.boolean().optional(),
          price: amount.optional(),
          price_usd: amount.optional(),
          original_price: optionalAmount,
          original_price_usd: optionalAmount,
          priority: z.number().int().min(-1_000_000).max(1_000_000).optional(),
          categories: z.array(key).max(50).optional(),
          collections: z.array(key).max(50).optional(),
          images: z.array(z.string().min(1).max(500)).max(30).optional(),
        }),
        response: { 200: adminProductOut },
      },
    },
    async (req) => admin.update(req.params.id, req.body, req),
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
        body: z.strictObject({
          name: localizedPatch.optional(),
          availability: z.enum(['in_stock', 'pre_order', 'not_for_sale', 'disabled', 'hidden']).optional(),
          price: amount.optional(),
          price_usd: amount.optional(),
          original_price: optionalAmount,
          original_price_usd: optionalAmount,
          special_pricing: optionalAmount,
          special_pricing_usd: optionalAmount,
          treatment_original_price: optionalAmount,
          treatment_original_price_usd: optionalAmount,
          fix_price: z
            .array(z.strictObject({ member_group: key, price: amount, price_usd: amount }))
            .max(20)
            .optional(),
          multi_pricing: z
            .array(
              z.strictObject({
                member_group: key,
                pricing: z
                  .array(
                    z.strictObject({
                      qty: z.number().int().min(2).max(1000),
                      price: amount,
                      price_usd: amount,
                    }),
                  )
                  .min(1)
                  .max(20),
              }),
            )
            .max(20)
            .optional(),
          allow_member_group: z.array(key).max(20).optional(),
          cut_off_date: date,
          estimate: date,
          is_subscription: z.boolean().optional(),
          subscription_parent_sku: key.nullable().optional(),
          // ../shared/SPEC.md §5: a subscription delivers every 1 to 6 months
          subscription_inteval_in_month: z.number().int().min(1).max(6).nullable().optional(),
          low_stock_threshold: z.number().int().min(0).max(1_000_000).optional(),
          stock: z.number().int().min(0).max(1_000_000).optional(),
          stock_reason: z.string().trim().min(1).max(200).optional(),
        }),
        response: { 200: adminOptionOut },
      },
    },
    async (req) => admin.updateOption(req.params.id, req.params.sub_sku, req.body, req),
  );

  // an image is its own bytes in the body (Content-Type image/*): no multipart parser, one size limit
  app.addContentTypeParser(
    [...Object.values(IMAGE_MIME), 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: IMAGE_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );
  app.post(
    '/admin/products/:id/images',
    {
      // checked before the body is read: no stranger gets 5 MB parsed
      onRequest: staffGuard(app, 'catalogue:write'),
      bodyLimit: IMAGE_MAX_BYTES,
      schema: {
        tags: ['admin'],
        summary: `Uploads a product image (JPEG, PNG, WebP or AVIF by content, at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB)`,
        params,
        response: { 201: productImageOut },
      },
    },
    async (req, reply) => {
      const body = req.body;
      if (!Buffer.isBuffer(body) || body.length === 0)
        throw new InvalidError(
          'body: send the image bytes (Content-Type image/jpeg, png, webp or avif)',
          'body',
        );
      // the content decides, never the declared type: an SVG or HTML file called .png is refused
      const type = imageTypeOf(body);
      if (!type) throw new InvalidError('body: not a JPEG, PNG, WebP or AVIF image', 'body');
      return reply.code(201).send(await admin.addImage(req.params.id, body, type, req));
    },
  );
}
