import { data, redirect, type RouterContextProvider } from 'react-router';
import { localizePath, parseLocalePath, safeRedirectPath, type CurrencyCode } from '@shop/core';
import { api, type ApiErrorBody } from './api.server.ts';
import { cartErrorText, loadCart } from './cart.server.ts';
import { pagePath, readShopState } from './shop-state.ts';
import type { CartResult } from './cart.ts';
import type { CartWriteOut } from '@shop/core/contract/cart';

/** The request again with the cookies the API has just set (a new guest session must reach the next call). */
function withCookies(request: Request, setCookie: string[]): Request {
  if (setCookie.length === 0) return request;
  const jar = new Map<string, string>();
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name) jar.set(name, rest.join('='));
  }
  for (const c of setCookie) {
    const [pair = ''] = c.split(';');
    const [name, ...rest] = pair.trim().split('=');
    if (name) jar.set(name, rest.join('='));
  }
  const headers = new Headers(request.headers);
  headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
  return new Request(request.url, { method: 'GET', headers });
}

/**
 * A bundle add-on from the product page (2.9-10): its offer price holds only while this product is in the bag
 * as an ordinary line (core offerPriceApplies), so the chosen variant goes in first when the bag lacks the
 * product, then the add-on with bundle_sku. The API prices both; nothing here trusts a price from the form.
 */
export async function addOnAction(request: Request, context: Readonly<RouterContextProvider>) {
  const state = readShopState(request);
  const { locale } = parseLocalePath(pagePath(request));
  const form = await request.formData();
  const field = (k: string) => String(form.get(k) ?? '');
  const setCookie: string[] = [];
  const isFetch = new URL(request.url).pathname.endsWith('.data');
  const respond = (result: CartResult, status = 200) => {
    const headers = new Headers();
    for (const c of setCookie) headers.append('Set-Cookie', c);
    if (!isFetch) {
      // without JavaScript: back to the product page
      return redirect(safeRedirectPath(form.get('redirectTo'), localizePath('/', locale)), { headers });
    }
    return data(result, { status, headers });
  };
  const failure = (status: number, error: ApiErrorBody) =>
    respond(
      {
        ok: false,
        code: error.code ?? 'error',
        needsClear: error.code === 'mixed_product_types',
        error: cartErrorText(error, locale),
      },
      status,
    );
  if (field('intent') !== 'add_on' || !field('parent_sub_sku')) {
    return failure(400, {});
  }
  // only an add-on this product offers, before anything goes in the bag
  const offers = await api(context, request).offers(state, field('parent_pid'));
  const offered = offers.some(
    (o) =>
      o._id === field('pid') &&
      o.sku === field('sku') &&
      o.product_option.some((x) => x.sub_sku === field('sub_sku')),
  );
  if (!offered) return failure(400, {});

  let req = request;
  const bag = await loadCart(context, req, state);
  setCookie.push(...bag.setCookie);
  req = withCookies(req, bag.setCookie);
  const parentSku = field('parent_sku');
  const hasParent = !!bag.cart?.single_cart.items.some((i) => i.sku === parentSku && !i.bundle_sku);
  const post = async (body: Record<string, unknown>) => {
    const res = await api(context, req).send<CartWriteOut>('POST', `/api/v1/cart?country=${state.country}`, {
      ...body,
      quantity: 1,
      currency: state.currency as CurrencyCode,
    });
    setCookie.push(...res.setCookie);
    req = withCookies(req, res.setCookie);
    return res;
  };
  if (!hasParent) {
    const parent = await post({ pid: field('parent_pid'), sku: parentSku, sub_sku: field('parent_sub_sku') });
    if (!parent.ok) return failure(parent.status, parent.error);
  }
  const addOn = await post({
    pid: field('pid'),
    sku: field('sku'),
    sub_sku: field('sub_sku'),
    bundle_sku: parentSku,
  });
  if (!addOn.ok) return failure(addOn.status, addOn.error);
  return respond({ ok: true, cart: addOn.data, cleaned: addOn.data.cleaned, added: true });
}
