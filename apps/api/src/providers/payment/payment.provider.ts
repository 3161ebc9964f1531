import { createHmac, timingSafeEqual } from 'node:crypto';
import QRCode from 'qrcode';
import { z } from 'zod';
import { fpsPayload } from './fps-qr.ts';

export type PaymentMethod = 'card' | 'payme' | 'fps' | 'alipay' | 'bank_transfer';
export const PAYMENT_METHODS: PaymentMethod[] = ['card', 'payme', 'fps', 'alipay', 'bank_transfer'];

export interface PaymentSession {
  redirect_url?: string;
  qr_payload?: string;
  qr_svg?: string;
  deep_link?: string;
  bank?: { bank_name: string; account_name: string; account_no: string; reference: string; deadline: string };
}

export interface PaymentContext {
  paymentId: string;
  orderNumber: string;
  amount: number;
  currency: string;
  deadline: Date;
  /** the shop path the shopper comes back to after a hosted page */
  returnUrl?: string;
}

/** A notification the provider's signature vouched for, or one to acknowledge and ignore. */
export type WebhookResult = NotificationFields | { ignored: true };

/**
 * One interface for every payment method; this implementation is the offline sandbox: hosted pages for card
 * (PayDollar style) and Alipay, a PayMe request with QR and deep link, a real FPS EMVCo QR, and bank transfer
 * details. Real providers plug in behind the same calls; notifications come back signed to /payment/notify.
 */
export interface PaymentProvider {
  readonly kind: string;
  available(method: PaymentMethod, currency: string): boolean;
  /** opens a payment; provider_ref is the provider's own id for it (kept on the payment row) */
  start(method: PaymentMethod, ctx: PaymentContext): Promise<PaymentSession & { provider_ref?: string }>;
  /** what the order page shows for a payment in progress, without opening another one */
  describe(method: PaymentMethod, ctx: PaymentContext, providerRef: string | null): Promise<PaymentSession>;
  /** checks the signature over the raw body: null when it does not verify */
  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): WebhookResult | null;
  sign(fields: NotificationFields): string;
  verify(fields: NotificationFields, signature: string): boolean;
  /**
   * Gives money back on a settled payment. Never called inside a database transaction (the refund row is written
   * first, then the provider is called, then the row is settled). A bank transfer is paid back by hand: the answer
   * is `manual`, and staff record it as done.
   */
  refund(payment: ProviderPayment, refund: RefundRequest): Promise<RefundResult>;
}

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
}

export interface NotificationFields {
  payment_id: string;
  status: 'succeeded' | 'failed';
  amount: number;
  currency: string;
  timestamp: number;
}

export function notificationBase(f: NotificationFields): string {
  return `${f.payment_id}.${f.status}.${f.amount}.${f.currency}.${f.timestamp}`;
}

export function createSandboxPaymentProvider(opts: {
  secret: string;
  fpsId?: string;
  merchantName?: string;
}): PaymentProvider {
  const sign = (f: NotificationFields) =>
    createHmac('sha256', opts.secret).update(notificationBase(f)).digest('hex');
  const verify = (fields: NotificationFields, signature: string) => {
    const expected = Buffer.from(sign(fields));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  return {
    kind: 'sandbox',
    // FPS and PayMe move Hong Kong dollars only
    available: (method, currency) => (method === 'fps' || method === 'payme' ? currency === 'HKD' : true),
    async start(method, ctx) {
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
      }
    },
    // the sandbox's sessions are computed, not stored: showing one again is opening it again
    describe(method, ctx) {
      return this.start(method, ctx);
    },
    parseWebhook(rawBody, headers) {
      const signature = headers['x-signature'];
      const parsed = sandboxNotification.safeParse(safeJson(rawBody));
      if (typeof signature !== 'string' || !parsed.success) return null;
      return verify(parsed.data, signature) ? parsed.data : null;
    },
    sign,
    verify,
    // the sandbox's money is make-believe: every refund it is asked for goes through, once per refund id
    async refund(payment, refund) {
      if (payment.method === 'bank_transfer') return { status: 'manual' };
      if (refund.amount <= 0 || refund.amount > payment.amount)
        return { status: 'failed', error: 'amount out of range' };
      return { status: 'succeeded', provider_ref: `sbx_re_${refund.refundId}` };
    },
  };
}

const sandboxNotification = z.strictObject({
  payment_id: z.string().max(64),
  status: z.enum(['succeeded', 'failed']),
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
