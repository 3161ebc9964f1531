// Building blocks every admin page shares: header, field, notice, pagination and a headless table.
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { INPUT_CLASS, describedBy } from '../account/field.tsx';
import { useAdminT } from '../../lib/admin-i18n.tsx';

export { INPUT_CLASS as ADMIN_INPUT, describedBy };
// a <select> matches :read-only in Chromium: the input class's read-only grey must not apply to it
export const ADMIN_SELECT =
  'min-h-11 w-full min-w-0 rounded-lg border border-line bg-surface px-3 pr-8 text-base aria-[invalid=true]:border-danger';
export const ADMIN_BUTTON = 'btn-primary disabled:opacity-50';
export const ADMIN_BUTTON_QUIET =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-line px-5 text-sm hover:bg-surface-2 disabled:opacity-50';
export const ADMIN_BUTTON_DANGER =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-danger px-5 text-sm text-danger hover:bg-surface-2 disabled:opacity-50';

export function PageHeader({ title, actions }: { title: string; actions?: React.ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <h1 className="font-serif text-3xl">{title}</h1>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

export function Card({
  title,
  children,
  className = '',
}: {
  title?: string;
  children: React.ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={`rounded-xl border border-line bg-surface p-5 ${className}`}
    >
      {title && (
        <h2 id={headingId} className="mb-3 text-base font-medium">
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}

/** Label, control and error of one admin field; the control uses `id` and `describedBy(id, error)`. */
export function AdminField({
  id,
  label,
  error,
  hint,
  children,
  className = '',
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="mt-1">{children}</div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** A status line after a form: role=status for success, role=alert for errors. */
export function Notice({ tone, children }: { tone: 'success' | 'error'; children: React.ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-4 py-3 text-sm ${tone === 'error' ? 'border-danger text-danger' : 'border-success text-success'}`}
    >
      {children}
    </p>
  );
}

/** Previous / next links that keep every other filter in the URL. */
export function Pagination({
  page,
  pageSize,
  total,
  more,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** the count stopped at `total`: more match (the order list at scale) */
  more?: boolean;
}) {
  const t = useAdminT();
  const location = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const hrefFor = (p: number) => {
    const q = new URLSearchParams(location.search);
    q.set('page', String(p));
    return `${location.pathname}?${q}`;
  };
  return (
    <nav aria-label={t('admin.pagination')} className="mt-4 flex items-center justify-between gap-4 text-sm">
      <span className="text-muted">
        {more ? t('admin.order_views.more_than', { total }) : t('admin.results', { total })} ·{' '}
        {t('admin.page_of', { page, pages: more ? `${pages}+` : pages })}
      </span>
      <span className="flex gap-2">
        {page > 1 ? (
          <Link className={ADMIN_BUTTON_QUIET} to={hrefFor(page - 1)} rel="prev">
            {t('admin.prev')}
          </Link>
        ) : null}
        {page < pages ? (
          <Link className={ADMIN_BUTTON_QUIET} to={hrefFor(page + 1)} rel="next">
            {t('admin.next')}
          </Link>
        ) : null}
      </span>
    </nav>
  );
}

/** A server-paginated table: TanStack Table for the model, our markup for the look (scrolls sideways on phones). */
export function DataTable<T>({
  columns,
  data,
  caption,
  getRowId,
}: {
  // TanStack's column helper types each column by its value; a list of them only fits ColumnDef<T, any>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  data: T[];
  caption: string;
  getRowId?: (row: T) => string;
}) {
  const t = useAdminT();
  const table = useReactTable({
    data,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    getRowId,
  });
  return (
    // relative: the sr-only labels inside cells (absolutely placed) stay in the scroll box, not widen the page
    <div className="relative overflow-x-auto rounded-xl border border-line bg-surface">
      <table className="w-full min-w-[640px] border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-2 text-left">
          {table.getHeaderGroups().map((hg) => (
            <tr key={hg.id}>
              {hg.headers.map((h) => (
                <th key={h.id} scope="col" className="px-3 py-2 font-medium">
                  {h.isPlaceholder ? null : flexRender(h.column.columnDef.header, h.getContext())}
                </th>
              ))}
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
              <tr key={row.id} className="border-t border-line align-top">
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
