// The product list: a TanStack table with server paging, sorting and filters kept in the URL, row selection and a
// bulk action bar (publish, unpublish, tags, collections, prices by a percentage with a before → after check, stock).
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { data, Form, Link, useLocation, useNavigate, useNavigation } from 'react-router';
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import type { Route } from './+types/products';
import type {
  AdminProductListOut,
  AdminProductListRow,
  ProductBulkOut,
} from '@shop/core/contract/admin-catalogue-io';
import type { CatalogueChoices } from '@shop/core/contract/admin-product-out';
import { adminApi, pageOf } from '../../lib/admin-api.server.ts';
import {
  ADMIN_INTL,
  adminLangOf,
  adminTranslate,
  useAdminLang,
  useAdminStaff,
  useAdminT,
  type AdminT,
} from '../../lib/admin-i18n.tsx';
import { formatAdminMoney, localizedName } from '../../lib/admin-catalogue.ts';
import {
  ADMIN_BUTTON,
  ADMIN_BUTTON_QUIET,
  ADMIN_INPUT,
  ADMIN_SELECT,
  AdminField,
  Notice,
  PageHeader,
  Pagination,
} from '../../components/admin/ui.tsx';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

const PAGE_SIZE = 25;
const FILTERS = ['q', 'brand', 'type', 'status', 'stock', 'collection', 'tag', 'sort'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;
const BULK_ACTIONS = [
  'publish',
  'unpublish',
  'add_tag',
  'remove_tag',
  'add_collection',
  'remove_collection',
  'price_percent',
  'set_stock',
] as const;
type BulkAction = (typeof BULK_ACTIONS)[number];

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

type ActionResult =
  | { ok: true; message: string }
  | { ok: false; message: string }
  | { ok: 'preview'; preview: ProductBulkOut; percent: number; ids: string[] };

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

const col = createColumnHelper<AdminProductListRow>();
const SORTABLE: Record<string, string> = {
  name: 'name',
  price: 'price',
  stock: 'stock',
  updated_at: 'updated',
};

export default function ProductsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const staff = useAdminStaff();
  const canWrite = staff.can('catalogue:write');
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const { items, total, choices, filters, page } = loaderData;
  const result = actionData as ActionResult | undefined;
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [bulkAction, setBulkAction] = useState<BulkAction>('publish');
  const previewRef = useRef<HTMLHeadingElement>(null);

  // a new page of rows, or a finished action, starts with nothing selected
  const pageKey = location.search;
  useEffect(() => setSelection({}), [pageKey]);
  useEffect(() => {
    if (result?.ok === true) setSelection({});
    if (result?.ok === 'preview') previewRef.current?.focus();
  }, [result]);

  const nameOf = useMemo(() => {
    const m = new Map<string, string>();
    for (const list of [choices.brands, choices.tags, choices.collections])
      for (const c of list) m.set(c.key, localizedName(c.name, lang));
    return (key: string) => m.get(key) ?? key;
  }, [choices, lang]);
  const dateFmt = useMemo(
    () => new Intl.DateTimeFormat(ADMIN_INTL[lang], { dateStyle: 'medium', timeZone: 'Asia/Hong_Kong' }),
    [lang],
  );

  const sorting: SortingState = filters.sort
    ? [
        {
          id: Object.entries(SORTABLE).find(([, v]) => v === filters.sort.replace(/^-/, ''))?.[0] ?? 'name',
          desc: filters.sort.startsWith('-'),
        },
      ]
    : [];
  const hrefWith = (changes: Record<string, string>) => {
    const q = new URLSearchParams(location.search);
    for (const [k, v] of Object.entries(changes))
      if (v) q.set(k, v);
      else q.delete(k);
    q.delete('page');
    return `${location.pathname}?${q}`;
  };

  const columns = [
    col.display({
      id: 'select',
      header: ({ table }) => (
        <input
          type="checkbox"
          aria-label={t('admin.io.select_all')}
          className="size-5"
          checked={table.getIsAllPageRowsSelected()}
          ref={(el) => {
            if (el) el.indeterminate = table.getIsSomePageRowsSelected();
          }}
          onChange={table.getToggleAllPageRowsSelectedHandler()}
        />
      ),
      cell: ({ row }) => (
        <input
          type="checkbox"
          aria-label={t('admin.io.select_row', { name: localizedName(row.original.name, lang) })}
          className="size-5"
          checked={row.getIsSelected()}
          onChange={row.getToggleSelectedHandler()}
        />
      ),
    }),
    col.accessor('name', {
      header: t('admin.cat.product'),
      cell: (c) => (
        <span className="flex items-center gap-3">
          <img src={c.row.original.thumbnail} alt="" width={40} height={40} className="rounded-md" />
          <span className="flex flex-col">
            <Link to={`/admin/products/${encodeURIComponent(c.row.original.id)}`} className="underline">
              {localizedName(c.getValue(), lang)}
            </Link>
            <span className="text-xs text-muted">
              {c.row.original.sku} ·{' '}
              {c.row.original.options === 1
                ? t('admin.io.options_1')
                : t('admin.io.options_n', { n: c.row.original.options })}
            </span>
          </span>
        </span>
      ),
    }),
    col.accessor('brand_key', {
      header: t('admin.cat.brand'),
      cell: (c) => nameOf(c.getValue()),
      enableSorting: false,
    }),
    col.accessor('product_type', {
      header: t('admin.io.type'),
      enableSorting: false,
      cell: (c) => (c.getValue() === 2 ? t('admin.io.type.treatment') : t('admin.io.type.product')),
    }),
    col.accessor('price', {
      header: t('admin.io.price'),
      cell: (c) => (
        <span className="whitespace-nowrap">
          {formatAdminMoney(c.getValue(), 'HKD', lang)}
          <span className="block text-xs text-muted">
            {formatAdminMoney(c.row.original.price_usd, 'USD', lang)}
          </span>
        </span>
      ),
    }),
    col.accessor('stock', {
      header: t('admin.cat.stock'),
      cell: (c) => (
        <span>
          {c.getValue()}
          {c.getValue() === 0 ? (
            <span className="ml-2 text-xs text-danger">{t('admin.io.stock.out')}</span>
          ) : c.row.original.low_stock ? (
            <span className="ml-2 text-xs text-danger">{t('admin.io.stock.low')}</span>
          ) : null}
        </span>
      ),
    }),
    col.accessor('published', {
      header: t('admin.cat.status'),
      enableSorting: false,
      cell: (c) =>
        c.row.original.archived
          ? t('admin.io.archived')
          : c.getValue()
            ? t('admin.cat.published')
            : t('admin.cat.hidden'),
    }),
    col.accessor('updated_at', {
      header: t('admin.io.updated'),
      cell: (c) => dateFmt.format(new Date(c.getValue())),
    }),
  ];

  const table = useReactTable({
    data: items,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (r) => r.id,
    manualPagination: true,
    manualSorting: true,
    enableRowSelection: canWrite,
    state: { rowSelection: selection, sorting },
    onRowSelectionChange: setSelection,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const s = next[0];
      void navigate(hrefWith({ sort: s ? `${s.desc ? '-' : ''}${SORTABLE[s.id] ?? s.id}` : '' }));
    },
  });
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
      {/* the filters live in the URL: a link or a reload keeps them */}
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        <AdminField id={`${id}-q`} label={t('admin.search')}>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            defaultValue={filters.q}
            placeholder={t('admin.cat.search_hint')}
            className={`${ADMIN_INPUT} w-64`}
          />
        </AdminField>
        <FilterSelect id={`${id}-brand`} name="brand" label={t('admin.cat.brand')} value={filters.brand}>
          {choices.brands.map((b) => (
            <option key={b.key} value={b.key}>
              {localizedName(b.name, lang)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id={`${id}-type`} name="type" label={t('admin.io.type')} value={filters.type}>
          <option value="product">{t('admin.io.type.product')}</option>
          <option value="treatment">{t('admin.io.type.treatment')}</option>
        </FilterSelect>
        <FilterSelect id={`${id}-status`} name="status" label={t('admin.cat.status')} value={filters.status}>
          <option value="published">{t('admin.cat.published')}</option>
          <option value="unpublished">{t('admin.cat.hidden')}</option>
          <option value="archived">{t('admin.io.archived')}</option>
        </FilterSelect>
        <FilterSelect
          id={`${id}-stock`}
          name="stock"
          label={t('admin.io.stock_filter')}
          value={filters.stock}
        >
          <option value="in">{t('admin.io.stock.in')}</option>
          <option value="low">{t('admin.io.stock.low')}</option>
          <option value="out">{t('admin.io.stock.out')}</option>
        </FilterSelect>
        <FilterSelect
          id={`${id}-collection`}
          name="collection"
          label={t('admin.io.collection')}
          value={filters.collection}
        >
          {choices.collections.map((c) => (
            <option key={c.key} value={c.key}>
              {localizedName(c.name, lang)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id={`${id}-tag`} name="tag" label={t('admin.io.tag')} value={filters.tag}>
          {choices.tags.map((c) => (
            <option key={c.key} value={c.key}>
              {localizedName(c.name, lang)}
            </option>
          ))}
        </FilterSelect>
        {filters.sort && <input type="hidden" name="sort" value={filters.sort} />}
        <button type="submit" className={ADMIN_BUTTON}>
          {t('admin.filter')}
        </button>
        {hasFilters && (
          <Link to="/admin/products" className={ADMIN_BUTTON_QUIET}>
            {t('admin.clear_filters')}
          </Link>
        )}
      </Form>

      {result && result.ok !== 'preview' && (
        <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice>
      )}

      {canWrite && selectedIds.length > 0 && (
        <Form
          method="post"
          className="sticky top-0 z-10 flex flex-wrap items-end gap-3 rounded-xl border border-line bg-surface-2 p-4"
          aria-label={t('admin.io.bulk_label')}
        >
          <p className="self-center font-medium" aria-live="polite">
            {t('admin.io.selected', { n: selectedIds.length })}
          </p>
          {selectedIds.map((sid) => (
            <input key={sid} type="hidden" name="ids" value={sid} />
          ))}
          <AdminField id={`${id}-action`} label={t('admin.io.bulk_label')}>
            <select
              id={`${id}-action`}
              name="action"
              value={bulkAction}
              onChange={(e) => setBulkAction(e.target.value as BulkAction)}
              className={ADMIN_SELECT}
            >
              {BULK_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {t(`admin.io.action.${a}`)}
                </option>
              ))}
            </select>
          </AdminField>
          {(bulkAction === 'add_tag' || bulkAction === 'remove_tag') && (
            <AdminField id={`${id}-btag`} label={t('admin.io.tag')}>
              <select id={`${id}-btag`} name="tag" required className={ADMIN_SELECT}>
                {choices.tags.map((c) => (
                  <option key={c.key} value={c.key}>
                    {localizedName(c.name, lang)}
                  </option>
                ))}
              </select>
            </AdminField>
          )}
          {(bulkAction === 'add_collection' || bulkAction === 'remove_collection') && (
            <AdminField id={`${id}-bcol`} label={t('admin.io.collection')}>
              <select id={`${id}-bcol`} name="collection" required className={ADMIN_SELECT}>
                {choices.collections.map((c) => (
                  <option key={c.key} value={c.key}>
                    {localizedName(c.name, lang)}
                  </option>
                ))}
              </select>
            </AdminField>
          )}
          {bulkAction === 'price_percent' && (
            <AdminField id={`${id}-pct`} label={t('admin.io.percent')} hint={t('admin.io.percent_hint')}>
              <input
                id={`${id}-pct`}
                name="percent"
                inputMode="decimal"
                required
                aria-describedby={`${id}-pct-hint`}
                className={`${ADMIN_INPUT} w-32`}
              />
            </AdminField>
          )}
          {bulkAction === 'set_stock' && (
            <>
              <AdminField id={`${id}-stk`} label={t('admin.io.stock_level')}>
                <input
                  id={`${id}-stk`}
                  name="stock"
                  inputMode="numeric"
                  pattern="\d*"
                  required
                  className={`${ADMIN_INPUT} w-32`}
                />
              </AdminField>
              <AdminField id={`${id}-rsn`} label={t('admin.io.reason')}>
                <input id={`${id}-rsn`} name="reason" required maxLength={200} className={ADMIN_INPUT} />
              </AdminField>
            </>
          )}
          <button type="submit" className={ADMIN_BUTTON} disabled={busy}>
            {bulkAction === 'price_percent' ? t('admin.io.review') : t('admin.io.apply')}
          </button>
        </Form>
      )}

      {result?.ok === 'preview' && (
        <section aria-labelledby={`${id}-preview`} className="rounded-xl border border-line bg-surface p-5">
          <h2 id={`${id}-preview`} ref={previewRef} tabIndex={-1} className="mb-3 text-lg font-medium">
            {t('admin.io.confirm_title', { n: result.preview.products.length })}
          </h2>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[520px] text-sm">
              <thead className="text-left">
                <tr>
                  <th scope="col" className="px-2 py-1">
                    {t('admin.io.option')}
                  </th>
                  <th scope="col" className="px-2 py-1">
                    {t('admin.io.before')}
                  </th>
                  <th scope="col" className="px-2 py-1">
                    {t('admin.io.after')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {result.preview.products.flatMap((p) =>
                  p.options.map((o) => (
                    <tr key={o.sub_sku} className="border-t border-line">
                      <td className="px-2 py-1">
                        {localizedName(p.name, lang)} · {localizedName(o.name, lang)}
                      </td>
                      <td className="px-2 py-1">
                        {formatAdminMoney(o.before.price, 'HKD', lang)} /{' '}
                        {formatAdminMoney(o.before.price_usd, 'USD', lang)}
                      </td>
                      <td className="px-2 py-1 font-medium">
                        {formatAdminMoney(o.after.price, 'HKD', lang)} /{' '}
                        {formatAdminMoney(o.after.price_usd, 'USD', lang)}
                      </td>
                    </tr>
                  )),
                )}
              </tbody>
            </table>
          </div>
          <Form method="post" className="mt-4 flex gap-3">
            {result.ids.map((sid) => (
              <input key={sid} type="hidden" name="ids" value={sid} />
            ))}
            <input type="hidden" name="action" value="price_percent" />
            <input type="hidden" name="percent" value={String(result.percent)} />
            <input type="hidden" name="confirm" value="1" />
            <button type="submit" className={ADMIN_BUTTON} disabled={busy}>
              {t('admin.io.confirm')}
            </button>
            <Link to={`${location.pathname}${location.search}`} className={ADMIN_BUTTON_QUIET}>
              {t('admin.io.cancel')}
            </Link>
          </Form>
        </section>
      )}

      <div className="relative overflow-x-auto rounded-xl border border-line bg-surface">
        <table className="w-full min-w-[760px] border-collapse text-sm">
          <caption className="sr-only">{t('admin.cat.products_title')}</caption>
          <thead className="bg-surface-2 text-left">
            {table.getHeaderGroups().map((hg) => (
              <tr key={hg.id}>
                {hg.headers.map((h) => {
                  const sorted = h.column.getIsSorted();
                  const canSort = h.column.id in SORTABLE && h.column.getCanSort();
                  return (
                    <th
                      key={h.id}
                      scope="col"
                      className="px-3 py-2 font-medium"
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                    >
                      {canSort ? (
                        <button
                          type="button"
                          onClick={h.column.getToggleSortingHandler()}
                          className="inline-flex min-h-9 items-center gap-1 underline-offset-2 hover:underline"
                        >
                          {flexRender(h.column.columnDef.header, h.getContext())}
                          <span aria-hidden="true">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                          {sorted && (
                            <span className="sr-only">
                              {sorted === 'asc' ? t('admin.io.sort_asc') : t('admin.io.sort_desc')}
                            </span>
                          )}
                        </button>
                      ) : h.isPlaceholder ? null : (
                        flexRender(h.column.columnDef.header, h.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-3 py-6 text-center text-muted">
                  {t('admin.empty')}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr
                  key={row.id}
                  className={`border-t border-line align-top ${row.getIsSelected() ? 'bg-surface-2' : ''}`}
                >
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className="px-3 py-2">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pagination page={page} pageSize={PAGE_SIZE} total={total} />
    </div>
  );
}

function FilterSelect({
  id,
  name,
  label,
  value,
  children,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  children: React.ReactNode;
}) {
  const t = useAdminT();
  return (
    <AdminField id={id} label={label}>
      <select id={id} name={name} defaultValue={value} className={ADMIN_SELECT}>
        <option value="">{t('admin.all')}</option>
        {children}
      </select>
    </AdminField>
  );
}
