// The order list's selection and bulk bar (docs/order-operations.md "Bulk actions"): a checkbox per row and one for
// the page, "select all N matching the filter", then Mark packed (after a confirmation naming how many), Mark shipped
// from a tracking CSV (the per-row report when the file is refused) and the packing slips of the selected orders as
// one PDF (A4 or label). The forms post to routes/admin/orders-bulk.tsx through one fetcher.
import { BULK_MAX_ORDERS } from '@shop/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { AdminOrderRow } from '@shop/core/contract/admin-order';
import { useAdminT } from '../../../lib/admin-i18n.tsx';
import { ADMIN_BUTTON, ADMIN_BUTTON_QUIET, ADMIN_INPUT, AdminField, Notice } from '../ui.tsx';

/** What routes/admin/orders-bulk.tsx answers: the line to show, and the rows or orders it concerns. */
export interface BulkAnswer {
  ok: boolean;
  action: string;
  message: string;
  lines: string[];
}

export interface OrderSelection {
  ids: string[];
  /** every order matching the list's filters, not only the ticked ones */
  allMatching: boolean;
  toggle: (id: string, on: boolean) => void;
  togglePage: (on: boolean) => void;
  selectAllMatching: () => void;
  clear: () => void;
}

const BULK_PATH = '/admin/orders/bulk';

export function useBulkFetcher() {
  return useFetcher<BulkAnswer>({ key: 'admin-orders-bulk' });
}

/** The ticked rows of this page; a new page (other filters, another page number) starts with none. */
export function useOrderSelection(rows: readonly AdminOrderRow[], pageKey: string): OrderSelection {
  const [ids, setIds] = useState<string[]>([]);
  const [allMatching, setAllMatching] = useState(false);
  const answer = useBulkFetcher().data;
  useEffect(() => {
    setIds([]);
    setAllMatching(false);
  }, [pageKey]);
  useEffect(() => {
    if (answer?.ok) {
      setIds([]);
      setAllMatching(false);
    }
  }, [answer]);
  return {
    ids,
    allMatching,
    toggle: (id, on) => {
      setAllMatching(false);
      setIds((s) => (on ? [...new Set([...s, id])] : s.filter((x) => x !== id)));
    },
    togglePage: (on) => {
      setAllMatching(false);
      setIds(on ? rows.map((r) => r._id) : []);
    },
    selectAllMatching: () => {
      setIds(rows.map((r) => r._id));
      setAllMatching(true);
    },
    clear: () => {
      setIds([]);
      setAllMatching(false);
    },
  };
}

const col = createColumnHelper<AdminOrderRow>();

/** The checkbox column: the header ticks the page, each row ticks itself. */
export function selectColumn(
  sel: OrderSelection,
  rows: readonly AdminOrderRow[],
  t: ReturnType<typeof useAdminT>,
) {
  const all = rows.length > 0 && rows.every((r) => sel.ids.includes(r._id));
  return col.display({
    id: 'select',
    header: () => (
      <input
        type="checkbox"
        className="size-5"
        aria-label={t('admin.bulk.select_page')}
        checked={all}
        onChange={(e) => sel.togglePage(e.target.checked)}
      />
    ),
    cell: (c) => (
      <input
        type="checkbox"
        className="size-5"
        aria-label={t('admin.bulk.select_row', { number: c.row.original.number })}
        checked={sel.ids.includes(c.row.original._id)}
        onChange={(e) => sel.toggle(c.row.original._id, e.target.checked)}
      />
    ),
  });
}

export function OrderBulkBar({
  sel,
  total,
  pageRows,
  filters,
}: {
  sel: OrderSelection;
  /** orders matching the filters */
  total: number;
  pageRows: number;
  /** the list's filters as the URL has them */
  filters: [string, string][];
}) {
  const t = useAdminT();
  const id = useId();
  const fetcher = useBulkFetcher();
  const busy = fetcher.state !== 'idle';
  const answer = fetcher.data;
  const dialog = useRef<HTMLDialogElement>(null);
  const fileForm = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (answer) dialog.current?.close();
    if (answer?.ok && answer.action === 'ship_csv') fileForm.current?.reset();
  }, [answer]);
  const count = sel.allMatching ? total : sel.ids.length;
  const slips = (size: 'a4' | 'label') =>
    `/api/v1/admin/orders/packing-slips.pdf?ids=${sel.ids.map(encodeURIComponent).join(',')}&size=${size}`;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-xl border border-line bg-surface p-4"
    >
      <h2 id={`${id}-title`} className="text-base font-medium">
        {t('admin.bulk.title')}
      </h2>
      {answer && (
        <div className="grid gap-2">
          <Notice tone={answer.ok ? 'success' : 'error'}>{answer.message}</Notice>
          {answer.lines.length > 0 && (
            <ul className="list-disc pl-5 text-sm" aria-label={answer.message}>
              {answer.lines.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span aria-live="polite">
          {sel.allMatching
            ? t('admin.bulk.all_matching', { n: total })
            : t('admin.bulk.selected', { n: count })}
        </span>
        {/* a filter matching more than one bulk action takes is not offered: the staff narrow it first */}
        {!sel.allMatching &&
          sel.ids.length === pageRows &&
          pageRows > 0 &&
          total > pageRows &&
          total <= BULK_MAX_ORDERS && (
            <button type="button" className={ADMIN_BUTTON_QUIET} onClick={sel.selectAllMatching}>
              {t('admin.bulk.select_all_matching', { n: total })}
            </button>
          )}
        {count > 0 && (
          <button type="button" className={ADMIN_BUTTON_QUIET} onClick={sel.clear}>
            {t('admin.bulk.clear')}
          </button>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={ADMIN_BUTTON}
          disabled={busy || count === 0}
          onClick={() => dialog.current?.showModal()}
        >
          {t('admin.bulk.pack')}
        </button>
        {/* the PDF names its orders: a selection "all matching" prints the ticked page */}
        {sel.ids.length > 0 ? (
          <>
            <a className={ADMIN_BUTTON_QUIET} href={slips('a4')} target="_blank" rel="noopener">
              {t('admin.bulk.slips_a4')}
            </a>
            <a className={ADMIN_BUTTON_QUIET} href={slips('label')} target="_blank" rel="noopener">
              {t('admin.bulk.slips_label')}
            </a>
          </>
        ) : (
          <span className="text-sm text-muted">
            {t('admin.bulk.slips')}: {t('admin.bulk.none')}
          </span>
        )}
      </div>
      <fetcher.Form
        ref={fileForm}
        method="post"
        action={BULK_PATH}
        encType="multipart/form-data"
        className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
        aria-labelledby={`${id}-csv`}
      >
        <h3 id={`${id}-csv`} className="text-sm font-medium sm:col-span-2">
          {t('admin.bulk.ship_csv')}
        </h3>
        <input type="hidden" name="action" value="ship_csv" />
        <AdminField id={`${id}-file`} label={t('admin.bulk.csv_file')} hint={t('admin.bulk.csv_hint')}>
          <input
            id={`${id}-file`}
            name="csv"
            type="file"
            accept=".csv,text/csv"
            required
            className={ADMIN_INPUT}
            aria-describedby={`${id}-file-hint`}
          />
        </AdminField>
        <button type="submit" className={ADMIN_BUTTON} disabled={busy}>
          {t('admin.bulk.csv_submit')}
        </button>
      </fetcher.Form>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-pack-title`}
        className="m-auto max-w-md rounded-xl border border-line bg-surface p-6 text-text backdrop:bg-black/40"
      >
        <fetcher.Form method="post" action={BULK_PATH} className="grid gap-4">
          <h2 id={`${id}-pack-title`} className="font-serif text-xl">
            {t('admin.bulk.pack_confirm', { n: count })}
          </h2>
          <p className="text-sm">{t('admin.bulk.pack_confirm_hint')}</p>
          <input type="hidden" name="action" value="pack" />
          {sel.allMatching ? (
            <>
              <input type="hidden" name="all_matching" value="1" />
              {filters.map(([k, v]) => (
                <input key={k} type="hidden" name={`filter.${k}`} value={v} />
              ))}
            </>
          ) : (
            sel.ids.map((x) => <input key={x} type="hidden" name="ids" value={x} />)
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className={ADMIN_BUTTON_QUIET} onClick={() => dialog.current?.close()}>
              {t('admin.bulk.keep')}
            </button>
            <button type="submit" className={ADMIN_BUTTON} disabled={busy}>
              {t('admin.bulk.pack')}
            </button>
          </div>
        </fetcher.Form>
      </dialog>
    </section>
  );
}
