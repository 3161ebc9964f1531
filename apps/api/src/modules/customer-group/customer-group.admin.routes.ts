// /api/v1/admin/customer-groups: groups as data (name, tier, rates, who belongs), their members and the picker.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyBody } from '@shop/core/contract/common';
import {
  customerGroupBody,
  customerGroupOut,
  customerGroupParams as idParams,
  customerGroupPatchBody,
  customerGroupsOut,
  customerPickOut,
  customerPickQuery,
  groupMembersBody,
  groupMembersChangeOut,
  groupMembersOut,
  groupMembersQuery,
  recomputeOut,
} from '@shop/core/contract/admin-customer-group';
import { staffGuard } from '../staff/staff.guard.ts';

export async function customerGroupAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.customerGroupAdmin;
  const tags = ['admin'];

  app.get(
    '/admin/customer-groups',
    {
      preHandler: staffGuard(app, 'members:read'),
      schema: {
        tags,
        summary: 'Customer groups: tier, percent paid per brand, who belongs, member counts',
        response: { 200: customerGroupsOut },
      },
    },
    async () => service.list(),
  );

  app.post(
    '/admin/customer-groups',
    {
      preHandler: staffGuard(app, 'catalogue:write'),
      schema: {
        tags,
        summary:
          'Creates a group; an automatic one holds every customer whose lifetime spend reaches auto_min_spend (400 group_matches_nothing when nobody does)',
        body: customerGroupBody,
        response: { 201: customerGroupOut },
      },
    },
    async (req, reply) => reply.code(201).send(await service.create(req, req.body)),
  );

  app.get(
    '/admin/customer-groups/:id',
    {
      preHandler: staffGuard(app, 'members:read'),
      schema: { tags, params: idParams, response: { 200: customerGroupOut } },
    },
    async (req) => service.get(req.params.id),
  );

  app.patch(
    '/admin/customer-groups/:id',
    {
      preHandler: staffGuard(app, 'catalogue:write'),
      schema: {
        tags,
        summary: 'Renames (the label only), sets the tier, rates or who belongs',
        params: idParams,
        body: customerGroupPatchBody,
        response: { 200: customerGroupOut },
      },
    },
    async (req) => service.update(req, req.params.id, req.body),
  );

  app.get(
    '/admin/customer-groups/:id/members',
    {
      preHandler: staffGuard(app, 'members:read'),
      schema: {
        tags,
        summary: 'The members of a group, by name, with their lifetime spend',
        params: idParams,
        querystring: groupMembersQuery,
        response: { 200: groupMembersOut },
      },
    },
    async (req) => service.members(req.params.id, req.query.page),
  );

  app.post(
    '/admin/customer-groups/:id/members',
    {
      preHandler: staffGuard(app, 'members:write'),
      schema: {
        tags,
        summary: 'Adds customers (picked by name, email or phone) to a manual group',
        params: idParams,
        body: groupMembersBody,
        response: { 200: groupMembersChangeOut },
      },
    },
    async (req) => service.changeMembers(req, req.params.id, req.body.customer_ids, true),
  );

  app.post(
    '/admin/customer-groups/:id/members/remove',
    {
      preHandler: staffGuard(app, 'members:write'),
      schema: {
        tags,
        summary: 'Removes customers from a manual group',
        params: idParams,
        body: groupMembersBody,
        response: { 200: groupMembersChangeOut },
      },
    },
    async (req) => service.changeMembers(req, req.params.id, req.body.customer_ids, false),
  );

  app.post(
    '/admin/customer-groups/:id/recompute',
    {
      preHandler: staffGuard(app, 'members:write'),
      schema: {
        tags,
        summary: "Recompute now: an automatic group's members become who its rule keeps today",
        params: idParams,
        body: emptyBody,
        response: { 200: recomputeOut },
      },
    },
    async (req) => service.recompute(req, req.params.id),
  );

  app.get(
    '/admin/customer-picker',
    {
      preHandler: staffGuard(app, 'members:read'),
      schema: {
        tags,
        summary: 'Customers whose name, email or phone matches (at most 10)',
        querystring: customerPickQuery,
        response: { 200: customerPickOut },
      },
    },
    async (req) => service.pick(req.query.q),
  );
}
