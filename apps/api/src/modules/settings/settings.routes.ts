import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { settingsOut, settingsQuery } from '@shop/core/contract/settings';
import { cachedBody, sendCached, type CachedBody } from '../../lib/response-cache.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  let cached: { source: unknown; value: CachedBody } | undefined;
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', `public, max-age=${app.deps.config.SETTINGS_CACHE_SECONDS}`);
    // the payload object is memoised by the service; serialize it once per memoised value
    const payload = await app.settings.getPayload();
    if (cached?.source !== payload) {
      cached = {
        source: payload,
        value: cachedBody(
          settingsOut.parse({
            ...payload,
            maintenance: app.deps.config.MAINTENANCE_MODE,
            demo: app.deps.config.SHOP_MODE === 'demo',
            bot_check: {
              provider: app.deps.config.BOT_CHECK_PROVIDER,
              site_key: app.deps.config.BOT_CHECK_SITE_KEY ?? null,
            },
          }),
        ),
      };
    }
    return sendCached(req, reply, cached.value);
  };
  const schema = { tags: ['settings'], querystring: settingsQuery, response: { 200: settingsOut } };
  // the spec lists /api/v1/setting (7-18); the homepage-setting path (7-14) is not given, so both answer the same payload
  app.get('/setting', { schema }, handler);
  app.get('/setting/homepage', { schema }, handler);
};
