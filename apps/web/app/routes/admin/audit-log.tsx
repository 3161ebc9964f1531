import { useId } from 'react';
import { Form, Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { Route } from './+types/audit-log';
import type { AdminMessageKey } from '../../i18n/admin.en.ts';
import type { AuditEntry, AuditLogOut } from '@shop/core/contract/admin-audit-log';
import { adminApi, pageOf } from '../../lib/admin-api.server.ts';
import { useAdminLang, useAdminT } from '../../lib/admin-i18n.tsx';
import { auditChanges } from '../../lib/admin-audit.ts';
import { useAdminFormat } from '../../lib/admin-format.ts';
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
  const fmt = useAdminFormat();
  const columns = [
    col.accessor('at', {
      header: t('admin.audit.when'),
      cell: (c) => <time dateTime={c.getValue()}>{fmt.dateTime(c.getValue())}</time>,
    }),
    col.accessor('staff_email', {
      header: t('admin.audit.staff'),
      cell: (c) => (
        <Link
          className="underline"
          to={`?staff=${encodeURIComponent(c.getValue())}`}
          title={c.getValue()}
          aria-label={t('admin.audit.by_staff', { name: c.row.original.staff_name ?? c.getValue() })}
        >
          {c.row.original.staff_name ?? (c.getValue() === 'system' ? t('admin.audit.system') : c.getValue())}
        </Link>
      ),
    }),
    col.accessor('action', {
      header: t('admin.audit.action'),
      cell: (c) => <span title={c.getValue()}>{actionName(c.getValue())}</span>,
    }),
    col.accessor('entity_id', {
      header: t('admin.audit.entity'),
      cell: (c) => {
        const e = c.row.original;
        const label = e.target ? (lang === 'hk' ? e.target.label_hk : e.target.label) : null;
        const only = `?entity=${encodeURIComponent(e.entity)}&entity_id=${encodeURIComponent(e.entity_id)}`;
        return (
          <span className="flex flex-col gap-0.5">
            {label && e.target?.href ? (
              <Link className="font-medium underline" to={e.target.href}>
                {label}
              </Link>
            ) : (
              <span className="font-medium">{label ?? e.entity_id}</span>
            )}
            <Link className="text-xs text-muted underline" to={only}>
              {t('admin.audit.only_this', { what: entityName(e.entity) })}
            </Link>
          </span>
        );
      },
    }),
    col.display({
      id: 'changes',
      header: t('admin.audit.changes'),
      cell: (c) => {
        const e = c.row.original;
        const changes = auditChanges(e.before, e.after, {
          money: fmt.money,
          currency: e.currency,
          yes: t('admin.audit.yes'),
          no: t('admin.audit.no'),
        });
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
  function actionName(action: string) {
    const key = `admin.audit.act.${action}` as AdminMessageKey;
    const name = t(key);
    return name === key ? action.replace(/[._]/g, ' ') : name;
  }
  function entityName(entity: string) {
    const key = `admin.audit.entity.${entity}` as AdminMessageKey;
    const name = t(key);
    return name === key ? entity.replace(/_/g, ' ') : name;
  }
  const f = loaderData.filters;
  const filtered = FILTERS.some((k) => f[k]);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('admin.audit.title')} />
      <p className="text-sm text-muted">{t('admin.audit.times_in', { zone: fmt.timeZone })}</p>
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
