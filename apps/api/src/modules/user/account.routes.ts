import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okOut } from '@shop/core/contract/common';
import { codeSentOut } from '@shop/core/contract/user';
import {
  accountAnswerOut,
  accountClosedOut,
  accountDeleteBody,
  accountExportOut,
  accountQuery,
  accountUpdateBody,
  contactChangeBody,
  contactCodeBody,
  passwordChangeBody,
} from '@shop/core/contract/account';

/** The signed-in member's own account (7-27); every route answers 401 without a session. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.accounts;
  const contact = app.contacts;

  app.get(
    '/account',
    {
      schema: {
        tags: ['account'],
        querystring: accountQuery,
        response: { 200: accountAnswerOut },
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
        body: accountUpdateBody,
        response: { 200: accountAnswerOut },
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
        body: passwordChangeBody,
        response: { 200: okOut },
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
        body: contactCodeBody,
        response: { 200: codeSentOut },
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
        body: contactChangeBody,
        response: { 200: accountAnswerOut },
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
        querystring: accountQuery,
        response: { 200: accountExportOut },
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
        body: accountDeleteBody,
        response: { 204: accountClosedOut },
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
