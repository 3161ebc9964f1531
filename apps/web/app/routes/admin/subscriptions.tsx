// /admin/subscriptions: every subscription with its status, next renewal and failed payments (4-18).
import { useId } from 'react';
import { Form, Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { Route } from './+types/subscriptions';
import type { AdminSubscription, AdminSubscriptionsOut } from '@shop/core/contract/subscription';
import { adminApi, pageOf } from '../../lib/admin-api.server.ts';
import { ADMIN_INTL, useAdminLang, useAdminT } from '../../lib/admin-i18n.tsx';
import {
  ADMIN_BUTTON_QUIET,
  ADMIN_SELECT,
  AdminField,
  DataTable,
  PageHeader,
} from '../../components/admin/ui.tsx';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

const STATUSES = ['active', 'suspended', 'cancelled'] as const;

/** a row of GET /api/v1/admin/subscriptions */
export type { AdminSubscription };

export function meta() {
  return [{ title: 'Subscriptions' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const s = url.searchParams.get('status') ?? '';
  const status = (STATUSES as readonly string[]).includes(s) ? s : undefined;
  const list = await adminApi(context, request).get<AdminSubscriptionsOut>('/api/v1/admin/subscriptions', {
    status,
    page: pageOf(url),
  });
  return { ...list, status: status ?? '' };
}

const col = createColumnHelper<AdminSubscription>();

export default function SubscriptionsPage({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const id = useId();
  const day = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(ADMIN_INTL[lang], { dateStyle: 'medium', timeZone: 'Asia/Hong_Kong' }).format(
          new Date(iso),
        )
      : '—';
  const columns = [
    col.accessor('email', {
      header: t('admin.subs.member'),
      cell: (c) => (
        <Link className="underline" to={`/admin/subscriptions/${encodeURIComponent(c.row.original._id)}`}>
          {c.getValue()}
        </Link>
      ),
    }),
    col.accessor('sub_sku', { header: t('admin.subs.product') }),
    col.accessor('status', {
      header: t('admin.subs.status'),
      cell: (c) => t(`admin.subs.status.${c.getValue()}`),
    }),
    col.accessor('interval_months', {
      header: t('admin.subs.interval'),
      cell: (c) => t('admin.subs.every', { n: c.getValue() }),
    }),
    col.accessor('next_renewal_at', { header: t('admin.subs.next_renewal'), cell: (c) => day(c.getValue()) }),
    col.accessor('periods_paid', { header: t('admin.subs.periods_paid') }),
    col.accessor('failed_attempts', { header: t('admin.subs.failed_payments') }),
  ];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('admin.subs.title')} />
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <AdminField id={`${id}-status`} label={t('admin.subs.status')}>
          <select
            id={`${id}-status`}
            name="status"
            defaultValue={loaderData.status}
            className={`${ADMIN_SELECT} w-56`}
          >
            <option value="">{t('admin.subs.status.all')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`admin.subs.status.${s}`)}
              </option>
            ))}
          </select>
        </AdminField>
        <button type="submit" className={ADMIN_BUTTON_QUIET}>
          {t('admin.filter')}
        </button>
      </Form>
      <DataTable
        columns={columns}
        data={loaderData.subscriptions}
        caption={t('admin.subs.caption')}
        getRowId={(r) => r._id}
      />
    </div>
  );
}
