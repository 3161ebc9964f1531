import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageHandleParams, pageStoreQuery, storePageOut } from '@shop/core/contract/page';

/** The storefront's pages: GET /api/v1/pages/{handle}?locale= (published; ?preview=<token> answers the draft). */
export async function pageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/pages/:handle',
    {
      schema: {
        tags: ['content'],
        summary: 'A content page in the shopper’s script (the draft with its preview token, never cached)',
        params: pageHandleParams,
        querystring: pageStoreQuery,
        response: { 200: storePageOut },
      },
    },
    async (req, reply) => {
      const { locale, preview } = req.query;
      const page = await app.pages.read(req.params.handle, locale, preview);
      // a draft is for whoever holds the link, never for a shared cache or a search engine
      if (page.preview) reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      return page;
    },
  );
}
