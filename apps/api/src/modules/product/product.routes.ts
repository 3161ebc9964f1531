import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  autocompleteOut,
  autocompleteQuery,
  categoriesOut,
  categoriesQuery,
  inventoryOut,
  inventoryQuery,
  offersOut,
  offersParams,
  productListOut,
  productListQuery,
  productRedirectOut,
  productRedirectQuery,
  shopperQuery,
} from '@shop/core/contract/product';
import { notModified } from '@shop/core/contract/common';
import { createResponseCache, sendCached } from '../../lib/response-cache.ts';
import { shopperFor } from '../../lib/shopper.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { ProductRedirects } from './product-redirects.ts';

export const productRoutes: FastifyPluginAsyncZod<{ redirects: ProductRedirects }> = async (app, opts) => {
  const cache = createResponseCache({ max: 2000, ttlMs: 60_000 });
  app.get(
    '/product',
    {
      schema: {
        tags: ['product'],
        summary: 'Products by unique_url, skus, category, brand or collection (7-10)',
        querystring: productListQuery,
        response: { 200: productListOut, 304: notModified },
      },
    },
    async (req, reply) => {
      const q = req.query;
      const shopper = await shopperFor(app, req, q.currency, q.country);
      const member = shopper.memberGroupIds.length > 0;
      // one serialized answer per query and member-group set, until the catalogue reloads
      const key = `${req.url}|${shopper.memberGroupIds.join(',')}`;
      const cached = await cache.get(key, app.products.generation(), async () => {
        const { items, total } = await app.products.list(
          {
            unique_url: q.unique_url,
            skus: q.skus,
            category: q.category,
            brand: q.brand,
            collection: q.collection,
            type: q.type,
            sort: q.sort,
            page: q.page,
            limit: q.limit,
          },
          shopper,
          q.html_content === '1',
        );
        // validated once per cache entry, so a schema drift still fails loudly
        return { payload: productListOut.parse(items), meta: { total: String(total) } };
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
        querystring: autocompleteQuery,
        response: { 200: autocompleteOut },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return app.products.search(req.query.keyword, req.query.limit);
    },
  );

  app.get(
    '/product/redirect',
    {
      schema: {
        tags: ['product'],
        summary: "A product's former handle: the path of its current page (the page answers 301), else 404",
        querystring: productRedirectQuery,
        response: { 200: productRedirectOut },
      },
    },
    async (req, reply) => {
      const path = await opts.redirects.pathFor(req.query.unique_url);
      if (!path) throw new NotFoundError('No product had this address', 'product_not_found');
      reply.header('cache-control', 'public, max-age=60');
      return { path };
    },
  );

  app.get(
    '/product/offers/:pid',
    {
      schema: {
        tags: ['product'],
        summary: 'Special-offer add-ons for a product (empty list when none)',
        params: offersParams,
        querystring: shopperQuery,
        response: { 200: offersOut },
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
        querystring: inventoryQuery,
        response: { 200: inventoryOut },
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
        querystring: categoriesQuery,
        response: { 200: categoriesOut },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return app.products.categoryList(req.query);
    },
  );
};
