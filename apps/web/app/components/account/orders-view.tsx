import { useEffect } from 'react';
import { Form, Link } from 'react-router';
import { localizePath, type Order } from '@shop/core';
import { useI18n, type MessageKey } from '../../i18n/i18n.tsx';
import { localizedName, money } from '../../lib/format.ts';
import type { OrderDetail, OrdersData, ReorderLine } from '../../routes/account/orders.server.ts';
import {
  formatDateTime,
  methodName,
  DetailItem,
  OrderDeliveryDetails,
  OrderSummary,
  StatusBadge,
} from '../checkout/order-bits.tsx';
import { orderPath } from '../checkout/paths.ts';
import { deliveryOf } from '../checkout/types.ts';
import { useShell } from '../shell-context.tsx';
import type { OrderReturns as OrderReturnsData } from '@shop/core/contract/return';
import { OrderReturns } from './order-returns.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { FormMessage, useSending, useViewResult } from './view-result.tsx';
import { OrderReviewLinks } from './order-review-links.tsx';
import type { OrderReviewLink } from '../../routes/account/order-reviews.server.ts';

const href = (q: string, locale: Parameters<typeof localizePath>[1]) => localizePath(`/account?${q}`, locale);

/** ORDERS: the member's single or subscription orders, newest first, or one order's detail (`&order=`). */
export function OrdersView({ data }: { data: OrdersData }) {
  if (data.kind === 'detail')
    return (
      <OrderDetailView id={data.id} detail={data.detail} returns={data.returns} reviews={data.reviews} />
    );
  return <OrderList data={data} />;
}

function OrderList({ data }: { data: Extract<OrdersData, { kind: 'list' }> }) {
  const { t, locale } = useI18n();
  const { list, type, page } = data;
  const pages = Math.max(1, Math.ceil(list.total / list.page_size));
  const tabs: ['single' | 'subscription', MessageKey][] = [
    ['single', 'account.orders.single'],
    ['subscription', 'account.orders.subscription'],
  ];
  return (
    <section aria-labelledby="acc-orders" className="grid gap-5">
      <h2 id="acc-orders" className="font-serif text-2xl">
        {t('account.nav.orders')}
      </h2>
      <nav aria-label={t('account.orders.kind')}>
        <ul className="flex flex-wrap gap-2">
          {tabs.map(([k, label]) => (
            <li key={k}>
              <Link
                to={href(`view=ORDERS&type=${k}`, locale)}
                aria-current={k === type ? 'page' : undefined}
                className={`btn-ghost border px-4 ${k === type ? 'border-accent font-medium' : 'border-line'}`}
              >
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {list.items.length === 0 ? (
        <p className="text-muted">{t('account.orders.none')}</p>
      ) : (
        <ul className="grid gap-3">
          {list.items.map((o) => (
            <li key={o._id}>
              <OrderRow order={o} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav
          aria-label={t('account.orders.pages')}
          className="flex items-center justify-between gap-3 text-sm"
        >
          {page > 1 ? (
            <Link
              to={href(`view=ORDERS&type=${type}&page=${page - 1}`, locale)}
              className="btn-ghost border border-line px-4"
            >
              {t('account.orders.newer')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-muted">{t('account.orders.page_of', { page, pages })}</span>
          {page < pages ? (
            <Link
              to={href(`view=ORDERS&type=${type}&page=${page + 1}`, locale)}
              className="btn-ghost border border-line px-4"
            >
              {t('account.orders.older')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </section>
  );
}

function OrderRow({ order }: { order: Order }) {
  const { t, locale } = useI18n();
  const count = order.items.reduce((n, i) => n + i.quantity, 0);
  return (
    <article className="grid gap-2 rounded-xl border border-line p-4 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid gap-1">
        <h3 className="font-medium">
          <Link
            to={href(`view=ORDERS&order=${encodeURIComponent(order._id)}`, locale)}
            className="inline-flex min-h-11 items-center underline-offset-4 hover:underline"
          >
            {t('order.number', { number: order.number })}
          </Link>
        </h3>
        <p className="text-sm text-muted">
          {formatDateTime(order.created_at)} · {t('account.orders.items', { count })} ·{' '}
          {money(order.total, order.currency, locale)}
        </p>
      </div>
      {/* its own width, not the row's, on a phone */}
      <div className="justify-self-start sm:justify-self-end">
        <StatusBadge status={order.status} />
      </div>
    </article>
  );
}

function OrderDetailView({
  id,
  detail,
  returns,
  reviews,
}: {
  id: string;
  detail: OrderDetail | null;
  returns: OrderReturnsData | null;
  reviews: OrderReviewLink[];
}) {
  const { t, locale } = useI18n();
  const back = (
    <Link to={href('view=ORDERS', locale)} className="btn-ghost justify-self-start border border-line px-4">
      <span aria-hidden="true">←</span> {t('account.orders.back')}
    </Link>
  );
  if (!detail)
    return (
      <section aria-labelledby="acc-order" className="grid gap-4">
        <h2 id="acc-order" className="font-serif text-2xl">
          {t('account.nav.orders')}
        </h2>
        <p role="alert">{t('payment.invalid_order')}</p>
        {back}
      </section>
    );
  const { order, payment, timeline } = detail;
  const delivery = deliveryOf(order.delivery ?? {});
  const invoice = `/api/v1/order/${encodeURIComponent(order._id)}/invoice?lang=${locale}`;
  return (
    <section aria-labelledby="acc-order" className="grid gap-6 md:grid-cols-12">
      <header className="grid gap-3 md:col-span-12">
        {back}
        <h2 id="acc-order" className="font-serif text-3xl">
          {t('order.number', { number: order.number })}
        </h2>
        <p className="flex flex-wrap items-center gap-3 text-sm">
          <StatusBadge status={order.status} />
          <span className="text-muted">
            {t('order.placed_at', { date: formatDateTime(order.created_at) })}
          </span>
        </p>
        <div className="flex flex-wrap gap-3">
          {order.status === 'awaiting_payment' && (
            <Link to={orderPath('pay', order._id, null, locale)} className="btn-primary">
              {t('payment.pay_now')}
            </Link>
          )}
          <BuyAgain orderId={id} />
          <a href={invoice} className="btn-ghost border border-line px-5">
            {t('order.invoice')}
          </a>
        </div>
        <ReorderNote order={order} />
      </header>

      <div className="grid content-start gap-6 md:col-span-7">
        <section aria-labelledby="acc-timeline" className="grid gap-3">
          <h3 id="acc-timeline" className="font-serif text-xl">
            {t('account.timeline.title')}
          </h3>
          <OrderTimeline steps={timeline} currency={order.currency} />
        </section>
        <OrderReturns orderId={order._id} data={returns} />

        <section aria-labelledby="acc-delivery" className="grid gap-3">
          <h3 id="acc-delivery" className="font-serif text-xl">
            {t('order.delivery_title')}
          </h3>
          <OrderDeliveryDetails order={order}>
            {payment && (
              <DetailItem
                label={t('account.orders.payment_status')}
                value={paymentStatus(t, payment.status)}
              />
            )}
          </OrderDeliveryDetails>
        </section>

        {order.gift && (order.gift.message || order.gift.recipient) && (
          <section
            aria-labelledby="acc-gift"
            className="grid gap-2 rounded-xl border border-line p-4 text-sm"
          >
            <h3 id="acc-gift" className="font-serif text-xl">
              {t('order.card_title')}
            </h3>
            {order.gift.recipient && (
              <p>
                {t('checkout.gift_recipient')}: {order.gift.recipient}
              </p>
            )}
            {order.gift.message && <p className="whitespace-pre-line">{order.gift.message}</p>}
            {order.gift.sender && (
              <p>
                {t('checkout.gift_sender')}: {order.gift.sender}
              </p>
            )}
          </section>
        )}
      </div>

      <aside className="md:col-span-5">
        <div className="rounded-xl border border-line bg-surface p-5">
          <OrderSummary
            summary={order}
            couponCode={order.coupon_code}
            deliveryLabel={delivery.methodName ? methodName(delivery.methodName, locale) : null}
            headingLevel="h3"
            id="acc-order-summary"
          />
        </div>
        <OrderReviewLinks links={reviews} />
      </aside>
    </section>
  );
}

function paymentStatus(t: (k: MessageKey) => string, status: string) {
  const key = `account.payment.${status}` as MessageKey;
  const s = t(key);
  return s === key ? status : s;
}

/** "Buy again": the order's lines back in the bag, re-priced; the bag opens when something went in. */
function BuyAgain({ orderId }: { orderId: string }) {
  const { t } = useI18n();
  const sending = useSending('orders:reorder');
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="orders:reorder" />
      <input type="hidden" name="order" value={orderId} />
      <button
        type="submit"
        className="btn-ghost border border-line px-5"
        aria-disabled={sending || undefined}
      >
        {t('account.orders.buy_again')}
      </button>
    </Form>
  );
}

function ReorderNote({ order }: { order: Order }) {
  const { t, locale } = useI18n();
  const { openRight } = useShell();
  const answer = useViewResult('orders:reorder');
  const lines = answer?.ok ? (answer.extra as { added: ReorderLine[]; not_added: ReorderLine[] }) : null;
  const added = lines?.added.length ?? 0;
  useEffect(() => {
    if (added > 0) openRight('cart');
  }, [answer, added, openRight]);
  if (!answer) return null;
  const nameOf = (l: ReorderLine) => {
    const item = order.items.find((i) => i.sub_sku === l.sub_sku);
    return item
      ? `${localizedName(item.name, locale)} (${localizedName(item.option_name, locale)})`
      : l.sub_sku;
  };
  return (
    <div className="grid gap-2">
      <FormMessage answer={answer} />
      {lines && lines.not_added.length > 0 && (
        <div role="status" className="rounded-lg border border-line bg-surface-2 p-3 text-sm">
          <p>{t('account.orders.not_added')}</p>
          <ul className="mt-1 list-disc pl-5">
            {lines.not_added.map((l) => (
              <li key={l.sub_sku}>{nameOf(l)}</li>
            ))}
          </ul>
        </div>
      )}
      {added > 0 && (
        <Link
          to={localizePath('/cart', locale)}
          className="justify-self-start text-sm underline underline-offset-4"
        >
          {t('account.orders.open_bag')}
        </Link>
      )}
    </div>
  );
}
