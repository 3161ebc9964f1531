import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guestLocationOut, visitorOut, visitorQuery } from '@shop/core/contract/geo';
import { countryNameEn } from '../../providers/geo/geo.provider.ts';

/** Visitor country (7-15): /api/v1/visitor-country and the legacy /nuxt/guest/location (adds ip). */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const locate = (req: { ip: string; headers: Record<string, string | string[] | undefined> }) => {
    const v = app.deps.geo.locate({ ip: req.ip, headers: req.headers });
    return { countryCode: v.iso2, countryName: countryNameEn(v.iso2), country: v.country, source: v.source };
  };
  app.get(
    '/api/v1/visitor-country',
    {
      schema: { tags: ['geo'], querystring: visitorQuery, response: { 200: visitorOut } },
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
        querystring: visitorQuery,
        response: { 200: guestLocationOut },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { ip: req.ip, ...locate(req) };
    },
  );
};
