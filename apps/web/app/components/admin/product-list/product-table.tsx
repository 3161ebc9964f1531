// The product list's table (TanStack): one page of rows from the server, sorting kept in the URL, and row
// selection for the bulk action bar when the staff member may write the catalogue.
import { useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
  type OnChangeFn,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import type { AdminProductListRow } from '@shop/core/contract/admin-catalogue-io';
import type { CatalogueChoices } from '@shop/core/contract/admin-product-out';
import { formatAdminMoney, localizedName } from '../../../lib/admin-catalogue.ts';
import { ADMIN_INTL, useAdminLang, useAdminT } from '../../../lib/admin-i18n.tsx';
import { IMAGE_SIZES } from '../../../lib/image-sizes.ts';
import { Picture } from '../../picture.tsx';

const col = createColumnHelper<AdminProductListRow>();
/** column id → the API's sort key */
const SORTABLE: Record<string, string> = {
  name: 'name',
  price: 'price',
  stock: 'stock',
  updated_at: 'updated',
};

export function ProductTable({
  items,
  choices,
  sort,
  canWrite,
  selection,
  onSelectionChange,
}: {
  items: AdminProductListRow[];
  choices: CatalogueChoices;
  /** the URL's sort: a sort key, `-` first for descending */
  sort: string;
  canWrite: boolean;
  selection: RowSelectionState;
  onSelectionChange: OnChangeFn<RowSelectionState>;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const navigate = useNavigate();
  const location = useLocation();

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

  const sorting: SortingState = sort
    ? [
        {
          id: Object.entries(SORTABLE).find(([, v]) => v === sort.replace(/^-/, ''))?.[0] ?? 'name',
          desc: sort.startsWith('-'),
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
          <Picture
            src={c.row.original.thumbnail}
            sizes={IMAGE_SIZES.px40}
            alt=""
            decorative
            locale={lang}
            width={40}
            height={40}
            className="size-10 rounded-md object-cover"
          />
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
    onRowSelectionChange: onSelectionChange,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const s = next[0];
      void navigate(hrefWith({ sort: s ? `${s.desc ? '-' : ''}${SORTABLE[s.id] ?? s.id}` : '' }));
    },
  });

  return (
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
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
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
  );
}
