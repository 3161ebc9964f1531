import { data, Form, Link, useNavigation } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { formatMoney, isCurrency } from '@shop/core';
import type { Route } from './+types/coupon';
import type { CouponUsageOut } from '@shop/core/contract/admin-coupon';
import { adminApi, pageOf } from '../../lib/admin-api.server.ts';
import {
  ADMIN_INTL,
  adminLangOf,
  adminTranslate,
  useAdminLang,
  useAdminStaff,
  useAdminT,
} from '../../lib/admin-i18n.tsx';
import {
  couponFailure,
  couponStatus,
  couponValue,
  readCouponForm,
  type AdminCoupon,
  type CouponActionResult,
} from '../../lib/admin-coupons.ts';
import { CouponFields } from '../../components/admin/coupon-form.tsx';
import {
  ADMIN_BUTTON,
  ADMIN_BUTTON_DANGER,
  ADMIN_BUTTON_QUIET,
  Card,
  DataTable,
  Notice,
  PageHeader,
  Pagination,
} from '../../components/admin/ui.tsx';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `Coupon ${params.code}` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return adminApi(context, request).get<CouponUsageOut>(
    `/api/v1/admin/coupons/${encodeURIComponent(params.code)}/usage`,
    { page: pageOf(new URL(request.url)) },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  const t = adminTranslate(adminLangOf(request));
  const client = adminApi(context, request);
  const path = `/api/v1/admin/coupons/${encodeURIComponent(params.code)}`;
  if (form.get('intent') === 'disable' || form.get('intent') === 'enable') {
    const disabled = form.get('intent') === 'disable';
    const res = await client.send<AdminCoupon>('PATCH', path, { disabled });
    if (!res.ok) return data(couponFailure(t, res.error), { status: res.status });
    const key = disabled ? 'admin.coupons.disabled_notice' : 'admin.coupons.enabled_notice';
    return data<CouponActionResult>({ ok: true, message: t(key, { code: res.data.code }) });
  }
  const read = readCouponForm(form, false);
  if (!read.ok)
    return data<CouponActionResult>(
      { ok: false, field: read.field, message: t(`admin.coupons.${read.reason}`) },
      { status: 400 },
    );
  const res = await client.send<AdminCoupon>('PATCH', path, read.body);
  if (!res.ok) return data(couponFailure(t, res.error), { status: res.status });
  return data<CouponActionResult>({ ok: true, message: t('admin.saved') });
}

const col = createColumnHelper<CouponUsageOut['items'][number]>();

export default function CouponPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const staff = useAdminStaff();
  const busy = useNavigation().state === 'submitting';
  const result = actionData as CouponActionResult | undefined;
  const { coupon } = loaderData;
  const money = (v: number, c: string) => (isCurrency(c) ? formatMoney(v, c, lang) : `${c} ${v}`);
  const columns = [
    col.accessor('order_number', {
      header: t('admin.coupons.order'),
      cell: (c) => (
        <Link className="underline" to={`/admin/orders/${encodeURIComponent(c.row.original.order_id)}`}>
          {c.getValue() ?? c.row.original.order_id}
        </Link>
      ),
    }),
    col.display({
      id: 'shopper',
      header: t('admin.coupons.shopper'),
      cell: (c) => {
        const r = c.row.original;
        return r.user_id ? (
          <Link className="underline" to={`/admin/members/${encodeURIComponent(r.user_id)}`}>
            {r.member_name ?? r.email}
          </Link>
        ) : (
          r.email
        );
      },
    }),
    col.display({
      id: 'discount',
      header: t('admin.coupons.discount'),
      cell: (c) => (
        <span>
          {money(c.row.original.discount, c.row.original.currency)}
          {c.row.original.released && (
            <span className="block text-xs text-muted">{t('admin.coupons.released')}</span>
          )}
        </span>
      ),
    }),
    col.accessor('created_at', {
      header: t('admin.coupons.date'),
      cell: (c) =>
        new Date(c.getValue()).toLocaleString(ADMIN_INTL[lang], {
          timeZone: 'Asia/Hong_Kong',
          dateStyle: 'medium',
          timeStyle: 'short',
        }),
    }),
  ];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={coupon.code}
        actions={
          <Link to="/admin/coupons" className={ADMIN_BUTTON_QUIET}>
            {t('admin.coupons.back')}
          </Link>
        }
      />
      <p className="-mt-4 text-sm text-muted">
        {couponValue(coupon, lang)} · {t(`admin.coupons.status.${couponStatus(coupon)}`)} ·{' '}
        {t('admin.coupons.used')} {coupon.used_count}
        {coupon.usage_limit ? ` / ${coupon.usage_limit}` : ''}
      </p>
      {result && <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice>}
      <Card title={t('admin.coupons.usage_title')}>
        <h3 className="mb-2 text-sm font-medium">{t('admin.coupons.usage_totals')}</h3>
        <ul className="mb-4 flex flex-wrap gap-4 text-sm">
          {loaderData.totals.length === 0 ? (
            <li className="text-muted">{t('admin.empty')}</li>
          ) : (
            loaderData.totals.map((x) => (
              <li key={x.currency}>
                <strong>{money(x.discount, x.currency)}</strong> · {t('admin.coupons.uses', { uses: x.uses })}
              </li>
            ))
          )}
        </ul>
        <DataTable
          columns={columns}
          data={loaderData.items}
          caption={t('admin.coupons.usage_caption')}
          getRowId={(r) => r.order_id}
        />
        <Pagination page={loaderData.page} pageSize={loaderData.page_size} total={loaderData.total} />
      </Card>
      {staff.can('coupons:write') && (
        <Card title={t('admin.coupons.edit_title')} className="max-w-3xl">
          <Form method="post" className="mb-6">
            <input type="hidden" name="intent" value={coupon.disabled ? 'enable' : 'disable'} />
            <button
              type="submit"
              className={coupon.disabled ? ADMIN_BUTTON_QUIET : ADMIN_BUTTON_DANGER}
              disabled={busy}
            >
              {coupon.disabled ? t('admin.coupons.enable') : t('admin.coupons.disable')}
            </button>
          </Form>
          <Form method="post" className="grid gap-4 sm:grid-cols-2" key={coupon.code}>
            <CouponFields coupon={coupon} error={result && !result.ok ? result : undefined} />
            <div className="sm:col-span-2">
              <button type="submit" className={ADMIN_BUTTON} disabled={busy}>
                {t('admin.save')}
              </button>
            </div>
          </Form>
        </Card>
      )}
    </div>
  );
}
