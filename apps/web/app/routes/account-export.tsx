import type { Route } from './+types/account-export';
import { apiFetchContext } from '../lib/api-context.ts';

/**
 * /account/export: the member's data as a JSON download (GET /api/v1/account/export with the page's cookies);
 * a guest is sent to the account page, which asks them to log in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const res = await context.get(apiFetchContext)('/api/v1/account/export', {
    headers: { cookie: request.headers.get('cookie') ?? '', accept: 'application/json' },
  });
  if (res.status === 401) return Response.redirect(new URL('/account?view=PRIVACY', request.url), 303);
  const headers = new Headers({
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'private, no-store',
  });
  const disposition = res.headers.get('content-disposition');
  if (disposition) headers.set('content-disposition', disposition);
  return new Response(await res.text(), { status: res.status, headers });
}
