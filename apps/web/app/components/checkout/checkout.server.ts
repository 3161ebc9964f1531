import type { RouterContextProvider } from 'react-router';
import type { Locale } from '@shop/core';
import type { RewardsOut } from '@shop/core/contract/wallet';
import type { Ok } from '@shop/core/contract/common';
import type {
  AwaitingPaymentOut,
  CardMessageOut,
  OrderPayOut,
  OrderViewOut,
} from '@shop/core/contract/order';
import type { PaymentStatusOut, SandboxPaymentOut } from '@shop/core/contract/payment';
import { api, type ApiErrorBody } from '../../lib/api.server.ts';
import { apiFetchContext } from '../../lib/api-context.ts';
import type {
  Address,
  BankDetails,
  CheckoutInput,
  CreateOrderInput,
  DeliveryMethod,
  GiftCard,
  GiftcodeResult,
  Order,
  PackageContents,
  Payment,
  PaymentMethod,
  Quote,
} from './types.ts';

export type SendResult<T> =
  | { ok: true; status: number; data: T; setCookie: string[] }
  | { ok: false; status: number; error: ApiErrorBody; setCookie: string[] };

// the same request headers api() forwards (api.server.ts), for the one call that needs a header of its own
const FORWARDED = [
  'cookie',
  'accept-language',
  'user-agent',
  'x-forwarded-for',
  'cf-ipcountry',
  'x-request-id',
];

/** The order/payment API calls of the checkout pages, over the typed API client. */
export function checkoutApi(context: Readonly<RouterContextProvider>, request: Request) {
  const client = api(context, request);
  const tokenQuery = (token: string | null | undefined) => (token ? { token } : {});
  return {
    /** Prices come in the shopper's currency. */
    /** the methods the shop's payment provider takes in this currency (the API decides; none when it cannot say) */
    paymentMethods: (currency: string) =>
      client
        .get<{ methods: PaymentMethod[] }>('/api/v1/payment-methods', { currency })
        .then((r) => r.methods)
        .catch(() => [] as PaymentMethod[]),
    /** the same, with the provider that takes them (its kind: sandbox, stripe, paydollar; '' when unknown) */
    paymentOptions: (currency: string) =>
      client
        .get<{ provider: string; methods: PaymentMethod[] }>('/api/v1/payment-methods', { currency })
        .catch(() => ({ provider: '', methods: [] as PaymentMethod[] })),
    deliveryMethods: (country: string, currency: string) =>
      client
        .get<{ methods: DeliveryMethod[] }>('/api/v1/delivery-methods', { country, currency })
        .then((r) => r.methods)
        .catch(() => [] as DeliveryMethod[]),
    addresses: () =>
      client
        .get<{ addresses: Address[] }>('/api/v1/address')
        .then((r) => r.addresses)
        .catch(() => [] as Address[]),
    awaitingPayment: () =>
      client
        .get<AwaitingPaymentOut>('/api/v1/awaiting-payment')
        .then((r) => r.orders)
        .catch(() => [] as Order[]),
    /** `locale` tells the API the shopper's language (e-mails, the payment's return page). */
    quote: (input: CheckoutInput, locale: Locale) =>
      client.send<Quote>('POST', '/api/v1/order/quote', { ...input, locale }),
    /** the member's rewards that can still be redeemed (2.12-04) */
    rewards: () =>
      client
        .get<RewardsOut>('/api/v1/account/rewards')
        .then((r) => r.rewards.filter((x) => x.status === 'available'))
        .catch(() => []),
    giftcode: (body: { code: string; currency: string; subtotal: number }) =>
      client.send<GiftcodeResult>('POST', '/api/v1/user/giftcode', body),
    /**
     * POST /api/v1/order/create with the page's Idempotency-Key, so a double submit answers with the same order.
     * api().send takes no extra headers, so this one goes through the in-process fetch directly.
     */
    async createOrder(
      input: CreateOrderInput,
      idempotencyKey: string,
      locale: Locale,
    ): Promise<SendResult<{ order: Order; payment: Payment }>> {
      const fetchApi = context.get(apiFetchContext);
      const headers: Record<string, string> = {
        accept: 'application/json',
        'content-type': 'application/json',
        'idempotency-key': idempotencyKey,
      };
      for (const h of FORWARDED) {
        const v = request.headers.get(h);
        if (v) headers[h] = v;
      }
      const res = await fetchApi('/api/v1/order/create', {
        method: 'POST',
        headers,
        body: JSON.stringify({ ...input, locale }),
      });
      const json = (await res.json().catch(() => ({}))) as { order: Order; payment: Payment } & ApiErrorBody;
      const setCookie = res.headers.getSetCookie();
      return res.ok
        ? { ok: true, status: res.status, data: json, setCookie }
        : { ok: false, status: res.status, error: json, setCookie };
    },
    /** The order and its latest payment; null when it does not exist or is not the shopper's (404/403). */
    async order(id: string, token: string | null): Promise<OrderViewOut | null> {
      try {
        return await client.get<OrderViewOut>(`/api/v1/order/${encodeURIComponent(id)}`, tokenQuery(token));
      } catch (e) {
        const status = (e as { status?: number }).status;
        if (status === 404 || status === 403 || status === 400 || status === 401) return null;
        throw e;
      }
    },
    pay: (id: string, method: PaymentMethod, token: string | null, locale: Locale) =>
      client.send<OrderPayOut>('POST', `/api/v1/order/${encodeURIComponent(id)}/pay`, {
        payment_method: method,
        ...tokenQuery(token),
        locale,
      }),
    transferReference: (id: string, reference: string, token: string | null) =>
      client.send<Ok>('POST', `/api/v1/order/${encodeURIComponent(id)}/transfer-reference`, {
        reference,
        ...tokenQuery(token),
      }),
    /** The buyer sets or changes the gift card until the order ships (409 card_message_locked after). */
    cardMessage: (id: string, card: GiftCard, token: string | null) =>
      client.send<CardMessageOut>('POST', '/api/v1/order/card-message', {
        order_id: id,
        ...tokenQuery(token),
        ...card,
      }),
    /** What is inside the package products among these skus; none when the call fails (the page still shows). */
    packageDetails: (skus: string[]) =>
      skus.length
        ? client
            .get<{ packages: PackageContents[] }>('/api/v1/order/packageDetails', { skus: skus.join(',') })
            .then((r) => r.packages)
            .catch(() => [] as PackageContents[])
        : Promise.resolve([] as PackageContents[]),
    paymentStatus: (id: string) =>
      client.get<PaymentStatusOut>(`/api/v1/payment/${encodeURIComponent(id)}/status`),
    sandbox: (id: string) =>
      client.get<SandboxPaymentOut>(`/api/v1/payment/sandbox/${encodeURIComponent(id)}`),
    /** Only the buyer completes it: the member's session (cookie) or a guest's order token. */
    sandboxComplete: (id: string, outcome: SandboxOutcome, token: string | null) =>
      client.send<{ status: Payment['status']; order_id: string }>(
        'POST',
        `/api/v1/payment/sandbox/${encodeURIComponent(id)}/complete`,
        { outcome, ...tokenQuery(token) },
      ),
  };
}

/** The page's status for a failed API call: the API's own 4xx when the page has one like it, else 400; 502 for the API's 5xx. */
export function pageStatus(apiStatus: number): number {
  if (apiStatus >= 500) return 502;
  return [400, 401, 404, 409, 429].includes(apiStatus) ? apiStatus : 400;
}

export const SANDBOX_OUTCOMES = ['approve', 'decline', 'challenge_pass', 'challenge_fail'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

export { localTarget, orderPath, paymentNextPath, paymentPagePath } from './paths.ts';
export type { BankDetails };
