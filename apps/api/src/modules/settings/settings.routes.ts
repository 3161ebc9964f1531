import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cachedBody, sendCached, type CachedBody } from '../../lib/response-cache.ts';

const localized = z.object({ eng: z.string(), chi: z.string(), cn: z.string() });
const banner = z.object({
  _id: z.string(),
  title: localized,
  subtitle: localized,
  cta: localized,
  image: z.string(),
  link: z.string(),
  priority: z.number(),
});
const statusNames = z.record(z.string(), z.string());

export const settingsResponse = z.object({
  homepage_setting: z.record(z.string(), z.unknown()),
  hero_banner: z.array(banner),
  marketplace_banner: z.array(banner),
  currency_setting: z.record(z.string(), z.string()),
  currency_setting_usd: z.record(z.string(), z.string()),
  payment_method: z.unknown(),
  delivery_method_list: z.array(
    z.object({
      _id: z.string(),
      kind: z.string(),
      name: localized,
      price: z.number().int(),
      price_usd: z.number().int(),
      available_country_list: z.array(z.string()),
    }),
  ),
  free_shipping_thresholds: z
    .record(z.string(), z.number().int())
    .describe('free shipping above this order value, minor units per currency'),
  monthly_code: z.unknown(),
  scalp_type_list: z.unknown(),
  zh: statusNames,
  en: statusNames,
  cn: statusNames,
  maintenance: z.boolean().describe('MAINTENANCE_MODE: pages show the maintenance screen'),
  demo: z.boolean().describe('SHOP_MODE=demo: sandbox payments; pages say so'),
  bot_check: z.object({
    provider: z.enum(['dev', 'recaptcha', 'turnstile']),
    site_key: z.string().nullable(),
  }),
});

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
          settingsResponse.parse({
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
  const schema = { tags: ['settings'], querystring: z.strictObject({}), response: { 200: settingsResponse } };
  // the spec lists /api/v1/setting (7-18); the homepage-setting path (7-14) is not given, so both answer the same payload
  app.get('/setting', { schema }, handler);
  app.get('/setting/homepage', { schema }, handler);
};
