import { useId } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/dashboard';
import type { DashboardOut } from '@shop/core/contract/admin-dashboard';
import type { Localized } from '@shop/core/contract/common';
import { adminApi } from '../../lib/admin-api.server.ts';
import { useAdminLang, useAdminStaff, useAdminT } from '../../lib/admin-i18n.tsx';
import { adminMoney } from '../../lib/admin-money.ts';
import { Card, PageHeader } from '../../components/admin/ui.tsx';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

/** GET /api/v1/admin/dashboard */
export type DashboardData = DashboardOut;

export function meta() {
  return [{ title: 'Dashboard' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return adminApi(context, request).get<DashboardData>('/api/v1/admin/dashboard');
}

export default function Dashboard({ loaderData: d }: Route.ComponentProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const staff = useAdminStaff();
  const name = (l: Localized) => (lang === 'hk' ? l.chi : l.eng);
  const stat = (label: string, value: string | number, to?: string) => (
    <Card className="flex flex-col gap-1">
      <p className="text-sm text-muted">{label}</p>
      <p className="font-serif text-2xl tabular-nums">{to ? <Link to={to}>{value}</Link> : value}</p>
    </Card>
  );
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('admin.dashboard.title')} />
      <p className="-mt-4 text-sm text-muted">{t('admin.dashboard.welcome', { name: staff.name })}</p>
      {d.work && (
        // fulfilment: their work instead of sales figures (the API sends no money to their role)
        <section
          aria-label={t('admin.dashboard.work_title')}
          className="grid grid-cols-2 gap-4 lg:grid-cols-4"
        >
          {stat(t('admin.dashboard.to_pack'), d.work.to_pack, '/admin/orders?status=paid')}
          {stat(t('admin.dashboard.to_ship'), d.work.to_ship, '/admin/orders?status=packed')}
          {stat(
            t('admin.dashboard.returns_to_receive'),
            d.work.returns_to_receive,
            '/admin/returns?status=approved',
          )}
          {stat(t('admin.dashboard.low_stock'), d.low_stock.count, '/admin/stock?low=1')}
        </section>
      )}
      {d.sales && <SalesFigures d={d} sales={d.sales} stat={stat} />}
      <div className="grid gap-4 lg:grid-cols-3">
        <OrderList
          title={t('admin.dashboard.to_pack')}
          list={d.orders_to_pack}
          more="/admin/orders?status=paid"
        />
        {d.transfers_awaiting && (
          <OrderList
            title={t('admin.dashboard.transfers')}
            list={d.transfers_awaiting}
            more="/admin/orders?status=awaiting_payment&payment_method=bank_transfer"
            deadline
          />
        )}
        <Card title={t('admin.dashboard.low_stock')}>
          {d.low_stock.items.length === 0 ? (
            <p className="text-sm text-muted">{t('admin.empty')}</p>
          ) : (
            <ul className="flex flex-col gap-2 text-sm">
              {d.low_stock.items.map((o) => (
                <li key={o.sub_sku} className="flex justify-between gap-3">
                  <Link to={`/admin/stock?q=${encodeURIComponent(o.sub_sku)}`} className="underline">
                    {name(o.name)} · {name(o.option_name)}
                  </Link>
                  <span className="tabular-nums whitespace-nowrap">
                    {t('admin.dashboard.stock_of', { stock: o.stock, threshold: o.threshold })}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {d.low_stock.count > d.low_stock.items.length && (
            <Link to="/admin/stock?low=1" className="mt-3 inline-block text-sm underline">
              {t('admin.dashboard.see_all', { n: d.low_stock.count })}
            </Link>
          )}
        </Card>
      </div>
    </div>
  );
}

/** The money figures: only for a role with reports:read (the API leaves them out for the others). */
function SalesFigures({
  d,
  sales,
  stat,
}: {
  d: DashboardData;
  sales: NonNullable<DashboardData['sales']>;
  stat: (label: string, value: string | number, to?: string) => React.ReactNode;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const hkd = (n: number) => adminMoney(n, 'HKD', lang);
  return (
    <>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-3 xl:grid-cols-6">
        {stat(t('admin.dashboard.today'), hkd(sales.today_hkd))}
        {stat(t('admin.dashboard.days30'), hkd(sales.days30_hkd))}
        {stat(t('admin.dashboard.to_pack'), d.orders_to_pack.count, '/admin/orders?status=paid')}
        {d.transfers_awaiting &&
          stat(
            t('admin.dashboard.transfers'),
            d.transfers_awaiting.count,
            '/admin/orders?status=awaiting_payment&payment_method=bank_transfer',
          )}
        {stat(t('admin.dashboard.low_stock'), d.low_stock.count, '/admin/stock?low=1')}
        {stat(t('admin.dashboard.failed_jobs'), d.failed_jobs, '/admin/jobs?state=failed')}
      </div>
      <SalesChart series={sales.series} />
      <Card title={t('admin.dashboard.by_currency')}>
        {sales.by_currency.length === 0 ? (
          <p className="text-sm text-muted">{t('admin.dashboard.no_sales')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('admin.dashboard.by_currency')}</caption>
              <thead className="text-left text-muted">
                <tr>
                  <th scope="col" className="py-1 pr-4 font-medium">
                    {t('admin.dashboard.currency')}
                  </th>
                  <th scope="col" className="py-1 pr-4 text-right font-medium">
                    {t('admin.dashboard.today')}
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    {t('admin.dashboard.days30')}
                  </th>
                </tr>
              </thead>
              <tbody className="tabular-nums">
                {sales.by_currency.map((c) => (
                  <tr key={c.currency} className="border-t border-line">
                    <th scope="row" className="py-1 pr-4 text-left font-normal">
                      {c.currency}
                    </th>
                    <td className="py-1 pr-4 text-right">
                      {adminMoney(c.today, c.currency, lang)} ·{' '}
                      {t('admin.dashboard.orders_n', { n: c.orders_today })}
                    </td>
                    <td className="py-1 text-right">
                      {adminMoney(c.days30, c.currency, lang)} ·{' '}
                      {t('admin.dashboard.orders_n', { n: c.orders30 })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className="mt-2 text-xs text-muted">{t('admin.dashboard.net_note')}</p>
      </Card>
    </>
  );
}

function OrderList({
  title,
  list,
  more,
  deadline = false,
}: {
  title: string;
  list: DashboardData['orders_to_pack'];
  more: string;
  deadline?: boolean;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const when = (iso: string) =>
    new Intl.DateTimeFormat(lang === 'hk' ? 'zh-HK' : 'en-HK', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Hong_Kong',
    }).format(new Date(iso));
  return (
    <Card title={title}>
      {list.items.length === 0 ? (
        <p className="text-sm text-muted">{t('admin.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {list.items.map((o) => (
            <li key={o.id} className="flex justify-between gap-3">
              <span>
                <Link to={`/admin/orders/${o.id}`} className="underline">
                  {o.number}
                </Link>
                <span className="block text-xs text-muted">
                  {deadline && o.payment_deadline
                    ? t('admin.dashboard.due', { when: when(o.payment_deadline) })
                    : when(o.created_at)}
                </span>
              </span>
              {o.total !== undefined && (
                <span className="tabular-nums whitespace-nowrap">
                  {adminMoney(o.total, o.currency, lang)}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {list.count > list.items.length && (
        <Link to={more} className="mt-3 inline-block text-sm underline">
          {t('admin.dashboard.see_all', { n: list.count })}
        </Link>
      )}
    </Card>
  );
}

/** 30 bars as inline SVG (a labelled image, each bar titled), with the same numbers as a table beneath. */
function SalesChart({ series }: { series: NonNullable<DashboardData['sales']>['series'] }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const id = useId();
  const max = Math.max(1, ...series.map((s) => s.amount));
  const W = 600;
  const H = 160;
  const gap = 4;
  const bar = (W - gap * (series.length - 1)) / series.length;
  const day = (iso: string) =>
    new Intl.DateTimeFormat(lang === 'hk' ? 'zh-HK' : 'en-HK', {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${iso}T00:00:00Z`));
  const total = series.reduce((n, s) => n + s.amount, 0);
  const first = series[0];
  const last = series.at(-1);
  // the API always sends the last 30 days: no days, no chart
  if (!first || !last) return null;
  return (
    <Card title={t('admin.dashboard.chart_title')}>
      <svg
        viewBox={`0 0 ${W} ${H + 20}`}
        className="h-auto w-full text-text"
        role="img"
        aria-labelledby={`${id}-t ${id}-d`}
        preserveAspectRatio="none"
      >
        <title id={`${id}-t`}>{t('admin.dashboard.chart_title')}</title>
        <desc id={`${id}-d`}>
          {t('admin.dashboard.chart_desc', {
            from: day(first.day),
            to: day(last.day),
            total: adminMoney(total, 'HKD', lang),
          })}
        </desc>
        <line x1="0" x2={W} y1={H} y2={H} className="stroke-line" strokeWidth="1" />
        {series.map((s, i) => {
          const h = Math.round((s.amount / max) * (H - 8));
          return (
            <rect
              key={s.day}
              x={i * (bar + gap)}
              y={H - h}
              width={bar}
              height={Math.max(h, s.amount > 0 ? 2 : 0)}
              rx="2"
              className="fill-current"
            >
              <title>{`${day(s.day)}: ${adminMoney(s.amount, 'HKD', lang)}`}</title>
            </rect>
          );
        })}
        <text x="0" y={H + 16} className="fill-current text-[11px]">
          {day(first.day)}
        </text>
        <text x={W} y={H + 16} textAnchor="end" className="fill-current text-[11px]">
          {day(last.day)}
        </text>
      </svg>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer">{t('admin.dashboard.chart_table')}</summary>
        <table className="mt-2 w-full">
          <caption className="sr-only">{t('admin.dashboard.chart_title')}</caption>
          <thead className="text-left text-muted">
            <tr>
              <th scope="col" className="py-1 font-medium">
                {t('admin.dashboard.day')}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t('admin.dashboard.sales_hkd')}
              </th>
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {series.map((s) => (
              <tr key={s.day} className="border-t border-line">
                <th scope="row" className="py-1 text-left font-normal">
                  {day(s.day)}
                </th>
                <td className="py-1 text-right">{adminMoney(s.amount, 'HKD', lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Card>
  );
}
