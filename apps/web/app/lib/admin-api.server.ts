import { redirect, type RouterContextProvider } from 'react-router';
import { apiFetchContext } from './api-context.ts';
import type { ApiErrorBody } from './api.server.ts';

// the staff cookie travels with the page request; the in-process fetch gives the API the client's address itself
const FORWARDED = ['cookie', 'accept-language', 'user-agent', 'x-request-id'];

export type AdminResult<T> =
  | { ok: true; status: number; data: T; setCookie: string[] }
  | { ok: false; status: number; error: ApiErrorBody; setCookie: string[] };

/**
 * The admin pages' API client: forwards the staff cookies. A GET without a staff session sends the browser to the
 * sign-in page (and back after it); a GET the role may not make answers 403 as a page.
 */
export function adminApi(context: Readonly<RouterContextProvider>, request: Request) {
  const fetchApi = context.get(apiFetchContext);
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const h of FORWARDED) {
    const v = request.headers.get(h);
    if (v) headers[h] = v;
  }
  const url = new URL(request.url);

  function query(path: string, q: Record<string, string | number | undefined | null> = {}) {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(q))
      if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
    return qs.size ? `${path}?${qs}` : path;
  }

  async function get<T>(
    path: string,
    q: Record<string, string | number | undefined | null> = {},
  ): Promise<T> {
    const res = await fetchApi(query(path, q), { headers });
    if (res.status === 401)
      throw redirect(`/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`);
    if (res.status === 403) {
      const body = (await res.json().catch(() => ({}))) as ApiErrorBody;
      if (body.code === 'totp_setup_required') throw redirect('/admin/security');
      throw new Response(body.code ?? 'forbidden', { status: 403 });
    }
    if (res.status === 404) throw new Response('Not found', { status: 404 });
    if (!res.ok) {
      const body = (await res.json().catch(() => ({}))) as ApiErrorBody;
      // the error page words it by status (components/admin/route-error.tsx); the body is the code, for logs
      throw new Response(body.code ?? 'internal', { status: res.status >= 500 ? 502 : res.status });
    }
    return (await res.json()) as T;
  }

  /** A raw GET (CSV export and other non-JSON answers), passed through as it is. */
  function raw(path: string, q: Record<string, string | number | undefined | null> = {}) {
    return fetchApi(query(path, q), { headers });
  }

  async function send<T>(method: string, path: string, body?: unknown): Promise<AdminResult<T>> {
    const res = await fetchApi(path, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (res.status === 204 ? {} : await res.json().catch(() => ({}))) as T & ApiErrorBody;
    const setCookie = res.headers.getSetCookie();
    if (res.status === 401 && !path.endsWith('/auth/login'))
      throw redirect(`/admin/login?next=${encodeURIComponent(url.pathname)}`);
    if (!res.ok) return { ok: false, status: res.status, error: json, setCookie };
    return { ok: true, status: res.status, data: json, setCookie };
  }

  return { get, raw, send };
}

/** Reads an integer page number from the query (1 when absent or bad). */
export function pageOf(url: URL): number {
  const n = Number(url.searchParams.get('page'));
  return Number.isInteger(n) && n > 0 ? n : 1;
}
