// /admin/subscriptions/:id: one subscription, its renewal orders, retry now and cancel with a reason (4-18).
import { useId } from 'react';
import { data, Form, Link } from 'react-router';
import type { Route } from './+types/subscription';
import type { AdminSubscriptionDetail, AdminSubscriptionRetryOut } from '@shop/core/contract/subscription';
import { adminApi } from '../../lib/admin-api.server.ts';
import { adminErrorText } from '../../lib/admin-error-text.ts';
import {
  adminLangOf,
  adminTranslate,
  ADMIN_INTL,
  useAdminLang,
  useAdminStaff,
  useAdminT,
} from '../../lib/admin-i18n.tsx';
import { money } from '../../lib/format.ts';
import {
  ADMIN_BUTTON,
  ADMIN_BUTTON_DANGER,
  AdminField,
  Card,
  Notice,
  PageHeader,
} from '../../components/admin/ui.tsx';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

export function meta() {
  return [{ title: 'Subscription' }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return adminApi(context, request).get<AdminSubscriptionDetail>(
    `/api/v1/admin/subscriptions/${encodeURIComponent(params.id)}`,
  );
}

type Result = { ok: boolean; message: string };

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  const t = adminTranslate(adminLangOf(request));
  const path = `/api/v1/admin/subscriptions/${encodeURIComponent(params.id)}`;
  const client = adminApi(context, request);
  if (form.get('intent') === 'cancel') {
    const res = await client.send('POST', `${path}/cancel`, { reason: String(form.get('reason') ?? '') });
    if (res.ok) return data<Result>({ ok: true, message: t('admin.subs.cancelled_ok') });
    return data<Result>(
      { ok: false, message: t('admin.subs.failed', { error: adminErrorText(res.error, t) }) },
      { status: res.status },
    );
  }
  const res = await client.send<AdminSubscriptionRetryOut>('POST', `${path}/retry`);
  if (res.ok)
    return data<Result>({ ok: true, message: t('admin.subs.retried', { result: res.data.result ?? '' }) });
  return data<Result>(
    { ok: false, message: t('admin.subs.failed', { error: adminErrorText(res.error, t) }) },
    { status: res.status },
  );
}

export default function SubscriptionPage({ loaderData: s, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const staff = useAdminStaff();
  const id = useId();
  const result = actionData as Result | undefined;
  const day = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(ADMIN_INTL[lang], { dateStyle: 'medium', timeZone: 'Asia/Hong_Kong' }).format(
          new Date(iso),
        )
      : '—';
  const writable = staff.can('orders:write') && s.status !== 'cancelled';
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={`${t('admin.subs.title')} · ${s.email}`} />
      {result && <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice>}
      <Card>
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          {(
            [
              ['admin.subs.status', t(`admin.subs.status.${s.status}`)],
              ['admin.subs.product', `${s.sub_sku} × ${s.quantity}`],
              ['admin.subs.interval', t('admin.subs.every', { n: s.interval_months })],
              ['admin.subs.next_renewal', day(s.next_renewal_at)],
              ['admin.subs.next_attempt', day(s.next_attempt_at)],
              ['admin.subs.periods_paid', String(s.periods_paid)],
              ['admin.subs.failed_payments', String(s.failed_attempts)],
              ['admin.subs.card', s.payment_method ?? '—'],
            ] as const
          ).map(([k, v]) => (
            <div key={k}>
              <dt className="text-muted">{t(k)}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
        {s.cancel_reason && (
          <p className="mt-3 text-sm">{t('admin.subs.cancel_reason_shown', { reason: s.cancel_reason })}</p>
        )}
      </Card>
      <Card title={t('admin.subs.renewals')}>
        {s.renewal_orders.length === 0 ? (
          <p className="text-sm text-muted">{t('admin.subs.none')}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th>{t('admin.subs.period')}</th>
                <th>{t('admin.subs.order')}</th>
                <th>{t('admin.subs.total')}</th>
                <th>{t('admin.subs.result')}</th>
                <th>{t('admin.subs.error')}</th>
              </tr>
            </thead>
            <tbody>
              {s.renewal_orders.map((r) => (
                <tr key={r.period}>
                  <td>{r.period}</td>
                  <td>
                    {r.order_id ? (
                      <Link className="underline" to={`/admin/orders/${encodeURIComponent(r.order_id)}`}>
                        {r.number}
                      </Link>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>{r.total != null ? money(r.total, s.currency, 'en') : '—'}</td>
                  <td>{t(`admin.subs.renewal.${r.status}`)}</td>
                  <td>{r.last_error ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
      {writable && (
        <div className="flex flex-wrap items-end gap-6">
          <Form method="post">
            <input type="hidden" name="intent" value="retry" />
            <button type="submit" className={ADMIN_BUTTON}>
              {t('admin.subs.retry')}
            </button>
          </Form>
          <Form method="post" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="cancel" />
            <AdminField id={`${id}-reason`} label={t('admin.subs.cancel_reason')}>
              <input
                id={`${id}-reason`}
                name="reason"
                required
                maxLength={500}
                className="min-h-11 rounded-lg border border-line bg-surface px-3"
              />
            </AdminField>
            <button type="submit" className={ADMIN_BUTTON_DANGER}>
              {t('admin.subs.cancel')}
            </button>
          </Form>
        </div>
      )}
    </div>
  );
}
