// The store's order routes: delivery and payment methods, the quote, placing the order, the buyer's order pages
// (view, pay again, transfer reference, card message, invoice), the member's lists, the guest lookup, "buy again"
// and the coupon check. Payments' own routes are in order-payment.routes.ts, the address book in
// address-book.routes.ts, the back office's in order.admin.routes.ts.
import { z } from 'zod';
import { contentSecurityPolicy, createNonce } from '@shop/core/csp';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  taiwanIdRule,
  CURRENCY_CODES,
  deliveryMethodSchema,
  emailSchema,
  giftMessageSchema,
  giftWrapSchema,
  GLOBAL_LINE_COUNTRY_KEYS,
  nameSchema,
  packageContentsSchema,
  quoteSchema,
  SUPPORTED_LOCALES,
} from './order.imports.ts';
import { cartOwner, cartResponse } from '../cart/cart.routes.ts';
import { invoiceHtml } from './invoice.ts';
import {
  memberOrdersPageSchema,
  numericFieldSchema,
  orderLookupSchema,
  reorderResultSchema,
} from '@shop/core';
import {
  awaitingPaymentOut,
  cardMessageOut,
  giftcodeOut,
  invoiceAnswer,
  orderCreateOut,
  type OrderCreateOut,
  orderPayOut,
  orderViewOut,
} from '@shop/core/contract/order';
import { okOut } from '@shop/core/contract/common';
import { shopperFor } from '../../lib/shopper.ts';
import type { CheckoutInput } from './order.service.ts';
import { PAYMENT_METHODS, type PaymentMethod } from '../../providers/payment/payment.provider.ts';
import { ConflictError, InvalidError, UnauthorizedError } from '../../lib/errors.ts';

const text = (max: number) => z.string().trim().max(max);
const opt = (max: number) => text(max).optional();

/** The checkout payload (3-17), validated field by field; the server recomputes every amount. */
export const checkoutInput = z
  .strictObject({
    cart_type: z.enum(['single', 'subscription']).default('single'),
    currency: z.enum(CURRENCY_CODES),
    email: emailSchema.optional(),
    delivery_method: text(64).min(1),
    delivery_firstname: nameSchema,
    delivery_lastname: nameSchema,
    delivery_calling_code: z.string().regex(/^\+?\d{1,4}$/, 'validation.calling_code'),
    delivery_contact: z.string().regex(/^[\d\s-]{6,20}$/, 'validation.phone'),
    delivery_address: opt(200),
    delivery_address2: opt(200),
    delivery_city: opt(100),
    delivery_province: opt(100),
    delivery_zip: opt(20),
    delivery_country_key: z.enum(GLOBAL_LINE_COUNTRY_KEYS),
    delivery_passport: opt(40),
    billing_same: z.boolean().default(true),
    billing_firstname: opt(80),
    billing_lastname: opt(80),
    // 5-17: a phone number, the numeric-string rule after the spaces and dashes people type
    billing_contact: numericFieldSchema(30).optional(),
    billing_address: opt(200),
    billing_address2: opt(200),
    billing_city: opt(100),
    billing_country: opt(60),
    add_gift_box_wrapping: z.boolean().default(false),
    gift_recipient: opt(60),
    gift_sender: opt(60),
    gift_message: opt(200),
    coupon_code: opt(40),
    cash_dollars: z.number().int().min(0).max(2_000_000_000).optional(),
    redeem_items: z.array(text(64).min(1)).max(5).optional(),
    referral_code: opt(20),
    client_remarks: opt(500),
    save_address: z.boolean().optional(),
    address_id: opt(64),
    locale: z.enum(SUPPORTED_LOCALES).default('hk'),
  })
  .superRefine((b, ctx) => {
    if (b.add_gift_box_wrapping) {
      // 5-13, 5-14: recipient, sender and message all required; message ≤ 100, letters or digits, no emoji
      if (!b.gift_recipient)
        ctx.addIssue({ code: 'custom', path: ['gift_recipient'], message: 'validation.required' });
      if (!b.gift_sender)
        ctx.addIssue({ code: 'custom', path: ['gift_sender'], message: 'validation.required' });
      const m = giftMessageSchema.safeParse(b.gift_message ?? '');
      if (!m.success)
        ctx.addIssue({
          code: 'custom',
          path: ['gift_message'],
          message: m.error.issues[0]?.message ?? 'validation.gift_message',
        });
    }
    const tw = taiwanIdRule(b);
    if (tw) ctx.addIssue({ code: 'custom', path: [tw.path], message: tw.message });
  });

const methodSchema = z.enum(PAYMENT_METHODS as [PaymentMethod, ...PaymentMethod[]]);

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.orders;

  const shopper = (req: FastifyRequest, currency: string, country: string) =>
    shopperFor(app, req, currency, country);
  const viewer = async (req: FastifyRequest, token?: string) => ({
    userId: (await app.auth.user(req))?.user.id ?? null,
    token,
  });
  const returnBase = (locale: string) => `${locale === 'hk' ? '' : `/${locale}`}/checkout/order-confirmation`;

  app.get(
    '/delivery-methods',
    {
      schema: {
        tags: ['checkout'],
        querystring: z.strictObject({
          country: z.enum(GLOBAL_LINE_COUNTRY_KEYS).default('hk'),
          currency: z.enum(CURRENCY_CODES).default('HKD'),
        }),
        // the answer's shape lives in core: the web's checkout reads the same types
        response: { 200: z.object({ methods: z.array(deliveryMethodSchema) }) },
      },
    },
    async (req) => ({ methods: await service.deliveryOptions(req.query.country, req.query.currency) }),
  );

  // what the shop's payment provider takes in this currency (the demo's sandbox: all five; Stripe: card, Alipay, transfer)
  app.get(
    '/payment-methods',
    {
      schema: {
        tags: ['checkout'],
        querystring: z.strictObject({ currency: z.enum(CURRENCY_CODES).default('HKD') }),
        response: { 200: z.object({ provider: z.string(), methods: z.array(methodSchema) }) },
      },
    },
    async (req) => ({
      provider: app.deps.payments.kind,
      methods: PAYMENT_METHODS.filter((m) => app.deps.payments.available(m, req.query.currency)),
    }),
  );

  app.post(
    '/order/quote',
    {
      schema: { tags: ['checkout'], body: checkoutInput, response: { 200: quoteSchema } },
    },
    async (req, reply) => {
      const owner = await cartOwner(app, req, reply, false);
      const q = await service.quote(
        owner,
        await shopper(req, req.body.currency, req.body.delivery_country_key),
        req.body as CheckoutInput,
      );
      const { method: _m, walletLines: _w, ...rest } = q;
      return rest;
    },
  );

  app.post(
    '/order/create',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['checkout'],
        summary:
          'Place an order from the bag; 409 totals_changed when expected_total differs from the server total',
        headers: z.object({ 'idempotency-key': z.string().min(8).max(100).optional() }).passthrough(),
        body: checkoutInput.and(
          z.strictObject({ payment_method: methodSchema, expected_total: z.number().int().min(0) }),
        ),
        // 200: a replay of the same idempotency key answers the order it placed
        response: { 200: orderCreateOut, 201: orderCreateOut },
      },
    },
    async (req, reply) => {
      const member = await app.auth.user(req);
      const owner = await cartOwner(app, req, reply, false);
      const email = member?.user.email ?? req.body.email;
      if (!email) throw new InvalidError('is required for guest checkout', 'email', 'invalid');
      const key = req.headers['idempotency-key'];
      const result = await service.create(
        owner,
        await shopper(req, req.body.currency, req.body.delivery_country_key),
        req.body as CheckoutInput & { payment_method: PaymentMethod; expected_total: number },
        {
          email,
          locale: req.body.locale,
          idempotencyKey: typeof key === 'string' ? `${owner.userId ?? owner.sessionId}:${key}` : undefined,
          returnBase: returnBase(req.body.locale),
        },
      );
      if (result.replay) {
        reply.header('idempotent-replay', 'true');
        // the twin may still be writing its answer: it is the same order either way
        if (!result.response)
          throw new ConflictError(
            'This order is still being placed; try again in a moment',
            'idempotency_in_progress',
          );
        // the first answer as stored (jsonb): the serializer checks it against the contract again
        return reply.code(200).send(result.response as OrderCreateOut);
      }
      app.metrics.orderPlaced(result.order.currency, result.order.total);
      return reply.code(201).send({ order: result.order, payment: result.payment });
    },
  );

  const orderParams = z.object({ id: z.string().min(1).max(64) });
  const tokenQuery = z.strictObject({ token: z.string().max(100).optional() });

  app.get(
    '/order/:id',
    {
      schema: {
        tags: ['order'],
        params: orderParams,
        querystring: tokenQuery,
        response: { 200: orderViewOut },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.view(req.params.id, await viewer(req, req.query.token));
    },
  );

  // the member's single or subscription orders, newest first, a page at a time (2.12-09)
  const ordersQuery = z.strictObject({
    type: z.enum(['single', 'subscription']).default('single'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    page_size: z.coerce.number().int().min(1).max(50).default(10),
  });
  const memberOrders = async (req: FastifyRequest, q: z.infer<typeof ordersQuery>) => {
    const member = await app.auth.require(req);
    return service.pageForMember(member.user.id, q.type, q.page, q.page_size);
  };
  const ordersSchema = {
    tags: ['order'],
    querystring: ordersQuery,
    response: { 200: memberOrdersPageSchema },
  };
  app.get('/orders', { schema: ordersSchema }, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    return memberOrders(req, req.query);
  });
  // 7-19 also names /api/v1/order for the member's orders
  app.get('/order', { schema: ordersSchema }, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    return memberOrders(req, req.query);
  });

  app.get(
    '/awaiting-payment',
    { schema: { tags: ['order'], querystring: z.strictObject({}), response: { 200: awaitingPaymentOut } } },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      const member = await app.auth.user(req);
      if (!member) throw new UnauthorizedError();
      return { orders: await service.listForMember(member.user.id, true) };
    },
  );

  app.post(
    '/order/:id/pay',
    {
      schema: {
        tags: ['order'],
        params: orderParams,
        body: z.strictObject({
          payment_method: methodSchema,
          token: z.string().max(100).optional(),
          locale: z.enum(SUPPORTED_LOCALES).default('hk'),
        }),
        response: { 200: orderPayOut },
      },
    },
    async (req) => ({
      payment: await service.pay(
        req.params.id,
        await viewer(req, req.body.token),
        req.body.payment_method,
        returnBase(req.body.locale),
      ),
    }),
  );

  app.post(
    '/order/:id/transfer-reference',
    {
      schema: {
        tags: ['order'],
        params: orderParams,
        body: z.strictObject({
          reference: z.string().trim().min(3).max(60),
          token: z.string().max(100).optional(),
        }),
        response: { 200: okOut },
      },
    },
    async (req) =>
      service.transferReference(req.params.id, await viewer(req, req.body.token), req.body.reference),
  );

  // a guest finds their order by number and email: per-address limit, and the same 404 for every miss (no enumeration)
  app.post(
    '/order/lookup',
    {
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags: ['order'],
        summary: 'A guest order by number and email, with a token for the order page and invoice (24 hours)',
        body: z.strictObject({
          order_number: z.string().trim().min(1).max(40),
          email: emailSchema,
        }),
        // the staff's side of the history (actors, notes) stays out of a guest's answer
        response: { 200: orderLookupSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.lookup(req.body.order_number, req.body.email);
    },
  );

  // "buy again": the member's order back in their bag, re-priced for the country and currency the bag is shown in
  app.post(
    '/order/:id/reorder',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['order'],
        params: orderParams,
        // no body: the order's currency, shipped to Hong Kong
        body: z
          .strictObject({
            currency: z.enum(CURRENCY_CODES).optional(),
            country: z.enum(GLOBAL_LINE_COUNTRY_KEYS).optional(),
          })
          .nullish(),
        response: { 200: reorderResultSchema.extend(cartResponse.shape) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      const member = await app.auth.require(req);
      const owner = await cartOwner(app, req, reply);
      return service.reorder(req.params.id, { ...owner, userId: member.user.id }, (orderCurrency) =>
        shopper(req, req.body?.currency ?? orderCurrency, req.body?.country ?? 'hk'),
      );
    },
  );

  // the invoice follows the language of the page that links to it (?lang=), else the order's own language
  app.get(
    '/order/:id/invoice',
    {
      schema: {
        tags: ['order'],
        params: orderParams,
        querystring: tokenQuery.extend({ lang: z.enum(SUPPORTED_LOCALES).optional() }),
        response: { 200: invoiceAnswer },
      },
    },
    async (req, reply) => {
      const { order } = await service.view(req.params.id, await viewer(req, req.query.token));
      const sets = await service.packageDetails(order.items.map((i) => i.sku));
      const inside = new Map(sets.map((p) => [p.sku, p.items.map((i) => i.name)]));
      reply.header('cache-control', 'private, no-store');
      // an HTML page of ours: the pages' policy (helmet's CSP is off for API answers); its inline <style> is allowed
      reply.header('content-security-policy', contentSecurityPolicy(createNonce()));
      return reply
        .type('text/html; charset=utf-8')
        .send(invoiceHtml(order, req.query.lang ?? order.locale, inside) as never);
    },
  );

  // /order/card-message (7-21): the buyer (member, or guest with the order token) sets the gift card until it ships
  app.post(
    '/order/card-message',
    {
      schema: {
        tags: ['order'],
        body: z.strictObject({
          order_id: z.string().min(1).max(64),
          token: z.string().max(100).optional(),
          // 5-13, 5-14: recipient, sender and message all required; ≤ 100, Chinese or English letters or digits, no emoji
          recipient: giftWrapSchema.shape.recipient,
          sender: giftWrapSchema.shape.sender,
          message: giftWrapSchema.shape.message,
        }),
        response: { 200: cardMessageOut },
      },
    },
    async (req) => {
      const { order_id, token, ...card } = req.body;
      return service.cardMessage(order_id, await viewer(req, token), card);
    },
  );

  // /order/packageDetails (7-21): what is inside package (set) products, with the names in every language
  app.get(
    '/order/packageDetails',
    {
      schema: {
        tags: ['order'],
        querystring: z.strictObject({
          skus: z
            .string()
            .max(2000)
            .transform((s) =>
              s
                .split(',')
                .map((x) => x.trim())
                .filter(Boolean),
            )
            .pipe(z.array(z.string().max(64)).min(1, 'validation.required').max(50)),
        }),
        response: {
          200: z.object({
            packages: z.array(packageContentsSchema),
          }),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { packages: await service.packageDetails(req.query.skus) };
    },
  );

  app.post(
    '/user/giftcode',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['checkout'],
        // with currency and subtotal: a coupon check at checkout; the code alone: a member redeems a gift code
        body: z.strictObject({
          code: z.string().trim().min(1).max(40),
          currency: z.enum(CURRENCY_CODES).optional(),
          subtotal: z.number().int().min(0).optional(),
        }),
        response: { 200: giftcodeOut },
      },
    },
    async (req) => {
      if (req.body.subtotal === undefined || req.body.currency === undefined) {
        const { user } = await app.auth.require(req);
        return {
          valid: true,
          discount: 0,
          reason: null,
          ...(await app.wallet.redeemGiftCode(user.id, req.body.code)),
        };
      }
      // a member's own uses count against a per-member limit; a guest's are counted by email at checkout
      const member = await app.auth.user(req);
      const c = await service.couponDiscount(req.body.code, req.body.currency, req.body.subtotal, {
        userId: member?.user.id ?? null,
        email: member?.user.email,
      });
      return { valid: !!c?.valid, discount: c?.discount ?? 0, reason: c ? c.reason : 'unknown' };
    },
  );
};
