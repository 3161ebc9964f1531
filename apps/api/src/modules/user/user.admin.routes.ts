// /api/v1/admin/members and /api/v1/admin/member-groups: search, detail, group, lock, reset link; group rates.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffGuard } from '../staff/staff.guard.ts';

const group = z.object({ id: z.string(), name: z.string() });
const memberSummary = z.object({
  id: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  phone: z.string().nullable(),
  groups: z.array(group),
  locked: z.boolean(),
  created_at: z.string(),
});
// an explicit list of what leaves: nothing else of the row (hashes, secrets) can slip into the answer
const memberDetail = memberSummary.extend({
  nickname: z.string(),
  contact_no_country: z.string().nullable(),
  contact_no: z.string().nullable(),
  phone_verified: z.boolean(),
  country: z.string().nullable(),
  preferred_lang: z.string(),
  locked_at: z.string().nullable(),
  orders: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      status: z.string(),
      currency: z.string(),
      total: z.number(),
      created_at: z.string(),
    }),
  ),
  orders_count: z.number(),
  addresses_count: z.number(),
});
const groupView = group.extend({ discount_rate: z.record(z.string(), z.number()) });
const idParams = z.object({ id: z.string().trim().min(1).max(64) });
const brandKey = z.string().regex(/^[a-z0-9_]{1,40}$/, 'a brand key');

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
        querystring: z.strictObject({
          q: z.string().trim().max(100).optional(),
          group: z.string().trim().max(64).optional(),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
        }),
        response: {
          200: z.object({
            items: z.array(memberSummary),
            total: z.number(),
            page: z.number(),
            page_size: z.number(),
          }),
        },
      },
    },
    async (req) => service.list(req.query),
  );

  app.get(
    '/admin/members/:id',
    {
      preHandler: staffGuard(app, 'members:read'),
      schema: { tags: ['admin'], params: idParams, response: { 200: memberDetail } },
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
        body: z.strictObject({
          member_group: z.string().trim().min(1).max(64).optional(),
          locked: z.boolean().optional(),
        }),
        response: { 200: memberDetail },
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
        response: { 200: z.object({ sent_to: z.string() }) },
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
        response: {
          200: z.object({
            items: z.array(groupView.extend({ members: z.number() })),
            brands: z.array(z.object({ key: z.string(), name: z.string() })),
          }),
        },
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
        body: z.strictObject({
          name: z.string().trim().min(1).max(80).optional(),
          discount_rate: z.record(brandKey, z.number().min(0).max(100)).optional(),
        }),
        response: { 200: groupView },
      },
    },
    async (req) => service.updateGroup(req, req.params.id, req.body),
  );
}
