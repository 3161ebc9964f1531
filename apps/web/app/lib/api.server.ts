import type { RouterContextProvider } from 'react-router';
import type { ProductOut, SettingsPayload } from '@shop/api/types';
import { apiFetchContext } from './api-context.ts';
import type { ShopState } from './shop-state.ts';

const FORWARDED = ['cookie', 'accept-language', 'user-agent', 'x-forwarded-for', 'cf-ipcountry', 'x-request-id'];

export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) { super(message); this.status = status; }
}

/** Typed API client for loaders and actions; forwards the shopper's cookies and language. */
export function api(context: Readonly<RouterContextProvider>, request: Request) {
  const fetchApi = context.get(apiFetchContext);
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const h of FORWARDED) {
    const v = request.headers.get(h);
    if (v) headers[h] = v;
  }
  async function get<T>(path: string, query: Record<string, string | number | undefined> = {}): Promise<T> {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') qs.set(k, String(v));
    const url = qs.size ? `${path}?${qs}` : path;
    const res = await fetchApi(url, { headers });
    if (!res.ok) {
      const body = (await res.json().catch(() => ({}))) as { error?: string };
      throw new ApiError(res.status, body.error ?? `API ${res.status}`);
    }
    return (await res.json()) as T;
  }
  return {
    settings: () => get<SettingsPayload>('/api/v1/setting'),
    products: (state: ShopState, query: { skus?: string[]; unique_url?: string; collection?: string; brand?: string; category?: string; sort?: string; limit?: number; page?: number; html_content?: boolean }) =>
      get<ProductOut[]>('/api/v1/product', {
        channel: 4,
        currency: state.currency,
        country: state.country,
        skus: query.skus?.join(','),
        unique_url: query.unique_url,
        collection: query.collection,
        brand: query.brand,
        category: query.category,
        sort: query.sort,
        limit: query.limit,
        page: query.page,
        html_content: query.html_content ? 1 : undefined,
      }),
  };
}
