// /api/v1/admin/members and /api/v1/admin/member-groups: search, detail, group, lock, reset link; group rates.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyBody } from '@shop/core/contract/common';
import {
  memberDetailOut,
  memberGroupOut,
  memberGroupPatchBody,
  memberGroupsOut,
  memberParams as idParams,
  memberPatchBody,
  membersOut,
  membersQuery,
  resetLinkOut,
} from '@shop/core/contract/admin-member';
import { staffGuard } from '../staff/staff.guard.ts';

export async function memberAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.memberAdmin;

  app.get(
    '/admin/members',
    {
      preHandler: staffGuard(app, 'members:read'),
      schema: {
        tags: ['admin'],
        summary: 'Members, newest first; q matches email, phone or name; group filters by member group',
        querystring: membersQuery,
        response: { 200: membersOut },
      },
    },
    async (req) => service.list(req.query),
  );

  app.get(
    '/admin/members/:id',
    {
      preHandler: staffGuard(app, 'members:read'),
      schema: { tags: ['admin'], params: idParams, response: { 200: memberDetailOut } },
    },
    async (req) => service.detail(req.params.id),
  );

  app.patch(
    '/admin/members/:id',
    {
      preHandler: staffGuard(app, 'members:write'),
      schema: {
        tags: ['admin'],
        summary: 'Move a member into a group; lock (ends every session, sign-in answers 403) or unlock',
        params: idParams,
        body: memberPatchBody,
        response: { 200: memberDetailOut },
      },
    },
    async (req) => service.update(req, req.params.id, req.body),
  );

  app.post(
    '/admin/members/:id/reset-link',
    {
      preHandler: staffGuard(app, 'members:write'),
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin'],
        summary: "Sends the member the shop's password-reset email",
        params: idParams,
        body: emptyBody,
        response: { 200: resetLinkOut },
      },
    },
    async (req) => service.sendResetLink(req, req.params.id),
  );

  app.get(
    '/admin/member-groups',
    {
      preHandler: staffGuard(app, 'members:read'),
      schema: {
        tags: ['admin'],
        summary: 'Member groups with the percent paid per brand (85 = 15% off) and their member counts',
        response: { 200: memberGroupsOut },
      },
    },
    async () => service.groups(),
  );

  app.patch(
    '/admin/member-groups/:id',
    {
      preHandler: staffGuard(app, 'catalogue:write'),
      schema: {
        tags: ['admin'],
        summary: 'Rename a group or set its rates: percent paid per brand, 0–100 (replaces every rate)',
        params: idParams,
        body: memberGroupPatchBody,
        response: { 200: memberGroupOut },
      },
    },
    async (req) => service.updateGroup(req, req.params.id, req.body),
  );
}
