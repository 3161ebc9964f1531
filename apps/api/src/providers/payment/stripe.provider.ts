import Stripe from 'stripe';
import type {
  NotificationFields,
  PaymentProvider,
  PaymentSession,
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
  webhookSecret: string;
  /** where the shop is reached: Stripe sends the shopper back to absolute URLs */
  publicUrl: string;
  /** the shop's own bank account for bank-transfer orders */
  bank: BankAccount;
  /** Stripe's API address; a local fake in tests */
  apiUrl?: string;
}

/**
 * Production payments: card and Alipay through Stripe Checkout (hosted page, signed webhook), bank transfer to the
 * shop's own account. FPS and PayMe need their own acquirer and are not offered by this provider.
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

  return {
    kind: 'stripe',
    available(method, currency) {
      if (method === 'card') return true;
      if (method === 'alipay') return ALIPAY_CURRENCIES.has(currency);
      return method === 'bank_transfer';
    },
    async start(method, ctx): Promise<PaymentSession & { provider_ref?: string }> {
      if (method === 'bank_transfer') {
        return { bank: { ...opts.bank, reference: ctx.orderNumber, deadline: ctx.deadline.toISOString() } };
      }
      if (method !== 'card' && method !== 'alipay')
        throw new Error(`${method} is not offered by the Stripe provider`);
      const back = ctx.returnUrl ?? '/';
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          allowed_payment_method_types: [method],
          client_reference_id: ctx.paymentId,
          metadata: { payment_id: ctx.paymentId, order_number: ctx.orderNumber },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: ctx.currency.toLowerCase(),
                unit_amount: ctx.amount,
                product_data: { name: `Order ${ctx.orderNumber}` },
              },
            },
          ],
          success_url: absolute(back),
          cancel_url: absolute(back.replace('/order-confirmation', '')),
          // Checkout sessions live at least 30 minutes; never past the order's own deadline
          expires_at: Math.floor(Math.max(ctx.deadline.getTime(), Date.now() + 31 * 60_000) / 1000),
        },
        { idempotencyKey: `checkout-${ctx.paymentId}` },
      );
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { redirect_url: session.url, provider_ref: session.id };
    },
    async describe(method, ctx, providerRef) {
      if (method === 'bank_transfer') return this.start(method, ctx);
      if (!providerRef) return {};
      const session = await stripe.checkout.sessions.retrieve(providerRef);
      return session.status === 'open' && session.url ? { redirect_url: session.url } : {};
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
      return notificationOf(event);
    },
    sign() {
      throw new Error('Stripe signs its own notifications');
    },
    verify() {
      return false;
    },
    async refund(payment, refund) {
      if (payment.method === 'bank_transfer') return { status: 'manual' };
      const intent = await paymentIntentOf(payment.providerRef);
      if (!intent) return { status: 'failed', error: 'no Stripe payment to refund' };
      try {
        const r = await stripe.refunds.create(
          { payment_intent: intent, amount: refund.amount, metadata: { refund_id: refund.refundId } },
          { idempotencyKey: `refund-${refund.refundId}` },
        );
        const status = r.status === 'succeeded' ? 'succeeded' : r.status === 'failed' ? 'failed' : 'pending';
        return { status, provider_ref: r.id };
      } catch (err) {
        return { status: 'failed', error: (err as Error).message };
      }
    },
  };

  /** The payment intent behind a payment: its own id, or the one a Checkout Session created. */
  async function paymentIntentOf(ref: string | null): Promise<string | null> {
    if (!ref) return null;
    if (ref.startsWith('pi_')) return ref;
    const session = await stripe.checkout.sessions.retrieve(ref);
    const pi = session.payment_intent;
    return typeof pi === 'string' ? pi : (pi?.id ?? null);
  }
}

/** The Checkout events that settle a payment; any other event is acknowledged and ignored. */
export function notificationOf(event: Stripe.Event): WebhookResult {
  const settled: Record<string, NotificationFields['status']> = {
    'checkout.session.completed': 'succeeded',
    'checkout.session.async_payment_succeeded': 'succeeded',
    'checkout.session.async_payment_failed': 'failed',
    'checkout.session.expired': 'failed',
  };
  const status = settled[event.type];
  if (!status) return { ignored: true };
  const session = event.data.object as Stripe.Checkout.Session;
  // a completed session whose payment is still on its way (async methods) settles by a later event
  if (event.type === 'checkout.session.completed' && session.payment_status !== 'paid')
    return { ignored: true };
  const paymentId = session.client_reference_id ?? session.metadata?.payment_id;
  if (!paymentId) return { ignored: true };
  return {
    payment_id: paymentId,
    status,
    amount: session.amount_total ?? 0,
    currency: (session.currency ?? '').toUpperCase(),
    timestamp: event.created * 1000,
  };
}
