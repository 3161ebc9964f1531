// /admin/pages: the content pages (title, address on the shop, status, last change) and a new page's first draft.
import { data, Form, Link, redirect, useSearchParams } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { AdminPageOut, AdminPagesOut, AdminPageSummary } from '@shop/core/contract/page';
import type { Route } from './+types/pages';
import { adminApi } from '../../lib/admin-api.server.ts';
import { adminErrorText } from '../../lib/admin-error-text.ts';
import { fieldError, type FormResult } from '../../lib/admin-form.ts';
import { adminLangOf, adminTranslate, useAdminLang, useAdminT } from '../../lib/admin-i18n.tsx';
import {
  ADMIN_BUTTON,
  ADMIN_INPUT,
  AdminField,
  Card,
  DataTable,
  describedBy,
  Notice,
  PageHeader,
} from '../../components/admin/ui.tsx';
import { hkTime, pagePathOf, pageTitle } from '../../components/admin/page/page-format.ts';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

export function meta() {
  return [{ title: 'Pages' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return adminApi(context, request).get<AdminPagesOut>('/api/v1/admin/pages');
}

/** A new page: its address and English title; the editor opens on the draft. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const t = adminTranslate(adminLangOf(request));
  const handle = String(form.get('handle') ?? '').trim();
  const title = String(form.get('title') ?? '').trim();
  const res = await adminApi(context, request).send<AdminPageOut>('POST', '/api/v1/admin/pages', {
    handle,
    title: { eng: title },
    seo_title: { eng: title },
  });
  if (!res.ok)
    return data<FormResult>(
      { ok: false, field: res.error.field ?? 'handle', message: adminErrorText(res.error, t) },
      { status: res.status },
    );
  throw redirect(`/admin/pages/${encodeURIComponent(res.data.id)}`);
}

const col = createColumnHelper<AdminPageSummary>();

export default function PagesPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const [params] = useSearchParams();
  const deleted = params.get('deleted');
  const columns = [
    col.display({
      id: 'title',
      header: t('admin.pages.col_title'),
      cell: (c) => (
        <Link className="font-medium underline" to={`/admin/pages/${encodeURIComponent(c.row.original.id)}`}>
          {pageTitle(c.row.original, lang) || t('admin.pages.untitled')}
        </Link>
      ),
    }),
    col.display({
      id: 'address',
      header: t('admin.pages.col_address'),
      cell: (c) => <span className="font-mono text-sm">{pagePathOf(c.row.original)}</span>,
    }),
    col.accessor('status', {
      header: t('admin.pages.col_status'),
      cell: (c) => t(`admin.pages.status.${c.getValue()}`),
    }),
    col.accessor('updated_at', {
      header: t('admin.pages.col_updated'),
      cell: (c) => hkTime(c.getValue(), lang),
    }),
  ];
  const handleError = fieldError(actionData, 'handle');
  const titleError = fieldError(actionData, 'title');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('admin.pages.title')} />
      {deleted && <Notice tone="success">{t('admin.pages.deleted', { name: deleted })}</Notice>}
      <DataTable
        columns={columns}
        data={loaderData.pages}
        caption={t('admin.pages.caption')}
        getRowId={(r) => r.id}
      />
      <Card title={t('admin.pages.new')}>
        <Form method="post" className="grid gap-4 sm:grid-cols-2">
          <AdminField id="new-title" label={t('admin.pages.new_title')} error={titleError}>
            <input
              id="new-title"
              name="title"
              required
              maxLength={200}
              className={ADMIN_INPUT}
              aria-describedby={describedBy('new-title', titleError)}
            />
          </AdminField>
          <AdminField
            id="new-handle"
            label={t('admin.pages.handle')}
            hint={t('admin.pages.handle_hint')}
            error={handleError}
          >
            <input
              id="new-handle"
              name="handle"
              required
              maxLength={80}
              pattern="[a-z0-9]+(-[a-z0-9]+)*"
              autoCapitalize="none"
              spellCheck={false}
              className={ADMIN_INPUT}
              aria-invalid={handleError ? true : undefined}
              aria-describedby={describedBy('new-handle', handleError, true)}
            />
          </AdminField>
          <div className="sm:col-span-2">
            <button type="submit" className={ADMIN_BUTTON}>
              {t('admin.pages.create')}
            </button>
            {actionData && !actionData.ok && !handleError && !titleError && (
              <div className="mt-3">
                <Notice tone="error">{actionData.message}</Notice>
              </div>
            )}
          </div>
        </Form>
      </Card>
    </div>
  );
}
