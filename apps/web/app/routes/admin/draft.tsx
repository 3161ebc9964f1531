// /admin/orders/drafts/:id: the draft builder (customer, products, custom lines, discount, delivery, gift wrap,
// the server's live quote) and placing the order by payment link or as paid.
import { Link } from 'react-router';
import type { DraftOrderOut } from '@shop/core/contract/admin-draft-order';
import type { Route } from './+types/draft';
import { adminApi } from '../../lib/admin-api.server.ts';
import { useAdminT } from '../../lib/admin-i18n.tsx';
import { DraftBuilder } from '../../components/admin/draft/draft-builder.tsx';
import { ADMIN_BUTTON_QUIET, PageHeader } from '../../components/admin/ui.tsx';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `Draft ${loaderData.number}` : 'Draft order' }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return adminApi(context, request).get<DraftOrderOut>(
    `/api/v1/admin/draft-orders/${encodeURIComponent(params.id)}`,
  );
}

export default function DraftPage({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={`${t('admin.drafts.number')} ${loaderData.number}`}
        actions={
          <Link to="/admin/orders/drafts" className={ADMIN_BUTTON_QUIET}>
            {t('admin.drafts.back')}
          </Link>
        }
      />
      <DraftBuilder key={`${loaderData.id}-${loaderData.version}`} initial={loaderData} />
    </div>
  );
}
