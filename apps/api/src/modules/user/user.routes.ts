import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forgotPasswordSchema,
  loginSchema,
  passwordSchema,
  registrationPayloadSchema,
  sendOtpSchema,
  usernameCheckSchema,
} from '@shop/core';
import { presentUser } from './user.service.ts';
import { SESSION_COOKIE } from '../cart/cart.routes.ts';

const userOut = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  contact_no_country: z.string().nullable(),
  contact_no: z.string().nullable(),
  phone: z.string().nullable(),
  firstname: z.string(),
  lastname: z.string(),
  nickname: z.string(),
  preferred_lang: z.string(),
  member_group: z.array(z.object({ _id: z.string(), name: z.string() })),
  discount_rate: z.record(z.string(), z.number()),
});

/** The user calls (7-01 to 7-07); every limit answers 429 with the retry time (8-17). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.users;

  // the guest's bag follows the shopper into their account (issue: merge on login)
  const mergeGuestCart = async (cookie: string | undefined, userId: string) => {
    const sessionId = app.auth.guestSessions.verify(cookie);
    if (sessionId) await app.carts.mergeGuest(sessionId, userId);
  };

  app.post(
    '/user/checkuser',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['user'],
        body: usernameCheckSchema,
        response: { 200: z.object({ exists: z.boolean() }) },
      },
    },
    async (req) => service.checkUser(req.body.username),
  );

  app.post(
    '/user/register-otp',
    {
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags: ['user'],
        summary: 'Send a one-time code by SMS, or by email with type=email',
        body: sendOtpSchema,
        response: { 200: z.object({ message: z.literal('ok'), resend_after: z.number().int() }) },
      },
    },
    async (req) => service.sendOtp(req, req.body),
  );

  app.post(
    '/user/register',
    {
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags: ['user'],
        body: registrationPayloadSchema,
        response: { 201: z.object({ user: userOut }) },
      },
    },
    async (req, reply) => {
      const user = await service.register(reply, req.body);
      await mergeGuestCart(req.cookies[SESSION_COOKIE], user._id);
      // referral (1-11): arrived through a share link (the web keeps ?ref= in shop_ref) or typed a code
      const ref = req.body.referral_code || req.cookies.shop_ref;
      if (ref)
        await app.wallet.attachReferral(user._id, ref).catch((err) => {
          // the account stands; the code can still be entered at the first checkout
          req.log.info({ err: (err as Error).message }, 'referral at registration refused');
        });
      return reply.code(201).send({ user });
    },
  );

  app.post(
    '/user/login',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['user'],
        summary:
          'Log in; after repeated failures from this address the bot-check token is required (400 bot_check_required)',
        body: loginSchema.extend({ recaptchaResponse: z.string().max(4096).optional() }),
        response: { 200: z.object({ user: userOut }) },
      },
    },
    async (req, reply) => {
      const user = await service.login(
        reply,
        req.body.username,
        req.body.password,
        req.ip,
        req.body.recaptchaResponse,
      );
      await mergeGuestCart(req.cookies[SESSION_COOKIE], user._id);
      return { user };
    },
  );

  app.post(
    '/user/refresh',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['user'],
        body: z.strictObject({}).optional(),
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (req, reply) => {
      await app.auth.refresh(req, reply);
      return { ok: true as const };
    },
  );

  app.post(
    '/user/logout',
    {
      schema: {
        tags: ['user'],
        body: z.strictObject({}).optional(),
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (req, reply) => {
      await app.auth.logout(req, reply);
      return { ok: true as const };
    },
  );

  app.get(
    '/user',
    {
      schema: {
        tags: ['user'],
        querystring: z.strictObject({}),
        response: { 200: z.object({ user: userOut }) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { user: presentUser(await app.auth.require(req)) };
    },
  );

  app.post(
    '/forget-password',
    {
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags: ['user'],
        body: forgotPasswordSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (req) => service.forgotPassword(req.body),
  );

  app.post(
    '/reset-password',
    {
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags: ['user'],
        body: z
          .strictObject({ token: z.string().min(16).max(200), password: passwordSchema, confirm: z.string() })
          .refine((b) => b.password === b.confirm, {
            error: 'validation.password_mismatch',
            path: ['confirm'],
          }),
        response: { 200: z.object({ message: z.literal('ok') }) },
      },
    },
    async (req) => service.resetPassword(req.body.token, req.body.password),
  );
};
