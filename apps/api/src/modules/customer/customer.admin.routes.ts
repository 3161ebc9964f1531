// /api/v1/admin/customers/{id}: the customer page (read, profile edit, staff notes). The wallet adjustment stays
// the wallet's own route (/admin/members/{id}/wallet/adjust), which the page calls.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  customerNoteBody,
  customerNoteParams,
  customerOut,
  customerParams,
  customerPatchBody,
} from '@shop/core/contract/admin-customer';
import { emptyBody } from '@shop/core/contract/common';
import { staffGuard } from '../staff/staff.guard.ts';

export async function customerAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.customerAdmin;

  app.get(
    '/admin/customers/:id',
    {
      preHandler: staffGuard(app, 'members:read'),
      schema: {
        tags: ['admin'],
        summary:
          'One customer: profile, addresses, groups, tags, notes, orders, subscriptions, returns, reviews, ' +
          'wallet, referral, consents and lifetime spend (paid minus refunded, per currency)',
        params: customerParams,
        response: { 200: customerOut },
      },
    },
    async (req) => service.get(req.params.id, req.staff?.id),
  );

  app.patch(
    '/admin/customers/:id',
    {
      preHandler: staffGuard(app, 'members:write'),
      schema: {
        tags: ['admin'],
        summary:
          'Edit the profile with the account page’s rules; an email or verified phone another member uses is a ' +
          '400 email_taken / phone_taken on its field, and nothing is written (audited)',
        params: customerParams,
        body: customerPatchBody,
        response: { 200: customerOut },
      },
    },
    async (req) => service.update(req, req.params.id, req.body),
  );

  app.post(
    '/admin/customers/:id/notes',
    {
      preHandler: staffGuard(app, 'members:write'),
      schema: {
        tags: ['admin'],
        summary: 'Add a staff note (author and time kept; audited)',
        params: customerParams,
        body: customerNoteBody,
        response: { 201: customerOut },
      },
    },
    async (req, reply) => reply.code(201).send(await service.addNote(req, req.params.id, req.body.body)),
  );

  app.delete(
    '/admin/customers/:id/notes/:noteId',
    {
      preHandler: staffGuard(app, 'members:write'),
      schema: {
        tags: ['admin'],
        summary: 'Delete one of your own notes (audited)',
        params: customerNoteParams,
        body: emptyBody,
        response: { 200: customerOut },
      },
    },
    async (req) => service.deleteNote(req, req.params.id, req.params.noteId),
  );
}
