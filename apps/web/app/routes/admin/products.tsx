// The product list: a TanStack table with server paging, sorting and filters kept in the URL, row selection and a
// bulk action bar (publish, unpublish, tags, collections, prices by a percentage with a before → after check, stock).
// The table, the filters and the bulk bar are in components/admin/product-list/.
import { useEffect, useId, useState } from 'react';
import { data, Link, useLocation } from 'react-router';
import type { RowSelectionState } from '@tanstack/react-table';
import type { Route } from './+types/products';
import type { AdminProductListOut, ProductBulkOut } from '@shop/core/contract/admin-catalogue-io';
import type { CatalogueChoices } from '@shop/core/contract/admin-product-out';
import { adminApi, pageOf } from '../../lib/admin-api.server.ts';
import { adminLangOf, adminTranslate, useAdminStaff, useAdminT, type AdminT } from '../../lib/admin-i18n.tsx';
import {
  ADMIN_BUTTON,
  ADMIN_BUTTON_QUIET,
  Notice,
  PageHeader,
  Pagination,
} from '../../components/admin/ui.tsx';
import { BulkBar } from '../../components/admin/product-list/bulk-bar.tsx';
import { ProductFilters } from '../../components/admin/product-list/product-filters.tsx';
import { ProductTable } from '../../components/admin/product-list/product-table.tsx';
import {
  BULK_ACTIONS,
  FILTERS,
  type ActionResult,
  type BulkAction,
  type Filters,
} from '../../components/admin/product-list/product-list-types.ts';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

const PAGE_SIZE = 25;

export function meta() {
  return [{ title: 'Products' }];
}

function filtersOf(url: URL): Filters {
  const f = Object.fromEntries(FILTERS.map((k) => [k, url.searchParams.get(k) ?? ''])) as Filters;
  // an old link's published=true|false reads as the status filter
  const published = url.searchParams.get('published');
  if (!f.status && published) f.status = published === 'true' ? 'published' : 'unpublished';
  return f;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = filtersOf(url);
  const page = pageOf(url);
  const api = adminApi(context, request);
  const [list, choices] = await Promise.all([
    api.get<AdminProductListOut>('/api/v1/admin/products', { ...filters, page, limit: PAGE_SIZE }),
    api.get<CatalogueChoices>('/api/v1/admin/catalogue/choices'),
  ]);
  return { ...list, choices, filters, page };
}

function bulkBody(form: FormData, t: AdminT): { body: Record<string, unknown> } | { error: string } {
  const ids = form.getAll('ids').map(String).filter(Boolean);
  if (!ids.length) return { error: t('admin.io.err.none') };
  const action = String(form.get('action') ?? '') as BulkAction;
  if (!BULK_ACTIONS.includes(action)) return { error: t('admin.io.err.choose') };
  switch (action) {
    case 'add_tag':
    case 'remove_tag': {
      const tag = String(form.get('tag') ?? '');
      return tag ? { body: { ids, action, tag } } : { error: t('admin.io.err.choose') };
    }
    case 'add_collection':
    case 'remove_collection': {
      const collection = String(form.get('collection') ?? '');
      return collection ? { body: { ids, action, collection } } : { error: t('admin.io.err.choose') };
    }
    case 'price_percent': {
      const text = String(form.get('percent') ?? '')
        .trim()
        .replace('%', '')
        .replace('−', '-');
      if (!/^[+-]?\d{1,4}(?:\.\d{1,2})?$/.test(text) || Number(text) === 0 || Number(text) < -100)
        return { error: t('admin.io.err.percent') };
      return { body: { ids, action, percent: Number(text), dry_run: form.get('confirm') !== '1' } };
    }
    case 'set_stock': {
      const stock = String(form.get('stock') ?? '').trim();
      if (!/^\d{1,7}$/.test(stock)) return { error: t('admin.io.err.stock') };
      const reason = String(form.get('reason') ?? '').trim();
      if (!reason) return { error: t('admin.io.err.reason') };
      return { body: { ids, action, stock: Number(stock), reason } };
    }
    default:
      return { body: { ids, action } };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const t = adminTranslate(adminLangOf(request));
  const built = bulkBody(form, t);
  if ('error' in built) return data<ActionResult>({ ok: false, message: built.error }, { status: 400 });
  const res = await adminApi(context, request).send<ProductBulkOut>(
    'POST',
    '/api/v1/admin/products/bulk',
    built.body,
  );
  if (!res.ok) {
    const code = res.error.code ?? '';
    const message =
      code === 'original_below_price' || code === 'special_above_price'
        ? t('admin.io.err.price_rule')
        : t(`admin.errors.${code}` as Parameters<AdminT>[0]) || t('admin.errors.generic');
    return data<ActionResult>({ ok: false, message }, { status: res.status });
  }
  if (res.data.dry_run)
    return data<ActionResult>({
      ok: 'preview',
      preview: res.data,
      percent: built.body.percent as number,
      ids: built.body.ids as string[],
    });
  return data<ActionResult>({ ok: true, message: t('admin.io.done', { n: res.data.changed }) });
}

export default function ProductsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const staff = useAdminStaff();
  const canWrite = staff.can('catalogue:write');
  const id = useId();
  const location = useLocation();
  const { items, total, choices, filters, page } = loaderData;
  const result = actionData as ActionResult | undefined;
  const [selection, setSelection] = useState<RowSelectionState>({});

  // a new page of rows, or a finished action, starts with nothing selected
  const pageKey = location.search;
  useEffect(() => setSelection({}), [pageKey]);
  useEffect(() => {
    if (result?.ok === true) setSelection({});
  }, [result]);

  const selectedIds = Object.keys(selection).filter((k) => selection[k]);
  const exportQuery = new URLSearchParams(
    Object.entries(filters).filter(([k, v]) => v && k !== 'sort') as [string, string][],
  );
  const hasFilters = FILTERS.some((k) => k !== 'sort' && filters[k]);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('admin.cat.products_title')}
        actions={
          <>
            {canWrite && (
              <Link to="/admin/products/new" className={ADMIN_BUTTON}>
                {t('admin.io.new_product')}
              </Link>
            )}
            {canWrite && (
              <Link to="/admin/products/import" className={ADMIN_BUTTON_QUIET}>
                {t('admin.io.import')}
              </Link>
            )}
            <a href="/api/v1/admin/products/export" className={ADMIN_BUTTON_QUIET} download>
              {t('admin.io.export_all')}
            </a>
            {hasFilters && (
              <a
                href={`/api/v1/admin/products/export?${exportQuery}`}
                className={ADMIN_BUTTON_QUIET}
                download
              >
                {t('admin.io.export_filtered')}
              </a>
            )}
          </>
        }
      />
      <ProductFilters id={id} filters={filters} choices={choices} hasFilters={hasFilters} />

      {result && result.ok !== 'preview' && (
        <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice>
      )}

      <BulkBar id={id} canWrite={canWrite} selectedIds={selectedIds} choices={choices} result={result} />

      <ProductTable
        items={items}
        choices={choices}
        sort={filters.sort}
        canWrite={canWrite}
        selection={selection}
        onSelectionChange={setSelection}
      />
      <Pagination page={page} pageSize={PAGE_SIZE} total={total} />
    </div>
  );
}
