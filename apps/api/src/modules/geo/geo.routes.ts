import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countryNameEn } from '../../providers/geo/geo.provider.ts';

const visitor = z.object({
  countryCode: z.string().nullable().describe('ISO 3166-1 alpha-2 of the visitor, when known'),
  countryName: z.string().nullable(),
  country: z.string().nullable().describe('the matching ship-to country key, when the shop has one'),
  source: z.enum(['proxy-header', 'accept-language', 'none']),
});

/** Visitor country (7-15): /api/v1/visitor-country and the legacy /nuxt/guest/location (adds ip). */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const locate = (req: { ip: string; headers: Record<string, string | string[] | undefined> }) => {
    const v = app.deps.geo.locate({ ip: req.ip, headers: req.headers });
    return { countryCode: v.iso2, countryName: countryNameEn(v.iso2), country: v.country, source: v.source };
  };
  app.get(
    '/api/v1/visitor-country',
    {
      schema: { tags: ['geo'], querystring: z.strictObject({}), response: { 200: visitor } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return locate(req);
    },
  );
  app.get(
    '/nuxt/guest/location',
    {
      schema: {
        tags: ['geo'],
        querystring: z.strictObject({}),
        response: { 200: visitor.extend({ ip: z.string() }) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { ip: req.ip, ...locate(req) };
    },
  );
};
