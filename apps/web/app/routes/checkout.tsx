import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { data, Form, Link, redirect, useFetcher, useNavigation } from 'react-router';
import { codePointLength, countryShortName, getCountry, localizePath, type CountryKey } from '@shop/core';
import type { Route } from './+types/checkout';
import type { CouponResult, QuoteResult } from './checkout-quote.tsx';
import { CATALOGUES } from '../i18n/catalogues.server.ts';
import { formatMessage } from '../i18n/format.ts';
import { useI18n, type MessageKey } from '../i18n/i18n.tsx';
import { api } from '../lib/api.server.ts';
import { callingCodes } from '../lib/auth.server.ts';
import { findByCode, findCallingCode, useCallingCodes, type CallingCodes } from '../lib/calling-codes.ts';
import { loadCart } from '../lib/cart.server.ts';
import type { Cart } from '../lib/cart.ts';
import { apiErrorText, collectValidationErrors, type FormErrors } from '../lib/form-errors.server.ts';
import { collectErrors, mergeErrors, NO_ERRORS, type FieldIssue } from '../lib/form-errors.ts';
import { localizedName, money } from '../lib/format.ts';
import { seoMeta, rootMeta } from '../lib/seo.ts';
import { loadUser } from '../lib/session.server.ts';
import { readShopState } from '../lib/shop-state.ts';
import { CallingCodeSelect } from '../components/account/calling-code-select.tsx';
import {
  describedBy,
  ErrorSummary,
  Field,
  INPUT_CLASS,
  Spinner,
  useTranslate,
} from '../components/account/field.tsx';
import { useShell } from '../components/shell-context.tsx';
import {
  checkoutApi,
  orderPath,
  pageStatus,
  paymentPagePath,
} from '../components/checkout/checkout.server.ts';
import {
  CHECKOUT_LABELS,
  echoValues,
  GIFT_MESSAGE_LIMIT,
  needsPassport,
  NEW_ADDRESS,
  quoteInput,
  readCheckoutForm,
  REMARKS_MAX,
  selectedMethod,
  validateCheckout,
  type CheckoutRules,
  type CheckoutValues,
  type FlagField,
  type TextField,
} from '../components/checkout/checkout-form.ts';
import { Check, Choice, ChoiceGroup } from '../components/checkout/choice-group.tsx';
import {
  AwaitingPaymentList,
  fullName,
  methodName,
  OrderSummary,
  type SummaryData,
} from '../components/checkout/order-bits.tsx';
import { PaymentMethodList } from '../components/checkout/payment-methods.tsx';
import { SubscriptionTerms } from '../components/checkout/subscription-terms.tsx';
import {
  type Address,
  type DeliveryMethod,
  type Order,
  type PaymentMethod,
  type Quote,
} from '../components/checkout/types.ts';

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

/** API error codes of order/create with a text of ours; others show the API's own text (SPEC §8). */
const CREATE_ERROR_CODES: Partial<Record<string, MessageKey>> = {
  out_of_stock: 'checkout.error.out_of_stock',
  idempotency_in_progress: 'checkout.error.in_progress',
  empty_cart: 'checkout.error.empty_cart',
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
  payment_method_unavailable: 'checkout.error.payment_unavailable',
  delivery_method: 'checkout.validation.delivery_method',
  transfer_reservation_open: 'checkout.error.transfer_open',
  transfer_line_limit: 'checkout.error.transfer_line_limit',
  max_quantity: 'checkout.error.max_quantity',
  total_too_large: 'checkout.error.max_quantity',
  idempotency_key_reused: 'checkout.error.key_reused',
};

type Echo = Partial<Record<TextField | FlagField, string | boolean>>;

interface ActionFailure {
  ok: false;
  errors: FormErrors;
  values: Echo;
  idempotencyKey: string;
  /** the server's summary when its total differs from the one shown (409 totals_changed) */
  quote?: Quote | null;
  totalsChanged?: boolean;
}

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
 * /checkout (SPEC §2.12): the bag to check out (one-time purchases or subscriptions, one at a time), the
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

  const [methods, allAddresses, codes, awaiting, paymentMethods] = await Promise.all([
    client.deliveryMethods(state.country, state.currency),
    user ? client.addresses() : Promise.resolve([] as Address[]),
    callingCodes(api(context, request), state.locale),
    user ? client.awaitingPayment() : Promise.resolve([] as Order[]),
    client.paymentMethods(state.currency),
  ]);
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
  const [methods, allAddresses, paymentMethods] = await Promise.all([
    client.deliveryMethods(state.country, state.currency),
    session.user ? client.addresses() : Promise.resolve([] as Address[]),
    client.paymentMethods(state.currency),
  ]);
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
  if (loaderData.empty) return <EmptyBag loggedIn={loaderData.loggedIn} awaiting={loaderData.awaiting} />;
  return (
    <CheckoutPage
      key={`${loaderData.cartType}:${loaderData.user?.id ?? 'guest'}`}
      d={loaderData}
      result={actionData as ActionFailure | undefined}
    />
  );
}

function EmptyBag({ loggedIn, awaiting }: { loggedIn: boolean; awaiting: Order[] }) {
  const { t, locale } = useI18n();
  return (
    <section className="container-page mx-auto grid max-w-2xl justify-items-center gap-4 py-16 text-center md:py-24">
      <svg
        width="56"
        height="56"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1"
        className="text-muted"
        aria-hidden="true"
      >
        <path d="M5 8h14l-1 12H6L5 8z" />
        <path d="M9 8V6a3 3 0 0 1 6 0v2" />
      </svg>
      <h1 className="font-serif text-4xl">{t('checkout.empty_title')}</h1>
      <p className="max-w-md text-muted">{t('checkout.empty_body')}</p>
      <Link to={localizePath('/', locale)} className="btn-primary mt-2">
        {t('checkout.empty_cta')}
      </Link>
      {loggedIn && (
        <div className="mt-12 w-full">
          <AwaitingPaymentList orders={awaiting} />
        </div>
      )}
    </section>
  );
}

type PageData = Extract<Route.ComponentProps['loaderData'], { empty: false }>;

const BLOCKED_KEYS: Record<string, MessageKey> = {
  only_hk_macau: 'cart.blocked_only_hk_macau',
  not_shippable: 'cart.blocked_not_shippable',
  combination_restrictions: 'cart.blocked_not_shippable',
  mixed_product_types: 'cart.blocked_mixed_product_types',
};

function deliveryFee(method: DeliveryMethod | undefined, subtotal: number): number {
  if (!method) return 0;
  // SPEC §9: free once the total exceeds the threshold
  return method.free_over !== null && subtotal > method.free_over ? 0 : method.price;
}

function CheckoutPage({ d, result }: { d: PageData; result: ActionFailure | undefined }) {
  const { t, locale } = useI18n();
  const translate = useTranslate();
  const { openRight } = useShell();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const codes = useCallingCodes(locale, d.codes);
  const echo: Echo = result?.values ?? {};
  const text = (f: TextField) => (typeof echo[f] === 'string' ? echo[f] : d.initial[f]);
  const flagOf = (f: FlagField) => (typeof echo[f] === 'boolean' ? echo[f] : d.initial[f]);

  const [methodId, setMethodId] = useState(() => text('delivery_method'));
  const [addressId, setAddressId] = useState(() => text('address_id'));
  const [payment, setPayment] = useState(() => text('payment_method'));
  const [giftWrap, setGiftWrap] = useState(() => flagOf('add_gift_box_wrapping'));
  const [billingSame, setBillingSame] = useState(() => flagOf('billing_same'));
  const [acceptTerms, setAcceptTerms] = useState(() => flagOf('accept_subscription_terms'));
  const [giftMessage, setGiftMessage] = useState(() => text('gift_message'));
  const [iso2, setIso2] = useState(() => {
    const code = text('delivery_calling_code');
    const own = getCountry(d.country).iso2;
    return findCallingCode(codes, own)?.code === code ? own : (findByCode(codes, code)?.iso2 ?? own);
  });
  const [coupon, setCoupon] = useState(() => text('coupon_code'));
  const [couponEntry, setCouponEntry] = useState('');
  const [couponMsg, setCouponMsg] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [quote, setQuote] = useState<Quote | null>(() => result?.quote ?? d.quote);
  /** null until the first submit; then the issues of the form as it stands, re-checked on each change (SPEC §5) */
  const [issues, setIssues] = useState<FieldIssue[] | null>(null);
  const [changes, setChanges] = useState(0);
  const [focusKey, setFocusKey] = useState(0);
  const [dismissed, setDismissed] = useState<ActionFailure | undefined>(undefined);

  const rules = useMemo<CheckoutRules>(
    () => ({
      loggedIn: !!d.user,
      country: d.country,
      currency: d.currency,
      methods: d.methods,
      addresses: d.addresses,
      paymentMethods: d.paymentMethods,
    }),
    [d],
  );
  const method = selectedMethod({ delivery_method: methodId }, d.methods);
  const pickup = method?.kind === 'pickup';
  const savedChosen = !!addressId && addressId !== NEW_ADDRESS;
  const passport = needsPassport(d.country);
  const callingEntry = findCallingCode(codes, iso2);
  const callingCode = callingEntry?.code ?? text('delivery_calling_code');

  // --- live summary: the form goes to /checkout/quote whenever something that changes the price changes
  const quoteFetcher = useFetcher<QuoteResult>();
  const couponFetcher = useFetcher<CouponResult>();
  const { submit: submitQuote } = quoteFetcher;
  const { submit: submitCoupon } = couponFetcher;
  const quotePath = localizePath('/checkout/quote', locale);
  const requote = useCallback(() => {
    const form = formRef.current;
    if (form)
      void submitQuote(new FormData(form), {
        method: 'post',
        action: quotePath,
        defaultShouldRevalidate: false,
      });
  }, [submitQuote, quotePath]);
  const firstRun = useRef(true);
  useEffect(() => {
    if (firstRun.current) {
      firstRun.current = false;
      return;
    }
    requote();
  }, [methodId, giftWrap, coupon, requote]);
  // the bag changed elsewhere (the side cart): price the page's current choices again
  const bagVersion = `${d.cart.update_ts}:${d.cart.total_amount}:${d.cart.items.length}`;
  const seenBag = useRef(bagVersion);
  useEffect(() => {
    if (seenBag.current === bagVersion) return;
    seenBag.current = bagVersion;
    requote();
  }, [bagVersion, requote]);
  // no summary from the API yet (it could not price the page's first state): try again as the shopper types
  useEffect(() => {
    if (quote || changes === 0) return;
    const timer = setTimeout(requote, 800);
    return () => clearTimeout(timer);
  }, [changes, quote, requote]);
  useEffect(() => {
    const r = quoteFetcher.data;
    if (r?.ok) setQuote(r.quote);
  }, [quoteFetcher.data]);
  useEffect(() => {
    if (result?.quote) setQuote(result.quote);
    if (result && !result.ok) setFocusKey((k) => k + 1);
  }, [result]);

  const couponReason = (reason: string | null | undefined) => {
    const key = `checkout.coupon_reason.${reason ?? 'unknown'}` as MessageKey;
    const s = t(key);
    return s === key ? t('checkout.coupon_reason.unknown') : s;
  };
  useEffect(() => {
    const r = couponFetcher.data;
    if (!r) return;
    if (r.ok && r.result.valid) {
      setCoupon(r.code);
      setCouponEntry('');
      setCouponMsg({ tone: 'ok', text: t('checkout.coupon_applied', { code: r.code }) });
    } else if (r.ok) {
      setCouponMsg({ tone: 'error', text: couponReason(r.result.reason) });
    } else {
      setCouponMsg({
        tone: 'error',
        text: r.status === 400 && !r.code ? t('checkout.coupon_empty') : (r.error ?? t('form.server_error')),
      });
    }
    // the reply alone decides the message; t and couponReason only follow the locale
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [couponFetcher.data]);
  function applyCoupon() {
    const code = couponEntry.trim();
    if (!code) {
      setCouponMsg({ tone: 'error', text: t('checkout.coupon_empty') });
      return;
    }
    const fd = new FormData();
    fd.set('intent', 'coupon');
    fd.set('coupon_entry', code);
    fd.set('subtotal', String(quote?.subtotal ?? d.cart.total_amount));
    void submitCoupon(fd, { method: 'post', action: quotePath, defaultShouldRevalidate: false });
  }

  // --- errors: the client's re-check after the first submit, and the server's until the shopper edits the form
  useEffect(() => {
    if (changes === 0 || issues === null || !formRef.current) return;
    setIssues(validateCheckout(readCheckoutForm(new FormData(formRef.current)), rules).issues);
    // only a change of the form re-checks it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [changes]);
  const labelOf = (f: string) => (CHECKOUT_LABELS[f] ? t(CHECKOUT_LABELS[f]) : f);
  const clientErrors = issues?.length ? collectErrors(issues, labelOf, translate) : NO_ERRORS;
  const serverErrors = result && !result.ok && result !== dismissed ? result.errors : NO_ERRORS;
  const errors = mergeErrors(serverErrors, clientErrors);
  const err = (f: string) => errors.fields[f];

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    const v = validateCheckout(readCheckoutForm(new FormData(e.currentTarget)), rules);
    setIssues(v.issues);
    setDismissed(result);
    if (v.issues.length) {
      e.preventDefault();
      setFocusKey((k) => k + 1);
    }
  }
  function onChange() {
    setChanges((n) => n + 1);
    if (result) setDismissed(result);
  }

  // --- summary and the place-order button
  const fallback: SummaryData = {
    currency: d.cart.currency,
    items: d.cart.items.map((i) => ({
      sku: i.sku,
      sub_sku: i.sub_sku,
      name: i.name,
      option_name: i.option_name,
      quantity: i.quantity,
      unit_price: i.price,
      line_total: i.line_total,
      thumbnail: i.thumbnail,
    })),
    subtotal: d.cart.total_amount,
    discount: 0,
    gift_wrap_fee: 0,
    delivery_fee: deliveryFee(method, d.cart.total_amount),
    total: d.cart.total_amount + deliveryFee(method, d.cart.total_amount),
  };
  const summary: SummaryData = quote ?? fallback;
  const quoting = quoteFetcher.state !== 'idle';
  const placing = navigation.state !== 'idle' && !!navigation.formData?.has('idempotency_key');
  const blockReason = !d.cart.can_checkout
    ? (d.cart.blocking_reason ?? 'other')
    : quote && !quote.can_checkout
      ? (quote.blocking_reason ?? 'other')
      : null;
  const idempotencyKey = result?.idempotencyKey ?? d.idempotencyKey;
  const blockedItems = d.cart.items.filter((i) => !i.purchasable);
  const intervals = d.cart.items.map((i) => i.subscription_inteval_in_month ?? 0).filter((n) => n > 0);
  const couponState = quote?.coupon && quote.coupon.code === coupon ? quote.coupon : null;
  const deliveryMethods = d.methods.filter((m) => m.kind === 'delivery');
  const pickupPoints = d.methods.filter((m) => m.kind === 'pickup');
  const countryName = countryShortName(getCountry(d.country), locale);

  const field = (
    name: TextField,
    label: string,
    opts: {
      type?: string;
      autoComplete?: string;
      inputMode?: 'tel' | 'email' | 'text';
      hint?: string;
      optional?: boolean;
      className?: string;
      maxLength?: number;
    } = {},
  ) => {
    const id = `co-${name}`;
    const error = err(name);
    return (
      <Field
        id={id}
        label={opts.optional ? t('checkout.optional_label', { label }) : label}
        error={error}
        hint={opts.hint}
        className={opts.className}
      >
        <input
          id={id}
          name={name}
          type={opts.type ?? 'text'}
          defaultValue={text(name)}
          autoComplete={opts.autoComplete}
          inputMode={opts.inputMode}
          maxLength={opts.maxLength}
          aria-invalid={!!error || undefined}
          aria-describedby={describedBy(id, error, !!opts.hint)}
          aria-required={!opts.optional || undefined}
          className={INPUT_CLASS}
        />
      </Field>
    );
  };

  return (
    <section className="container-page py-10 md:py-14">
      <p className="eyebrow">{t(d.cartType === 'subscription' ? 'cart.subscription' : 'cart.single')}</p>
      <h1 className="mt-1 font-serif text-4xl">{t('checkout.title')}</h1>
      {d.bags.single > 0 && d.bags.subscription > 0 && (
        <nav aria-label={t('checkout.bags_label')} className="mt-4">
          <p className="text-sm text-muted">{t('checkout.bags_hint')}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {(['single', 'subscription'] as const).map((b) => (
              <li key={b}>
                <Link
                  to={`?bag=${b}`}
                  aria-current={b === d.cartType ? 'page' : undefined}
                  className="btn-ghost border border-line aria-[current=page]:border-accent aria-[current=page]:bg-surface-2"
                >
                  {t(b === 'single' ? 'cart.single' : 'cart.subscription')} (
                  {b === 'single' ? d.bags.single : d.bags.subscription})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {d.awaiting.length > 0 && (
        <details className="mt-4 rounded-lg border border-line p-4 text-sm">
          <summary className="min-h-11 cursor-pointer content-center">
            {t('payment.awaiting_notice', { count: d.awaiting.length })}
          </summary>
          <div className="mt-3">
            <AwaitingPaymentList orders={d.awaiting} headingLevel="h2" />
          </div>
        </details>
      )}

      <Form
        method="post"
        noValidate
        ref={formRef}
        onSubmit={onSubmit}
        onChange={onChange}
        className="mt-8 grid gap-10 md:grid-cols-12"
        aria-describedby={errors.list.length ? 'checkout-errors' : undefined}
      >
        <input type="hidden" name="cart_type" value={d.cartType} />
        <input type="hidden" name="idempotency_key" value={idempotencyKey} />
        {/* the total the shopper saw (the estimate too): the API answers totals_changed when it differs */}
        <input type="hidden" name="expected_total" value={String(summary.total)} />
        <input type="hidden" name="coupon_code" value={coupon} />
        <input type="hidden" name="delivery_calling_code" value={callingCode} />

        <div className="md:col-span-12 empty:hidden">
          <ErrorSummary id="checkout-errors" errors={errors.list} focusKey={focusKey} />
        </div>

        <div className="grid content-start gap-12 md:col-span-7">
          {/* contact */}
          <section aria-labelledby="co-contact-title" className="grid gap-4">
            <h2 id="co-contact-title" className="font-serif text-2xl">
              {t('checkout.contact_title')}
            </h2>
            {d.user ? (
              <p className="text-sm">{t('checkout.signed_in_as', { email: d.user.email })}</p>
            ) : (
              <>
                <p className="text-sm text-muted">
                  {t('checkout.guest_intro')}{' '}
                  <button
                    type="button"
                    className="inline-flex min-h-11 items-center underline"
                    onClick={() => openRight('user', 'checkout')}
                  >
                    {t('checkout.login_instead')}
                  </button>
                </p>
                {field('email', t('checkout.email'), {
                  type: 'email',
                  autoComplete: 'email',
                  inputMode: 'email',
                  hint: t('checkout.email_hint'),
                })}
              </>
            )}
          </section>

          {/* delivery method or pickup point */}
          <section aria-labelledby="co-ship-title" className="grid gap-4">
            <h2 id="co-ship-title" className="font-serif text-2xl">
              {t('checkout.delivery_title')}
            </h2>
            <p className="text-sm">
              {t('checkout.ship_to', { country: countryName })}
              <span className="block text-xs text-muted">{t('checkout.ship_to_hint')}</span>
            </p>
            {d.methods.length === 0 ? (
              <p role="alert" className="rounded-lg border border-danger p-4 text-sm text-danger">
                {t('checkout.no_methods')}
              </p>
            ) : (
              <ChoiceGroup
                id="co-delivery_method"
                legend={t('checkout.delivery_method')}
                legendClassName="text-sm font-medium"
                error={err('delivery_method')}
              >
                {deliveryMethods.map((m) => (
                  <MethodChoice
                    key={m._id}
                    m={m}
                    checked={methodId === m._id}
                    onChange={setMethodId}
                    invalid={!!err('delivery_method')}
                    subtotal={summary.subtotal}
                  />
                ))}
                {pickupPoints.length > 0 && (
                  <p
                    className="mt-2 text-xs font-medium uppercase tracking-[0.14em] text-muted"
                    aria-hidden="true"
                  >
                    {t('checkout.pickup_points')}
                  </p>
                )}
                {pickupPoints.map((m) => (
                  <MethodChoice
                    key={m._id}
                    m={m}
                    checked={methodId === m._id}
                    onChange={setMethodId}
                    invalid={!!err('delivery_method')}
                    subtotal={summary.subtotal}
                  />
                ))}
              </ChoiceGroup>
            )}
          </section>

          {/* recipient and address */}
          <section aria-labelledby="co-address-title" className="grid gap-4">
            <h2 id="co-address-title" className="font-serif text-2xl">
              {t(pickup ? 'checkout.collector_title' : 'checkout.address_title')}
            </h2>
            {passport && (
              <p className="rounded-lg border border-line bg-surface-2 p-4 text-sm">
                {t('checkout.tw_rule')}
              </p>
            )}
            {d.addresses.length > 0 && (
              <ChoiceGroup
                id="co-address_id"
                legend={t('checkout.saved_addresses')}
                legendClassName="text-sm font-medium"
                error={err('address_id')}
              >
                {d.addresses.map((a) => (
                  <Choice
                    key={a._id}
                    id={`co-address-${a._id}`}
                    name="address_id"
                    value={a._id}
                    checked={addressId === a._id}
                    onChange={setAddressId}
                    title={fullName(a.firstname, a.lastname)}
                    detail={
                      <>
                        {[a.address, a.address2, a.city, a.province, a.zip].filter(Boolean).join(', ')}
                        <br />+{a.code} {a.phone}
                      </>
                    }
                  />
                ))}
                <Choice
                  id="co-address-new"
                  name="address_id"
                  value={NEW_ADDRESS}
                  checked={addressId === NEW_ADDRESS}
                  onChange={setAddressId}
                  title={t('checkout.new_address')}
                />
              </ChoiceGroup>
            )}
            {d.addresses.length === 0 && (
              <input type="hidden" name="address_id" value={d.user ? NEW_ADDRESS : ''} />
            )}
            <div hidden={savedChosen} className="grid gap-4 sm:grid-cols-2">
              {field('delivery_firstname', t('checkout.firstname'), {
                autoComplete: 'shipping given-name',
                hint: passport ? t('checkout.real_name_hint') : undefined,
              })}
              {field('delivery_lastname', t('checkout.lastname'), { autoComplete: 'shipping family-name' })}
              <fieldset className="sm:col-span-2">
                <legend className="text-sm">{t('checkout.phone')}</legend>
                <div className="mt-1 flex gap-2">
                  <label htmlFor="co-delivery_calling_code" className="sr-only">
                    {t('checkout.calling_code')}
                  </label>
                  <CallingCodeSelect
                    id="co-delivery_calling_code"
                    name="delivery_calling_region"
                    codes={codes}
                    value={iso2}
                    onChange={(e) => setIso2(e.iso2)}
                    autoComplete="shipping tel-country-code"
                    className="w-[44%] shrink-0 pr-2"
                    aria-invalid={!!err('delivery_calling_code') || undefined}
                    aria-describedby={describedBy('co-delivery_calling_code', err('delivery_calling_code'))}
                  />
                  <label htmlFor="co-delivery_contact" className="sr-only">
                    {t('checkout.phone_number')}
                  </label>
                  <input
                    id="co-delivery_contact"
                    name="delivery_contact"
                    type="tel"
                    inputMode="tel"
                    autoComplete="shipping tel-national"
                    defaultValue={text('delivery_contact')}
                    className={INPUT_CLASS}
                    aria-required
                    aria-invalid={!!err('delivery_contact') || undefined}
                    aria-describedby={describedBy('co-delivery_contact', err('delivery_contact'))}
                  />
                </div>
                {err('delivery_calling_code') && (
                  <p id="co-delivery_calling_code-error" className="mt-1 text-sm text-danger">
                    {err('delivery_calling_code')}
                  </p>
                )}
                {err('delivery_contact') && (
                  <p id="co-delivery_contact-error" className="mt-1 text-sm text-danger">
                    {err('delivery_contact')}
                  </p>
                )}
              </fieldset>
              <div hidden={pickup} className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
                {field('delivery_address', t('checkout.address1'), {
                  autoComplete: 'shipping address-line1',
                  className: 'sm:col-span-2',
                  maxLength: 200,
                })}
                {field('delivery_address2', t('checkout.address2'), {
                  autoComplete: 'shipping address-line2',
                  optional: true,
                  className: 'sm:col-span-2',
                  maxLength: 200,
                })}
                {field('delivery_city', t('checkout.city'), {
                  autoComplete: 'shipping address-level2',
                  optional: true,
                  maxLength: 100,
                })}
                {field('delivery_province', t('checkout.province'), {
                  autoComplete: 'shipping address-level1',
                  optional: true,
                  maxLength: 100,
                })}
                {field('delivery_zip', t('checkout.zip'), {
                  autoComplete: 'shipping postal-code',
                  optional: true,
                  maxLength: 20,
                })}
                <div>
                  <p className="text-sm">{t('checkout.country')}</p>
                  <p className="mt-1 flex min-h-11 items-center rounded-lg bg-surface-2 px-3 text-base text-muted">
                    {countryName}
                  </p>
                </div>
              </div>
              {d.user && !pickup && (
                <div className="sm:col-span-2">
                  <Check
                    id="co-save_address"
                    name="save_address"
                    defaultChecked={flagOf('save_address')}
                    label={t('checkout.save_address')}
                  />
                </div>
              )}
            </div>
            {passport &&
              field('delivery_passport', t('checkout.passport'), {
                autoComplete: 'off',
                hint: t('checkout.passport_hint'),
                maxLength: 30,
              })}
          </section>

          {/* billing */}
          <section aria-labelledby="co-billing-title" className="grid gap-2">
            <h2 id="co-billing-title" className="font-serif text-2xl">
              {t('checkout.billing_title')}
            </h2>
            <Check
              id="co-billing_same"
              name="billing_same"
              checked={billingSame}
              onChange={setBillingSame}
              label={t(pickup ? 'checkout.billing_same_pickup' : 'checkout.billing_same')}
            />
            <div hidden={billingSame} className="grid gap-4 sm:grid-cols-2">
              {field('billing_firstname', t('checkout.firstname'), { autoComplete: 'billing given-name' })}
              {field('billing_lastname', t('checkout.lastname'), { autoComplete: 'billing family-name' })}
              {field('billing_contact', t('checkout.phone'), {
                type: 'tel',
                inputMode: 'tel',
                autoComplete: 'billing tel',
                className: 'sm:col-span-2',
              })}
              {field('billing_address', t('checkout.address1'), {
                autoComplete: 'billing address-line1',
                className: 'sm:col-span-2',
                maxLength: 200,
              })}
              {field('billing_address2', t('checkout.address2'), {
                autoComplete: 'billing address-line2',
                optional: true,
                className: 'sm:col-span-2',
                maxLength: 200,
              })}
              {field('billing_city', t('checkout.city'), {
                autoComplete: 'billing address-level2',
                optional: true,
                maxLength: 100,
              })}
              {field('billing_country', t('checkout.billing_country'), {
                autoComplete: 'billing country-name',
                maxLength: 100,
              })}
            </div>
          </section>

          {/* gift wrapping */}
          <section aria-labelledby="co-gift-title" className="grid gap-2">
            <h2 id="co-gift-title" className="font-serif text-2xl">
              {t('checkout.gift_title')}
            </h2>
            <Check
              id="co-add_gift_box_wrapping"
              name="add_gift_box_wrapping"
              checked={giftWrap}
              onChange={setGiftWrap}
              label={t('checkout.gift_wrap')}
              detail={t('checkout.gift_wrap_detail')}
            />
            <div hidden={!giftWrap} className="grid gap-4 sm:grid-cols-2">
              {field('gift_recipient', t('checkout.gift_recipient'), {
                autoComplete: 'off',
                maxLength: GIFT_MESSAGE_LIMIT,
              })}
              {field('gift_sender', t('checkout.gift_sender'), {
                autoComplete: 'off',
                maxLength: GIFT_MESSAGE_LIMIT,
              })}
              <Field
                id="co-gift_message"
                label={t('checkout.gift_message')}
                error={err('gift_message')}
                className="sm:col-span-2"
                hint={t('checkout.gift_message_hint', {
                  count: codePointLength(giftMessage.trim()),
                  max: GIFT_MESSAGE_LIMIT,
                })}
              >
                <textarea
                  id="co-gift_message"
                  name="gift_message"
                  rows={3}
                  value={giftMessage}
                  onChange={(e) => setGiftMessage(e.target.value)}
                  className={`${INPUT_CLASS} py-2`}
                  aria-invalid={!!err('gift_message') || undefined}
                  aria-describedby={describedBy('co-gift_message', err('gift_message'), true)}
                />
              </Field>
            </div>
          </section>

          {/* payment */}
          <PaymentMethodList
            methods={d.paymentMethods}
            value={payment}
            onChange={(m: PaymentMethod) => setPayment(m)}
            error={err('payment_method')}
            id="co-payment_method"
          />

          {/* remarks */}
          <section aria-labelledby="co-remarks-title" className="grid gap-2">
            <h2 id="co-remarks-title" className="font-serif text-2xl">
              {t('checkout.remarks_title')}
            </h2>
            <Field
              id="co-client_remarks"
              label={t('checkout.optional_label', { label: t('checkout.remarks') })}
              error={err('client_remarks')}
            >
              <textarea
                id="co-client_remarks"
                name="client_remarks"
                rows={3}
                maxLength={REMARKS_MAX}
                defaultValue={text('client_remarks')}
                className={`${INPUT_CLASS} py-2`}
                aria-invalid={!!err('client_remarks') || undefined}
                aria-describedby={describedBy('co-client_remarks', err('client_remarks'))}
              />
            </Field>
          </section>

          {d.cartType === 'subscription' && (
            <SubscriptionTerms
              intervals={intervals}
              error={err('accept_subscription_terms')}
              checked={acceptTerms}
              onChange={setAcceptTerms}
            />
          )}
        </div>

        {/* summary */}
        <aside className="md:col-span-5" aria-label={t('checkout.summary')}>
          <div className="grid gap-6 rounded-xl border border-line bg-surface p-5 md:sticky md:top-24 md:p-6">
            <OrderSummary
              summary={summary}
              busy={quoting}
              couponCode={couponState?.valid ? coupon : null}
              deliveryLabel={method ? methodName(method.name, locale) : null}
              note={quote ? null : t('checkout.estimate_note')}
            />
            {d.country === 'hk' && quote && !pickup && (
              <p className="text-sm">
                {quote.free_shipping.qualifies
                  ? t('cart.free_shipping_reached')
                  : t('cart.free_shipping_remaining', {
                      amount: money(quote.free_shipping.remaining, quote.currency, locale),
                    })}
              </p>
            )}

            <div className="grid gap-2 border-t border-line pt-5">
              {coupon ? (
                <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span>
                    {t('checkout.coupon_in_use', { code: coupon })}
                    {couponState && !couponState.valid && (
                      <span className="block text-danger">{couponReason(couponState.reason)}</span>
                    )}
                  </span>
                  <button
                    type="button"
                    className="btn-ghost underline"
                    onClick={() => {
                      setCoupon('');
                      setCouponMsg(null);
                    }}
                  >
                    {t('checkout.coupon_remove')}
                  </button>
                </div>
              ) : (
                <>
                  <label htmlFor="co-coupon" className="text-sm">
                    {t('checkout.coupon')}
                  </label>
                  <div className="flex gap-2">
                    <input
                      id="co-coupon"
                      name="coupon_entry"
                      value={couponEntry}
                      autoComplete="off"
                      autoCapitalize="characters"
                      onChange={(e) => setCouponEntry(e.target.value)}
                      onKeyDown={(e) => {
                        if (e.key === 'Enter') {
                          e.preventDefault();
                          applyCoupon();
                        }
                      }}
                      className={INPUT_CLASS}
                      aria-invalid={couponMsg?.tone === 'error' || undefined}
                      aria-describedby={couponMsg ? 'co-coupon-msg' : undefined}
                    />
                    <button
                      type="button"
                      className="btn-ghost shrink-0 border border-line px-5"
                      onClick={applyCoupon}
                      disabled={couponFetcher.state !== 'idle'}
                    >
                      {couponFetcher.state !== 'idle' && <Spinner />}
                      {t('checkout.coupon_apply')}
                    </button>
                  </div>
                </>
              )}
              <p
                id="co-coupon-msg"
                aria-live="polite"
                className={`text-sm ${couponMsg?.tone === 'error' ? 'text-danger' : 'text-success'}`}
              >
                {couponMsg?.text}
              </p>
            </div>

            <div className="grid gap-3">
              {blockReason && (
                <div id="checkout-blocked" role="status" className="grid gap-1 text-sm text-danger">
                  <p>{t(BLOCKED_KEYS[blockReason] ?? 'cart.blocked_other')}</p>
                  {blockedItems.length > 0 && (
                    <ul className="list-disc pl-5">
                      {blockedItems.map((i) => (
                        <li key={`${i.sub_sku}:${i.bundle_sku ?? ''}`}>
                          {localizedName(i.name, locale)}
                          {i.reason ? ` — ${t(`reason.${i.reason}` as MessageKey)}` : ''}
                        </li>
                      ))}
                    </ul>
                  )}
                  <button
                    type="button"
                    className="btn-ghost justify-self-start px-0 underline"
                    onClick={() => openRight('cart')}
                  >
                    {t('checkout.edit_bag')}
                  </button>
                </div>
              )}
              <button
                type="submit"
                className="btn-primary w-full disabled:cursor-not-allowed disabled:opacity-60"
                disabled={!!blockReason || placing || d.methods.length === 0}
                aria-describedby={blockReason ? 'checkout-blocked' : undefined}
              >
                {placing && <Spinner />}
                {t('checkout.place_order', { price: money(summary.total, summary.currency, locale) })}
              </button>
              <p className="text-xs text-muted">{t('checkout.place_order_note')}</p>
              {quoting && (
                <span className="sr-only" role="status">
                  {t('checkout.updating_summary')}
                </span>
              )}
            </div>
          </div>
        </aside>
      </Form>
    </section>
  );
}

function MethodChoice({
  m,
  checked,
  onChange,
  invalid,
  subtotal,
}: {
  m: DeliveryMethod;
  checked: boolean;
  onChange: (id: string) => void;
  invalid: boolean;
  subtotal: number;
}) {
  const { t, locale } = useI18n();
  const fee = deliveryFee(m, subtotal);
  return (
    <Choice
      id={`co-method-${m._id}`}
      name="delivery_method"
      value={m._id}
      checked={checked}
      onChange={onChange}
      invalid={invalid}
      data={{ 'data-kind': m.kind }}
      title={localizedName(m.name, locale)}
      detail={
        m.kind === 'pickup'
          ? t('checkout.pickup_detail')
          : m.free_over !== null
            ? t('checkout.free_over', { price: money(m.free_over, m.currency, locale) })
            : undefined
      }
      aside={fee === 0 ? t('checkout.free') : money(fee, m.currency, locale)}
    />
  );
}
