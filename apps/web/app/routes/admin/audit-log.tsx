import { useId } from 'react';
import { Form, Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { Route } from './+types/audit-log';
import type { AuditEntry, AuditLogOut } from '@shop/core/contract/admin-audit-log';
import { adminApi, pageOf } from '../../lib/admin-api.server.ts';
import { useAdminLang, useAdminT } from '../../lib/admin-i18n.tsx';
import { auditChanges } from '../../lib/admin-audit.ts';
import {
  ADMIN_BUTTON,
  ADMIN_BUTTON_QUIET,
  ADMIN_INPUT,
  AdminField,
  DataTable,
  PageHeader,
  Pagination,
} from '../../components/admin/ui.tsx';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

type Entry = AuditEntry;

const FILTERS = ['entity', 'entity_id', 'staff', 'action'] as const;

export function meta() {
  return [{ title: 'Audit log' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = Object.fromEntries(FILTERS.map((f) => [f, url.searchParams.get(f)?.trim() || undefined]));
  const page = await adminApi(context, request).get<AuditLogOut>('/api/v1/admin/audit-log', {
    ...q,
    page: pageOf(url),
  });
  return { ...page, filters: q as Record<(typeof FILTERS)[number], string | undefined> };
}

const col = createColumnHelper<Entry>();

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const id = useId();
  const when = (iso: string) =>
    new Intl.DateTimeFormat(lang === 'hk' ? 'zh-HK' : 'en-HK', {
      dateStyle: 'medium',
      timeStyle: 'medium',
      timeZone: 'Asia/Hong_Kong',
    }).format(new Date(iso));
  const columns = [
    col.accessor('at', {
      header: t('admin.audit.when'),
      cell: (c) => <time dateTime={c.getValue()}>{when(c.getValue())}</time>,
    }),
    col.accessor('staff_email', {
      header: t('admin.audit.staff'),
      cell: (c) => (
        <Link className="underline" to={`?staff=${encodeURIComponent(c.getValue())}`}>
          {c.getValue()}
        </Link>
      ),
    }),
    col.accessor('action', { header: t('admin.audit.action') }),
    col.accessor('entity_id', {
      header: t('admin.audit.entity'),
      cell: (c) => (
        <Link
          className="underline"
          to={`?entity=${encodeURIComponent(c.row.original.entity)}&entity_id=${encodeURIComponent(c.getValue())}`}
        >
          {c.row.original.entity} · {c.getValue()}
        </Link>
      ),
    }),
    col.display({
      id: 'changes',
      header: t('admin.audit.changes'),
      cell: (c) => {
        const changes = auditChanges(c.row.original.before, c.row.original.after);
        if (!changes.length) return <span className="text-muted">—</span>;
        return (
          <ul className="flex flex-col gap-1">
            {changes.map((ch) => (
              <li key={ch.field} className="break-all">
                {ch.field && <span className="font-medium">{ch.field}: </span>}
                <del className="text-muted">{ch.before}</del>
                <span aria-label={t('admin.audit.became')}> → </span>
                <ins className="no-underline">{ch.after}</ins>
              </li>
            ))}
          </ul>
        );
      },
    }),
  ];
  const f = loaderData.filters;
  const filtered = FILTERS.some((k) => f[k]);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('admin.audit.title')} />
      <Form
        method="get"
        className="grid gap-4 rounded-xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        <AdminField id={`${id}-entity`} label={t('admin.audit.entity_type')}>
          <input id={`${id}-entity`} name="entity" defaultValue={f.entity} className={ADMIN_INPUT} />
        </AdminField>
        <AdminField id={`${id}-entity_id`} label={t('admin.audit.entity_id')}>
          <input id={`${id}-entity_id`} name="entity_id" defaultValue={f.entity_id} className={ADMIN_INPUT} />
        </AdminField>
        <AdminField id={`${id}-staff`} label={t('admin.audit.staff')}>
          <input
            id={`${id}-staff`}
            name="staff"
            type="email"
            defaultValue={f.staff}
            className={ADMIN_INPUT}
          />
        </AdminField>
        <AdminField id={`${id}-action`} label={t('admin.audit.action')}>
          <input id={`${id}-action`} name="action" defaultValue={f.action} className={ADMIN_INPUT} />
        </AdminField>
        <div className="flex items-end gap-2">
          <button type="submit" className={ADMIN_BUTTON}>
            {t('admin.filter')}
          </button>
          {filtered && (
            <Link to="/admin/audit-log" className={ADMIN_BUTTON_QUIET}>
              {t('admin.clear_filters')}
            </Link>
          )}
        </div>
      </Form>
      <DataTable
        columns={columns}
        data={loaderData.items}
        caption={t('admin.audit.caption')}
        getRowId={(r) => r.id}
      />
      <Pagination page={loaderData.page} pageSize={loaderData.page_size} total={loaderData.total} />
    </div>
  );
}
