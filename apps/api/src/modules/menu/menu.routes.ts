import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { menusOut, menusQuery, type MenusOut } from '@shop/core/contract/menu';
import { cachedBody, sendCached, type CachedBody } from '../../lib/response-cache.ts';

/** GET /api/v1/menus?locale=: the header, footer and side menu as that locale shows them (cached like the settings). */
export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  // the serialized answer per resolved value: the service keeps the value until a change drops it
  const bodies = new WeakMap<MenusOut, CachedBody>();
  app.get(
    '/menus',
    { schema: { tags: ['content'], querystring: menusQuery, response: { 200: menusOut } } },
    async (req, reply) => {
      reply.header('cache-control', `public, max-age=${app.deps.config.SETTINGS_CACHE_SECONDS}`);
      const menus = await app.menus.forLocale(req.query.locale);
      let body = bodies.get(menus);
      if (!body) {
        body = cachedBody(menusOut.parse(menus));
        bodies.set(menus, body);
      }
      return sendCached(req, reply, body);
    },
  );
};
