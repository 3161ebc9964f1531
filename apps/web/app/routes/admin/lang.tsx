import { redirect } from 'react-router';
import type { Route } from './+types/lang';
import { ADMIN_LANG_COOKIE } from '../../lib/admin-i18n.tsx';
import { safeAdminNext } from './login.tsx';

/** /admin/lang?to=hk&next=/admin/orders: remembers the staff's language for a year. */
export function loader({ request }: Route.LoaderArgs): never {
  const url = new URL(request.url);
  const to = url.searchParams.get('to') === 'hk' ? 'hk' : 'en';
  const headers = new Headers();
  headers.append('Set-Cookie', `${ADMIN_LANG_COOKIE}=${to}; Path=/admin; Max-Age=31536000; SameSite=Lax`);
  throw redirect(safeAdminNext(url.searchParams.get('next')), { headers });
}
