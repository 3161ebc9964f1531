import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useAdminT } from '../../lib/admin-i18n.tsx';

/**
 * A section's error page inside the admin shell: 403 (the role may not), 404, or anything else. Every admin page
 * re-exports it: `export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx'`.
 */
export function AdminRouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!import.meta.env.PROD && status >= 500) console.error(error);
  return <AdminError status={status} />;
}

export function AdminError({ status }: { status: number }) {
  const t = useAdminT();
  const [title, body] =
    status === 403
      ? [t('admin.forbidden_title'), t('admin.forbidden_body')]
      : status === 404
        ? [t('admin.not_found_title'), '']
        : [t('admin.error_title'), t('admin.error_body')];
  return (
    <div className="mx-auto max-w-xl p-10 text-center">
      <title>{title}</title>
      <p className="font-serif text-5xl text-muted" aria-hidden="true">
        {status}
      </p>
      <h1 className="mt-2 font-serif text-3xl">{title}</h1>
      {body && <p className="mt-2 text-muted">{body}</p>}
      <Link className="btn-primary mt-6" to="/admin">
        {t('admin.back_dashboard')}
      </Link>
    </div>
  );
}
