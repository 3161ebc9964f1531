import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { homepageOut } from '@shop/core/contract/admin-homepage';

/** GET /api/v1/homepage: the sections showing now, in order (the home page renders them server-side). */
export const homepageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/homepage',
    {
      schema: {
        tags: ['content'],
        summary: 'The homepage sections showing now, in order (hero slides, banners, product lists, stories)',
        response: { 200: homepageOut },
      },
    },
    async (_req, reply) => {
      // a schedule boundary may fall inside any longer lifetime: the server's cache is the one that follows it
      reply.header('cache-control', 'public, max-age=10');
      return app.homepage.active();
    },
  );
};
