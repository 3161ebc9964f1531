import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { localizePath } from '@shop/core';
import type { Route } from './+types/pay-sandbox';
import { CATALOGUES } from '../i18n/catalogues.server.ts';
import { useI18n, type MessageKey } from '../i18n/i18n.tsx';
import { money } from '../lib/format.ts';
import { seoMeta, rootMeta } from '../lib/seo.ts';
import { readShopState } from '../lib/shop-state.ts';
import { errorMessage } from '../lib/error-message.ts';
import { serverT } from '../lib/form-errors.server.ts';
import { Spinner } from '../components/account/field.tsx';
import {
  checkoutApi,
  pageStatus,
  SANDBOX_OUTCOMES,
  type SandboxOutcome,
} from '../components/checkout/checkout.server.ts';
import { paymentMethodName } from '../components/checkout/order-bits.tsx';
import { orderPath } from '../components/checkout/paths.ts';

/**
 * /pay/sandbox/{paymentId} — the offline sandbox's hosted payment page (a sandbox, not a stub). Card:
 * approve, decline, or a 3-D Secure challenge that passes or fails; Alipay: approve or cancel; FPS / PayMe: the
 * shopper's bank app paying. Only the buyer may choose: a member by their session, a guest by the order token this
 * page's URL carries (as the order pages' do); the API answers anyone else as if the payment did not exist. The
 * page builds its own way back from the order id and that token: the API never hands a token out.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const headers = { 'Cache-Control': 'private, no-store' };
  const token = new URL(request.url).searchParams.get('token');
  try {
    const r = await checkoutApi(context, request).sandbox(params.paymentId);
    return data(
      {
        invalid: false as const,
        payment: r.payment,
        orderNumber: r.order_number,
        orderId: r.order_id,
        token,
      },
      { headers },
    );
  } catch (e) {
    if ((e as { status?: number }).status === 404)
      return data({ invalid: true as const }, { status: 404, headers });
    throw e;
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { locale } = readShopState(request);
  const m = CATALOGUES[locale];
  const form = await request.formData();
  const outcome = String(form.get('outcome') ?? '');
  if (!(SANDBOX_OUTCOMES as readonly string[]).includes(outcome))
    return data({ error: m['auth.try_again'] }, { status: 400 });
  const token = new URL(request.url).searchParams.get('token');
  const res = await checkoutApi(context, request).sandboxComplete(
    params.paymentId,
    outcome as SandboxOutcome,
    token,
  );
  // paid: the confirmation; declined: the order's payment page to try again
  if (res.ok)
    return redirect(
      orderPath(res.data.status === 'succeeded' ? 'confirmation' : 'pay', res.data.order_id, token, locale),
    );
  if (res.status === 404) return data({ error: m['payment.sandbox_not_yours'] }, { status: 404 });
  return data({ error: errorMessage(res.error, serverT(locale)) }, { status: pageStatus(res.status) });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootMeta(matches);
  if (!root) return [];
  return seoMeta({
    title: `${root.messages['payment.sandbox_title']} · Oxygen Ceuticals`,
    path: '/pay/sandbox',
    locale: root.state.locale,
    origin: root.origin,
    noindex: true,
  });
}

const TITLES: Record<string, MessageKey> = {
  card: 'payment.sandbox_card',
  alipay: 'payment.sandbox_alipay',
  fps: 'payment.sandbox_fps',
  payme: 'payment.sandbox_payme',
};

export default function PaySandbox({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const navigation = useNavigation();
  if (loaderData.invalid) {
    return (
      <section className="container-page mx-auto grid max-w-xl justify-items-center gap-4 py-16 text-center">
        <h1 className="font-serif text-4xl">{t('payment.sandbox_title')}</h1>
        <p role="alert" className="text-muted">
          {t('payment.sandbox_unknown')}
        </p>
        <Link to={localizePath('/', locale)} className="btn-primary">
          {t('checkout.empty_cta')}
        </Link>
      </section>
    );
  }
  const { payment, orderNumber, orderId, token } = loaderData;
  const provider = payment.provider;
  const open = payment.status === 'pending' || payment.status === 'requires_action';
  const busy = navigation.state !== 'idle' && !!navigation.formData?.has('outcome');
  const chosen = navigation.formData?.get('outcome');
  const error = (actionData as { error?: string } | undefined)?.error;
  const button = (outcome: SandboxOutcome, label: string, primary = false) => (
    <button
      type="submit"
      name="outcome"
      value={outcome}
      disabled={busy}
      className={primary ? 'btn-primary w-full' : 'btn-ghost w-full border border-line'}
    >
      {busy && chosen === outcome && <Spinner />}
      {label}
    </button>
  );
  return (
    <section className="container-page mx-auto max-w-lg py-10 md:py-16">
      <div className="overflow-hidden rounded-2xl border border-line bg-surface shadow-sm">
        <div className="border-b border-dashed border-line bg-surface-2 px-6 py-3 text-center text-xs font-medium uppercase tracking-[0.16em] text-muted">
          {t('payment.sandbox_banner')}
        </div>
        <div className="grid gap-6 p-6">
          <header className="grid gap-1 text-center">
            <h1 className="font-serif text-3xl">{t(TITLES[provider] ?? 'payment.sandbox_title')}</h1>
            <p className="text-sm text-muted">{t('payment.sandbox_nothing_charged')}</p>
          </header>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div className="min-w-0 rounded-lg bg-surface-2 p-3">
              <dt className="text-xs text-muted">{t('payment.bank_amount')}</dt>
              <dd className="mt-1 break-words text-base">
                {money(payment.amount, payment.currency, locale)}
              </dd>
            </div>
            <div className="min-w-0 rounded-lg bg-surface-2 p-3">
              <dt className="text-xs text-muted">{t('payment.sandbox_order')}</dt>
              <dd className="mt-1 break-all text-base">{orderNumber}</dd>
            </div>
            <div className="col-span-2 rounded-lg bg-surface-2 p-3">
              <dt className="text-xs text-muted">{t('checkout.payment_method')}</dt>
              <dd className="mt-1">{paymentMethodName(t, provider)}</dd>
            </div>
          </dl>
          {error && (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          )}
          {open ? (
            <Form method="post" className="grid gap-3">
              {provider === 'card' && (
                <>
                  <p className="text-center font-mono text-xs tracking-wider text-muted" aria-hidden="true">
                    4242 4242 4242 4242 · 12/34 · 123
                  </p>
                  {button('approve', t('payment.sandbox_approve'), true)}
                  {button('decline', t('payment.sandbox_decline'))}
                  <fieldset className="grid gap-3 rounded-lg border border-line p-4">
                    <legend className="px-1 text-sm font-medium">{t('payment.sandbox_3ds')}</legend>
                    <p className="text-xs text-muted">{t('payment.sandbox_3ds_hint')}</p>
                    <div className="grid gap-3 sm:grid-cols-2">
                      {button('challenge_pass', t('payment.sandbox_3ds_pass'))}
                      {button('challenge_fail', t('payment.sandbox_3ds_fail'))}
                    </div>
                  </fieldset>
                </>
              )}
              {provider === 'alipay' && (
                <>
                  {button('approve', t('payment.sandbox_approve'), true)}
                  {button('decline', t('payment.sandbox_cancel'))}
                </>
              )}
              {(provider === 'fps' || provider === 'payme') && (
                <>
                  <p className="text-sm text-muted">{t('payment.sandbox_bank_hint')}</p>
                  {button('approve', t('payment.sandbox_bank_pay'), true)}
                  {button('decline', t('payment.sandbox_bank_reject'))}
                </>
              )}
              {!TITLES[provider] && button('approve', t('payment.sandbox_approve'), true)}
            </Form>
          ) : (
            <div className="grid gap-3 text-center">
              <p role="status">
                {t(payment.status === 'succeeded' ? 'payment.sandbox_done' : 'payment.sandbox_failed')}
              </p>
              <Link
                to={orderPath(
                  payment.status === 'succeeded' ? 'confirmation' : 'pay',
                  orderId,
                  token,
                  locale,
                )}
                className="btn-primary"
              >
                {t('payment.sandbox_back')}
              </Link>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
