import type { Route } from './+types/dashboard';
import { useAdminStaff, useAdminT } from '../../lib/admin-i18n.tsx';
import { PageHeader } from '../../components/admin/ui.tsx';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

export function meta() {
  return [{ title: 'Dashboard' }];
}

// the settings part replaces this page with the sales dashboard
export default function Dashboard(_: Route.ComponentProps) {
  const t = useAdminT();
  const staff = useAdminStaff();
  return (
    <div>
      <PageHeader title={t('admin.dashboard.title')} />
      <p>{t('admin.dashboard.welcome', { name: staff.name })}</p>
    </div>
  );
}
