import { parseSetCookie, stringifyCookie } from 'cookie';
import type { RouterContextProvider } from 'react-router';
import { apiFetchContext } from './api-context.ts';
import { parseCookies } from './shop-state.ts';
import type { User } from './user.ts';

/**
 * The signed-in shopper for a page request. An expired access token is renewed with the refresh token
 * (rotation happens in the API) and the new cookies are handed back for the page response; a failed refresh
 * clears the session (8-10: a 401 logs the shopper out).
 */
export async function loadUser(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<{ user: User | null; setCookie: string[] }> {
  const fetchApi = context.get(apiFetchContext);
  const cookieHeader = request.headers.get('cookie') ?? '';
  const cookies = parseCookies(cookieHeader);
  if (!cookies.shop_at && !cookies.shop_rt) return { user: null, setCookie: [] };
  const me = async (cookie: string) =>
    fetchApi('/api/v1/user', { headers: { cookie, accept: 'application/json' } });
  let res = await me(cookieHeader);
  if (res.ok) return { user: ((await res.json()) as { user: User }).user, setCookie: [] };
  if (res.status !== 401 || !cookies.shop_rt) return { user: null, setCookie: [] };
  const refreshed = await fetchApi('/api/v1/user/refresh', {
    method: 'POST',
    headers: { cookie: cookieHeader, 'content-type': 'application/json' },
    body: '{}',
  });
  const setCookie = refreshed.headers.getSetCookie();
  if (!refreshed.ok) return { user: null, setCookie };
  const updated = { ...cookies };
  for (const c of setCookie) {
    const { name, value } = parseSetCookie(c);
    if (name) updated[name] = value ?? '';
  }
  res = await me(stringifyCookie(updated));
  return { user: res.ok ? ((await res.json()) as { user: User }).user : null, setCookie };
}
