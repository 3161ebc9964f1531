import { useId } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { Route } from './+types/stock';
import type { LowStockOut } from '@shop/core/contract/admin-product-out';
import { adminApi } from '../../lib/admin-api.server.ts';
import {
  adminLangOf,
  adminTranslate,
  useAdminLang,
  useAdminStaff,
  useAdminT,
} from '../../lib/admin-i18n.tsx';
import { FieldInputError, integerFrom, localizedName } from '../../lib/admin-catalogue.ts';
import {
  ADMIN_BUTTON_QUIET,
  ADMIN_INPUT,
  DataTable,
  Notice,
  PageHeader,
} from '../../components/admin/ui.tsx';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

type LowRow = LowStockOut['items'][number];

export function meta() {
  return [{ title: 'Stock' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return adminApi(context, request).get<LowStockOut>('/api/v1/admin/stock/low', { limit: 200 });
}

type Result = { ok: boolean; sub_sku: string; message: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const t = adminTranslate(adminLangOf(request));
  const sub = String(form.get('sub_sku') ?? '');
  let delta: number | undefined;
  try {
    delta = integerFrom(form, 'delta', { signed: true });
  } catch (e) {
    if (!(e instanceof FieldInputError)) throw e;
  }
  if (!delta)
    return data<Result>({ ok: false, sub_sku: sub, message: t('admin.cat.err.delta') }, { status: 400 });
  const res = await adminApi(context, request).send(
    'POST',
    `/api/v1/admin/stock/${encodeURIComponent(sub)}/adjustments`,
    { delta, reason: String(form.get('reason') ?? '') },
  );
  if (res.ok) return data<Result>({ ok: true, sub_sku: sub, message: t('admin.saved') });
  const message =
    res.error.code === 'insufficient_stock'
      ? t('admin.cat.err.insufficient_stock')
      : t('admin.cat.err.invalid');
  return data<Result>({ ok: false, sub_sku: sub, message }, { status: res.status });
}

const col = createColumnHelper<LowRow>();

export default function StockPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const staff = useAdminStaff();
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  const result = actionData as Result | undefined;
  const columns = [
    col.accessor('product_name', {
      header: t('admin.cat.product'),
      cell: (c) => (
        <Link
          to={`/admin/products/${encodeURIComponent(c.row.original.product_id)}?ledger=${encodeURIComponent(c.row.original.sub_sku)}#ledger`}
          className="underline"
        >
          {localizedName(c.getValue(), lang)}
        </Link>
      ),
    }),
    col.accessor('name', {
      header: t('admin.cat.option'),
      cell: (c) => `${localizedName(c.getValue(), lang)} (${c.row.original.sub_sku})`,
    }),
    col.accessor('stock', { header: t('admin.cat.stock') }),
    col.accessor('low_stock_threshold', { header: t('admin.cat.threshold') }),
    ...(staff.can('stock:write')
      ? [
          col.display({
            id: 'adjust',
            header: t('admin.cat.adjust'),
            cell: (c) => {
              const sub = c.row.original.sub_sku;
              const mine = result?.sub_sku === sub ? result : undefined;
              return (
                <Form method="post" className="flex flex-wrap items-center gap-2 lg:flex-nowrap">
                  <input type="hidden" name="sub_sku" value={sub} />
                  <label className="sr-only" htmlFor={`${id}-d-${sub}`}>
                    {t('admin.cat.adjust_by')}: {sub}
                  </label>
                  <span className="w-20">
                    <input
                      id={`${id}-d-${sub}`}
                      name="delta"
                      inputMode="numeric"
                      required
                      placeholder="+10"
                      className={`${ADMIN_INPUT} min-h-9`}
                    />
                  </span>
                  <label className="sr-only" htmlFor={`${id}-r-${sub}`}>
                    {t('admin.cat.reason')}: {sub}
                  </label>
                  <span className="w-44">
                    <input
                      id={`${id}-r-${sub}`}
                      name="reason"
                      required
                      maxLength={200}
                      placeholder={t('admin.cat.reason')}
                      className={`${ADMIN_INPUT} min-h-9`}
                    />
                  </span>
                  <button
                    type="submit"
                    className={`${ADMIN_BUTTON_QUIET} min-h-9 whitespace-nowrap`}
                    disabled={busy}
                  >
                    {t('admin.cat.adjust')}
                  </button>
                  {mine && <Notice tone={mine.ok ? 'success' : 'error'}>{mine.message}</Notice>}
                </Form>
              );
            },
          }),
        ]
      : []),
  ];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('admin.cat.stock_title')} />
      <p className="text-sm text-muted">{t('admin.cat.stock_intro')}</p>
      <DataTable
        columns={columns}
        data={loaderData.items}
        caption={t('admin.cat.stock_title')}
        getRowId={(r) => r.sub_sku}
      />
    </div>
  );
}
