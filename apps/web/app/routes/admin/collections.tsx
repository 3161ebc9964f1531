// /admin/collections: every collection with its kind, product count and visibility.
import { Link, useSearchParams } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { Route } from './+types/collections';
import type { AdminCollectionRow, AdminCollectionsOut } from '@shop/core/contract/admin-collection';
import { adminApi } from '../../lib/admin-api.server.ts';
import { collectionText } from '../../lib/menu.ts';
import { useAdminLang, useAdminStaff, useAdminT } from '../../lib/admin-i18n.tsx';
import { ADMIN_BUTTON, DataTable, Notice, PageHeader } from '../../components/admin/ui.tsx';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

export function meta() {
  return [{ title: 'Collections' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return adminApi(context, request).get<AdminCollectionsOut>('/api/v1/admin/collections');
}

const col = createColumnHelper<AdminCollectionRow>();

export default function CollectionsPage({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const staff = useAdminStaff();
  const [params] = useSearchParams();
  const deleted = params.get('deleted');
  const titleOf = (c: AdminCollectionRow) =>
    collectionText(c.title, lang === 'hk' ? 'hk' : 'en') || t('admin.coll.untitled');
  const columns = [
    col.display({
      id: 'title',
      header: t('admin.coll.col_title'),
      cell: (c) => (
        <Link
          className="font-medium underline"
          to={`/admin/collections/${encodeURIComponent(c.row.original.id)}`}
        >
          {titleOf(c.row.original)}
        </Link>
      ),
    }),
    col.accessor('kind', {
      header: t('admin.coll.col_kind'),
      cell: (c) => t(`admin.coll.kind.${c.getValue()}`),
    }),
    col.accessor('product_count', { header: t('admin.coll.col_products') }),
    col.accessor('published', {
      header: t('admin.coll.col_visibility'),
      cell: (c) => (c.getValue() ? t('admin.coll.published') : t('admin.coll.hidden')),
    }),
  ];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('admin.coll.title')}
        actions={
          staff.can('catalogue:write') ? (
            <Link to="/admin/collections/new" className={ADMIN_BUTTON}>
              {t('admin.coll.new')}
            </Link>
          ) : undefined
        }
      />
      {deleted && <Notice tone="success">{t('admin.coll.deleted', { name: deleted })}</Notice>}
      <DataTable
        columns={columns}
        data={loaderData.items}
        caption={t('admin.coll.caption')}
        getRowId={(r) => r.id}
      />
    </div>
  );
}
