import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import QRCode from 'qrcode';
import { z } from 'zod';
import { fpsPayload } from './fps-qr.ts';
import { PAYMENT_METHODS as METHODS, type Locale, type PaymentMethod } from '@shop/core';

export type { PaymentMethod };
export const PAYMENT_METHODS: PaymentMethod[] = [...METHODS];

export interface PaymentSession {
  redirect_url?: string;
  qr_payload?: string;
  qr_svg?: string;
  deep_link?: string;
  bank?: { bank_name: string; account_name: string; account_no: string; reference: string; deadline: string };
  /** a card form the page mounts itself (Stripe's Payment Element): the intent's secret and the public key */
  client_secret?: string;
  publishable_key?: string;
  /** a hosted page the browser reaches by a form POST (PayDollar): the pay page submits these fields to action */
  post_form?: { action: string; fields: Record<string, string> };
}

export interface PaymentContext {
  paymentId: string;
  orderNumber: string;
  amount: number;
  currency: string;
  deadline: Date;
  /** the shop path the shopper comes back to after a hosted page */
  returnUrl?: string;
  /** a subscription order: the card is kept for off-session renewals (Stripe setup_future_usage) */
  saveMethod?: boolean;
  /** the shopper's locale: a hosted page in their language (PayDollar's lang) */
  locale?: Locale;
}

/** A payment method the provider keeps for off-session charges (subscription renewals). */
export interface SavedMethod {
  /** sandbox: a card token; Stripe: the PaymentMethod id */
  ref: string;
  /** the provider's customer owning the method (Stripe Customer), if any */
  customer: string | null;
  /** what the member sees, e.g. "Card •••• 4242" */
  label: string;
}

export interface OffSessionCharge {
  /** one key per subscription, period and attempt: a repeated call never charges twice */
  idempotencyKey: string;
  amount: number;
  currency: string;
  method: SavedMethod;
  description: string;
}

export interface OffSessionResult {
  status: 'succeeded' | 'failed';
  provider_ref?: string;
  /** why it failed (decline code or message) */
  error?: string;
}

/** A payment-method update in progress: the page mounts the provider's form (Stripe: a SetupIntent's secret). */
export interface MethodSetup {
  setup_ref: string;
  client_secret?: string;
  publishable_key?: string;
}

/**
 * Where a payment stands at the provider (Medusa's PaymentSessionStatus): `authorized` holds the money until
 * capture (manual capture), `captured` has it.
 */
export type ProviderStatus =
  'pending' | 'requires_action' | 'authorized' | 'captured' | 'canceled' | 'failed';

/** A payment as the provider knows it. */
export interface ProviderPayment {
  paymentId: string;
  providerRef: string | null;
  method: PaymentMethod;
  amount: number;
  currency: string;
}

export interface RefundRequest {
  /** our refund id: the provider's idempotency key, so a retried call never refunds twice */
  refundId: string;
  amount: number;
  reason: string;
}

export interface RefundResult {
  status: 'succeeded' | 'pending' | 'failed' | 'manual';
  provider_ref?: string;
  /** why it failed, for the admin */
  error?: string;
  /** pending because the provider could not be reached: the refund.retry job asks again (after checking) */
  retry?: boolean;
}

/** A payment's settlement the provider's signature vouched for. */
export interface NotificationFields {
  payment_id: string;
  /** authorized: the money is held for a later capture (the order is paid for, the charge not yet taken) */
  status: 'succeeded' | 'failed' | 'authorized';
  amount: number;
  currency: string;
  timestamp: number;
  /** the provider's own reference for the payment, recorded when it settles (PayDollar's PayRef) */
  provider_ref?: string;
}

/** A refund's outcome, named by the provider's own refund id (refunds.provider_ref). */
export interface RefundNotification {
  provider_ref: string;
  status: 'succeeded' | 'failed' | 'pending';
}

/** What a verified webhook asks of us (Medusa's getWebhookActionAndData): settle a payment, a refund, or nothing. */
export type WebhookResult =
  | { type: 'payment'; payment: NotificationFields }
  | { type: 'refund'; refunds: RefundNotification[] }
  | { type: 'ignored' };

/**
 * One interface for every payment method, on the model of Medusa's payment providers: initiate opens a payment,
 * authorize / getStatus ask the provider where it stands, capture takes held money, refund gives it back, cancel
 * closes an open payment, parseWebhook checks the signature over the raw body. Every method calls the provider
 * over the network: none may run inside a database transaction (the order service writes its rows first, commits,
 * then calls the provider, then records the answer).
 */
export interface PaymentProvider {
  readonly kind: string;
  available(method: PaymentMethod, currency: string): boolean;
  /** opens a payment; provider_ref is the provider's own id for it (kept on the payment row) */
  initiate(method: PaymentMethod, ctx: PaymentContext): Promise<PaymentSession & { provider_ref?: string }>;
  /** what the order page shows for a payment in progress, without opening another one */
  describe(method: PaymentMethod, ctx: PaymentContext, providerRef: string | null): Promise<PaymentSession>;
  /** whether the shopper's payment went through: authorized (held), captured, or not yet */
  authorize(payment: ProviderPayment): Promise<ProviderStatus>;
  /** takes the money an authorization holds; a payment already captured answers captured again */
  capture(payment: ProviderPayment): Promise<{ status: ProviderStatus; amount: number }>;
  /**
   * Gives money back on a settled payment. Never called inside a database transaction (the refund row is written
   * first, then the provider is called, then the row is settled). A bank transfer is paid back by hand: the answer
   * is `manual`, and staff record it as done.
   */
  refund(payment: ProviderPayment, refund: RefundRequest): Promise<RefundResult>;
  /** closes a payment not yet captured (held money is released); one already closed answers canceled again */
  cancel(payment: ProviderPayment): Promise<ProviderStatus>;
  getStatus(payment: ProviderPayment): Promise<ProviderStatus>;
  /** checks the signature over the raw body: null when it does not verify */
  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): WebhookResult | null;
  /** the card a settled payment used, kept for off-session charges (null: none was saved) */
  savedMethodOf(payment: ProviderPayment): Promise<SavedMethod | null>;
  /** charges a saved method without the shopper (a renewal); idempotent by its key */
  chargeOffSession(charge: OffSessionCharge): Promise<OffSessionResult>;
  /** opens a payment-method update for a customer (null: a new one) */
  startMethodUpdate(o: { reference: string; customer: string | null }): Promise<MethodSetup>;
  /** the method the update saved, once the shopper finished the provider's form (null: not finished) */
  confirmMethodUpdate(setupRef: string, details: { card_number?: string }): Promise<SavedMethod | null>;
  /** the plain-text body the provider expects back from its notification (PayDollar: OK); unset: JSON */
  readonly webhookReply?: string;
  /** a provider whose notification can be lost: open payments are looked up this long after they start */
  readonly reconcileAfterMs?: number;
  /** where a payment stands at the provider, as its notification would say it (null: nothing paid yet) */
  lookup?(payment: ProviderPayment): Promise<NotificationFields | null>;
  /** what the provider has refunded on a payment so far (a refund retried after a timeout checks it first) */
  refundedTotal?(payment: ProviderPayment): Promise<number>;
}

/** The offline sandbox also signs its own notifications (its hosted page's buttons call the webhook). */
export interface SandboxPaymentProvider extends PaymentProvider {
  readonly kind: 'sandbox';
  sign(fields: NotificationFields): string;
  verify(fields: NotificationFields, signature: string): boolean;
  /** the shopper's decision on the sandbox's page: the status its signed notification then reports */
  decide(paymentId: string, approved: boolean, amount: number): NotificationFields['status'];
  /** off-session charges that went through, by idempotency key (tests count money taken) */
  offSessionCharges(): { key: string; amount: number; currency: string }[];
}

/**
 * Sandbox test cards, as Stripe's: 4242… always charges; 4000 0000 0000 0341 saves but every off-session charge is
 * declined; anything else passing the Luhn check charges. A token carries its last four digits, so it keeps working
 * after a restart (the sandbox ledger lives in memory).
 */
export const SANDBOX_DECLINING_CARD = '4000000000000341';
export const SANDBOX_GOOD_CARD = '4242424242424242';

function luhn(n: string): boolean {
  let sum = 0;
  for (let i = 0; i < n.length; i++) {
    let d = Number(n[n.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

const sandboxToken = (card: string) =>
  `sbx_pm_${card === SANDBOX_DECLINING_CARD ? 'decline' : 'ok'}_${card.slice(-4)}_${randomUUID().slice(0, 8)}`;
const sandboxMethod = (token: string): SavedMethod => ({
  ref: token,
  customer: null,
  label: `Card •••• ${token.split('_')[3] ?? '0000'}`,
});

export const isSandbox = (p: PaymentProvider): p is SandboxPaymentProvider => p.kind === 'sandbox';

/** The sandbox behind an app (tests sign notifications with it); any other provider is a mistake here. */
export function sandboxOf(p: PaymentProvider): SandboxPaymentProvider {
  if (!isSandbox(p)) throw new Error(`the ${p.kind} payment provider signs no notifications of ours`);
  return p;
}

export function notificationBase(f: NotificationFields): string {
  return `${f.payment_id}.${f.status}.${f.amount}.${f.currency}.${f.timestamp}`;
}

interface SandboxEntry {
  status: ProviderStatus;
  amount: number;
  captured: number;
  refunded: number;
}

/**
 * The offline sandbox: hosted pages for card (PayDollar style) and Alipay, a PayMe request with QR and deep link, a
 * real FPS EMVCo QR, and bank transfer details. Its own ledger (what it was asked to open, what the shopper decided
 * on its page, what it captured and refunded) lives in memory: the demo is one process, and its money is
 * make-believe. Notifications come back signed to /payment/notify.
 */
export function createSandboxPaymentProvider(opts: {
  secret: string;
  fpsId?: string;
  merchantName?: string;
  /** manual: an approval only holds the money until capture() (as Stripe's capture_method manual) */
  capture?: 'automatic' | 'manual';
}): SandboxPaymentProvider {
  const sign = (f: NotificationFields) =>
    createHmac('sha256', opts.secret).update(notificationBase(f)).digest('hex');
  const verify = (fields: NotificationFields, signature: string) => {
    const expected = Buffer.from(sign(fields));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  const ledger = new Map<string, SandboxEntry>();
  const refunds = new Map<string, RefundResult>();
  const offSession = new Map<string, OffSessionResult & { amount: number; currency: string }>();
  // a payment opened before a restart is unknown to the ledger: the sandbox takes the shop's word for its amount
  const entry = (id: string, amount: number, status: ProviderStatus = 'pending') => {
    let e = ledger.get(id);
    if (!e)
      ledger.set(id, (e = { status, amount, captured: status === 'captured' ? amount : 0, refunded: 0 }));
    return e;
  };

  async function initiate(method: PaymentMethod, ctx: PaymentContext) {
    entry(ctx.paymentId, ctx.amount);
    switch (method) {
      case 'card':
      case 'alipay':
        return { redirect_url: `/pay/sandbox/${ctx.paymentId}` };
      case 'fps': {
        const payload = fpsPayload({
          fpsId: opts.fpsId ?? '1234567',
          merchantName: opts.merchantName ?? 'Oxygen Ceuticals',
          amountMinor: ctx.amount,
          reference: ctx.orderNumber,
        });
        return {
          qr_payload: payload,
          qr_svg: await QRCode.toString(payload, { type: 'svg', margin: 1 }),
          redirect_url: `/pay/sandbox/${ctx.paymentId}`,
        };
      }
      case 'payme': {
        const link = `https://payme.sandbox.hsbc.com.hk/pay/${ctx.paymentId}`;
        return {
          qr_payload: link,
          deep_link: link,
          qr_svg: await QRCode.toString(link, { type: 'svg', margin: 1 }),
          redirect_url: `/pay/sandbox/${ctx.paymentId}`,
        };
      }
      case 'bank_transfer':
        return {
          bank: {
            bank_name: 'Hang Seng Bank',
            account_name: 'Oxygen Ceuticals Limited',
            account_no: '024-388-123456-001',
            reference: ctx.orderNumber,
            deadline: ctx.deadline.toISOString(),
          },
        };
      default:
        throw new Error(`${method} is not offered by the sandbox`);
    }
  }

  return {
    kind: 'sandbox',
    // FPS and PayMe move Hong Kong dollars only
    // FPS and PayMe move Hong Kong dollars only; WeChat Pay HK and Octopus are PayDollar's (the demo's fake gateway)
    available: (method, currency) =>
      method === 'fps' || method === 'payme'
        ? currency === 'HKD'
        : method !== 'wechat_pay' && method !== 'octopus',
    initiate,
    // the sandbox's sessions are computed, not stored: showing one again is computing it again
    describe: (method, ctx) => initiate(method, ctx),
    decide(paymentId, approved, amount) {
      const e = entry(paymentId, amount);
      if (e.status === 'pending' || e.status === 'requires_action') {
        e.status = !approved ? 'failed' : opts.capture === 'manual' ? 'authorized' : 'captured';
        if (e.status === 'captured') e.captured = e.amount;
      }
      if (!approved) return 'failed';
      return opts.capture === 'manual' ? 'authorized' : 'succeeded';
    },
    async authorize(payment) {
      return entry(payment.paymentId, payment.amount).status;
    },
    async getStatus(payment) {
      return entry(payment.paymentId, payment.amount).status;
    },
    async capture(payment) {
      const e = entry(payment.paymentId, payment.amount);
      if (e.status === 'authorized') {
        e.status = 'captured';
        e.captured = e.amount;
      }
      if (e.status !== 'captured') throw new Error(`sandbox: a ${e.status} payment cannot be captured`);
      return { status: e.status, amount: e.captured };
    },
    async cancel(payment) {
      const e = entry(payment.paymentId, payment.amount);
      if (e.status === 'captured') throw new Error('sandbox: a captured payment is refunded, not cancelled');
      if (e.status !== 'failed') e.status = 'canceled';
      return e.status;
    },
    parseWebhook(rawBody, headers) {
      const signature = headers['x-signature'];
      const parsed = sandboxNotification.safeParse(safeJson(rawBody));
      if (typeof signature !== 'string' || !parsed.success) return null;
      return verify(parsed.data, signature) ? { type: 'payment', payment: parsed.data } : null;
    },
    sign,
    verify,
    // the sandbox page's approval is a good test card: a card payment leaves a token for renewals
    async savedMethodOf(payment) {
      const e = ledger.get(payment.paymentId);
      if (payment.method !== 'card' || (e && e.status !== 'captured' && e.status !== 'authorized'))
        return null;
      return sandboxMethod(sandboxToken(SANDBOX_GOOD_CARD));
    },
    async chargeOffSession(charge) {
      const seen = offSession.get(charge.idempotencyKey);
      if (seen) return { status: seen.status, provider_ref: seen.provider_ref, error: seen.error };
      const ok = charge.method.ref.startsWith('sbx_pm_ok_');
      const result: OffSessionResult = ok
        ? { status: 'succeeded', provider_ref: `sbx_ch_${charge.idempotencyKey}` }
        : { status: 'failed', error: 'card_declined' };
      offSession.set(charge.idempotencyKey, { ...result, amount: charge.amount, currency: charge.currency });
      return result;
    },
    offSessionCharges: () =>
      [...offSession]
        .filter(([, r]) => r.status === 'succeeded')
        .map(([key, r]) => ({ key, amount: r.amount, currency: r.currency })),
    async startMethodUpdate() {
      return { setup_ref: `sbx_seti_${randomUUID()}` };
    },
    // the sandbox's form takes a test card number; a number failing the Luhn check is refused
    async confirmMethodUpdate(setupRef, details) {
      const card = (details.card_number ?? '').replace(/[\s-]/g, '');
      if (!setupRef.startsWith('sbx_seti_') || !/^\d{12,19}$/.test(card) || !luhn(card)) return null;
      return sandboxMethod(sandboxToken(card));
    },
    // every refund within what was captured goes through, once per refund id (a retried call answers the same)
    async refund(payment, refund) {
      if (payment.method === 'bank_transfer') return { status: 'manual' };
      const seen = refunds.get(refund.refundId);
      if (seen) return seen;
      // the shop refunds settled payments only: one the ledger lost in a restart counts as captured
      const e = entry(payment.paymentId, payment.amount, 'captured');
      const result: RefundResult =
        refund.amount <= 0 || refund.amount > e.captured - e.refunded
          ? { status: 'failed', error: 'amount out of range' }
          : { status: 'succeeded', provider_ref: `sbx_re_${refund.refundId}` };
      if (result.status === 'succeeded') e.refunded += refund.amount;
      refunds.set(refund.refundId, result);
      return result;
    },
  };
}

const sandboxNotification = z.strictObject({
  payment_id: z.string().max(64),
  status: z.enum(['succeeded', 'failed', 'authorized']),
  amount: z.number().int(),
  currency: z.string().max(3),
  timestamp: z.number().int(),
});

function safeJson(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return undefined;
  }
}
