// The catalogue import: choose a CSV file, check it (a dry run: each problem by row and column, or what would be
// created and updated), then import it all at once. The browser posts the file to the API itself, as the image
// upload does: a catalogue is larger than a page form may be.
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CATALOGUE_CSV_REQUIRED, writeCatalogueCsv } from '@shop/core';
import type { CatalogueImportReport } from '@shop/core/contract/admin-catalogue-io';
import { useAdminStaff, useAdminT, type AdminT } from '../../lib/admin-i18n.tsx';
import {
  ADMIN_BUTTON,
  ADMIN_BUTTON_QUIET,
  AdminField,
  Card,
  Notice,
  PageHeader,
} from '../../components/admin/ui.tsx';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

export function meta() {
  return [{ title: 'Import products' }];
}

/** The staff CSRF cookie, echoed for the one call the browser makes itself. */
function staffCsrf(): string {
  return document.cookie.match(/(?:^|;\s*)shop_staff_csrf=([^;]+)/)?.[1] ?? '';
}

/** The header with one example product (two options and a monthly subscription). */
function templateCsv(): string {
  const product = {
    handle: 'hydra-serum',
    sku: 'HYDRA-SERUM',
    title_en: 'Hydra Serum',
    title_zh_hant: '保濕精華',
    title_zh_hans: '保湿精华',
    brand: 'Oxygen Ceuticals',
    type: 'product',
    categories: 'Serums & Oils',
    tags: 'New',
    published: 'false',
    body_html_en: '<p>A light serum for every day.</p>',
  };
  return writeCatalogueCsv([
    {
      ...product,
      option_sku: 'HYDRA-SERUM-30',
      option_title_en: '30 ml',
      price_hkd: '380.00',
      price_usd: '49.00',
      stock: 20,
      low_stock: 5,
      availability: 'in_stock',
    },
    {
      handle: product.handle,
      sku: product.sku,
      option_sku: 'HYDRA-SERUM-30-S1M',
      option_title_en: '30 ml, every month',
      price_hkd: '342.00',
      price_usd: '44.00',
      compare_at_price_hkd: '380.00',
      compare_at_price_usd: '49.00',
      availability: 'in_stock',
      subscription_parent_sku: 'HYDRA-SERUM-30',
      subscription_months: 1,
    },
  ]);
}

type Outcome =
  | { kind: 'checked'; report: CatalogueImportReport }
  | { kind: 'imported'; report: CatalogueImportReport }
  | { kind: 'problems'; report: CatalogueImportReport }
  | { kind: 'error'; message: string };

async function send(file: File, dryRun: boolean, t: AdminT): Promise<Outcome> {
  const res = await fetch(`/api/v1/admin/products/import${dryRun ? '?dry_run=1' : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', 'x-csrf-token': staffCsrf() },
    body: file,
  });
  const body = (await res.json().catch(() => ({}))) as Partial<CatalogueImportReport> & { code?: string };
  if (res.ok) return { kind: dryRun ? 'checked' : 'imported', report: body as CatalogueImportReport };
  if (body.code === 'csv_invalid') return { kind: 'problems', report: body as CatalogueImportReport };
  if (res.status === 413) return { kind: 'error', message: t('admin.errors.payload_too_large') };
  const code = body.code ?? 'generic';
  return { kind: 'error', message: t(`admin.errors.${code}` as Parameters<AdminT>[0]) };
}

export default function ProductsImportPage() {
  const t = useAdminT();
  const staff = useAdminStaff();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [working, setWorking] = useState<'check' | 'import' | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) resultRef.current?.focus();
  }, [outcome]);

  async function run(dryRun: boolean) {
    if (!file) {
      setOutcome({ kind: 'error', message: t('admin.io.choose_file') });
      return;
    }
    setWorking(dryRun ? 'check' : 'import');
    try {
      setOutcome(await send(file, dryRun, t));
    } catch {
      setOutcome({ kind: 'error', message: t('admin.errors.generic') });
    } finally {
      setWorking(null);
    }
  }

  function downloadTemplate() {
    const url = URL.createObjectURL(new Blob([templateCsv()], { type: 'text/csv;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'catalogue-template.csv';
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  const counts = (r: CatalogueImportReport) => ({
    rows: r.rows,
    pc: r.products.create,
    pu: r.products.update,
    un: r.products.unchanged,
    oc: r.options.create,
    ou: r.options.update,
  });
  const canWrite = staff.can('catalogue:write');

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('admin.io.import_title')}
        actions={
          <Link to="/admin/products" className={ADMIN_BUTTON_QUIET}>
            {t('admin.io.back')}
          </Link>
        }
      />
      <p className="max-w-3xl text-sm text-muted">{t('admin.io.import_intro')}</p>
      {canWrite ? (
        <Card>
          <form
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              void run(true);
            }}
          >
            <AdminField id={`${id}-file`} label={t('admin.io.file')} hint={t('admin.io.file_hint')}>
              <input
                id={`${id}-file`}
                type="file"
                accept=".csv,text/csv"
                aria-describedby={`${id}-file-hint`}
                className="text-sm"
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setOutcome(null);
                }}
              />
            </AdminField>
            <div className="flex flex-wrap gap-3">
              <button type="submit" className={ADMIN_BUTTON_QUIET} disabled={working !== null}>
                {working === 'check' ? t('admin.io.checking') : t('admin.io.check')}
              </button>
              <button
                type="button"
                className={ADMIN_BUTTON}
                // only a file whose check found nothing wrong is imported
                disabled={working !== null || outcome?.kind !== 'checked'}
                onClick={() => void run(false)}
              >
                {working === 'import' ? t('admin.io.importing') : t('admin.io.do_import')}
              </button>
            </div>
          </form>
        </Card>
      ) : (
        <Notice tone="error">{t('admin.errors.forbidden')}</Notice>
      )}

      <div ref={resultRef} tabIndex={-1} className="outline-none" aria-live="polite">
        {outcome?.kind === 'error' && <Notice tone="error">{outcome.message}</Notice>}
        {outcome?.kind === 'checked' && (
          <Notice tone="success">{t('admin.io.summary', counts(outcome.report))}</Notice>
        )}
        {outcome?.kind === 'imported' && (
          <Notice tone="success">{t('admin.io.imported', counts(outcome.report))}</Notice>
        )}
        {outcome?.kind === 'problems' && (
          <div className="flex flex-col gap-3">
            <Notice tone="error">{t('admin.io.errors_title', { n: outcome.report.errors.length })}</Notice>
            <div className="overflow-x-auto rounded-xl border border-line bg-surface">
              <table className="w-full min-w-[520px] text-sm">
                <caption className="sr-only">{t('admin.io.errors_caption')}</caption>
                <thead className="bg-surface-2 text-left">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      {t('admin.io.row')}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {t('admin.io.column')}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {t('admin.io.problem')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {outcome.report.errors.map((e, i) => (
                    <tr key={`${e.row}-${e.column}-${i}`} className="border-t border-line">
                      <td className="px-3 py-2">{e.row}</td>
                      <td className="px-3 py-2 font-mono">{e.column || '—'}</td>
                      <td className="px-3 py-2">{t(`admin.io.code.${e.code}`)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        )}
      </div>

      <Card title={t('admin.io.template')}>
        <p className="mb-3 text-sm text-muted">{t('admin.io.template_hint')}</p>
        <p className="mb-3 text-sm">
          {t('admin.io.required_columns')}{' '}
          <code className="font-mono text-xs">{CATALOGUE_CSV_REQUIRED.join(', ')}</code>
        </p>
        <button type="button" className={ADMIN_BUTTON_QUIET} onClick={downloadTemplate}>
          {t('admin.io.template')}
        </button>
      </Card>
      <Card title={t('admin.io.export_title')}>
        <p className="mb-3 text-sm text-muted">{t('admin.io.export_hint')}</p>
        <a href="/api/v1/admin/products/export" className={ADMIN_BUTTON_QUIET} download>
          {t('admin.io.export_all')}
        </a>
      </Card>
    </div>
  );
}
