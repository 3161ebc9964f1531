import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cartQuery,
  cartResponseOut,
  cartWriteBody,
  cartWriteOut,
  cartWriteQuery,
  logEventBody,
  logEventOut,
} from '@shop/core/contract/cart';
import { shopperFor } from '../../lib/shopper.ts';
import type { Owner } from './cart.repository.ts';
import type { GuestSessions } from '../user/guest-session.ts';

export const SESSION_COOKIE = 'shop_sid';
/** the bag's answer, under its former name (the order routes' reorder answer extends it) */
export const cartResponse = cartResponseOut;

/**
 * The bag's owner: the member when logged in, else the guest session. The session cookie is made on the first
 * write; a reader without one simply has an empty bag (no database work for first-time visitors). Only ids the
 * server issued count: any other shop_sid is ignored and, on a write, replaced (no session fixation).
 */
export async function cartOwner(
  app: {
    auth: {
      user(req: FastifyRequest): Promise<{ user: { id: string } } | null>;
      guestSessions: GuestSessions;
    };
    deps: { config: { COOKIE_SECURE: boolean } };
  },
  req: FastifyRequest,
  reply: FastifyReply,
  create = true,
): Promise<Owner> {
  const member = await app.auth.user(req);
  let sessionId = app.auth.guestSessions.verify(req.cookies[SESSION_COOKIE]);
  if (!sessionId && !member && !create) return { userId: null, sessionId: null };
  if (!sessionId) {
    sessionId = app.auth.guestSessions.issue();
    reply.setCookie(SESSION_COOKIE, sessionId, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: app.deps.config.COOKIE_SECURE,
      maxAge: 2_592_000,
    });
  }
  return { userId: member?.user.id ?? null, sessionId };
}

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const shopperOf = (req: FastifyRequest, currency: string, country: string) =>
    shopperFor(app, req, currency, country);

  app.get(
    '/cart',
    {
      schema: { tags: ['cart'], querystring: cartQuery, response: { 200: cartResponseOut } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      const owner = await cartOwner(app, req, reply, false);
      // a member's suspended-subscription banner is read beside the bag, not after it
      const [bag, suspended] = await Promise.all([
        shopperOf(req, req.query.currency, req.query.country).then((shopper) =>
          app.carts.get(owner, shopper),
        ),
        owner.userId ? app.subscriptions.hasSuspended(owner.userId) : undefined,
      ]);
      return owner.userId ? { ...bag, subscription_suspended: suspended } : bag;
    },
  );

  app.post(
    '/cart',
    {
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        tags: ['cart'],
        summary:
          'Add (quantities add up), step a line by delta (±1; 0 or less deletes), or set it with update_ts (409 when stale)',
        querystring: cartWriteQuery,
        body: cartWriteBody,
        response: { 200: cartWriteOut },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      const owner = await cartOwner(app, req, reply);
      const b = req.body;
      return app.carts.update(
        owner,
        {
          pid: b.pid,
          sku: b.sku,
          sub_sku: b.sub_sku,
          quantity: b.quantity,
          currency: b.currency,
          bundle_sku: b.bundle_sku,
          clear: b.clear,
          update_ts: b.update_ts,
          delta: b.delta,
        },
        await shopperOf(req, b.currency, req.query.country),
      );
    },
  );
};

/** The storefront's log beacon (7-09): cart update outcomes at /nuxt/log/event; not under /api, so no CSRF token. */
export const logEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/nuxt/log/event',
    {
      bodyLimit: 8192,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['cart'],
        hide: false,
        body: logEventBody,
        response: { 202: logEventOut },
      },
    },
    async (req, reply) => {
      const owner = await cartOwner(app, req, reply);
      await app.carts.log(req.body, owner);
      return reply.code(202).send({ ok: true as const });
    },
  );
};
