// AsiaPay PayDollar: the shopper pays on PayDollar's hosted page, reached by the "Client Post through browser" form;
// PayDollar's datafeed (a signed server-to-server form POST) is the only thing that settles a payment; the merchant
// API queries a payment (the reconcile job, staff's re-check) and refunds it.
import { isCurrency } from '@shop/core';
import {
  currencyOfCode,
  datafeedHash,
  formatAmount,
  hashMatches,
  langOf,
  parseAmount,
  PAYDOLLAR_CURRENCY,
  requestHash,
  type PayDollarHash,
} from './paydollar-hash.ts';
import {
  createPayDollarMerchantApi,
  PayDollarUnavailable,
  type PayDollarRecord,
} from './paydollar-merchant-api.ts';
import type {
  NotificationFields,
  PaymentMethod,
  PaymentProvider,
  PaymentSession,
  ProviderPayment,
  ProviderStatus,
  WebhookResult,
} from './payment.provider.ts';
import type { BankAccount } from './stripe.provider.ts';

export interface PayDollarOptions {
  merchantId: string;
  secret: string;
  hash: PayDollarHash;
  /** PAYDOLLAR_URL: https://www.paydollar.com/b2c2 live, https://test.paydollar.com/b2cDemo for the test gateway */
  url: string;
  apiLogin: string;
  apiPassword: string;
  /** the methods enabled on the merchant account (PAYDOLLAR_METHODS) */
  methods: readonly PaymentMethod[];
  /** where the shop is reached: PayDollar sends the shopper back to absolute URLs */
  publicUrl: string;
  bank: BankAccount;
  /** PAYDOLLAR_PENDING_MINUTES: a payment still open this long is queried (a lost datafeed) */
  pendingMinutes?: number;
  /** the merchant API's timeout */
  apiTimeoutMs?: number;
}

/** Our method → PayDollar's payMethod (CC: every card brand the account takes: Visa, Mastercard, AMEX, UnionPay). */
export const PAYDOLLAR_PAY_METHOD: Partial<Record<PaymentMethod, string>> = {
  card: 'CC',
  payme: 'PayMe',
  fps: 'FPS',
  alipay: 'ALIPAYHKONL',
  wechat_pay: 'WECHATONL',
  octopus: 'OCTOPUS',
};

/** The wallets and FPS move Hong Kong dollars only. */
const HKD_ONLY = new Set<PaymentMethod>(['payme', 'fps', 'alipay', 'wechat_pay', 'octopus']);

/** Our payment id as PayDollar's orderRef (at most 35 characters): the UUID without its dashes. */
export const orderRefOf = (paymentId: string) => paymentId.replace(/-/g, '');
/** PayDollar's orderRef back to our payment id (null: not one of ours). */
export function paymentIdOf(orderRef: string): string | null {
  const m = /^([0-9a-f]{8})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{12})$/i.exec(orderRef);
  return m ? m.slice(1).join('-').toLowerCase() : null;
}

const isRefundRecord = (r: PayDollarRecord) => /refund/i.test(r.orderStatus);
const isVoidRecord = (r: PayDollarRecord) => /void/i.test(r.orderStatus);

/** A Query record's status in the provider-neutral words. */
export function statusOfRecord(r: PayDollarRecord): ProviderStatus {
  const s = r.orderStatus.toLowerCase();
  if (s === 'authorized') return 'authorized';
  if (s === 'pending') return 'pending';
  if (s.includes('void')) return 'canceled';
  if (r.successcode === '0' || s === 'accepted' || s === 'captured' || s === 'settled') return 'captured';
  return 'failed';
}

export function createPayDollarPaymentProvider(opts: PayDollarOptions): PaymentProvider {
  const base = opts.url.replace(/\/$/, '');
  const api = createPayDollarMerchantApi({
    baseUrl: base,
    merchantId: opts.merchantId,
    loginId: opts.apiLogin,
    password: opts.apiPassword,
    timeoutMs: opts.apiTimeoutMs,
  });
  const enabled = new Set(opts.methods);
  const absolute = (path: string) => new URL(path, opts.publicUrl).toString();

  function form(method: PaymentMethod, ctx: Parameters<PaymentProvider['initiate']>[1]): PaymentSession {
    const payMethod = PAYDOLLAR_PAY_METHOD[method];
    const currCode = isCurrency(ctx.currency) ? PAYDOLLAR_CURRENCY[ctx.currency] : undefined;
    if (!payMethod || !currCode) throw new Error(`${method} in ${ctx.currency} is not offered by PayDollar`);
    const back = ctx.returnUrl ?? '/';
    // the confirmation page polls our API for the status; a decline or a cancel goes back to the pay page to retry
    const retry = back.replace('/order-confirmation', '');
    const signed = {
      merchantId: opts.merchantId,
      orderRef: orderRefOf(ctx.paymentId),
      currCode,
      amount: formatAmount(ctx.amount, ctx.currency),
      payType: 'N',
    };
    return {
      post_form: {
        action: `${base}/eng/payment/payForm.jsp`,
        fields: {
          ...signed,
          lang: langOf(ctx.locale),
          payMethod,
          mpsMode: 'NIL',
          remark: ctx.orderNumber,
          successUrl: absolute(back),
          failUrl: absolute(retry),
          cancelUrl: absolute(retry),
          secureHash: requestHash(signed, opts.secret, opts.hash),
        },
      },
    };
  }

  async function lookup(payment: ProviderPayment): Promise<NotificationFields | null> {
    const records = await api.query(orderRefOf(payment.paymentId));
    const paid = records.filter((r) => !isRefundRecord(r) && !isVoidRecord(r));
    // an accepted transaction wins over earlier declined attempts on the same reference
    const r = paid.find((x) => statusOfRecord(x) === 'captured') ?? paid.at(-1);
    if (!r) return null;
    const status = statusOfRecord(r);
    if (status === 'pending') return null;
    const currency = currencyOfCode(r.cur) ?? '';
    return {
      payment_id: payment.paymentId,
      status: status === 'captured' ? 'succeeded' : status === 'authorized' ? 'authorized' : 'failed',
      amount: parseAmount(r.amt, currency) ?? -1,
      currency,
      timestamp: Date.now(),
      ...(r.payRef ? { provider_ref: r.payRef } : {}),
    };
  }

  const statusOf = async (payment: ProviderPayment): Promise<ProviderStatus> => {
    if (payment.method === 'bank_transfer') return 'pending';
    const f = await lookup(payment);
    if (!f) return 'pending';
    return f.status === 'succeeded' ? 'captured' : f.status;
  };

  return {
    kind: 'paydollar',
    webhookReply: 'OK',
    reconcileAfterMs: (opts.pendingMinutes ?? 15) * 60_000,
    available(method, currency) {
      if (method === 'bank_transfer') return true;
      if (!enabled.has(method) || !PAYDOLLAR_PAY_METHOD[method] || !isCurrency(currency)) return false;
      return HKD_ONLY.has(method) ? currency === 'HKD' : true;
    },
    async initiate(method, ctx) {
      if (method === 'bank_transfer')
        return { bank: { ...opts.bank, reference: ctx.orderNumber, deadline: ctx.deadline.toISOString() } };
      return form(method, ctx);
    },
    // the form is computed, not stored: showing it again (a retry after a decline or a slow gateway) is the same form
    async describe(method, ctx) {
      return this.initiate(method, ctx);
    },
    authorize: statusOf,
    getStatus: statusOf,
    // payType N: PayDollar captures at once; nothing is held
    async capture(payment) {
      const status = await statusOf(payment);
      return { status, amount: status === 'captured' ? payment.amount : 0 };
    },
    // a hosted-page payment cannot be closed at PayDollar: it stays open here, so a late datafeed is still recorded
    // (as a late payment to refund); a held one (authorized, a PayRef known) is voided
    async cancel(payment) {
      if (payment.method === 'bank_transfer') return 'canceled';
      if (!payment.providerRef) return 'pending';
      const status = await statusOf(payment);
      if (status !== 'authorized') return status;
      const r = await api.void(payment.providerRef);
      if (!r.ok) throw new Error(`PayDollar refused the void: ${r.message || r.orderStatus}`);
      return 'canceled';
    },
    async refund(payment, refund) {
      if (payment.method === 'bank_transfer') return { status: 'manual' };
      if (!payment.providerRef)
        return { status: 'failed', error: 'no PayDollar payment reference to refund' };
      try {
        const r = await api.refund(payment.providerRef, formatAmount(refund.amount, payment.currency));
        return r.ok
          ? { status: 'succeeded', provider_ref: r.payRef || payment.providerRef }
          : { status: 'failed', error: r.message || `PayDollar answered ${r.orderStatus || 'a refusal'}` };
      } catch (err) {
        if (err instanceof PayDollarUnavailable)
          return { status: 'pending', retry: true, error: err.message, provider_ref: payment.providerRef };
        throw err;
      }
    },
    lookup,
    async refundedTotal(payment) {
      const records = await api.query(orderRefOf(payment.paymentId));
      return records
        .filter(isRefundRecord)
        .reduce((sum, r) => sum + (parseAmount(r.amt, payment.currency) ?? 0), 0);
    },
    /** The datafeed: form fields signed over src|prc|successcode|Ref|PayRef|Cur|Amt|payerAuth with the secret. */
    parseWebhook(rawBody): WebhookResult | null {
      const f = Object.fromEntries(new URLSearchParams(rawBody));
      if (!f.Ref || !hashMatches(datafeedHash(f, opts.secret, opts.hash), f.secureHash)) return null;
      const paymentId = paymentIdOf(f.Ref);
      const currency = currencyOfCode(f.Cur ?? '');
      if (!paymentId || !currency) return { type: 'ignored' };
      return {
        type: 'payment',
        payment: {
          payment_id: paymentId,
          status: f.successcode === '0' ? 'succeeded' : 'failed',
          amount: parseAmount(f.Amt ?? '', currency) ?? -1,
          currency,
          timestamp: Date.now(),
          ...(f.PayRef ? { provider_ref: f.PayRef } : {}),
        },
      };
    },
    // renewals need a stored card, which this integration does not keep (subscriptions pay each period on the page)
    async savedMethodOf() {
      return null;
    },
    async chargeOffSession() {
      return { status: 'failed', error: 'PayDollar keeps no card for off-session charges here' };
    },
    async startMethodUpdate() {
      throw new Error('PayDollar keeps no card for off-session charges here');
    },
    async confirmMethodUpdate() {
      return null;
    },
  };
}
