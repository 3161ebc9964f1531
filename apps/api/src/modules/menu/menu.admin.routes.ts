import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminMenuOut,
  menuHandleParams,
  menuPutBody,
  menuTargetsOut,
  menuTargetsQuery,
} from '@shop/core/contract/menu';
import type { MenuItem } from '@shop/core';
import { staffGuard } from '../staff/staff.guard.ts';

/** The back office's menus: /api/v1/admin/menus/{header|footer|side} and the link pickers' choices (content:write). */
export const menuAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = staffGuard(app, 'content:write');
  const tags = ['admin'];

  app.get(
    '/admin/menus/targets',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Pages, collections or products a menu link may open, searched by name',
        querystring: menuTargetsQuery,
        response: { 200: menuTargetsOut },
      },
    },
    async (req) => ({ targets: await app.menus.targets(req.query.kind, req.query.q) }),
  );

  app.get(
    '/admin/menus/:handle',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'A menu as a tree of links, with the names of what they open',
        params: menuHandleParams,
        response: { 200: adminMenuOut },
      },
    },
    async (req) => app.menus.get(req.params.handle),
  );

  app.put(
    '/admin/menus/:handle',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Replaces a menu’s whole tree (a loop or a link to nothing is refused, naming the item)',
        params: menuHandleParams,
        body: menuPutBody,
        response: { 200: adminMenuOut },
      },
    },
    async (req) => app.menus.save(req.params.handle, req.body.items as MenuItem[], req),
  );
};
