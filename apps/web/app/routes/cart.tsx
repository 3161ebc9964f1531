import { data, redirect } from 'react-router';
import { parseLocalePath, type CurrencyCode } from '@shop/core';
import type { Route } from './+types/cart';
import { api } from '../lib/api.server.ts';
import { pagePath, readShopState } from '../lib/shop-state.ts';
import { safeRedirectPath } from '../lib/cookies.server.ts';
import { CATALOGUES } from '../i18n/catalogues.server.ts';
import type { CartResponse, CartResult } from '../lib/cart.ts';

/**
 * Bag changes from any page: add (quantities add up), set (with the version the shopper saw) and remove.
 * Fetchers get JSON; a plain form post (no JavaScript) is sent back to the page it came from.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const state = readShopState(request);
  const { locale } = parseLocalePath(pagePath(request));
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'add');
  const num = (k: string) => (form.get(k) === null || form.get(k) === '' ? undefined : Number(form.get(k)));
  const body: Record<string, unknown> = {
    pid: String(form.get('pid') ?? ''), sku: String(form.get('sku') ?? ''), sub_sku: String(form.get('sub_sku') ?? ''),
    currency: state.currency as CurrencyCode,
    quantity: intent === 'remove' ? 0 : num('quantity') ?? 1,
  };
  if (form.get('bundle_sku')) body.bundle_sku = String(form.get('bundle_sku'));
  if (form.get('clear') === '1') body.clear = true;
  if (intent === 'delta') body.delta = num('delta') ?? 1;
  // removing is idempotent: no version needed, so a remove right after a + never meets a stale-bag conflict
  else if (intent === 'set') body.update_ts = num('update_ts') ?? 0;

  const res = await api(context, request).send<CartResponse & { cleaned: boolean }>('POST', `/api/v1/cart?country=${state.country}`, body);
  const headers = new Headers();
  for (const c of res.setCookie) headers.append('Set-Cookie', c);
  const isFetch = new URL(request.url).pathname.endsWith('.data');
  if (!isFetch) {
    // without JavaScript: back to where the shopper was, with the bag open
    const back = safeRedirectPath(form.get('redirectTo'), safeRedirectPath(new URL(request.headers.get('referer') ?? '/', request.url).pathname));
    return redirect(back, { headers });
  }
  if (res.ok) {
    const result: CartResult = { ok: true, cart: res.data, cleaned: res.data.cleaned, added: intent === 'add' };
    return data(result, { headers });
  }
  const m = CATALOGUES[locale] as Record<string, string>;
  const code = res.error.code ?? 'error';
  const result: CartResult = {
    ok: false, code, needsClear: code === 'mixed_product_types',
    error: m[`cart.error.${code}`] ?? m[`reason.${code}`] ?? res.error.error ?? m['form.server_error'],
  };
  return data(result, { status: res.status, headers });
}

export async function loader() {
  throw new Response('Not found', { status: 404 });
}
