import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productListQuery, productOut, shopperQuery } from './product.schemas.ts';
import { createResponseCache, sendCached } from '../../lib/response-cache.ts';
import { shopperFor } from '../../lib/shopper.ts';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = createResponseCache({ max: 2000, ttlMs: 60_000 });
  app.get(
    '/product',
    {
      schema: {
        tags: ['product'],
        summary: 'Products by unique_url, skus, category, brand or collection (7-10)',
        querystring: productListQuery,
        response: { 200: z.array(productOut), 304: z.null() },
      },
    },
    async (req, reply) => {
      const q = req.query;
      const shopper = await shopperFor(app, req, q.currency, q.country);
      const member = shopper.memberGroupIds.length > 0;
      // one serialized answer per query and member-group set, until the catalogue reloads
      const key = `${req.url}|${shopper.memberGroupIds.join(',')}`;
      const cached = await cache.get(key, await app.products.getCatalogue(), async () => {
        const { items, total } = await app.products.list(
          {
            unique_url: q.unique_url,
            skus: q.skus,
            category: q.category,
            brand: q.brand,
            collection: q.collection,
            sort: q.sort,
            page: q.page,
            limit: q.limit,
          },
          shopper,
          q.html_content === '1',
        );
        // validated once per cache entry, so a schema drift still fails loudly
        return { payload: z.array(productOut).parse(items), meta: { total: String(total) } };
      });
      reply.header('x-total-count', cached.meta.total);
      // member prices must never sit in a shared cache
      reply.header(
        'cache-control',
        member ? 'private, no-cache' : 'public, max-age=60, stale-while-revalidate=300',
      );
      reply.header('vary', 'Cookie');
      // a buffer skips the serializer: it was validated when cached
      return sendCached(req, reply, cached);
    },
  );

  app.get(
    '/product/autocomplete',
    {
      schema: {
        tags: ['product'],
        summary: 'Product name search (English, Traditional and Simplified), ranked, at most 20',
        querystring: z.strictObject({
          channel: z.coerce
            .number()
            .int()
            .refine((v) => v === 4, 'channel must be 4'),
          keyword: z.string().trim().min(1).max(100),
          limit: z.coerce.number().int().min(1).max(20).default(20),
        }),
        response: {
          200: z.array(
            z.object({
              _id: z.string(),
              sku: z.string(),
              name: z.object({ eng: z.string(), chi: z.string(), cn: z.string() }),
              thumbnail: z.string(),
              brand_key: z.string(),
              path: z.string(),
              product_type: z.number().int(),
            }),
          ),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return app.products.search(req.query.keyword, req.query.limit);
    },
  );

  app.get(
    '/product/offers/:pid',
    {
      schema: {
        tags: ['product'],
        summary: 'Special-offer add-ons for a product (empty list when none)',
        params: z.object({ pid: z.string().min(1).max(64) }),
        querystring: shopperQuery,
        response: {
          200: z.object({
            offers: z.array(
              z.object({
                _id: z.string(),
                sku: z.string(),
                name: z.object({ eng: z.string(), chi: z.string(), cn: z.string() }),
                brand_key: z.string(),
                product_thumbnail: z.array(z.string()),
                thumbnail: z.string(),
                selected: z.string().nullable(),
                product_option: z.array(
                  z.object({
                    sub_sku: z.string(),
                    name: z.string(),
                    name_en: z.string(),
                    name_cn: z.string(),
                    special_pricing: z.number().int().nullable(),
                    special_pricing_usd: z.number().int().nullable(),
                    original_price: z.number().int().nullable(),
                    original_price_usd: z.number().int().nullable(),
                    display: productOut.shape.product_option.element.shape.display,
                  }),
                ),
              }),
            ),
          }),
        },
      },
    },
    async (req) => {
      const q = req.query;
      try {
        return {
          offers: await app.products.offers(
            req.params.pid,
            await shopperFor(app, req, q.currency, q.country),
          ),
        };
      } catch (err) {
        // 8-09: the offers fetch fails silently with an empty list
        req.log.warn({ err }, 'offers lookup failed');
        return { offers: [] };
      }
    },
  );

  app.get(
    '/product/inventory',
    {
      schema: {
        tags: ['product'],
        summary: 'Live availability and stock of option sub_skus',
        querystring: z.strictObject({
          skus: z
            .string()
            .max(2000)
            .transform((s) =>
              s
                .split(',')
                .map((x) => x.trim())
                .filter(Boolean),
            )
            .pipe(z.array(z.string().min(1).max(64)).min(1).max(100)),
        }),
        response: {
          200: z.array(
            z.object({
              sub_sku: z.string(),
              availability: z.string(),
              stock: z.number().int(),
              in_stock: z.boolean(),
            }),
          ),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await app.products.stockBySubSku(req.query.skus);
      return rows.map((r) => ({
        sub_sku: r.subSku,
        availability: r.availability,
        stock: r.stock,
        in_stock: (r.availability === 'in_stock' && r.stock > 0) || r.availability === 'pre_order',
      }));
    },
  );

  app.get(
    '/product/categories',
    {
      schema: {
        tags: ['product'],
        summary: 'Categories with product counts for a collection or brand (best_seller excluded)',
        querystring: z.strictObject({
          collection: z.string().min(1).max(64).optional(),
          brand: z.string().min(1).max(64).optional(),
        }),
        response: {
          200: z.object({
            total: z.number().int().describe('products in the collection, whatever their category'),
            categories: z.array(
              z.object({
                key: z.string(),
                name: z.object({ eng: z.string(), chi: z.string(), cn: z.string() }),
                count: z.number().int(),
              }),
            ),
          }),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return app.products.categoryList(req.query);
    },
  );
};
