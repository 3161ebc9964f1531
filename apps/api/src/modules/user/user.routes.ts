import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBody, okOut } from '@shop/core/contract/common';
import {
  checkUserBody,
  checkUserOut,
  codeSentOut,
  forgotPasswordBody,
  forgotPasswordOut,
  loginBody,
  registerBody,
  registerOtpBody,
  resetPasswordBody,
  resetPasswordOut,
  userAnswerOut,
  userQuery,
} from '@shop/core/contract/user';
import { SESSION_COOKIE } from '../cart/cart.routes.ts';
import { presentUser } from './user.service.ts';

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
        body: checkUserBody,
        response: { 200: checkUserOut },
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
        body: registerOtpBody,
        response: { 200: codeSentOut },
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
        body: registerBody,
        response: { 201: userAnswerOut },
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
        body: loginBody,
        response: { 200: userAnswerOut },
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
        body: emptyBody,
        response: { 200: okOut },
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
        body: emptyBody,
        response: { 200: okOut },
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
        querystring: userQuery,
        response: { 200: userAnswerOut },
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
        body: forgotPasswordBody,
        response: { 200: forgotPasswordOut },
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
        body: resetPasswordBody,
        response: { 200: resetPasswordOut },
      },
    },
    async (req) => service.resetPassword(req.body.token, req.body.password),
  );
};
