import { data, Form, Link, useNavigation } from 'react-router';
import { localizePath, type OrderLookup } from '@shop/core';
import type { Route } from './+types/order-lookup';
import { CATALOGUES } from '../i18n/catalogues.server.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { api } from '../lib/api.server.ts';
import { translateValidation } from '../lib/form-errors.server.ts';
import { money } from '../lib/format.ts';
import { seoMeta, rootMeta } from '../lib/seo.ts';
import { readShopState } from '../lib/shop-state.ts';
import { describedBy, Field, INPUT_CLASS } from '../components/account/field.tsx';
import { OrderTimeline } from '../components/account/order-timeline.tsx';
import { OrderReturns } from '../components/account/order-returns.tsx';
import type { ViewAnswer } from '../components/account/view-result.tsx';
import { actReturnRequest, loadOrderReturns } from './account/returns.server.ts';
import type { OrderReturns as OrderReturnsData } from '@shop/core/contract/return';
import { formatDateTime, StatusBadge } from '../components/checkout/order-bits.tsx';
import { orderPath } from '../components/checkout/paths.ts';

type LookupResult =
  | { ok: true; found: OrderLookup; returns: OrderReturnsData | null; answer?: ViewAnswer }
  | {
      ok: false;
      error: string;
      fields: Record<string, string>;
      values: { order_number: string; email: string };
    };

const LABELS = { order_number: 'lookup.order_number', email: 'auth.email' } as const;

/**
 * /order-lookup: a guest finds an order by its number and email (POST /api/v1/order/lookup). A wrong email and an
 * unknown number read the same; too many tries say to wait. The answer carries a 24 h token for the order page
 * and its invoice.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = readShopState(request);
  const m = CATALOGUES[locale];
  const form = await request.formData();
  const values = {
    order_number: String(form.get('order_number') ?? '').trim(),
    email: String(form.get('email') ?? '').trim(),
  };
  const headers = { 'Cache-Control': 'private, no-store' };
  // a return asked from the found order: sent, then the order looked up again to show it with its returns
  const answer =
    form.get('intent') === 'orders:return'
      ? { ...(await actReturnRequest({ context, request }, form)), intent: 'orders:return' }
      : undefined;
  const res = await api(context, request).send<OrderLookup>('POST', '/api/v1/order/lookup', values);
  if (res.ok) {
    const returns = await loadOrderReturns({ context, request }, res.data.order._id, res.data.access_token);
    return data<LookupResult>({ ok: true, found: res.data, returns, answer }, { headers });
  }
  const field = res.error.field ?? '';
  const error =
    res.status === 429
      ? m['lookup.too_many']
      : res.status === 400 && res.error.key
        ? translateValidation(res.error.key, field, locale, LABELS)
        : res.status === 400 || res.status === 404
          ? m['lookup.not_found']
          : m['form.server_error'];
  return data<LookupResult>(
    { ok: false, error, fields: field && res.status === 400 ? { [field]: error } : {}, values },
    { status: res.status === 429 ? 429 : res.status >= 500 ? 400 : res.status, headers },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootMeta(matches);
  if (!root) return [];
  return seoMeta({
    title: `${root.messages['lookup.title']} · Oxygen Ceuticals`,
    path: '/order-lookup',
    locale: root.state.locale,
    origin: root.origin,
    noindex: true,
  });
}

export default function OrderLookupPage({ actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const nav = useNavigation();
  const result = actionData as LookupResult | undefined;
  const failed = result && !result.ok ? result : undefined;
  const input = (
    name: 'order_number' | 'email',
    label: string,
    extra: React.InputHTMLAttributes<HTMLInputElement>,
  ) => {
    const id = `lookup-${name}`;
    const error = failed?.fields[name];
    return (
      <Field id={id} label={label} error={error}>
        <input
          id={id}
          name={name}
          defaultValue={failed?.values[name]}
          aria-required
          aria-invalid={!!error || undefined}
          aria-describedby={describedBy(id, error)}
          className={INPUT_CLASS}
          {...extra}
        />
      </Field>
    );
  };
  return (
    <section className="container-page mx-auto grid max-w-3xl gap-8 py-10 md:py-14">
      <header className="grid gap-2">
        <h1 className="font-serif text-4xl">{t('lookup.title')}</h1>
        <p className="text-muted">{t('lookup.intro')}</p>
      </header>
      <Form
        method="post"
        noValidate
        className="grid gap-4 rounded-xl border border-line p-5 sm:grid-cols-2"
        aria-label={t('lookup.title')}
      >
        {failed && (
          <p role="alert" className="rounded-lg border border-danger p-3 text-sm text-danger sm:col-span-2">
            {failed.error}
          </p>
        )}
        {input('order_number', t('lookup.order_number'), { autoComplete: 'off', placeholder: 'OC…' })}
        {input('email', t('auth.email'), { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        <button
          type="submit"
          className="btn-primary justify-self-start"
          aria-disabled={nav.state !== 'idle' || undefined}
        >
          {t('lookup.find')}
        </button>
      </Form>
      {result?.ok && <Found found={result.found} returns={result.returns} answer={result.answer} />}
    </section>
  );
}

function Found({
  found,
  returns,
  answer,
}: {
  found: OrderLookup;
  returns: OrderReturnsData | null;
  answer?: ViewAnswer;
}) {
  const { t, locale } = useI18n();
  const { order, timeline, access_token: token } = found;
  const invoice = `/api/v1/order/${encodeURIComponent(order._id)}/invoice?${new URLSearchParams({ token, lang: locale })}`;
  return (
    <section
      aria-labelledby="lookup-order"
      className="grid gap-4 rounded-xl border border-line p-5"
      role="region"
    >
      <h2 id="lookup-order" className="font-serif text-2xl">
        {t('order.number', { number: order.number })}
      </h2>
      <p className="flex flex-wrap items-center gap-3 text-sm">
        <StatusBadge status={order.status} />
        <span className="text-muted">
          {formatDateTime(order.created_at)} · {money(order.total, order.currency, locale)}
        </span>
      </p>
      <h3 className="font-serif text-xl">{t('account.timeline.title')}</h3>
      <OrderTimeline steps={timeline} currency={order.currency} />
      <OrderReturns orderId={order._id} data={returns} token={token} answer={answer}>
        <input type="hidden" name="order_number" value={order.number} />
        <input type="hidden" name="email" value={order.email} />
      </OrderReturns>
      <div className="flex flex-wrap gap-3">
        <a href={invoice} className="btn-ghost border border-line px-5">
          {t('order.invoice')}
        </a>
        <Link
          to={orderPath('confirmation', order._id, token, locale)}
          className="btn-ghost border border-line px-5"
        >
          {t('lookup.open_order')}
        </Link>
      </div>
      <p className="text-sm text-muted">
        {t('lookup.member_hint')}{' '}
        <Link to={localizePath('/register', locale)} className="underline underline-offset-4">
          {t('auth.create_account')}
        </Link>
      </p>
    </section>
  );
}
