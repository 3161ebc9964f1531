// Sales reports: a range (with presets), a grouping, per currency a chart and the table of the same figures, and
// the CSV of them. Figures and their definitions are the API's (docs/back-office.md "Reports").
import { useId } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import { REPORT_GROUPS, reportPreset, shopDay, type ReportGroup } from '@shop/core';
import type { SalesReportOut } from '@shop/core/contract/admin-report';
import type { Route } from './+types/reports';
import { adminApi } from '../../lib/admin-api.server.ts';
import { useAdminLang, useAdminT } from '../../lib/admin-i18n.tsx';
import { adminMoney } from '../../lib/admin-money.ts';
import {
  ADMIN_BUTTON,
  ADMIN_BUTTON_QUIET,
  ADMIN_INPUT,
  ADMIN_SELECT,
  AdminField,
  Card,
  PageHeader,
} from '../../components/admin/ui.tsx';
import { SalesChart } from '../../components/admin/reports/sales-chart.tsx';
import { rowLabel } from '../../components/admin/reports/report-labels.ts';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

const PRESETS = ['today', 'last7', 'this_month', 'last_month'] as const;
const isDay = (s: string | null): s is string => !!s && /^\d{4}-\d{2}-\d{2}$/.test(s);

export function meta() {
  return [{ title: 'Reports' }];
}

/** The range and grouping from the address; this month by day when absent. */
function reportParams(url: URL) {
  const month = reportPreset('this_month', shopDay(new Date()));
  const from = url.searchParams.get('from');
  const to = url.searchParams.get('to');
  const by = url.searchParams.get('by');
  return {
    from: isDay(from) ? from : month.from,
    to: isDay(to) ? to : month.to,
    by: (REPORT_GROUPS as readonly string[]).includes(by ?? '') ? (by as ReportGroup) : 'day',
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = reportParams(new URL(request.url));
  return adminApi(context, request).get<SalesReportOut>(
    `/api/v1/admin/reports/sales?${new URLSearchParams(q)}`,
  );
}

export default function Reports({ loaderData: r }: Route.ComponentProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const id = useId();
  const [params] = useSearchParams();
  const today = shopDay(new Date());
  const csv = `/api/v1/admin/reports/sales?${new URLSearchParams({ from: r.from, to: r.to, by: r.by, format: 'csv' })}`;
  const cols = ['orders', 'units', 'gross', 'discounts', 'refunds', 'net'] as const;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('admin.reports.title')}
        actions={
          <a href={csv} download className={ADMIN_BUTTON_QUIET}>
            {t('admin.reports.download')}
          </a>
        }
      />
      <p className="-mt-4 max-w-3xl text-sm text-muted">{t('admin.reports.intro')}</p>
      <Card title={t('admin.reports.filters')}>
        <nav aria-label={t('admin.reports.presets')} className="mb-4 flex flex-wrap gap-2">
          {PRESETS.map((p) => {
            const range = reportPreset(p, today);
            const current = range.from === r.from && range.to === r.to;
            return (
              <Link
                key={p}
                to={`?${new URLSearchParams({ ...range, by: r.by })}`}
                aria-current={current ? 'true' : undefined}
                className={`rounded-full border border-line px-3 py-1 text-sm ${current ? 'bg-surface-2 font-medium' : 'hover:bg-surface-2'}`}
              >
                {t(`admin.reports.preset.${p}`)}
              </Link>
            );
          })}
        </nav>
        <Form method="get" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <AdminField id={`${id}-from`} label={t('admin.reports.from')}>
            <input
              id={`${id}-from`}
              type="date"
              name="from"
              defaultValue={r.from}
              required
              className={ADMIN_INPUT}
            />
          </AdminField>
          <AdminField id={`${id}-to`} label={t('admin.reports.to')}>
            <input
              id={`${id}-to`}
              type="date"
              name="to"
              defaultValue={r.to}
              required
              className={ADMIN_INPUT}
            />
          </AdminField>
          <AdminField id={`${id}-by`} label={t('admin.reports.by')}>
            <select
              id={`${id}-by`}
              name="by"
              defaultValue={params.get('by') ?? r.by}
              key={r.by}
              className={ADMIN_SELECT}
            >
              {REPORT_GROUPS.map((b) => (
                <option key={b} value={b}>
                  {t(`admin.reports.by.${b}`)}
                </option>
              ))}
            </select>
          </AdminField>
          <div className="flex items-end">
            <button type="submit" className={ADMIN_BUTTON}>
              {t('admin.reports.show')}
            </button>
          </div>
        </Form>
      </Card>
      {r.currencies.length === 0 && <p className="text-sm text-muted">{t('admin.reports.none')}</p>}
      {r.currencies.map((c) => {
        const money = (n: number) => adminMoney(n, c.currency, lang);
        const cell = (k: (typeof cols)[number], v: number) =>
          k === 'orders' || k === 'units' ? v.toLocaleString(lang === 'hk' ? 'zh-HK' : 'en-HK') : money(v);
        const labelled = c.rows.map((row) => ({ row, label: rowLabel(r.by, row, t, lang) }));
        return (
          <Card key={c.currency} title={t('admin.reports.currency_title', { currency: c.currency })}>
            <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
              <SalesChart
                currency={c.currency}
                by={r.by}
                bars={labelled.map(({ row, label }) => ({ label, net: row.net }))}
              />
              <div className="overflow-x-auto">
                <table className="w-full text-sm">
                  <caption className="sr-only">
                    {t('admin.reports.currency_title', { currency: c.currency })} ·{' '}
                    {t(`admin.reports.by.${r.by}`)}
                  </caption>
                  <thead className="text-left text-muted">
                    <tr>
                      <th scope="col" className="py-1 pr-4 font-medium">
                        {t(`admin.reports.by.${r.by}`)}
                      </th>
                      {cols.map((k) => (
                        <th
                          key={k}
                          scope="col"
                          className="py-1 pl-4 text-right font-medium whitespace-nowrap"
                        >
                          {t(`admin.reports.col.${k}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody className="tabular-nums">
                    {labelled.map(({ row, label }) => (
                      <tr key={row.key} className="border-t border-line">
                        <th scope="row" className="py-1 pr-4 text-left font-normal">
                          {label}
                        </th>
                        {cols.map((k) => (
                          <td key={k} className="py-1 pl-4 text-right whitespace-nowrap">
                            {cell(k, row[k])}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                  <tfoot className="tabular-nums">
                    <tr className="border-t-2 border-line font-medium">
                      <th scope="row" className="py-1 pr-4 text-left">
                        {t('admin.reports.total')}
                      </th>
                      {cols.map((k) => (
                        <td key={k} className="py-1 pl-4 text-right whitespace-nowrap">
                          {cell(k, c.total[k])}
                        </td>
                      ))}
                    </tr>
                  </tfoot>
                </table>
              </div>
            </div>
          </Card>
        );
      })}
      <p className="max-w-3xl text-xs text-muted">{t('admin.reports.definitions')}</p>
    </div>
  );
}
