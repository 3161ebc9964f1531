import { useEffect, useRef, useState } from 'react';
import { data, Form, Link, redirect, useNavigate, useNavigation, useRevalidator } from 'react-router';
import { localizePath } from '@shop/core';
import type { Route } from './+types/checkout-pay';
import { CATALOGUES } from '../i18n/catalogues.server.ts';
import { useI18n, type MessageKey } from '../i18n/i18n.tsx';
import { money } from '../lib/format.ts';
import { seoMeta, rootMeta } from '../lib/seo.ts';
import { readShopState } from '../lib/shop-state.ts';
import { errorMessage } from '../lib/error-message.ts';
import { serverT } from '../lib/form-errors.server.ts';
import { Spinner } from '../components/account/field.tsx';
import { checkoutApi, pageStatus, paymentNextPath } from '../components/checkout/checkout.server.ts';
import { formatDateTime, paymentMethodName, StatusBadge } from '../components/checkout/order-bits.tsx';
import { orderPath, paymentPagePath } from '../components/checkout/paths.ts';
import { PaymentMethodList } from '../components/checkout/payment-methods.tsx';
import { isPaidResult, PaymentQr, usePaymentStatus } from '../components/checkout/payment-qr.tsx';
import { StripeCardForm } from '../components/checkout/stripe-card-form.tsx';
import {
  HostedHandoffForm,
  HostedHandoffPage,
  type HostedHandoff,
} from '../components/checkout/hosted-handoff.tsx';
import { HostedReturnStatus } from '../components/checkout/hosted-return.tsx';
import { isPaymentMethod, PAID_STATUSES, type PaymentMethod } from '../components/checkout/types.ts';

/**
 * /checkout/{orderId} — the payment-link page (2.12-05): an order still awaiting payment shows its FPS or
 * PayMe QR (polled every 2 s until paid), Stripe's card form (Payment Element) for a card payment, and a method chooser to pay or try again; a paid order links to its
 * confirmation; an unknown id reads 'this order number is invalid' (8-13). Guests carry ?token=.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token');
  const headers = { 'Cache-Control': 'private, no-store' };
  const client = checkoutApi(context, request);
  const found = await client.order(params.orderId, token);
  if (!found) return data({ invalid: true as const }, { status: 404, headers });
  const { provider, methods } = await client.paymentOptions(found.order.currency);
  return data(
    { invalid: false as const, order: found.order, payment: found.payment, token, methods, provider },
    { headers },
  );
}

/** The page can hold a card payment's client secret: the buyer's browser keeps no copy of it (the loader says so). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { 'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'private, no-store' };
}

interface PayFailure {
  ok: false;
  error: string;
  method: string;
}

/** A new payment attempt: POST /api/v1/order/{id}/pay, then on to where that method continues. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { locale } = readShopState(request);
  const m = CATALOGUES[locale];
  const token = new URL(request.url).searchParams.get('token');
  const form = await request.formData();
  const method = String(form.get('payment_method') ?? '');
  if (!isPaymentMethod(method))
    return data<PayFailure>(
      { ok: false, error: m['checkout.validation.payment_method'], method },
      { status: 400 },
    );
  const client = checkoutApi(context, request);
  const res = await client.pay(params.orderId, method, token, locale);
  // a hosted page reached by a form POST (PayDollar): this page hands the browser over with that form
  if (res.ok && res.data.payment.post_form) {
    const { payment } = res.data;
    return data<HostedHandoff>({
      ok: true,
      handoff: res.data.payment.post_form,
      method,
      provider: (await client.paymentOptions(payment.currency)).provider,
      payPath: orderPath('pay', params.orderId, token, locale),
      price: money(payment.amount, payment.currency, locale),
    });
  }
  if (res.ok) return redirect(paymentNextPath(method, res.data.payment, params.orderId, token, locale));
  const error =
    res.status === 404
      ? m['payment.invalid_order']
      : errorMessage(res.error, serverT(locale), {
          codes: {
            order_not_payable: 'payment.not_payable',
            payment_method_unavailable: 'checkout.error.payment_unavailable',
          },
        });
  return data<PayFailure>({ ok: false, error, method }, { status: pageStatus(res.status) });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootMeta(matches);
  if (!root) return [];
  return seoMeta({
    title: `${root.messages['payment.title']} · Oxygen Ceuticals`,
    path: '/checkout',
    locale: root.state.locale,
    origin: root.origin,
    noindex: true,
  });
}

export default function CheckoutPay({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  if (actionData && 'handoff' in actionData) return <HostedHandoffPage handoff={actionData} />;
  if (loaderData.invalid) {
    return (
      <section className="container-page mx-auto grid max-w-xl justify-items-center gap-4 py-16 text-center md:py-24">
        <h1 className="font-serif text-4xl">{t('payment.title')}</h1>
        <p role="alert" className="text-muted">
          {t('payment.invalid_order')}
        </p>
        <Link to={localizePath('/', locale)} className="btn-primary">
          {t('checkout.empty_cta')}
        </Link>
      </section>
    );
  }
  return (
    <PayOrder key={loaderData.order._id} d={loaderData} failure={actionData as PayFailure | undefined} />
  );
}

type PayData = Extract<Route.ComponentProps['loaderData'], { invalid: false }>;

function PayOrder({ d, failure }: { d: PayData; failure: PayFailure | undefined }) {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const { order, payment, token, methods, provider } = d;
  // PayDollar: every method is paid on its hosted page; the page shows the payment's status, never decides it
  const hosted = provider === 'paydollar';
  const open = payment && (payment.status === 'pending' || payment.status === 'requires_action');
  // a paid order can still owe: the difference after staff changed it (the amount due is what is paid here)
  const owing = (order.status === 'paid' || order.status === 'packed') && (order.amount_due ?? 0) > 0;
  const awaiting = order.status === 'awaiting_payment' || owing;
  const paid = PAID_STATUSES.includes(order.status) && !owing;
  const qr =
    awaiting &&
    !hosted &&
    payment &&
    (payment.provider === 'fps' || payment.provider === 'payme') &&
    (payment.status === 'pending' || payment.status === 'requires_action')
      ? payment.provider
      : null;
  const polled = usePaymentStatus(payment?.id ?? '', !!qr && !!payment);
  const polledPaid = isPaidResult(polled);
  const confirmation = orderPath('confirmation', order._id, token, locale);

  // paid while the shopper looked at the QR: on to the confirmation; a failed or closed attempt reloads the page
  const follow = useRef({ navigate, revalidate: revalidator.revalidate, confirmation });
  useEffect(() => {
    follow.current = { navigate, revalidate: revalidator.revalidate, confirmation };
  });
  useEffect(() => {
    if (!polled) return;
    if (isPaidResult(polled)) {
      const timer = setTimeout(
        () => void follow.current.navigate(follow.current.confirmation, { replace: true }),
        1200,
      );
      return () => clearTimeout(timer);
    }
    if (polled.status === 'failed' || (polled.order_status && polled.order_status !== 'awaiting_payment'))
      void follow.current.revalidate();
  }, [polled]);

  const [method, setMethod] = useState<string>(
    () =>
      failure?.method ??
      (payment && isPaymentMethod(payment.provider) && payment.status !== 'failed'
        ? payment.provider
        : order.payment_method),
  );
  const submitting = navigation.state !== 'idle' && navigation.formData?.has('payment_method');
  const amount = money(awaiting ? (order.amount_due ?? order.total) : order.total, order.currency, locale);
  const current = payment && isPaymentMethod(payment.provider) ? payment.provider : order.payment_method;
  // Stripe: the card form is on this page (the API hands out the intent's secret only while it can be paid)
  const card =
    current === 'card' && payment?.client_secret && payment.publishable_key
      ? { clientSecret: payment.client_secret, publishableKey: payment.publishable_key }
      : null;

  return (
    <section className="container-page mx-auto grid max-w-3xl gap-8 py-10 md:py-14">
      <header className="grid gap-2">
        <p className="eyebrow">{t('payment.title')}</p>
        <h1 className="font-serif text-4xl">{t('order.number', { number: order.number })}</h1>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <StatusBadge status={order.status} />
          <span>{t('payment.amount', { price: amount })}</span>
          {order.status === 'awaiting_payment' && order.payment_deadline && (
            <span className="text-muted">
              {t('payment.pay_by', { date: formatDateTime(order.payment_deadline) })}
            </span>
          )}
        </div>
      </header>

      {(paid || polledPaid) && (
        <div role="status" className="grid gap-3 rounded-xl border border-success p-5">
          <p className="font-medium text-success">{t('payment.paid')}</p>
          <Link to={confirmation} className="btn-primary justify-self-start">
            {t('payment.view_confirmation')}
          </Link>
        </div>
      )}

      {!awaiting && !paid && (
        <div role="status" className="grid gap-3 rounded-xl border border-line p-5">
          <p>{t('payment.closed', { status: t(`order.status.${order.status}` as MessageKey) })}</p>
          <Link to={localizePath('/', locale)} className="btn-primary justify-self-start">
            {t('checkout.empty_cta')}
          </Link>
        </div>
      )}

      {awaiting && !polledPaid && (
        <>
          {payment?.status === 'failed' && (
            <p role="alert" className="rounded-lg border border-danger p-4 text-sm text-danger">
              {t('payment.failed_retry')}
            </p>
          )}
          {qr && payment && (
            <section
              aria-labelledby="pay-qr-title"
              className="grid gap-4 rounded-xl border border-line bg-surface p-5 md:p-8"
            >
              <h2 id="pay-qr-title" className="text-center font-serif text-2xl">
                {t('payment.qr_title', { method: paymentMethodName(t, qr) })}
              </h2>
              <PaymentQr payment={payment} method={qr} token={token} />
              <p
                role="status"
                aria-live="polite"
                className="flex items-center justify-center gap-2 text-sm text-muted"
              >
                <Spinner /> {t('payment.waiting')}
              </p>
            </section>
          )}
          {hosted && payment && open && (
            <section
              aria-labelledby="pay-hosted-title"
              className="grid gap-4 rounded-xl border border-line p-5"
            >
              <h2 id="pay-hosted-title" className="font-serif text-2xl">
                {t('payment.return_title')}
              </h2>
              <HostedReturnStatus
                paymentId={payment.id}
                payPath={orderPath('pay', order._id, token, locale)}
                initialStatus={payment.status}
              />
              {payment.post_form && (
                <HostedHandoffForm
                  handoff={{
                    ok: true,
                    handoff: payment.post_form,
                    method: current,
                    provider,
                    payPath: orderPath('pay', order._id, token, locale),
                  }}
                  autoSubmit={false}
                />
              )}
            </section>
          )}
          {card && <StripeCardForm {...card} returnPath={confirmation} />}
          {!qr &&
            payment &&
            (payment.status === 'pending' || payment.status === 'requires_action') &&
            payment.redirect_url &&
            (current === 'card' || current === 'alipay') && (
              <div className="grid gap-3 rounded-xl border border-line p-5">
                <p className="text-sm">
                  {t('payment.continue_hint', { method: paymentMethodName(t, current) })}
                </p>
                <a
                  href={paymentPagePath(payment.redirect_url, token, locale, confirmation)}
                  className="btn-primary justify-self-start"
                >
                  {t('payment.continue')}
                </a>
              </div>
            )}
          {current === 'bank_transfer' && payment?.bank && (
            <div className="grid gap-3 rounded-xl border border-line p-5">
              <p className="text-sm">{t('payment.bank_pending')}</p>
              <Link to={confirmation} className="btn-primary justify-self-start">
                {t('payment.bank_details_link')}
              </Link>
            </div>
          )}

          <Form
            method="post"
            noValidate
            className="grid gap-4"
            aria-describedby={failure ? 'pay-error' : undefined}
          >
            <PaymentMethodList
              id="pay-method"
              methods={methods}
              provider={provider}
              value={method}
              onChange={(m: PaymentMethod) => setMethod(m)}
              legend={t(payment ? 'payment.choose_again' : 'payment.choose')}
              error={failure?.error && !isPaymentMethod(failure.method) ? failure.error : undefined}
            />
            {failure && isPaymentMethod(failure.method) && (
              <p id="pay-error" role="alert" className="text-sm text-danger">
                {failure.error}
              </p>
            )}
            <div>
              <button type="submit" className="btn-primary" disabled={submitting}>
                {submitting && <Spinner />}
                {t('payment.pay_amount', { price: amount })}
              </button>
            </div>
          </Form>
        </>
      )}
    </section>
  );
}
