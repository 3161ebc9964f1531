import Stripe from 'stripe';
import type {
  NotificationFields,
  PaymentProvider,
  PaymentSession,
  ProviderPayment,
  ProviderStatus,
  RefundNotification,
  WebhookResult,
} from './payment.provider.ts';

/** Currencies Stripe accepts for Alipay (card takes every currency the shop sells in). */
const ALIPAY_CURRENCIES = new Set([
  'AUD',
  'CAD',
  'EUR',
  'GBP',
  'HKD',
  'JPY',
  'SGD',
  'MYR',
  'NZD',
  'USD',
  'CNY',
]);

export interface BankAccount {
  bank_name: string;
  account_name: string;
  account_no: string;
}

export interface StripeOptions {
  secretKey: string;
  /** the browser's key: the pay page mounts the Payment Element with it */
  publishableKey: string;
  webhookSecret: string;
  /** where the shop is reached: Stripe sends the shopper back to absolute URLs */
  publicUrl: string;
  /** the shop's own bank account for bank-transfer orders */
  bank: BankAccount;
  /** STRIPE_CAPTURE: manual holds a card payment until capture() (Alipay is always captured at once) */
  capture?: 'automatic' | 'manual';
  /** Stripe's API address; a local fake in tests */
  apiUrl?: string;
}

/** A Payment Intent's status in the provider-neutral words (Medusa's getPaymentStatus mapping). */
export function statusOfIntent(
  pi: Pick<Stripe.PaymentIntent, 'status' | 'last_payment_error'>,
): ProviderStatus {
  switch (pi.status) {
    case 'requires_payment_method':
      // after a declined attempt the intent waits for another card: this attempt failed, the intent is reusable
      return pi.last_payment_error ? 'failed' : 'pending';
    case 'requires_confirmation':
    case 'processing':
      return 'pending';
    case 'requires_action':
      return 'requires_action';
    case 'requires_capture':
      return 'authorized';
    case 'succeeded':
      return 'captured';
    case 'canceled':
      return 'canceled';
    default:
      return 'pending';
  }
}

/**
 * Production payments through Stripe Payment Intents: card with the Payment Element the pay page mounts (the intent's
 * client secret), Alipay confirmed here and the shopper sent to Alipay's page, bank transfer to the shop's own
 * account. FPS and PayMe need their own acquirer and are not offered by this provider.
 */
export function createStripePaymentProvider(opts: StripeOptions): PaymentProvider {
  const api = new URL(opts.apiUrl ?? 'https://api.stripe.com');
  const stripe = new Stripe(opts.secretKey, {
    host: api.hostname,
    port: Number(api.port || (api.protocol === 'http:' ? 80 : 443)),
    protocol: api.protocol.replace(':', '') as 'http' | 'https',
    maxNetworkRetries: 2,
    timeout: 10_000,
  });
  const absolute = (path: string) => new URL(path, opts.publicUrl).toString();
  const intentOf = (p: ProviderPayment) => {
    if (!p.providerRef?.startsWith('pi_'))
      throw new Error(`payment ${p.paymentId} has no Stripe Payment Intent`);
    return p.providerRef;
  };
  /** what the shopper still has to do on an open intent: the card form, or Alipay's page */
  const sessionOf = (pi: Stripe.PaymentIntent): PaymentSession => {
    const redirect = redirectOf(pi);
    if (pi.payment_method_types.includes('alipay'))
      return pi.status === 'requires_action' && redirect ? { redirect_url: redirect } : {};
    const open = ['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(pi.status);
    return open && pi.client_secret
      ? { client_secret: pi.client_secret, publishable_key: opts.publishableKey }
      : {};
  };

  return {
    kind: 'stripe',
    available(method, currency) {
      if (method === 'card') return true;
      if (method === 'alipay') return ALIPAY_CURRENCIES.has(currency);
      return method === 'bank_transfer';
    },
    async initiate(method, ctx) {
      if (method === 'bank_transfer') {
        return { bank: { ...opts.bank, reference: ctx.orderNumber, deadline: ctx.deadline.toISOString() } };
      }
      if (method !== 'card' && method !== 'alipay')
        throw new Error(`${method} is not offered by the Stripe provider`);
      const common = {
        amount: ctx.amount,
        currency: ctx.currency.toLowerCase(),
        description: `Order ${ctx.orderNumber}`,
        metadata: { payment_id: ctx.paymentId, order_number: ctx.orderNumber },
      };
      // one intent per payment row, whatever retries happen on the way
      const idempotencyKey = `pi-${ctx.paymentId}`;
      if (method === 'card') {
        // a subscription order keeps the card for renewals: it needs a Customer to belong to
        const customer = ctx.saveMethod
          ? (
              await stripe.customers.create(
                { metadata: { order_number: ctx.orderNumber } },
                { idempotencyKey: `cus-${ctx.paymentId}` },
              )
            ).id
          : undefined;
        const pi = await stripe.paymentIntents.create(
          {
            ...common,
            allowed_payment_method_types: ['card'],
            capture_method: opts.capture === 'manual' ? 'manual' : 'automatic',
            ...(customer ? { customer, setup_future_usage: 'off_session' as const } : {}),
          },
          { idempotencyKey },
        );
        return { ...sessionOf(pi), provider_ref: pi.id };
      }
      // Alipay: confirmed here, the shopper goes to Alipay and comes back to their confirmation page
      const pi = await stripe.paymentIntents.create(
        {
          ...common,
          allowed_payment_method_types: ['alipay'],
          payment_method_data: { type: 'alipay' },
          confirm: true,
          return_url: absolute(ctx.returnUrl ?? '/'),
        },
        { idempotencyKey },
      );
      const url = redirectOf(pi);
      if (!url) throw new Error(`Stripe gave Alipay intent ${pi.id} no page to send the shopper to`);
      return { redirect_url: url, provider_ref: pi.id };
    },
    async describe(method, ctx, providerRef) {
      if (method === 'bank_transfer') return this.initiate(method, ctx);
      if (!providerRef?.startsWith('pi_')) return {};
      return sessionOf(await stripe.paymentIntents.retrieve(providerRef));
    },
    async authorize(payment) {
      return statusOfIntent(await stripe.paymentIntents.retrieve(intentOf(payment)));
    },
    async getStatus(payment) {
      if (payment.method === 'bank_transfer') return 'pending';
      return statusOfIntent(await stripe.paymentIntents.retrieve(intentOf(payment)));
    },
    async capture(payment) {
      try {
        const pi = await stripe.paymentIntents.capture(
          intentOf(payment),
          {},
          { idempotencyKey: `capture-${payment.paymentId}` },
        );
        return { status: statusOfIntent(pi), amount: pi.amount_received };
      } catch (err) {
        // captured already (a retry, or automatic capture): the intent in the error says so
        const pi = (err as { payment_intent?: Stripe.PaymentIntent }).payment_intent;
        if (pi?.status === 'succeeded') return { status: 'captured', amount: pi.amount_received };
        throw err;
      }
    },
    async cancel(payment) {
      try {
        return statusOfIntent(await stripe.paymentIntents.cancel(intentOf(payment)));
      } catch (err) {
        const pi = (err as { payment_intent?: Stripe.PaymentIntent }).payment_intent;
        if (pi?.status === 'canceled') return 'canceled';
        throw err;
      }
    },
    async refund(payment, refund) {
      if (payment.method === 'bank_transfer') return { status: 'manual' };
      if (!payment.providerRef?.startsWith('pi_'))
        return { status: 'failed', error: 'no Stripe payment to refund' };
      try {
        const r = await stripe.refunds.create(
          {
            payment_intent: payment.providerRef,
            amount: refund.amount,
            metadata: { refund_id: refund.refundId, payment_id: payment.paymentId },
          },
          { idempotencyKey: `refund-${refund.refundId}` },
        );
        return { status: refundStatus(r.status), provider_ref: r.id };
      } catch (err) {
        return { status: 'failed', error: (err as Error).message };
      }
    },
    async savedMethodOf(payment) {
      if (!payment.providerRef?.startsWith('pi_')) return null;
      const pi = await stripe.paymentIntents.retrieve(payment.providerRef, { expand: ['payment_method'] });
      return methodOf(pi.payment_method, pi.customer);
    },
    async chargeOffSession(charge) {
      try {
        const pi = await stripe.paymentIntents.create(
          {
            amount: charge.amount,
            currency: charge.currency.toLowerCase(),
            description: charge.description,
            customer: charge.method.customer ?? undefined,
            payment_method: charge.method.ref,
            off_session: true,
            confirm: true,
          },
          { idempotencyKey: charge.idempotencyKey },
        );
        return pi.status === 'succeeded'
          ? { status: 'succeeded', provider_ref: pi.id }
          : { status: 'failed', provider_ref: pi.id, error: pi.status };
      } catch (err) {
        // a declined card (or authentication needed) is an answer, not an outage: the renewal retries later
        const e = err as { type?: string; code?: string; decline_code?: string; message: string };
        if (e.type === 'StripeCardError')
          return { status: 'failed', error: e.decline_code ?? e.code ?? e.message };
        throw err;
      }
    },
    async startMethodUpdate(o) {
      const customer =
        o.customer ??
        (
          await stripe.customers.create(
            { metadata: { reference: o.reference } },
            { idempotencyKey: `cus-${o.reference}` },
          )
        ).id;
      const si = await stripe.setupIntents.create({
        customer,
        usage: 'off_session',
        allowed_payment_method_types: ['card'],
        metadata: { reference: o.reference },
      });
      return {
        setup_ref: si.id,
        client_secret: si.client_secret ?? undefined,
        publishable_key: opts.publishableKey,
      };
    },
    async confirmMethodUpdate(setupRef) {
      if (!setupRef.startsWith('seti_')) return null;
      const si = await stripe.setupIntents.retrieve(setupRef, { expand: ['payment_method'] });
      return si.status === 'succeeded' ? methodOf(si.payment_method, si.customer) : null;
    },
    /** Stripe's own scheme: HMAC-SHA256 over `timestamp.rawBody`, five minutes of tolerance. */
    parseWebhook(rawBody, headers): WebhookResult | null {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string') return null;
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, opts.webhookSecret);
      } catch {
        return null;
      }
      return webhookActionOf(event);
    },
  };
}

/** A saved card as the member sees it, from an intent's (expanded) payment method. */
function methodOf(
  pm: string | Stripe.PaymentMethod | null,
  customer: string | Stripe.Customer | Stripe.DeletedCustomer | null,
) {
  if (!pm) return null;
  const id = typeof pm === 'string' ? pm : pm.id;
  const last4 = typeof pm === 'string' ? null : (pm.card?.last4 ?? null);
  return {
    ref: id,
    customer: typeof customer === 'string' ? customer : (customer?.id ?? null),
    label: last4 ? `Card •••• ${last4}` : 'Card',
  };
}

/** The page a confirmed intent sends the shopper to: Alipay's own next action, or the generic redirect. */
function redirectOf(pi: Stripe.PaymentIntent): string | null {
  return pi.next_action?.alipay_handle_redirect?.url ?? pi.next_action?.redirect_to_url?.url ?? null;
}

function refundStatus(s: string | null): RefundNotification['status'] {
  if (s === 'succeeded') return 'succeeded';
  return s === 'failed' || s === 'canceled' ? 'failed' : 'pending';
}

/**
 * The events that settle a payment or a refund; any other event is acknowledged and ignored. Amounts come from the
 * intent: what was received (succeeded), what is held (authorized), what was asked (failed, canceled).
 */
export function webhookActionOf(event: Stripe.Event): WebhookResult {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.amount_capturable_updated':
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled': {
      const pi = event.data.object;
      const paymentId = pi.metadata?.payment_id;
      if (!paymentId) return { type: 'ignored' };
      const [status, amount]: [NotificationFields['status'], number] =
        event.type === 'payment_intent.succeeded'
          ? ['succeeded', pi.amount_received]
          : event.type === 'payment_intent.amount_capturable_updated'
            ? ['authorized', pi.amount_capturable]
            : ['failed', pi.amount];
      return {
        type: 'payment',
        payment: {
          payment_id: paymentId,
          status,
          amount,
          currency: pi.currency.toUpperCase(),
          timestamp: event.created * 1000,
        },
      };
    }
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed':
    case 'charge.refund.updated': {
      const r = event.data.object;
      return { type: 'refund', refunds: [{ provider_ref: r.id, status: refundStatus(r.status) }] };
    }
    case 'charge.refunded': {
      // the charge lists its refunds only where the account's API version still expands them
      const refunds = (event.data.object.refunds?.data ?? []).map((r) => ({
        provider_ref: r.id,
        status: refundStatus(r.status),
      }));
      return refunds.length ? { type: 'refund', refunds } : { type: 'ignored' };
    }
    default:
      return { type: 'ignored' };
  }
}
