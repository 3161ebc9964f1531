import { useId } from 'react';
import { Form, Link, useLocation, useSearchParams } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { formatMoney, ORDER_STATUSES, orderStatusName, type CurrencyCode } from '@shop/core';
import type { AdminOrderList, AdminOrderRow } from '@shop/core/contract/admin-order';
import type { Route } from './+types/orders';
import { adminApi, pageOf } from '../../lib/admin-api.server.ts';
import { useAdminLang, useAdminStaff, useAdminT } from '../../lib/admin-i18n.tsx';
import { useAdminDateTimeFormat } from '../../lib/admin-format.ts';
import {
  ADMIN_BUTTON,
  ADMIN_BUTTON_QUIET,
  ADMIN_INPUT,
  ADMIN_SELECT,
  AdminField,
  DataTable,
  PageHeader,
  Pagination,
} from '../../components/admin/ui.tsx';
import {
  OrderBulkBar,
  selectColumn,
  useOrderSelection,
} from '../../components/admin/order/order-bulk-bar.tsx';
import { OrderExportLinks, OrderListViews } from '../../components/admin/order/order-list-views.tsx';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

export const ORDER_FILTERS = ['q', 'status', 'payment_method', 'country', 'from', 'to'] as const;
const METHODS = ['card', 'payme', 'fps', 'alipay', 'wechat_pay', 'octopus', 'bank_transfer'] as const;
const PAGE_SIZE = 25;

/** One row of GET /api/v1/admin/orders as the contract declares it. */
export type OrderRow = AdminOrderRow;

export function meta() {
  return [{ title: 'Orders' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q: Record<string, string | number> = { page: pageOf(url), page_size: PAGE_SIZE };
  for (const f of ORDER_FILTERS) {
    const v = url.searchParams.get(f)?.trim();
    if (v) q[f] = v;
  }
  return adminApi(context, request).get<AdminOrderList>('/api/v1/admin/orders', q);
}

const col = createColumnHelper<OrderRow>();

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const id = useId();
  const [params] = useSearchParams();
  const staff = useAdminStaff();
  const date = useAdminDateTimeFormat();
  const money = (n: number, c: string) => formatMoney(n, c as CurrencyCode, lang);
  // bulk work (pack, ship from a tracking file, packing slips) is the fulfilment's: orders:write
  const bulk = useAdminStaff().can('orders:write');
  const sel = useOrderSelection(loaderData.items, useLocation().search);
  const exportQuery = new URLSearchParams();
  for (const f of ORDER_FILTERS) {
    const v = params.get(f);
    if (v) exportQuery.set(f, v);
  }
  const columns = [
    ...(bulk ? [selectColumn(sel, loaderData.items, t)] : []),
    col.accessor('number', {
      header: t('admin.orders.number'),
      cell: (c) => (
        <Link to={`/admin/orders/${c.row.original._id}`} className="font-medium underline underline-offset-2">
          {c.getValue()}
        </Link>
      ),
    }),
    col.accessor('created_at', {
      header: t('admin.orders.date'),
      cell: (c) => date.format(new Date(c.getValue())),
    }),
    col.accessor('status', {
      header: t('admin.orders.status'),
      cell: (c) => <span className="whitespace-nowrap">{orderStatusName(c.getValue(), lang)}</span>,
    }),
    col.accessor('name', {
      header: t('admin.orders.customer'),
      cell: (c) => (
        <span className="flex flex-col">
          <span>{c.getValue()}</span>
          <span className="text-muted">{c.row.original.email}</span>
          <span className="text-muted">{c.row.original.phone}</span>
        </span>
      ),
    }),
    col.accessor('country', {
      header: t('admin.orders.country'),
      cell: (c) => c.getValue().toUpperCase(),
    }),
    col.accessor('payment_method', {
      header: t('admin.orders.payment_method'),
      cell: (c) => methodLabel(t, c.getValue()),
    }),
    col.accessor('total', {
      header: t('admin.orders.total'),
      cell: (c) => (
        <span className="flex flex-col whitespace-nowrap">
          <span>{money(c.getValue(), c.row.original.currency)}</span>
          {c.row.original.refunded_amount > 0 && (
            <span className="text-muted">
              {t('admin.orders.refunded', {
                amount: money(c.row.original.refunded_amount, c.row.original.currency),
              })}
            </span>
          )}
        </span>
      ),
    }),
  ];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('admin.orders.title')}
        actions={
          <>
            {staff.can('orders:draft') && (
              <Link to="/admin/orders/drafts" className={ADMIN_BUTTON_QUIET}>
                {t('admin.drafts.entry')}
              </Link>
            )}
            <OrderExportLinks filters={ORDER_FILTERS} />
          </>
        }
      />
      {/* keyed by the address: opening a saved view (a link) shows its filters in the inputs */}
      <Form
        key={params.toString()}
        method="get"
        role="search"
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6"
      >
        <AdminField id={`${id}-q`} label={t('admin.search')} className="lg:col-span-2">
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            defaultValue={params.get('q') ?? ''}
            placeholder={t('admin.orders.search')}
            maxLength={200}
            className={ADMIN_INPUT}
          />
        </AdminField>
        <AdminField id={`${id}-status`} label={t('admin.orders.status')}>
          <select
            id={`${id}-status`}
            name="status"
            defaultValue={params.get('status') ?? ''}
            className={ADMIN_SELECT}
          >
            <option value="">{t('admin.all')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {orderStatusName(s, lang)}
              </option>
            ))}
          </select>
        </AdminField>
        <AdminField id={`${id}-method`} label={t('admin.orders.payment_method')}>
          <select
            id={`${id}-method`}
            name="payment_method"
            defaultValue={params.get('payment_method') ?? ''}
            className={ADMIN_SELECT}
          >
            <option value="">{t('admin.all')}</option>
            {METHODS.map((m) => (
              <option key={m} value={m}>
                {methodLabel(t, m)}
              </option>
            ))}
          </select>
        </AdminField>
        <AdminField id={`${id}-from`} label={t('admin.orders.from')}>
          <input
            id={`${id}-from`}
            name="from"
            type="date"
            defaultValue={params.get('from') ?? ''}
            className={ADMIN_INPUT}
          />
        </AdminField>
        <AdminField id={`${id}-to`} label={t('admin.orders.to')}>
          <input
            id={`${id}-to`}
            name="to"
            type="date"
            defaultValue={params.get('to') ?? ''}
            className={ADMIN_INPUT}
          />
        </AdminField>
        <AdminField id={`${id}-country`} label={t('admin.orders.country')}>
          <input
            id={`${id}-country`}
            name="country"
            defaultValue={params.get('country') ?? ''}
            maxLength={3}
            pattern="[A-Za-z]{2,3}"
            placeholder="hk"
            className={ADMIN_INPUT}
          />
        </AdminField>
        <div className="flex items-end gap-2 lg:col-span-5">
          <button type="submit" className={ADMIN_BUTTON}>
            {t('admin.filter')}
          </button>
          <Link to="/admin/orders" className={ADMIN_BUTTON_QUIET}>
            {t('admin.clear_filters')}
          </Link>
        </div>
      </Form>
      {bulk && (
        <OrderBulkBar
          sel={sel}
          total={loaderData.total}
          pageRows={loaderData.items.length}
          filters={[...exportQuery]}
        />
      )}
      <OrderListViews filters={ORDER_FILTERS} />
      <DataTable
        columns={columns}
        data={loaderData.items}
        caption={t('admin.orders.caption')}
        getRowId={(r) => r._id}
      />
      <Pagination
        page={loaderData.page}
        pageSize={loaderData.page_size}
        total={loaderData.total}
        more={loaderData.total_capped}
      />
    </div>
  );
}

export function methodLabel(t: ReturnType<typeof useAdminT>, method: string): string {
  return (METHODS as readonly string[]).includes(method)
    ? t(`admin.orders.method.${method as (typeof METHODS)[number]}`)
    : method;
}
