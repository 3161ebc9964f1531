import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBody, fileAnswer } from '@shop/core/contract/common';
import {
  memberScalpTestsOut,
  scalpAnswerBody,
  scalpIdParams,
  scalpResultOut,
  scalpResultQuery,
  scalpShareBody,
  scalpShareOut,
  scalpStartBody,
  scalpStateOut,
} from '@shop/core/contract/scalp-test';
import { cartOwner } from '../cart/cart.routes.ts';
import { shopperFor } from '../../lib/shopper.ts';
import { UnauthorizedError } from '../../lib/errors.ts';

/** /api/v1/scalptest and /scalptest/result (7-32): the scalp test chat, bound to the visitor. */
export const scalpTestRoutes: FastifyPluginAsyncZod = async (app) => {
  const tests = app.scalpTests;
  const tags = ['scalp-test'];
  const limit = { rateLimit: { max: 120, timeWindow: '1 minute' } };

  app.post(
    '/scalptest',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Start a scalp test in a locale; bound to the member or the guest session',
        body: scalpStartBody,
        response: { 201: scalpStateOut },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      const owner = await cartOwner(app, req, reply);
      return reply.code(201).send(await tests.start(owner, req.body.locale));
    },
  );

  app.get(
    '/scalptest/:id',
    { schema: { tags, params: scalpIdParams, response: { 200: scalpStateOut } } },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return tests.get(req.params.id, await cartOwner(app, req, reply, false));
    },
  );

  app.post(
    '/scalptest/:id/answer',
    {
      config: limit,
      schema: {
        tags,
        summary: 'Answer the current question with option id(s) or free text; returns the next question',
        params: scalpIdParams,
        body: scalpAnswerBody,
        response: { 200: scalpStateOut },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return tests.answer(req.params.id, await cartOwner(app, req, reply, false), req.body);
    },
  );

  for (const step of ['back', 'restart'] as const)
    app.post(
      `/scalptest/:id/${step}`,
      {
        config: limit,
        schema: {
          tags,
          summary: step === 'back' ? 'Undo the last answer' : 'Clear every answer',
          params: scalpIdParams,
          body: emptyBody,
          response: { 200: scalpStateOut },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'private, no-store');
        return tests[step](req.params.id, await cartOwner(app, req, reply, false));
      },
    );

  app.get(
    '/scalptest/:id/say',
    {
      config: limit,
      schema: {
        tags,
        summary:
          "What the assistant says now, streamed (text/event-stream of {type: delta|replace|done, text}); the rules engine's words without a language model",
        params: scalpIdParams,
        response: { 200: fileAnswer('text/event-stream', 'server-sent events: {type, text} each') },
      },
    },
    async (req, reply) => {
      const events = await tests.say(req.params.id, await cartOwner(app, req, reply, false));
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'private, no-store',
        'x-accel-buffering': 'no',
      });
      for await (const e of events) reply.raw.write(`data: ${JSON.stringify(e)}\n\n`);
      reply.raw.end();
    },
  );

  app.post(
    '/scalptest/:id/share',
    {
      config: limit,
      schema: {
        tags,
        summary: 'Let anyone with the link read the result (or stop it)',
        params: scalpIdParams,
        body: scalpShareBody,
        response: { 200: scalpShareOut },
      },
    },
    async (req, reply) =>
      tests.share(req.params.id, await cartOwner(app, req, reply, false), req.body.shared),
  );

  app.get(
    '/scalptest/result/:id',
    {
      schema: {
        tags,
        summary: "The result: the owner's, or anyone's when shared; products the shopper's country can buy",
        params: scalpIdParams,
        querystring: scalpResultQuery,
        response: { 200: scalpResultOut },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      const owner = await cartOwner(app, req, reply, false);
      const q = req.query;
      return tests.result(req.params.id, owner, await shopperFor(app, req, q.currency, q.country), q.locale);
    },
  );

  app.get(
    '/user/scalptests',
    {
      schema: {
        tags,
        summary: "The member's finished scalp tests, newest first",
        response: { 200: memberScalpTestsOut },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      const member = await app.auth.user(req);
      if (!member) throw new UnauthorizedError();
      return tests.listForMember(member.user.id);
    },
  );
};
