import { useId } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { Route } from './+types/coupons';
import type { CouponsOut } from '@shop/core/contract/admin-coupon';
import { adminApi, pageOf } from '../../lib/admin-api.server.ts';
import {
  adminLangOf,
  adminTranslate,
  useAdminLang,
  useAdminStaff,
  useAdminT,
  ADMIN_INTL,
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
  ADMIN_BUTTON_QUIET,
  ADMIN_INPUT,
  AdminField,
  Card,
  DataTable,
  Notice,
  PageHeader,
  Pagination,
} from '../../components/admin/ui.tsx';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

export function meta() {
  return [{ title: 'Coupons' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = url.searchParams.get('q')?.trim() ?? '';
  const list = await adminApi(context, request).get<CouponsOut>('/api/v1/admin/coupons', {
    q,
    page: pageOf(url),
  });
  return { ...list, q };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const t = adminTranslate(adminLangOf(request));
  const read = readCouponForm(form, true);
  if (!read.ok)
    return data<CouponActionResult>(
      { ok: false, field: read.field, message: t(`admin.coupons.${read.reason}`) },
      { status: 400 },
    );
  const res = await adminApi(context, request).send<AdminCoupon>('POST', '/api/v1/admin/coupons', read.body);
  if (!res.ok) return data(couponFailure(t, res.error), { status: res.status });
  return data<CouponActionResult>({ ok: true, message: t('admin.coupons.created', { code: res.data.code }) });
}

const col = createColumnHelper<AdminCoupon>();

export default function CouponsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const staff = useAdminStaff();
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  const result = actionData as CouponActionResult | undefined;
  const date = (iso: string | null) =>
    iso
      ? new Date(iso).toLocaleString(ADMIN_INTL[lang], { timeZone: 'Asia/Hong_Kong', dateStyle: 'medium' })
      : '—';
  const columns = [
    col.accessor('code', {
      header: t('admin.coupons.code'),
      cell: (c) => (
        <Link className="font-medium underline" to={`/admin/coupons/${encodeURIComponent(c.getValue())}`}>
          {c.getValue()}
        </Link>
      ),
    }),
    col.display({
      id: 'value',
      header: t('admin.coupons.value'),
      cell: (c) => couponValue(c.row.original, lang),
    }),
    col.display({
      id: 'dates',
      header: t('admin.coupons.dates'),
      cell: (c) => `${date(c.row.original.starts_at)} – ${date(c.row.original.expires_at)}`,
    }),
    col.display({
      id: 'used',
      header: t('admin.coupons.used'),
      cell: (c) =>
        `${c.row.original.used_count}${c.row.original.usage_limit ? ` / ${c.row.original.usage_limit}` : ''}`,
    }),
    col.accessor('per_member_limit', {
      header: t('admin.coupons.per_member_limit'),
      cell: (c) => c.getValue() ?? '—',
    }),
    col.display({
      id: 'status',
      header: t('admin.coupons.status'),
      cell: (c) => t(`admin.coupons.status.${couponStatus(c.row.original)}`),
    }),
  ];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('admin.coupons.title')} />
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        <AdminField id={`${id}-q`} label={t('admin.coupons.search')}>
          <input id={`${id}-q`} name="q" type="search" defaultValue={loaderData.q} className={ADMIN_INPUT} />
        </AdminField>
        <button type="submit" className={ADMIN_BUTTON_QUIET}>
          {t('admin.search')}
        </button>
      </Form>
      <div>
        <DataTable
          columns={columns}
          data={loaderData.items}
          caption={t('admin.coupons.caption')}
          getRowId={(r) => r.code}
        />
        <Pagination page={loaderData.page} pageSize={loaderData.page_size} total={loaderData.total} />
      </div>
      {staff.can('coupons:write') && (
        <Card title={t('admin.coupons.create_title')} className="max-w-3xl">
          {result && (
            <div className="mb-4">
              <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice>
            </div>
          )}
          {/* a new key after each success empties the form for the next coupon */}
          <Form
            method="post"
            className="grid gap-4 sm:grid-cols-2"
            key={result?.ok ? result.message : 'form'}
          >
            <AdminField
              id={`${id}-code`}
              label={t('admin.coupons.code')}
              hint={t('admin.coupons.code_hint')}
              error={result && !result.ok && result.field === 'code' ? result.message : undefined}
            >
              <input
                id={`${id}-code`}
                name="code"
                required
                maxLength={40}
                autoCapitalize="characters"
                className={`${ADMIN_INPUT} uppercase`}
                aria-invalid={result && !result.ok && result.field === 'code' ? true : undefined}
                aria-describedby={`${id}-code-hint${result && !result.ok && result.field === 'code' ? ` ${id}-code-error` : ''}`}
              />
            </AdminField>
            <CouponFields error={result && !result.ok ? result : undefined} />
            <div className="sm:col-span-2">
              <button type="submit" className={ADMIN_BUTTON} disabled={busy}>
                {t('admin.coupons.create')}
              </button>
            </div>
          </Form>
        </Card>
      )}
    </div>
  );
}
