import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartUpdateSchema } from '@shop/core';
import { shopperQuery } from '../product/product.schemas.ts';
import { shopperFor } from '../../lib/shopper.ts';
import type { Owner } from './cart.repository.ts';
import type { GuestSessions } from '../user/guest-session.ts';

export const SESSION_COOKIE = 'shop_sid';

const money = z.number().int();
const cartOut = z.object({
  _id: z.string().nullable(),
  cart_type: z.enum(['single', 'subscription']),
  currency: z.string(),
  items: z.array(
    z.object({
      pid: z.string(),
      sku: z.string(),
      sub_sku: z.string(),
      quantity: z.number().int(),
      price: money,
      original_price: money.nullable(),
      line_total: money,
      currency: z.string(),
      name: z.object({ eng: z.string(), chi: z.string(), cn: z.string() }),
      option_name: z.object({ eng: z.string(), chi: z.string(), cn: z.string() }),
      brand: z.string(),
      thumbnail: z.string(),
      path: z.string(),
      estimate: z.string().nullable(),
      ship_date: z.string(),
      bundle_sku: z.string().nullable(),
      package_items: z.array(z.string()),
      product_type: z.number().int(),
      subscription_inteval_in_month: z.number().int().nullable(),
      purchasable: z.boolean(),
      reason: z.string().nullable(),
    }),
  ),
  total_amount: money,
  amount: z.number().int(),
  update_ts: z.number().int(),
  estimated_delivery: z.object({ from: z.string(), to: z.string() }).nullable(),
  free_shipping: z.object({
    threshold: money,
    qualifies: z.boolean(),
    remaining: money,
    progress: z.number(),
  }),
  can_checkout: z.boolean(),
  blocking_reason: z.string().nullable(),
});
export const cartResponse = z.object({
  single_cart: cartOut,
  subscription_cart: cartOut,
  session_id: z.string().nullable(),
  /** a member's subscription is suspended: the bag asks for a card update (8-15) */
  subscription_suspended: z.boolean().optional(),
});

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
      schema: { tags: ['cart'], querystring: shopperQuery, response: { 200: cartResponse } },
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
        querystring: z.strictObject({ country: shopperQuery.shape.country }),
        body: cartUpdateSchema.extend({
          update_ts: z.number().int().min(0).optional(),
          delta: z
            .number()
            .int()
            .min(-99)
            .max(99)
            .refine((d) => d !== 0, 'must not be 0')
            .optional(),
        }),
        response: { 200: cartResponse.extend({ cleaned: z.boolean() }) },
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
        body: z.strictObject({
          domain: z.string().max(100).optional(),
          level: z.enum(['info', 'warn', 'error']).default('info'),
          action: z.string().min(1).max(100),
          resp: z.unknown().optional(),
          error: z.unknown().optional(),
          errorCode: z.union([z.string().max(50), z.number().int()]).optional(),
        }),
        response: { 202: z.object({ ok: z.literal(true) }) },
      },
    },
    async (req, reply) => {
      const owner = await cartOwner(app, req, reply);
      await app.carts.log(req.body, owner);
      return reply.code(202).send({ ok: true as const });
    },
  );
};
