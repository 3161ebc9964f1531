// /admin/emails: every email the shop sends, what it is for, and the languages staff reworded.
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { Route } from './+types/emails';
import type { EmailListItem, EmailListOut } from '@shop/core/contract/admin-email';
import { adminApi } from '../../lib/admin-api.server.ts';
import { useAdminT } from '../../lib/admin-i18n.tsx';
import { DataTable, PageHeader } from '../../components/admin/ui.tsx';
import { emailLangName, emailName, emailPurpose } from '../../components/admin/email/email-words.ts';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

export function meta() {
  return [{ title: 'Emails' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return adminApi(context, request).get<EmailListOut>('/api/v1/admin/emails');
}

const col = createColumnHelper<EmailListItem>();

export default function EmailsPage({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const columns = [
    col.accessor('template', {
      header: t('admin.emails.col_name'),
      cell: (c) => (
        <Link
          to={`/admin/emails/${encodeURIComponent(c.getValue())}`}
          className="font-medium underline underline-offset-2"
        >
          {emailName(c.getValue(), t)}
        </Link>
      ),
    }),
    col.display({
      id: 'purpose',
      header: t('admin.emails.col_purpose'),
      cell: (c) => (
        <span className="flex flex-col gap-0.5">
          <span>{emailPurpose(c.row.original.template, t)}</span>
          {c.row.original.category === 'marketing' && (
            <span className="text-xs text-muted">{t('admin.emails.marketing')}</span>
          )}
        </span>
      ),
    }),
    col.accessor('changed', {
      header: t('admin.emails.col_changed'),
      cell: (c) =>
        c.getValue().length ? (
          c
            .getValue()
            .map((l) => emailLangName(l, t))
            .join(', ')
        ) : (
          <span className="text-muted">{t('admin.emails.none_changed')}</span>
        ),
    }),
  ];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('admin.emails.title')} />
      <p className="max-w-3xl text-sm text-muted">{t('admin.emails.intro')}</p>
      <DataTable
        columns={columns}
        data={loaderData.items}
        caption={t('admin.emails.caption')}
        getRowId={(r) => r.template}
      />
    </div>
  );
}
