// The order list's saved views (quick links, one per saved filter set, with delete), the "Save this view" form, and
// the export choice (orders, or orders with their line items) for the filters shown.
import { useEffect, useId } from 'react';
import { Link, useFetcher, useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { orderViewListOut } from '@shop/core/contract/admin-order-print';
import type { FormResult } from '../../../lib/admin-form.ts';
import { useAdminT } from '../../../lib/admin-i18n.tsx';
import { FormOutcome } from '../admin-form.tsx';
import { ADMIN_BUTTON, ADMIN_BUTTON_QUIET, ADMIN_INPUT, AdminField } from '../ui.tsx';

type ViewList = z.infer<typeof orderViewListOut>;

const viewQuery = (filters: Record<string, string>) => new URLSearchParams(filters).toString();

/** The filters in the address, in the list's own order (what a view saves and what it is compared with). */
function currentFilters(params: URLSearchParams, names: readonly string[]) {
  const out: Record<string, string> = {};
  for (const f of names) {
    const v = params.get(f)?.trim();
    if (v) out[f] = v;
  }
  return out;
}

export function OrderListViews({ filters }: { filters: readonly string[] }) {
  const t = useAdminT();
  const id = useId();
  const [params] = useSearchParams();
  const list = useFetcher<ViewList>();
  const save = useFetcher<FormResult>();
  const remove = useFetcher<FormResult>();
  const { load } = list;
  useEffect(() => {
    void load('/admin/order-views');
  }, [load]);
  const now = currentFilters(params, filters);
  const here = viewQuery(now);
  const views = list.data?.items ?? [];
  return (
    <section aria-labelledby={`${id}-h`} className="flex flex-col gap-3">
      <h2 id={`${id}-h`} className="text-sm font-semibold">
        {t('admin.order_views.title')}
      </h2>
      {views.length ? (
        <ul className="flex flex-wrap gap-2">
          {views.map((v) => (
            <li key={v._id} className="flex items-center gap-1">
              <Link
                to={`/admin/orders${Object.keys(v.filters).length ? `?${viewQuery(v.filters)}` : ''}`}
                aria-current={viewQuery(v.filters) === here ? 'page' : undefined}
                className={`${ADMIN_BUTTON_QUIET} aria-[current=page]:font-semibold aria-[current=page]:underline`}
              >
                {v.name}
              </Link>
              <remove.Form method="post" action={`/admin/order-views/${encodeURIComponent(v._id)}/delete`}>
                <button
                  type="submit"
                  className={ADMIN_BUTTON_QUIET}
                  aria-label={t('admin.order_views.delete', { name: v.name })}
                  title={t('admin.order_views.delete', { name: v.name })}
                >
                  ×
                </button>
              </remove.Form>
            </li>
          ))}
        </ul>
      ) : list.data ? (
        <p className="text-muted text-sm">{t('admin.order_views.none')}</p>
      ) : null}
      <save.Form method="post" action="/admin/order-views" className="flex flex-wrap items-end gap-2">
        {Object.entries(now).map(([k, v]) => (
          <input key={k} type="hidden" name={`filters.${k}`} value={v} />
        ))}
        <AdminField id={`${id}-name`} label={t('admin.order_views.name')}>
          <input id={`${id}-name`} name="name" required maxLength={60} className={ADMIN_INPUT} />
        </AdminField>
        <button type="submit" className={ADMIN_BUTTON} disabled={save.state !== 'idle'}>
          {t('admin.order_views.save')}
        </button>
      </save.Form>
      <FormOutcome result={save.data ?? remove.data} />
    </section>
  );
}

/** The export: every filtered order as one row, or one row per order line. */
export function OrderExportLinks({ filters }: { filters: readonly string[] }) {
  const t = useAdminT();
  const [params] = useSearchParams();
  const q = new URLSearchParams(currentFilters(params, filters));
  const href = (lines: boolean) => {
    const all = new URLSearchParams(q);
    if (lines) all.set('lines', '1');
    return `/api/v1/admin/orders/export.csv${all.size ? `?${all}` : ''}`;
  };
  return (
    <div
      role="group"
      aria-label={t('admin.order_views.export')}
      className="flex flex-wrap items-center gap-2"
    >
      <span className="text-muted text-sm">{t('admin.order_views.export')}</span>
      <a className={ADMIN_BUTTON_QUIET} href={href(false)} download>
        {t('admin.order_views.export_orders')}
      </a>
      <a className={ADMIN_BUTTON_QUIET} href={href(true)} download>
        {t('admin.order_views.export_lines')}
      </a>
    </div>
  );
}
