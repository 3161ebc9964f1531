export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

/** Any other /admin path: a 404 inside the back office (never the shop's product route). */
export function loader(): never {
  throw new Response('Not found', { status: 404 });
}

export default function AdminNotFound() {
  return null;
}
