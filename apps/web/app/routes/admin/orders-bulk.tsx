// POST /admin/orders/bulk: the order list's bulk bar (POST /api/v1/admin/orders/bulk). "pack" takes the selected
// orders, or every order matching the list's filters; "ship_csv" takes the uploaded tracking file, which the API
// checks row by row first and ships whole or not at all (docs/order-operations.md "Bulk actions").
import { data, Link } from 'react-router';
import type { OrderBulkOut, OrderBulkRefused } from '@shop/core/contract/admin-shipping';
import type { Route } from './+types/orders-bulk';
import { adminApi } from '../../lib/admin-api.server.ts';
import { adminErrorText } from '../../lib/admin-error-text.ts';
import { adminLangOf, adminTranslate, useAdminT, type AdminT } from '../../lib/admin-i18n.tsx';
import { Notice } from '../../components/admin/ui.tsx';
import type { BulkAnswer } from '../../components/admin/order/order-bulk-bar.tsx';
import { ORDER_FILTERS } from './orders.tsx';

const CSV_MAX_BYTES = 2_000_000;

type Key = Parameters<AdminT>[0];

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const t = adminTranslate(adminLangOf(request));
  const kind = String(form.get('action') ?? '');
  const fail = (message: string, status = 400) =>
    data<BulkAnswer>({ ok: false, action: kind, message, lines: [] }, { status });
  let body: Record<string, unknown>;
  if (kind === 'pack') {
    if (form.get('all_matching') === '1') {
      const filter: Record<string, string> = {};
      for (const f of ORDER_FILTERS) {
        const v = String(form.get(`filter.${f}`) ?? '').trim();
        if (v) filter[f] = v;
      }
      body = { action: 'pack', filter };
    } else {
      const ids = form.getAll('ids').map(String).filter(Boolean);
      if (!ids.length) return fail(t('admin.bulk.none'));
      body = { action: 'pack', order_ids: ids };
    }
  } else if (kind === 'ship_csv') {
    const file = form.get('csv');
    if (!(file instanceof File) || file.size === 0) return fail(t('admin.bulk.csv_none'));
    if (file.size > CSV_MAX_BYTES) return fail(t('admin.errors.payload_too_large'));
    body = { action: 'ship_csv', csv: await file.text() };
  } else return fail(t('admin.bulk.none'));

  const res = await adminApi(context, request).send<OrderBulkOut>('POST', '/api/v1/admin/orders/bulk', body);
  if (!res.ok) {
    const refused = res.error as Partial<OrderBulkRefused> & { rows?: unknown };
    if (refused.code === 'csv_invalid' && 'rows' in refused && Array.isArray(refused.rows)) {
      const rows = refused.rows as { row: number; order_number: string; reason: string }[];
      return data<BulkAnswer>(
        {
          ok: false,
          action: kind,
          message: t('admin.bulk.csv_refused', { n: rows.length }),
          lines: rows.map((r) =>
            t('admin.bulk.csv_row', {
              row: r.row,
              number: r.order_number || '—',
              reason: t(`admin.bulk.row.${r.reason}` as Key),
            }),
          ),
        },
        { status: 400 },
      );
    }
    return fail(adminErrorText(res.error, t), res.status);
  }
  const out = res.data;
  if (out.action === 'ship_csv')
    return data<BulkAnswer>({
      ok: true,
      action: kind,
      message: t('admin.bulk.csv_done', { n: out.done }),
      lines: [],
    });
  return data<BulkAnswer>({
    ok: true,
    action: kind,
    message: t('admin.bulk.pack_done', { done: out.done, skipped: out.skipped }),
    lines: out.results
      .filter((r) => r.result === 'skipped')
      .map((r) =>
        t('admin.bulk.skipped', {
          number: r.number || '—',
          reason: t(`admin.bulk.reason.${r.reason ?? 'invalid_transition'}` as Key),
        }),
      ),
  });
}

/** Without JavaScript the form lands here: the answer and the way back to the list. */
export default function OrdersBulkAnswer({ actionData }: Route.ComponentProps) {
  const t = useAdminT();
  return (
    <div className="flex flex-col gap-4">
      {actionData && <Notice tone={actionData.ok ? 'success' : 'error'}>{actionData.message}</Notice>}
      {actionData?.lines.length ? (
        <ul className="list-disc pl-5 text-sm">
          {actionData.lines.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      ) : null}
      <Link to="/admin/orders" className="underline underline-offset-2">
        ← {t('admin.nav.orders')}
      </Link>
    </div>
  );
}
