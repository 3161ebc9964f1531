// The member's subscriptions (7-28: /api/v1/subscriptions, /subscriptions/cancel, /update-payment-method,
// /subscritpion/renew-subscription, spelled as the spec has it, beside the corrected path).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyBody } from '@shop/core/contract/common';
import {
  paymentMethodBody,
  paymentMethodOut,
  subscriptionChangeBody,
  subscriptionDetailOut,
  subscriptionIdBody,
  subscriptionOut,
  subscriptionParams,
  subscriptionPricedOut,
  subscriptionsOut,
} from '@shop/core/contract/subscription';
import { AppError, UnauthorizedError } from '../../lib/errors.ts';

export async function subscriptionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const member = async (req: FastifyRequest) => {
    const m = await app.auth.user(req);
    if (!m) throw new UnauthorizedError();
    return m.user.id;
  };
  const tags = ['subscription'];

  app.get(
    '/subscriptions',
    { schema: { tags, summary: "The member's subscriptions", response: { 200: subscriptionsOut } } },
    async (req) => ({ subscriptions: await app.subscriptions.list(await member(req)) }),
  );

  app.get(
    '/subscriptions/:id',
    {
      schema: {
        tags,
        summary: 'A subscription with its renewal orders',
        params: subscriptionParams,
        response: { 200: subscriptionPricedOut },
      },
    },
    async (req) => ({
      ...(await app.subscriptions.detail(await member(req), req.params.id)),
      // the next delivery at the member's price today
      price: await app.renewals.priceOf(req.params.id),
    }),
  );

  app.patch(
    '/subscriptions/:id',
    {
      schema: {
        tags,
        summary: 'Change quantity, interval, the next renewal (skip or delay) or the delivery address',
        params: subscriptionParams,
        body: subscriptionChangeBody,
        response: { 200: subscriptionDetailOut },
      },
    },
    async (req) => app.subscriptions.change(await member(req), req.params.id, req.body),
  );

  const cancel = async (req: FastifyRequest<{ Body: { id: string } }>) =>
    app.subscriptions.cancel({ userId: await member(req) }, req.body.id);
  const cancelSchema = {
    tags,
    summary: 'Cancel (after two paid periods)',
    body: subscriptionIdBody,
    response: { 200: subscriptionOut },
  };
  app.post('/subscriptions/cancel', { schema: cancelSchema }, cancel);
  app.post(
    '/subscriptions/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel (after two paid periods)',
        params: subscriptionParams,
        body: emptyBody,
        response: { 200: subscriptionOut },
      },
    },
    async (req) => app.subscriptions.cancel({ userId: await member(req) }, req.params.id),
  );

  app.post(
    '/update-payment-method',
    {
      schema: {
        tags,
        summary:
          'Without setup_ref: opens the provider card form (Stripe SetupIntent). With it: saves the card it made',
        body: paymentMethodBody,
        response: { 200: paymentMethodOut },
      },
    },
    async (req) => app.subscriptions.updatePaymentMethod(await member(req), req.body.id, req.body),
  );

  /** Reactivates a suspended subscription: what is due is charged now with the (updated) card. */
  const renew = async (req: FastifyRequest<{ Body: { id: string } }>) => {
    const userId = await member(req);
    const s = await app.subscriptions.assertReactivatable(userId, req.body.id);
    await app.subscriptions.reactivate(s);
    const out = await app.renewals.renewOne(s.id, new Date());
    const after = await app.subscriptions.detail(userId, s.id);
    if (out && out.result !== 'paid' && after.status !== 'active')
      throw new AppError(
        402,
        'payment_failed',
        'The card was declined; please update the payment method',
        'id',
      );
    await app.subscriptions.reschedule((await app.subscriptions.rows([s.id]))[0]!);
    return after;
  };
  const renewSchema = {
    tags,
    summary: 'Reactivate a suspended subscription',
    body: subscriptionIdBody,
    response: { 200: subscriptionDetailOut },
  };
  app.post('/subscription/renew-subscription', { schema: renewSchema }, renew);
  // the spec's own spelling (7-28), kept so its clients work
  app.post('/subscritpion/renew-subscription', { schema: renewSchema }, renew);
}
