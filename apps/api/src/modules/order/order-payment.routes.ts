// Payments' own routes: a payment's status, the offline sandbox's hosted page and buttons (the demo only), and the
// providers' signed notifications (/payment/notify/:provider), checked over the raw body before anything is applied.
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  paymentNotifyOut,
  paymentStatusOut,
  sandboxCompleteOut,
  sandboxPaymentOut,
} from '@shop/core/contract/payment';
import { isSandbox, PAYMENT_METHODS } from '../../providers/payment/payment.provider.ts';
import { AppError, NotFoundError } from '../../lib/errors.ts';

const orderParams = z.object({ id: z.string().min(1).max(64) });

export const orderPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.orders;
  const viewer = async (req: FastifyRequest, token?: string) => ({
    userId: (await app.auth.user(req))?.user.id ?? null,
    token,
  });

  app.get(
    '/payment/:id/status',
    { schema: { tags: ['payment'], params: orderParams, response: { 200: paymentStatusOut } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const s = await service.paymentStatus(req.params.id);
      return { status: s.status, order_status: s.order_status };
    },
  );

  // the offline sandbox's hosted page, its buttons and its signed notifications exist only with the sandbox provider
  // (the demo); a real provider's pages and webhooks are its own
  const sandbox = app.deps.payments;
  if (isSandbox(sandbox)) {
    // the sandbox's hosted page shows what is being paid; it names the order but holds no credential of it
    app.get(
      '/payment/sandbox/:id',
      { schema: { tags: ['payment'], params: orderParams, response: { 200: sandboxPaymentOut } } },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        const s = await service.paymentStatus(req.params.id);
        return {
          payment: {
            id: req.params.id,
            provider: s.provider,
            status: s.status,
            amount: s.amount,
            currency: s.currency,
          },
          order_number: s.order_number,
          order_id: s.order_id,
        };
      },
    );

    // its buttons: only the buyer, by member session or the guest order token; the payment id alone gets a 404
    app.post(
      '/payment/sandbox/:id/complete',
      {
        schema: {
          tags: ['payment'],
          params: orderParams,
          body: z.strictObject({
            outcome: z.enum(['approve', 'decline', 'challenge_pass', 'challenge_fail']),
            token: z.string().max(100).optional(),
          }),
          response: { 200: sandboxCompleteOut },
        },
      },
      async (req) => {
        const s = await service.buyerPayment(req.params.id, await viewer(req, req.body.token));
        const approved = req.body.outcome === 'approve' || req.body.outcome === 'challenge_pass';
        if (s.status === 'pending' || s.status === 'requires_action') {
          const status = sandbox.decide(req.params.id, approved, s.amount);
          // the provider calls our webhook server to server, signed, before sending the shopper back
          const fields = {
            payment_id: req.params.id,
            status,
            amount: s.amount,
            currency: s.currency,
            timestamp: Date.now(),
          };
          const res = await app.inject({
            method: 'POST',
            url: `/api/v1/payment/notify/${s.provider}`,
            headers: { 'x-signature': sandbox.sign(fields), 'content-type': 'application/json' },
            payload: fields,
          });
          if (res.statusCode >= 400) req.log.warn({ status: res.statusCode }, 'sandbox notification refused');
        }
        const after = await service.paymentStatus(req.params.id);
        // the confirmation when paid, else the order's payment page; a guest's page adds the token it already holds
        const back =
          after.status === 'succeeded'
            ? after.return_url
            : `${after.return_url.replace('/order-confirmation', '')}`;
        return { status: after.status, order_id: after.order_id, redirect: back };
      },
    );
  }

  // the provider's webhook: the signature is checked over the raw body (Stripe signs the exact bytes), then applied
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(
      '/payment/notify/:provider',
      {
        schema: {
          tags: ['payment'],
          summary:
            'Signed payment notification (sandbox: HMAC-SHA256 in X-Signature; Stripe: Stripe-Signature)',
          params: z.object({ provider: z.string().max(20) }),
          body: z.string().max(64 * 1024),
          response: { 200: paymentNotifyOut },
        },
      },
      async (req, reply) => {
        // the sandbox's notifications name the method (card, fps…); a real provider's endpoint is named after it
        const kind = app.deps.payments.kind;
        const known =
          kind === 'sandbox'
            ? (PAYMENT_METHODS as string[]).includes(req.params.provider)
            : req.params.provider === kind;
        if (!known) throw new NotFoundError(`Route POST ${req.url.split('?')[0]} not found`, 'not_found');
        const parsed = app.deps.payments.parseWebhook(req.body, req.headers);
        if (!parsed) {
          req.log.warn(
            { provider: req.params.provider },
            'payment notification with a bad signature rejected',
          );
          throw new AppError(401, 'bad_signature', 'Invalid signature');
        }
        // a provider expecting its own acknowledgement (PayDollar: the text OK) gets it for every verified notice;
        // one that cannot apply (unknown reference, wrong amount) is logged and acknowledged, never retried forever
        const ack = app.deps.payments.webhookReply;
        if (ack !== undefined) {
          if (parsed.type === 'payment')
            await service.applyNotification(parsed.payment).catch((err: Error) => {
              if (!(err instanceof AppError)) throw err;
              req.log.warn(
                { provider: kind, payment: parsed.payment.payment_id, code: err.code },
                `payment notification not applied: ${err.message}`,
              );
            });
          else if (parsed.type === 'refund') await service.applyRefundNotifications(parsed.refunds);
          else req.log.warn({ provider: kind }, 'payment notification for no payment of ours ignored');
          return reply.type('text/plain; charset=utf-8').send(ack as never);
        }
        if (parsed.type === 'refund')
          return reply.send(await service.applyRefundNotifications(parsed.refunds));
        if (parsed.type === 'ignored') return reply.send({ received: true });
        return service.applyNotification(parsed.payment);
      },
    );
  });
};
