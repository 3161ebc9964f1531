// /admin/orders/:id: one order for the staff. Each form (move, refund, transfer, note) posts to its own child
// route's action through the page's fetcher; the answer shows once, under the header.
import { Link, Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import {
  canRefund,
  cancelRefundsInFull,
  formatMoney,
  isCurrency,
  orderStatusName,
  type CurrencyCode,
} from '@shop/core';
import type { OrderOperationsSettings } from '@shop/core/contract/admin-settings';
import type { Route } from './+types/order';
import { adminApi } from '../../../lib/admin-api.server.ts';
import { useAdminLang, useAdminStaff, useAdminT } from '../../../lib/admin-i18n.tsx';
import { useAdminDateTimeFormat } from '../../../lib/admin-format.ts';
import { Card, Notice, PageHeader } from '../../../components/admin/ui.tsx';
import { OrderActions } from '../../../components/admin/order/order-actions.tsx';
import { TransferForm } from '../../../components/admin/order/transfer-form.tsx';
import { OrderEditCard } from '../../../components/admin/order/order-edit-card.tsx';
import { OrderOwed } from '../../../components/admin/order/order-owed.tsx';
import { useOrderFetcher } from '../../../components/admin/order/order-form.tsx';
import { OrderItems } from '../../../components/admin/order/order-items.tsx';
import { OrderSidebar } from '../../../components/admin/order/order-sidebar.tsx';
import { RefundForm } from '../../../components/admin/order/refund-form.tsx';
import { ShipmentsCard } from '../../../components/admin/order/shipments-card.tsx';
import { OrderReturnsCard } from '../../../components/admin/return/order-returns-card.tsx';
import type { Localized, OrderDetail } from '../../../components/admin/order/order-types.ts';
import { paymentMethodLabel } from '../../../components/admin/order/payment-card.tsx';
import type { AdminT } from '../../../lib/admin-i18n.tsx';

/** A payment's own actor (`provider:<method>`) reads as the method's name, never as our internal code. */
function actorName(t: AdminT, actor: string, provider: string): string {
  const method = /^provider:(\w+)$/.exec(actor)?.[1];
  return method ? paymentMethodLabel(t, method, provider) : actor;
}

/** Timeline notes name a payment by its internal id: staff read the rest of the note without it. */
function readableNote(note: string | null | undefined): string {
  return (note ?? '').replace(/\bpayment [0-9a-f]{8}-[0-9a-f-]{27}:?\s*/gi, '').trim();
}
export { AdminRouteError as ErrorBoundary } from '../../../components/admin/route-error.tsx';

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `Order ${loaderData.number}` : 'Order' }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const client = adminApi(context, request);
  const [o, ops, pay] = await Promise.all([
    client.get<OrderDetail>(`/api/v1/admin/orders/${encodeURIComponent(params.id)}`),
    client.get<OrderOperationsSettings>('/api/v1/admin/settings/order-operations'),
    // which provider takes this shop's payments (names PayDollar, its PayRef and its re-check)
    client.get<{ provider: string }>('/api/v1/payment-methods').catch(() => ({ provider: '' })),
  ]);
  // the transfer form says what a short payment will do (within the tolerance: written off)
  return {
    ...o,
    payment_provider: pay.provider,
    transfer_tolerance: isCurrency(o.currency) ? (ops.transfer_tolerance[o.currency] ?? 0) : 0,
  };
}

/** A write refused with 409 (someone else changed the order): the page shows the order as it is now. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export default function OrderRoute({ loaderData }: Route.ComponentProps) {
  // another order is another page: no answer of the last one stays on screen
  return <OrderPage key={loaderData._id} o={loaderData} />;
}

function OrderPage({ o }: { o: OrderDetail & { transfer_tolerance: number; payment_provider: string } }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const staff = useAdminStaff();
  const result = useOrderFetcher(o._id).data;
  const money = (n: number) => formatMoney(n, o.currency as CurrencyCode, lang);
  const date = useAdminDateTimeFormat();
  const name = (n: Localized) => (lang === 'en' ? n.eng : n.chi) || n.eng;
  const canMove = staff.can('orders:write');
  const moves = o.allowed_transitions.filter(
    (to) => canMove && (to !== 'cancelled' || !cancelRefundsInFull(o.status) || staff.can('orders:refund')),
  );
  const refundOpen =
    staff.can('orders:refund') && o.refundable > 0 && canRefund(o.status, o.paid_amount, o.refunded_amount);

  return (
    <div className="flex flex-col gap-6">
      <p>
        <Link to="/admin/orders" className="text-sm underline underline-offset-2">
          ← {t('admin.order.back')}
        </Link>
      </p>
      <PageHeader title={t('admin.order.title', { number: o.number })} />
      <p className="-mt-4 flex flex-wrap gap-3 text-sm">
        <span className="rounded-full border border-line px-3 py-1 font-medium" data-testid="order-status">
          {orderStatusName(o.status, lang)}
        </span>
        <span className="text-muted">{date.format(new Date(o.created_at))}</span>
        <span className="text-muted">{paymentMethodLabel(t, o.payment_method, o.payment_provider)}</span>
      </p>
      <OrderOwed o={o} money={money} />
      {result && <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice>}
      {/* a form route's answer when the browser posted it without JavaScript */}
      <Outlet />

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <OrderItems o={o} money={money} name={name} />
          <ShipmentsCard o={o} date={date} />
          {(moves.length > 0 || o.can_confirm_transfer) && (
            <Card title={t('admin.order.actions')}>
              <OrderActions o={o} moves={moves} money={money} />
              {o.can_confirm_transfer && staff.can('payments:confirm') && (
                <TransferForm o={o} tolerance={o.transfer_tolerance} />
              )}
            </Card>
          )}
          {staff.can('orders:edit') && (
            // starts afresh after an edit, not on every version (typing during a reload would be lost)
            <OrderEditCard key={`${o.edits.length}:${o.items.map((i) => i.quantity).join(',')}`} o={o} />
          )}
          {refundOpen && (
            <Card title={t('admin.order.refund')}>
              <RefundForm o={o} name={name} />
            </Card>
          )}
          <OrderReturnsCard o={o} />
          <Card title={t('admin.order.timeline')}>
            <ol className="grid gap-2 text-sm">
              {o.timeline.map((e, i) => (
                <li key={i} className="border-l-2 border-line pl-3">
                  <span className="font-medium">
                    {e.from && e.from !== e.to ? `${orderStatusName(e.from, lang)} → ` : ''}
                    {orderStatusName(e.to, lang)}
                  </span>{' '}
                  <span className="text-muted">
                    {date.format(new Date(e.at))} ·{' '}
                    {t('admin.order.actor', { actor: actorName(t, e.actor, o.payment_provider) })}
                  </span>
                  {readableNote(e.note) && <span className="block">{readableNote(e.note)}</span>}
                </li>
              ))}
            </ol>
          </Card>
        </div>
        <OrderSidebar o={o} money={money} date={date} canMove={canMove} provider={o.payment_provider} />
      </div>
    </div>
  );
}
