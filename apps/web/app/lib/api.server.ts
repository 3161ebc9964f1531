import type { RouterContextProvider } from 'react-router';
import type { ApiErrorBody as ApiErrorAnswer } from '@shop/core';
import type {
  AutocompleteOut,
  CategoriesOut,
  OfferOut,
  OffersOut,
  ProductListOut,
} from '@shop/core/contract/product';
import type { SettingsOut } from '@shop/core/contract/settings';
import type { VisitorOut } from '@shop/core/contract/geo';
import { apiFetchContext } from './api-context.ts';
import type { ShopState } from './shop-state.ts';

export type { OfferOut, CategoryCount, SearchHit } from '@shop/core/contract/product';

// no X-Forwarded-For: the in-process fetch gives the API the shopper's address itself (apps/server injectFetch)
const FORWARDED = ['cookie', 'accept-language', 'user-agent', 'cf-ipcountry', 'x-request-id'];

/** An API error answer as the web reads it: core's body, every part optional (a proxy's 502 may carry none). */
export type ApiErrorBody = Partial<ApiErrorAnswer>;

/** A failed GET: the status and the API's body; pages show `errorMessage(body, t)`, never the English message. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;
  constructor(status: number, body: ApiErrorBody) {
    super(body.error ?? `API ${status}`);
    this.status = status;
    this.body = body;
  }
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
      throw new ApiError(res.status, (await res.json().catch(() => ({}))) as ApiErrorBody);
    }
    return (await res.json()) as T;
  }
  /** setCookie: the API's Set-Cookie headers, for actions to pass on to the browser (auth cookies). */
  async function send<T>(
    method: string,
    path: string,
    body: unknown,
  ): Promise<
    | { ok: true; status: number; data: T; setCookie: string[] }
    | { ok: false; status: number; error: ApiErrorBody; setCookie: string[] }
  > {
    const res = await fetchApi(path, {
      method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await res.json().catch(() => ({}))) as T & ApiErrorBody;
    const setCookie = res.headers.getSetCookie();
    if (!res.ok) return { ok: false, status: res.status, error: json, setCookie };
    return { ok: true, status: res.status, data: json, setCookie };
  }
  return {
    get,
    send,
    settings: () => get<SettingsOut>('/api/v1/setting'),
    offers: (state: ShopState, pid: string) =>
      get<OffersOut>(`/api/v1/product/offers/${encodeURIComponent(pid)}`, {
        currency: state.currency,
        country: state.country,
      })
        .then((r) => r.offers)
        .catch(() => [] as OfferOut[]),
    categories: (query: { collection?: string; brand?: string }) =>
      get<CategoriesOut>('/api/v1/product/categories', query),
    search: (keyword: string) =>
      get<AutocompleteOut>('/api/v1/product/autocomplete', { channel: 4, keyword }),
    visitorCountry: () => get<VisitorOut>('/api/v1/visitor-country'),
    products: (
      state: ShopState,
      query: {
        skus?: string[];
        unique_url?: string;
        collection?: string;
        brand?: string;
        category?: string;
        type?: 'treatment';
        sort?: string;
        limit?: number;
        page?: number;
        html_content?: boolean;
      },
    ) =>
      get<ProductListOut>('/api/v1/product', {
        channel: 4,
        currency: state.currency,
        country: state.country,
        skus: query.skus?.join(','),
        unique_url: query.unique_url,
        collection: query.collection,
        brand: query.brand,
        category: query.category,
        type: query.type,
        sort: query.sort,
        limit: query.limit,
        page: query.page,
        html_content: query.html_content ? 1 : undefined,
      }),
  };
}
