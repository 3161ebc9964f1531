// Staff's alternative text of an uploaded picture, per script (2.9-01).
import { mediaAdminOut, mediaAltBody } from '@shop/core/contract/media';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffGuard } from '../staff/staff.guard.ts';

export const mediaAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/admin/media/alt',
    {
      preHandler: staffGuard(app, 'catalogue:write'),
      schema: {
        tags: ['admin'],
        summary:
          "Sets an uploaded picture's alternative text per script ('' clears one; all empty: the name)",
        body: mediaAltBody,
        response: { 200: mediaAdminOut },
      },
    },
    async (req) => app.media.setAlt(req.body, req),
  );
};
