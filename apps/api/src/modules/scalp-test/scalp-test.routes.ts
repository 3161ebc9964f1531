import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SCALP_QUESTION_IDS, SUPPORTED_LOCALES } from '@shop/core';
import { cartOwner } from '../cart/cart.routes.ts';
import { shopperQuery } from '@shop/core/contract/product';
import { shopperFor } from '../../lib/shopper.ts';
import { UnauthorizedError } from '../../lib/errors.ts';
import { createScalpTests } from './scalp-test.service.ts';
import { createOpenAiChat } from '../../providers/llm/llm.provider.ts';

const optionId = z.string().regex(/^[a-z_]{1,40}$/, 'an option id');
const idParam = z.strictObject({ id: z.string().regex(/^[\w-]{16}$/, 'a scalp test id') });
const question = z.object({
  id: z.string(),
  multi: z.boolean(),
  prompt: z.string(),
  options: z.array(z.object({ id: z.string(), label: z.string() })),
});
const stateOut = z.object({
  id: z.string(),
  locale: z.enum(SUPPORTED_LOCALES),
  progress: z.object({ answered: z.number().int(), total: z.number().int() }),
  answered: z.array(
    z.object({
      question_id: z.string(),
      prompt: z.string(),
      value: z.union([z.string(), z.array(z.string())]),
      labels: z.array(z.string()),
    }),
  ),
  question: question.nullable(),
  done: z.boolean(),
  /** false: the free text named no option; the same question stands */
  understood: z.boolean(),
  shared: z.boolean(),
  assistant: z.enum(['llm', 'engine']),
});
const resultOut = z.object({
  id: z.string(),
  type: z.string(),
  type_name: z.string(),
  reasons: z.array(z.object({ key: z.string(), text: z.string() })),
  products: z.array(
    z.object({
      role: z.enum(['shampoo', 'companion']),
      _id: z.string(),
      sku: z.string(),
      sub_sku: z.string(),
      name: z.object({ eng: z.string(), chi: z.string(), cn: z.string() }),
      path: z.string(),
      thumbnail: z.string(),
      price: z.number().int(),
      currency: z.string(),
    }),
  ),
  shared: z.boolean(),
  mine: z.boolean(),
  created_at: z.string(),
});

/** ../shared/SPEC.md §7 /api/v1/scalptest and /scalptest/result: the scalp test chat, bound to the visitor. */
export const scalpTestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { LLM_BASE_URL, LLM_MODEL, LLM_API_KEY } = app.deps.config;
  const llm =
    LLM_BASE_URL && LLM_MODEL
      ? createOpenAiChat({ baseUrl: LLM_BASE_URL, model: LLM_MODEL, apiKey: LLM_API_KEY })
      : null;
  const tests = createScalpTests(app.deps.database.db, app.services.products, llm);
  const tags = ['scalp-test'];
  const limit = { rateLimit: { max: 120, timeWindow: '1 minute' } };

  app.post(
    '/scalptest',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Start a scalp test in a locale; bound to the member or the guest session',
        body: z.strictObject({ locale: z.enum(SUPPORTED_LOCALES) }),
        response: { 201: stateOut },
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
    { schema: { tags, params: idParam, response: { 200: stateOut } } },
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
        params: idParam,
        body: z
          .strictObject({
            question_id: z.enum(SCALP_QUESTION_IDS),
            value: z.union([optionId, z.array(optionId).min(1).max(10)]).optional(),
            text: z.string().trim().min(1).max(500).optional(),
          })
          .refine((b) => (b.value === undefined) !== (b.text === undefined), {
            message: 'give either value or text',
            path: ['value'],
          }),
        response: { 200: stateOut },
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
          params: idParam,
          response: { 200: stateOut },
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
        params: idParam,
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
        params: idParam,
        body: z.strictObject({ shared: z.boolean() }),
        response: { 200: z.object({ id: z.string(), shared: z.boolean() }) },
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
        params: idParam,
        querystring: shopperQuery.extend({ locale: z.enum(SUPPORTED_LOCALES).default('hk') }),
        response: { 200: resultOut },
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
        response: {
          200: z.array(
            z.object({
              id: z.string(),
              type: z.string(),
              shampoo_sku: z.string(),
              shared: z.boolean(),
              created_at: z.string(),
            }),
          ),
        },
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
