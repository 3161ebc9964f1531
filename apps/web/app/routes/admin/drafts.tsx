// /admin/orders/drafts: the draft orders (phone and WhatsApp orders), open ones first, and the way to a new one.
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { z } from 'zod';
import type { draftListOut } from '@shop/core/contract/admin-draft-order';
import type { Route } from './+types/drafts';
import { adminApi, pageOf } from '../../lib/admin-api.server.ts';
import { ADMIN_INTL, useAdminLang, useAdminT } from '../../lib/admin-i18n.tsx';
import {
  ADMIN_BUTTON,
  ADMIN_BUTTON_QUIET,
  DataTable,
  PageHeader,
  Pagination,
} from '../../components/admin/ui.tsx';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

type DraftList = z.infer<typeof draftListOut>;

export function meta() {
  return [{ title: 'Draft orders' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return adminApi(context, request).get<DraftList>('/api/v1/admin/draft-orders', {
    page: pageOf(url),
    page_size: 25,
  });
}

const col = createColumnHelper<DraftList['items'][number]>();

export default function DraftsPage({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const date = new Intl.DateTimeFormat(ADMIN_INTL[lang], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Hong_Kong',
  });
  const columns = [
    col.accessor('number', {
      header: t('admin.drafts.number'),
      cell: (c) => (
        <Link
          to={`/admin/orders/drafts/${c.row.original.id}`}
          className="font-medium underline underline-offset-2"
        >
          {c.getValue()}
        </Link>
      ),
    }),
    col.accessor('status', {
      header: t('admin.drafts.status'),
      cell: (c) => t(`admin.drafts.status.${c.getValue()}`),
    }),
    col.accessor('customer_name', {
      header: t('admin.drafts.customer'),
      cell: (c) => (
        <span className="flex flex-col">
          <span>{c.getValue()}</span>
          <span className="text-muted">{c.row.original.email}</span>
        </span>
      ),
    }),
    col.accessor('lines', { header: t('admin.drafts.lines') }),
    col.accessor('order_number', {
      header: t('admin.drafts.order'),
      cell: (c) => c.getValue() ?? '—',
    }),
    col.accessor('updated_at', {
      header: t('admin.drafts.updated'),
      cell: (c) => date.format(new Date(c.getValue())),
    }),
    col.accessor('created_by', { header: t('admin.drafts.by') }),
  ];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('admin.drafts.title')}
        actions={
          <>
            <Link to="/admin/orders" className={ADMIN_BUTTON_QUIET}>
              {t('admin.orders.title')}
            </Link>
            <Link to="/admin/orders/drafts/new" className={ADMIN_BUTTON}>
              {t('admin.drafts.new')}
            </Link>
          </>
        }
      />
      <DataTable
        columns={columns}
        data={loaderData.items}
        caption={t('admin.drafts.caption')}
        getRowId={(r) => r.id}
      />
      <Pagination page={loaderData.page} pageSize={loaderData.page_size} total={loaderData.total} />
    </div>
  );
}
