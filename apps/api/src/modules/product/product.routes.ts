import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productListQuery, productOut } from './product.schemas.ts';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/product', {
    schema: {
      tags: ['product'],
      summary: 'Products by unique_url, skus, category, brand or collection (SPEC §7)',
      querystring: productListQuery,
      response: { 200: z.array(productOut), 304: z.null() },
    },
  }, async (req, reply) => {
    const q = req.query;
    const shopper = { currency: q.currency, country: q.country, memberGroupIds: [], memberGroupNames: [] };
    const { items, total } = await app.services.products.list({
      unique_url: q.unique_url, skus: q.skus, category: q.category, brand: q.brand, collection: q.collection,
      sort: q.sort, page: q.page, limit: q.limit,
    }, shopper, q.html_content === '1');
    reply.header('x-total-count', String(total));
    reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=300');
    reply.header('vary', 'Cookie');
    const etag = `W/"${createHash('sha1').update(JSON.stringify(items)).digest('base64url').slice(0, 27)}"`;
    reply.header('etag', etag);
    if (req.headers['if-none-match'] === etag) return reply.code(304).send(null);
    return items;
  });
};
