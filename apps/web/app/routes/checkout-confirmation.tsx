import { data, Link, useNavigation } from 'react-router';
import { localizePath, type Locale } from '@shop/core';
import type { Route } from './+types/checkout-confirmation';
import { CATALOGUES } from '../i18n/catalogues.server.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { serverT, translateValidation } from '../lib/form-errors.server.ts';
import { errorMessage } from '../lib/error-message.ts';
import { money } from '../lib/format.ts';
import { seoMeta, rootMeta } from '../lib/seo.ts';
import { readShopState } from '../lib/shop-state.ts';
import { BankTransfer } from '../components/checkout/bank-transfer.tsx';
import { CardMessage, type CardResult } from '../components/checkout/card-message.tsx';
import { checkoutApi, pageStatus } from '../components/checkout/checkout.server.ts';
import { CHECKOUT_LABELS, validateReference } from '../components/checkout/checkout-form.ts';
import {
  formatDateTime,
  methodName,
  DetailItem,
  OrderDeliveryDetails,
  OrderSummary,
  StatusBadge,
} from '../components/checkout/order-bits.tsx';
import { orderPath } from '../components/checkout/paths.ts';
import { HostedReturnStatus } from '../components/checkout/hosted-return.tsx';
import {
  CARD_EDITABLE_STATUSES,
  deliveryOf,
  PAID_STATUSES,
  type Order,
} from '../components/checkout/types.ts';

/** The order id: /checkout/order-confirmation/{id}, or the legacy /order-confirmation?orderId= (also order_id, id). */
function orderIdOf(params: { orderId?: string }, url: URL): string | null {
  return (
    params.orderId ||
    url.searchParams.get('orderId') ||
    url.searchParams.get('order_id') ||
    url.searchParams.get('id') ||
    null
  );
}

/**
 * Order confirmation (2.12-07): status, the summary with every fee, delivery details, the invoice, and for a
 * bank transfer the account to pay into, the deadline and a form to state the transfer reference.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const headers = { 'Cache-Control': 'private, no-store' };
  const id = orderIdOf(params, url);
  const token = url.searchParams.get('token');
  const client = checkoutApi(context, request);
  const found = id ? await client.order(id, token) : null;
  if (!found) return data({ invalid: true as const }, { status: 404, headers });
  const [packages, { provider }] = await Promise.all([
    client.packageDetails([...new Set(found.order.items.map((i) => i.sku))]),
    client.paymentOptions(found.order.currency),
  ]);
  return data(
    { invalid: false as const, order: found.order, payment: found.payment, token, packages, provider },
    { headers },
  );
}

type ReferenceResult = { ok: true } | { ok: false; error: string; reference: string };

/** The card form's fields, labelled as at checkout. */
const CARD_LABELS = {
  recipient: 'checkout.gift_recipient',
  sender: 'checkout.gift_sender',
  message: 'checkout.gift_message',
} as const;

/** The gift card: POST /api/v1/order/card-message; the API applies checkout's gift rules (5-13, 5-14). */
async function saveCard(
  api: ReturnType<typeof checkoutApi>,
  id: string,
  token: string | null,
  form: FormData,
  locale: Locale,
) {
  const card = {
    recipient: String(form.get('recipient') ?? ''),
    sender: String(form.get('sender') ?? ''),
    message: String(form.get('message') ?? ''),
  };
  const res = await api.cardMessage(id, card, token);
  if (res.ok) return data<CardResult>({ intent: 'card', ok: true });
  const m = CATALOGUES[locale];
  const error =
    res.status === 400 && res.error.key && res.error.field
      ? translateValidation(res.error.key, res.error.field, locale, CARD_LABELS)
      : res.status === 404
        ? m['payment.invalid_order']
        : errorMessage(res.error, serverT(locale), { codes: { card_message_locked: 'order.card_locked' } });
  return data<CardResult>({ intent: 'card', ok: false, error, card }, { status: pageStatus(res.status) });
}

/** The shopper's bank-transfer reference: POST /api/v1/order/{id}/transfer-reference. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { locale } = readShopState(request);
  const url = new URL(request.url);
  const id = orderIdOf(params, url);
  const token = url.searchParams.get('token');
  const form = await request.formData();
  const raw = String(form.get('reference') ?? '');
  const m = CATALOGUES[locale];
  if (!id)
    return data<ReferenceResult>(
      { ok: false, error: m['payment.invalid_order'], reference: raw },
      { status: 404 },
    );
  if (form.get('intent') === 'card') return saveCard(checkoutApi(context, request), id, token, form, locale);
  const checked = validateReference(raw);
  if (!checked.reference) {
    return data<ReferenceResult>(
      {
        ok: false,
        error: translateValidation(checked.message ?? '', 'reference', locale, CHECKOUT_LABELS),
        reference: raw,
      },
      { status: 400 },
    );
  }
  const res = await checkoutApi(context, request).transferReference(id, checked.reference, token);
  if (res.ok) return data<ReferenceResult>({ ok: true });
  const error =
    res.status === 400 && res.error.key
      ? translateValidation(res.error.key, 'reference', locale, CHECKOUT_LABELS)
      : errorMessage(res.error, serverT(locale), { codes: { order_not_payable: 'payment.not_payable' } });
  return data<ReferenceResult>({ ok: false, error, reference: raw }, { status: pageStatus(res.status) });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootMeta(matches);
  if (!root) return [];
  return seoMeta({
    title: `${root.messages['order.confirmation_title']} · Oxygen Ceuticals`,
    path: '/order-confirmation',
    locale: root.state.locale,
    origin: root.origin,
    noindex: true,
  });
}

export default function CheckoutConfirmation({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const navigation = useNavigation();
  if (loaderData.invalid) {
    return (
      <section className="container-page mx-auto grid max-w-xl justify-items-center gap-4 py-16 text-center md:py-24">
        <h1 className="font-serif text-4xl">{t('order.confirmation_title')}</h1>
        <p role="alert" className="text-muted">
          {t('payment.invalid_order')}
        </p>
        <Link to={localizePath('/', locale)} className="btn-primary">
          {t('checkout.empty_cta')}
        </Link>
      </section>
    );
  }
  const { order, payment, token, packages, provider } = loaderData;
  // back from PayDollar's hosted page (its success, fail and cancel addresses): the status as our API knows it
  const hostedReturn =
    provider === 'paydollar' &&
    !!payment &&
    order.payment_method !== 'bank_transfer' &&
    ['pending', 'requires_action', 'failed'].includes(payment.status);
  const posted = actionData as ReferenceResult | CardResult | undefined;
  const card = posted && 'intent' in posted ? posted : undefined;
  const result = posted && !('intent' in posted) ? posted : undefined;
  const paid = PAID_STATUSES.includes(order.status);
  const awaiting = order.status === 'awaiting_payment';
  const bankTransfer =
    order.payment_method === 'bank_transfer' && (!payment || payment.provider === 'bank_transfer');
  const delivery = deliveryOf(order.delivery ?? {});
  // the invoice speaks the page's language
  const invoiceQuery = new URLSearchParams({ ...(token ? { token } : {}), lang: locale }).toString();
  const heading = paid
    ? 'order.thanks_title'
    : awaiting
      ? bankTransfer
        ? 'order.reserved_title'
        : 'order.awaiting_title'
      : 'order.confirmation_title';

  return (
    <section className="container-page mx-auto grid max-w-5xl gap-10 py-10 md:grid-cols-12 md:py-14">
      <header className="grid gap-3 md:col-span-12">
        <p className="eyebrow">{t('order.number', { number: order.number })}</p>
        <h1 className="font-serif text-4xl">{t(heading)}</h1>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <StatusBadge status={order.status} />
          <span className="text-muted">
            {t('order.placed_at', { date: formatDateTime(order.created_at) })}
          </span>
        </div>
        {order.email && <p className="text-sm text-muted">{t('order.email_sent', { email: order.email })}</p>}
      </header>

      <div className="grid content-start gap-8 md:col-span-7">
        {awaiting && bankTransfer && payment?.bank && (
          <BankTransfer
            bank={payment.bank}
            amount={order.total}
            currency={order.currency}
            deadline={order.payment_deadline}
            error={result && !result.ok ? result.error : undefined}
            sent={!!result?.ok || !!order.transfer_reference}
            pending={navigation.state !== 'idle' && !!navigation.formData?.has('reference')}
            defaultReference={result && !result.ok ? result.reference : undefined}
          />
        )}
        {awaiting && hostedReturn && payment && (
          <HostedReturnStatus
            paymentId={payment.id}
            payPath={orderPath('pay', order._id, token, locale)}
            initialStatus={payment.status}
          />
        )}
        {awaiting && !hostedReturn && !(bankTransfer && payment?.bank) && (
          <div className="grid gap-3 rounded-xl border border-accent p-5">
            <p className="text-sm">
              {t('order.awaiting_body')}
              {order.payment_deadline
                ? ` ${t('payment.pay_by', { date: formatDateTime(order.payment_deadline) })}`
                : ''}
            </p>
            <Link to={orderPath('pay', order._id, token, locale)} className="btn-primary justify-self-start">
              {t('payment.pay_now')}
            </Link>
          </div>
        )}

        <AfterSale order={order} />

        <section aria-labelledby="order-delivery-title" className="grid gap-3">
          <h2 id="order-delivery-title" className="font-serif text-2xl">
            {t('order.delivery_title')}
          </h2>
          <OrderDeliveryDetails order={order} />
        </section>

        <CardMessage
          gift={order.gift}
          editable={CARD_EDITABLE_STATUSES.includes(order.status)}
          result={card}
          pending={navigation.state !== 'idle' && navigation.formData?.get('intent') === 'card'}
        />

        <div className="flex flex-wrap gap-3">
          <a
            href={`/api/v1/order/${encodeURIComponent(order._id)}/invoice?${invoiceQuery}`}
            className="btn-ghost border border-line px-5"
          >
            <svg
              width="18"
              height="18"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              aria-hidden="true"
            >
              <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
            </svg>
            {t('order.invoice')}
          </a>
          <Link to={localizePath('/', locale)} className="btn-ghost border border-line px-5">
            {t('order.continue_shopping')}
          </Link>
        </div>
      </div>

      <aside className="md:col-span-5">
        <div className="rounded-xl border border-line bg-surface p-5 md:p-6">
          <OrderSummary
            summary={order}
            couponCode={order.coupon_code}
            deliveryLabel={delivery.methodName ? methodName(delivery.methodName, locale) : null}
            packages={packages}
          />
        </div>
      </aside>
    </section>
  );
}

/** What happened after the sale: the parcel's carrier and tracking, delivery, cancellation and money given back. */
function AfterSale({ order }: { order: Order }) {
  const { t, locale } = useI18n();
  const refunded = order.refunded_amount ?? 0;
  const notes: string[] = [];
  if (order.status === 'delivered') notes.push(t('order.delivered_body'));
  if (order.status === 'cancelled') notes.push(t('order.cancelled_body'));
  if (refunded > 0)
    notes.push(
      t(refunded >= order.total ? 'order.refunded_body' : 'order.partial_refund', {
        amount: money(refunded, order.currency, locale),
      }),
    );
  if (!order.carrier && notes.length === 0) return null;
  return (
    <section
      aria-labelledby="order-after-sale-title"
      className="grid gap-3 rounded-xl border border-line p-5"
    >
      <h2 id="order-after-sale-title" className="font-serif text-2xl">
        {t(order.carrier ? 'order.shipment_title' : 'order.updates_title')}
      </h2>
      {order.carrier && (
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <DetailItem label={t('order.carrier')} value={order.carrier} />
          {order.tracking_number && (
            <DetailItem label={t('order.tracking_number')} value={order.tracking_number} />
          )}
        </dl>
      )}
      {order.tracking_url && /^https:\/\//i.test(order.tracking_url) && (
        <a
          href={order.tracking_url}
          target="_blank"
          rel="noopener noreferrer"
          className="btn-ghost justify-self-start border border-line px-5"
        >
          {t('order.track_parcel')}
        </a>
      )}
      {notes.map((n) => (
        <p key={n} className="text-sm">
          {n}
        </p>
      ))}
    </section>
  );
}
