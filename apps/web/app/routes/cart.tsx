import { data, redirect } from 'react-router';
import { localizePath, parseLocalePath, safeRedirectPath, type CurrencyCode } from '@shop/core';
import type { Route } from './+types/cart';
import { api } from '../lib/api.server.ts';
import { pagePath, readShopState } from '../lib/shop-state.ts';
import { cartErrorText } from '../lib/cart.server.ts';
import type { CartResult } from '../lib/cart.ts';
import type { CartWriteOut } from '@shop/core/contract/cart';

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
    pid: String(form.get('pid') ?? ''),
    sku: String(form.get('sku') ?? ''),
    sub_sku: String(form.get('sub_sku') ?? ''),
    currency: state.currency as CurrencyCode,
    quantity: intent === 'remove' ? 0 : (num('quantity') ?? 1),
  };
  if (form.get('bundle_sku')) body.bundle_sku = String(form.get('bundle_sku'));
  if (form.get('clear') === '1') body.clear = true;
  if (intent === 'delta') body.delta = num('delta') ?? 1;
  // removing is idempotent: no version needed, so a remove right after a + never meets a stale-bag conflict
  else if (intent === 'set') body.update_ts = num('update_ts') ?? 0;

  const res = await api(context, request).send<CartWriteOut>(
    'POST',
    `/api/v1/cart?country=${state.country}`,
    body,
  );
  const headers = new Headers();
  for (const c of res.setCookie) headers.append('Set-Cookie', c);
  const isFetch = new URL(request.url).pathname.endsWith('.data');
  if (!isFetch) {
    // without JavaScript: back to where the shopper was, with the bag open
    const back = new URL(
      safeRedirectPath(
        form.get('redirectTo'),
        safeRedirectPath(sameOriginReferer(request), localizePath('/', locale)),
      ),
      request.url,
    );
    // the header opens the bag once the page's script runs (a tap before it had, or none at all: then it stays a
    // page); `back` is a checked path of ours, so adding a parameter keeps it one
    back.searchParams.set('bag', '1');
    return redirect(back.pathname + back.search, { headers });
  }
  if (res.ok) {
    const result: CartResult = {
      ok: true,
      cart: res.data,
      cleaned: res.data.cleaned,
      added: intent === 'add',
    };
    return data(result, { headers });
  }
  const code = res.error.code ?? 'error';
  const result: CartResult = {
    ok: false,
    code,
    needsClear: code === 'mixed_product_types',
    error: cartErrorText(res.error, locale),
  };
  return data(result, { status: res.status, headers });
}

/** The Referer's path and query when it is a page of ours (an unparsable or foreign one is ignored). */
function sameOriginReferer(request: Request): string | null {
  const header = request.headers.get('referer');
  if (!header) return null;
  try {
    const referer = new URL(header, request.url);
    return referer.origin === new URL(request.url).origin ? referer.pathname + referer.search : null;
  } catch {
    return null;
  }
}

export async function loader() {
  throw new Response('Not found', { status: 404 });
}
