import { data, redirect } from 'react-router';
import { getCountry, type CountryKey, type ErrorCode } from '@shop/core';
import type { Route } from './+types/checkout';
import { CATALOGUES } from '../i18n/catalogues.server.ts';
import { formatMessage } from '../i18n/format.ts';
import type { MessageKey } from '../i18n/i18n.tsx';
import { api } from '../lib/api.server.ts';
import { callingCodes } from '../lib/auth.server.ts';
import { findCallingCode, type CallingCodes } from '../lib/calling-codes.ts';
import { loadCart } from '../lib/cart.server.ts';
import type { Cart } from '../lib/cart.ts';
import { apiErrorText, collectValidationErrors, type FormErrors } from '../lib/form-errors.server.ts';
import { money } from '../lib/format.ts';
import { seoMeta, rootMeta } from '../lib/seo.ts';
import { loadUser } from '../lib/session.server.ts';
import { readShopState } from '../lib/shop-state.ts';
import {
  checkoutApi,
  orderPath,
  pageStatus,
  paymentPagePath,
} from '../components/checkout/checkout.server.ts';
import {
  CHECKOUT_LABELS,
  echoValues,
  NEW_ADDRESS,
  readCheckoutForm,
  type CheckoutRules,
  type CheckoutValues,
} from '../components/checkout/checkout-form.ts';
import { quoteInput, validateCheckout } from '../components/checkout/checkout-validation.ts';
import { CheckoutPage } from '../components/checkout/checkout-page.tsx';
import { EmptyBag } from '../components/checkout/empty-bag.tsx';
import type { ActionFailure } from '../components/checkout/page-types.ts';
import type { Address, Order } from '../components/checkout/types.ts';
import { HostedHandoffPage, type HostedHandoff } from '../components/checkout/hosted-handoff.tsx';

/** Calling codes of the ship-to countries, for when the code list is unavailable. */
const COUNTRY_CALLING_CODE: Record<CountryKey, string> = {
  hk: '852',
  tw: '886',
  sg: '65',
  jp: '81',
  au: '61',
  us: '1',
  ca: '1',
  uk: '44',
  ch: '41',
  my: '60',
  kr: '82',
  cn: '86',
  th: '66',
};

/** API error codes of order/create in this page's words; any other code reads as the shop's message for it (8-08). */
const CREATE_ERROR_CODES: Partial<Record<ErrorCode, MessageKey>> = {
  out_of_stock: 'checkout.error.out_of_stock',
  idempotency_in_progress: 'checkout.error.in_progress',
  cart_empty: 'checkout.error.empty_cart',
  not_shippable: 'cart.blocked_not_shippable',
  only_hk_macau: 'cart.blocked_only_hk_macau',
  combination_restrictions: 'cart.blocked_not_shippable',
  mixed_product_types: 'cart.blocked_mixed_product_types',
  cannot_checkout: 'cart.blocked_other',
  coupon_expired: 'checkout.coupon_reason.expired',
  coupon_min_spend: 'checkout.coupon_reason.min_spend',
  coupon_used_up: 'checkout.coupon_reason.used_up',
  coupon_unknown: 'checkout.coupon_reason.unknown',
  coupon_currency: 'checkout.coupon_reason.currency',
  coupon_disabled: 'checkout.coupon_reason.disabled',
  coupon_not_started: 'checkout.coupon_reason.not_started',
  coupon_member_limit: 'checkout.coupon_reason.member_limit',
  payment_method_unavailable: 'checkout.error.payment_unavailable',
  delivery_method: 'checkout.validation.delivery_method',
  transfer_reservation_open: 'checkout.error.transfer_open',
  transfer_line_limit: 'checkout.error.transfer_line_limit',
  max_quantity: 'checkout.error.max_quantity',
  total_too_large: 'checkout.error.max_quantity',
  idempotency_key_reused: 'checkout.error.key_reused',
};

function pickBag(
  requested: string | null,
  cart: { single_cart: Cart; subscription_cart: Cart } | null,
): 'single' | 'subscription' {
  const single = cart?.single_cart.items.length ?? 0;
  const sub = cart?.subscription_cart.items.length ?? 0;
  if (requested === 'subscription' && sub > 0) return 'subscription';
  if (requested === 'single' && single > 0) return 'single';
  return single > 0 || sub === 0 ? 'single' : 'subscription';
}

function callingCodeFor(country: CountryKey, codes: CallingCodes | null): string {
  return (codes && findCallingCode(codes, getCountry(country).iso2)?.code) || COUNTRY_CALLING_CODE[country];
}

/**
 * /checkout (2.12-01 to 2.12-06): the bag to check out (one-time purchases or subscriptions, one at a time), the
 * shopper's saved addresses for the ship-to country, delivery methods and pickup points, and a first summary.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const state = readShopState(request);
  const client = checkoutApi(context, request);
  const [session, bag] = await Promise.all([loadUser(context, request), loadCart(context, request, state)]);
  const user = session.user;
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  for (const c of [...session.setCookie, ...bag.setCookie]) headers.append('Set-Cookie', c);
  const cartType = pickBag(new URL(request.url).searchParams.get('bag'), bag.cart);
  const cart = bag.cart
    ? cartType === 'subscription'
      ? bag.cart.subscription_cart
      : bag.cart.single_cart
    : null;

  if (!cart || cart.items.length === 0) {
    const awaiting = user ? await client.awaitingPayment() : [];
    return data({ empty: true as const, loggedIn: !!user, awaiting }, { headers });
  }

  const [methods, allAddresses, codes, awaiting, paymentOptions, rewards] = await Promise.all([
    client.deliveryMethods(state.country, state.currency),
    user ? client.addresses() : Promise.resolve([] as Address[]),
    callingCodes(api(context, request), state.locale),
    user ? client.awaitingPayment() : Promise.resolve([] as Order[]),
    client.paymentOptions(state.currency),
    // the member's rewards still to redeem (2.12-04), for the reward choice
    user ? client.rewards() : Promise.resolve([]),
  ]);
  const paymentMethods = paymentOptions.methods;
  // only addresses in the ship-to country can be used: the country decides currency and availability
  const addresses = allAddresses.filter((a) => a.country === state.country);
  const initial: CheckoutValues = {
    cart_type: cartType,
    expected_total: null,
    email: '',
    address_id: addresses[0]?._id ?? (user ? NEW_ADDRESS : ''),
    delivery_method: (methods.find((m) => m.kind === 'delivery') ?? methods[0])?._id ?? '',
    delivery_firstname: user?.firstname ?? '',
    delivery_lastname: user?.lastname ?? '',
    delivery_calling_code: user?.contact_no_country || callingCodeFor(state.country, codes),
    delivery_contact: user?.contact_no ?? '',
    delivery_address: '',
    delivery_address2: '',
    delivery_city: '',
    delivery_province: '',
    delivery_zip: '',
    delivery_passport: '',
    billing_firstname: '',
    billing_lastname: '',
    billing_contact: '',
    billing_address: '',
    billing_address2: '',
    billing_city: '',
    billing_country: '',
    gift_recipient: '',
    gift_sender: '',
    gift_message: '',
    coupon_code: '',
    cash_dollars: '',
    redeem_item: '',
    referral_code: '',
    client_remarks: '',
    payment_method: paymentMethods[0] ?? '',
    billing_same: true,
    add_gift_box_wrapping: false,
    save_address: true,
    accept_subscription_terms: false,
  };
  const rules: CheckoutRules = {
    loggedIn: !!user,
    country: state.country,
    currency: state.currency,
    methods,
    addresses,
    paymentMethods,
  };
  const quote = await client.quote(quoteInput(initial, rules), state.locale);
  return data(
    {
      empty: false as const,
      cartType,
      cart,
      bags: {
        single: bag.cart?.single_cart.items.length ?? 0,
        subscription: bag.cart?.subscription_cart.items.length ?? 0,
      },
      user: user ? { id: user._id, email: user.email || user.username } : null,
      country: state.country,
      currency: state.currency,
      methods,
      addresses,
      codes,
      awaiting,
      paymentMethods,
      paymentProvider: paymentOptions.provider,
      rewards,
      initial,
      quote: quote.ok ? quote.data : null,
      // a double submit of this page answers with the same order (Idempotency-Key)
      idempotencyKey: crypto.randomUUID(),
    },
    { headers },
  );
}

/**
 * Validates the whole form with the core schemas (every error at once, in the shopper's language), then
 * POST /api/v1/order/create and on to the payment: the hosted page (card, Alipay), the QR page (FPS, PayMe) or
 * the bank details (bank transfer). A guest's order token travels in the URL.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const state = readShopState(request);
  const { locale } = state;
  const form = await request.formData();
  const values = readCheckoutForm(form);
  const sentKey = String(form.get('idempotency_key') ?? '');
  const idempotencyKey = /^[\w-]{8,100}$/.test(sentKey) ? sentKey : crypto.randomUUID();
  const client = checkoutApi(context, request);
  const session = await loadUser(context, request);
  const [methods, allAddresses, paymentOptions] = await Promise.all([
    client.deliveryMethods(state.country, state.currency),
    session.user ? client.addresses() : Promise.resolve([] as Address[]),
    client.paymentOptions(state.currency),
  ]);
  const paymentMethods = paymentOptions.methods;
  const rules: CheckoutRules = {
    loggedIn: !!session.user,
    country: state.country,
    currency: state.currency,
    methods,
    addresses: allAddresses.filter((a) => a.country === state.country),
    paymentMethods,
  };
  const headers = new Headers();
  for (const c of session.setCookie) headers.append('Set-Cookie', c);
  const fail = (body: Omit<ActionFailure, 'ok' | 'values'>, status: number) =>
    data<ActionFailure>({ ok: false, values: echoValues(values), ...body }, { status, headers });

  const { issues, input } = validateCheckout(values, rules);
  if (issues.length || !input) {
    return fail({ errors: collectValidationErrors(issues, locale, CHECKOUT_LABELS), idempotencyKey }, 400);
  }

  const res = await client.createOrder(input, idempotencyKey, locale);
  for (const c of res.setCookie) headers.append('Set-Cookie', c);
  if (res.ok) {
    const { order, payment } = res.data;
    const token = session.user ? null : (order.access_token ?? null);
    const method = input.payment_method;
    // a hosted page reached by a form POST (PayDollar): this page hands the browser over with that form
    if (payment.post_form)
      return data<HostedHandoff>(
        {
          ok: true,
          handoff: payment.post_form,
          method,
          provider: paymentOptions.provider,
          payPath: orderPath('pay', order._id, token, locale),
          price: money(payment.amount, payment.currency, locale),
        },
        { headers },
      );
    let to: string;
    if (method === 'card' || method === 'alipay')
      to = paymentPagePath(payment.redirect_url, token, locale, orderPath('pay', order._id, token, locale));
    else if (method === 'bank_transfer') to = orderPath('confirmation', order._id, token, locale);
    else to = orderPath('pay', order._id, token, locale);
    return redirect(to, { headers });
  }

  // a failed attempt made no order: the next one gets a fresh key; but while the twin of this very submit is
  // still being placed, the same key must go again so both answer with one order
  const nextKey = res.error.code === 'idempotency_in_progress' ? idempotencyKey : crypto.randomUUID();
  const m = CATALOGUES[locale];
  if (res.status === 409 && res.error.code === 'totals_changed') {
    const q = await client.quote(quoteInput(values, rules), locale);
    const quote = q.ok ? q.data : null;
    const text = quote
      ? formatMessage(m['checkout.error.totals_changed'], {
          price: money(quote.total, quote.currency, locale),
        })
      : m['checkout.error.totals_changed_plain'];
    return fail(
      { errors: { list: [text], fields: {} }, idempotencyKey: nextKey, quote, totalsChanged: true },
      409,
    );
  }
  const failure = apiErrorText(res, locale, { labels: CHECKOUT_LABELS, codes: CREATE_ERROR_CODES });
  const text = failure.text;
  const errors: FormErrors = {
    list: [text],
    fields: failure.field && failure.field in CHECKOUT_LABELS ? { [failure.field]: text } : {},
  };
  return fail({ errors, idempotencyKey: nextKey }, pageStatus(res.status));
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootMeta(matches);
  if (!root) return [];
  return seoMeta({
    title: `${root.messages['checkout.title']} · Oxygen Ceuticals`,
    path: '/checkout',
    locale: root.state.locale,
    origin: root.origin,
    noindex: true,
  });
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData && 'handoff' in actionData) return <HostedHandoffPage handoff={actionData} />;
  if (loaderData.empty) return <EmptyBag loggedIn={loaderData.loggedIn} awaiting={loaderData.awaiting} />;
  return (
    <CheckoutPage
      key={`${loaderData.cartType}:${loaderData.user?.id ?? 'guest'}`}
      d={loaderData}
      result={actionData as ActionFailure | undefined}
    />
  );
}
