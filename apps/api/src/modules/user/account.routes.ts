import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountDeleteSchema,
  accountUpdateSchema,
  addressSchema,
  contactChangeSchema,
  contactCodeSchema,
  passwordChangeSchema,
} from '@shop/core';

const notificationsOut = z.object({
  order_email: z.boolean(),
  order_sms: z.boolean(),
  marketing_email: z.boolean(),
  marketing_sms: z.boolean(),
});

const profileOut = z.object({
  _id: z.string(),
  email: z.string(),
  contact_no_country: z.string().nullable(),
  contact_no: z.string().nullable(),
  phone_verified: z.boolean(),
  firstname: z.string(),
  lastname: z.string(),
  nickname: z.string(),
  /** DD/MM/YYYY, as registration takes it */
  dob: z.string().nullable(),
  country: z.string().nullable(),
  preferred_lang: z.string(),
  created_at: z.string(),
});
const accountOut = profileOut.extend({ notifications: notificationsOut });

const exportOut = z.object({
  exported_at: z.string(),
  profile: profileOut,
  notifications: notificationsOut,
  addresses: z.array(addressSchema),
  orders: z.array(
    z.object({
      _id: z.string(),
      number: z.string(),
      status: z.string(),
      type: z.string(),
      currency: z.string(),
      /** minor units of the order's currency */
      total: z.number().int(),
      paid_amount: z.number().int(),
      refunded_amount: z.number().int(),
      items: z.number().int(),
      created_at: z.string(),
    }),
  ),
});

/** The signed-in member's own account (7-27); every route answers 401 without a session. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.accounts;
  const contact = app.contacts;

  app.get(
    '/account',
    {
      schema: {
        tags: ['account'],
        querystring: z.strictObject({}),
        response: { 200: z.object({ account: accountOut }) },
      },
    },
    async (req, reply) => {
      const { user } = await app.auth.require(req);
      reply.header('cache-control', 'private, no-store');
      return { account: await service.get(user.id) };
    },
  );

  app.patch(
    '/account',
    {
      schema: {
        tags: ['account'],
        summary: 'Change profile fields and notification switches; fields left out keep their value',
        body: accountUpdateSchema,
        response: { 200: z.object({ account: accountOut }) },
      },
    },
    async (req, reply) => {
      const { user } = await app.auth.require(req);
      reply.header('cache-control', 'private, no-store');
      return { account: await service.update(user.id, req.body) };
    },
  );

  app.post(
    '/account/password',
    {
      // a borrowed session must not become a password-guessing oracle
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags: ['account'],
        summary: 'Change the password (old one required); every other session of the member ends',
        body: passwordChangeSchema,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (req) => {
      const { user, sessionId } = await app.auth.require(req);
      await service.changePassword(user.id, sessionId, req.body.old_password, req.body.new_password);
      return { ok: true as const };
    },
  );

  app.post(
    '/account/contact/code',
    {
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags: ['account'],
        summary: 'Send a one-time code to a new email, or by SMS to a new phone number',
        body: contactCodeSchema,
        response: { 200: z.object({ message: z.literal('ok'), resend_after: z.number().int() }) },
      },
    },
    async (req) => {
      const { user } = await app.auth.require(req);
      return contact.sendCode(user, req.body, req.ip);
    },
  );

  app.post(
    '/account/contact',
    {
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags: ['account'],
        summary: 'Change the email or phone number with the code sent to the new one',
        body: contactChangeSchema,
        response: { 200: z.object({ account: accountOut }) },
      },
    },
    async (req, reply) => {
      const { user, sessionId } = await app.auth.require(req);
      reply.header('cache-control', 'private, no-store');
      return { account: await contact.change(user, req.body, sessionId) };
    },
  );

  app.get(
    '/account/export',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['account'],
        summary: 'Download my data (JSON attachment): profile, notifications, addresses, orders',
        querystring: z.strictObject({}),
        response: { 200: exportOut },
      },
    },
    async (req, reply) => {
      const { user } = await app.auth.require(req);
      const data = await service.export(user.id);
      reply.header('cache-control', 'private, no-store');
      reply.header(
        'content-disposition',
        `attachment; filename="my-data-${data.exported_at.slice(0, 10)}.json"`,
      );
      return data;
    },
  );

  app.delete(
    '/account',
    {
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags: ['account'],
        summary:
          'Close my account (password confirms): personal data erased, orders kept for the legal period; signs out',
        body: accountDeleteSchema,
        response: { 204: z.null().describe('signed out') },
      },
    },
    async (req, reply) => {
      const { user } = await app.auth.require(req);
      await service.close(user.id, req.body.password);
      app.auth.clear(reply);
      return reply.code(204).send(null);
    },
  );
};
