import { useId } from 'react';
import { Form, Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { Route } from './+types/members';
import type { MemberGroupsOut, MembersOut, MemberSummary } from '@shop/core/contract/admin-member';
import { adminApi, pageOf } from '../../lib/admin-api.server.ts';
import { ADMIN_INTL, useAdminLang, useAdminT } from '../../lib/admin-i18n.tsx';
import {
  ADMIN_BUTTON_QUIET,
  ADMIN_INPUT,
  ADMIN_SELECT,
  AdminField,
  DataTable,
  PageHeader,
  Pagination,
} from '../../components/admin/ui.tsx';
import { phoneKeyText } from '../../components/admin/customer/customer-format.ts';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

export type { MemberSummary };

export function meta() {
  return [{ title: 'Customers' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = url.searchParams.get('q')?.trim() ?? '';
  const group = url.searchParams.get('group')?.trim() ?? '';
  const client = adminApi(context, request);
  const [list, groups] = await Promise.all([
    client.get<MembersOut>('/api/v1/admin/members', { q, group, page: pageOf(url) }),
    client.get<MemberGroupsOut>('/api/v1/admin/member-groups'),
  ]);
  return { ...list, q, group, groups: groups.items.map((g) => ({ id: g.id, name: g.name })) };
}

const col = createColumnHelper<MemberSummary>();

export default function MembersPage({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const id = useId();
  const columns = [
    col.display({
      id: 'name',
      header: t('admin.members.name'),
      cell: (c) => (
        <Link
          className="font-medium underline"
          to={`/admin/customers/${encodeURIComponent(c.row.original.id)}`}
        >
          {`${c.row.original.firstname} ${c.row.original.lastname}`.trim()}
        </Link>
      ),
    }),
    col.accessor('email', { header: t('admin.members.email') }),
    col.accessor('phone', { header: t('admin.members.phone'), cell: (c) => phoneKeyText(c.getValue()) }),
    col.accessor('groups', {
      header: t('admin.members.groups'),
      cell: (c) =>
        c
          .getValue()
          .map((g) => g.name)
          .join(', ') || '—',
    }),
    col.accessor('locked', {
      header: t('admin.members.status'),
      cell: (c) => (c.getValue() ? t('admin.members.locked') : t('admin.members.active')),
    }),
    col.accessor('created_at', {
      header: t('admin.members.joined'),
      cell: (c) =>
        new Date(c.getValue()).toLocaleDateString(ADMIN_INTL[lang], {
          timeZone: 'Asia/Hong_Kong',
          dateStyle: 'medium',
        }),
    }),
  ];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('admin.customers.title')} />
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        <AdminField id={`${id}-q`} label={t('admin.members.search')}>
          <input id={`${id}-q`} name="q" type="search" defaultValue={loaderData.q} className={ADMIN_INPUT} />
        </AdminField>
        <AdminField id={`${id}-group`} label={t('admin.members.group')}>
          <select id={`${id}-group`} name="group" defaultValue={loaderData.group} className={ADMIN_SELECT}>
            <option value="">{t('admin.all')}</option>
            {loaderData.groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </AdminField>
        <button type="submit" className={ADMIN_BUTTON_QUIET}>
          {t('admin.search')}
        </button>
        {(loaderData.q || loaderData.group) && (
          <Link to="/admin/members" className={ADMIN_BUTTON_QUIET}>
            {t('admin.clear_filters')}
          </Link>
        )}
      </Form>
      <div>
        <DataTable
          columns={columns}
          data={loaderData.items}
          caption={t('admin.members.caption')}
          getRowId={(r) => r.id}
        />
        <Pagination page={loaderData.page} pageSize={loaderData.page_size} total={loaderData.total} />
      </div>
    </div>
  );
}
