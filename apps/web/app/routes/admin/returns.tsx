// /admin/returns: returns and exchanges, newest first (number R1001…, order, customer, status, date in HK time).
import { useId } from 'react';
import { data, Form, Link, redirect } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { RETURN_STATUSES } from '@shop/core';
import type { AdminReturnList } from '@shop/core/contract/admin-return';
import type { Route } from './+types/returns';
import { adminApi, pageOf } from '../../lib/admin-api.server.ts';
import { adminErrorText } from '../../lib/admin-error-text.ts';
import type { FormResult } from '../../lib/admin-form.ts';
import { adminLangOf, adminTranslate } from '../../lib/admin-i18n.tsx';
import { ADMIN_INTL, useAdminLang, useAdminT } from '../../lib/admin-i18n.tsx';
import {
  ADMIN_BUTTON_QUIET,
  ADMIN_INPUT,
  ADMIN_SELECT,
  AdminField,
  DataTable,
  Notice,
  PageHeader,
  Pagination,
} from '../../components/admin/ui.tsx';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

type Row = AdminReturnList['items'][number];

export function meta() {
  return [{ title: 'Returns' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const s = url.searchParams.get('status') ?? '';
  const status = (RETURN_STATUSES as readonly string[]).includes(s) ? s : undefined;
  const q = url.searchParams.get('q')?.trim() || undefined;
  const list = await adminApi(context, request).get<AdminReturnList>('/api/v1/admin/returns', {
    status,
    q,
    page: pageOf(url),
  });
  return { ...list, status: status ?? '', q: q ?? '' };
}

/** POST /admin/returns: a return opened by staff from the order page; its page opens next. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const t = adminTranslate(adminLangOf(request));
  const items: { order_item_id: string; quantity: number }[] = [];
  for (const [k, v] of form) {
    const m = /^items\.(\d+)\.quantity$/.exec(k);
    const quantity = Number(v);
    if (m && Number.isInteger(quantity) && quantity > 0)
      items.push({ order_item_id: String(form.get(`items.${m[1]}.order_item_id`)), quantity });
  }
  if (!items.length)
    return data<FormResult>({ ok: false, message: t('admin.ret.open_none') }, { status: 400 });
  const comment = String(form.get('comment') ?? '').trim();
  const res = await adminApi(context, request).send<{ id: string }>('POST', '/api/v1/admin/returns', {
    order_id: String(form.get('order_id')),
    items,
    reason: String(form.get('reason')),
    kind: form.get('kind') === 'exchange' ? 'exchange' : 'return',
    ...(comment ? { comment } : {}),
    version: Number(form.get('version')) || undefined,
  });
  if (!res.ok)
    return data<FormResult>(
      { ok: false, message: adminErrorText(res.error, t), field: res.error.field },
      { status: res.status },
    );
  return redirect(`/admin/returns/${encodeURIComponent(res.data.id)}`);
}

const col = createColumnHelper<Row>();

export default function ReturnsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const id = useId();
  const date = new Intl.DateTimeFormat(ADMIN_INTL[lang], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Hong_Kong',
  });
  const columns = [
    col.accessor('number', {
      header: t('admin.ret.col_number'),
      cell: (c) => (
        <Link className="underline" to={`/admin/returns/${encodeURIComponent(c.row.original.id)}`}>
          {c.getValue()}
        </Link>
      ),
    }),
    col.accessor('order_number', {
      header: t('admin.ret.col_order'),
      cell: (c) => (
        <Link className="underline" to={`/admin/orders/${encodeURIComponent(c.row.original.order_id)}`}>
          {c.getValue()}
        </Link>
      ),
    }),
    col.accessor('customer', { header: t('admin.ret.col_customer') }),
    col.accessor('status', {
      header: t('admin.ret.col_status'),
      cell: (c) => t(`admin.ret.status.${c.getValue()}`),
    }),
    col.accessor('created_at', {
      header: t('admin.ret.col_date'),
      cell: (c) => date.format(new Date(c.getValue())),
    }),
  ];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('admin.ret.title')} />
      {actionData && <Notice tone="error">{actionData.message}</Notice>}
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <AdminField id={`${id}-q`} label={t('admin.ret.search')}>
          <input id={`${id}-q`} name="q" defaultValue={loaderData.q} className={`${ADMIN_INPUT} w-72`} />
        </AdminField>
        <AdminField id={`${id}-status`} label={t('admin.ret.col_status')}>
          <select
            id={`${id}-status`}
            name="status"
            defaultValue={loaderData.status}
            className={`${ADMIN_SELECT} w-56`}
          >
            <option value="">{t('admin.ret.status_all')}</option>
            {RETURN_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`admin.ret.status.${s}`)}
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
        data={loaderData.items}
        caption={t('admin.ret.caption')}
        getRowId={(r) => r.id}
      />
      <Pagination page={loaderData.page} pageSize={loaderData.page_size} total={loaderData.total} />
    </div>
  );
}
