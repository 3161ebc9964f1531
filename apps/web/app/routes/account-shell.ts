import { parseSetCookie, stringifyCookie } from 'cookie';
import { currencyForCountry, isCountryKey } from '@shop/core';
import type { Route } from './+types/account-shell';
import { loadUser } from '../lib/session.server.ts';
import { loadCart } from '../lib/cart.server.ts';
import { parseCookies, readShopState } from '../lib/shop-state.ts';

/**
 * /account/shell?country=: the signed-in shopper and their bag, for the header of a page members of one group
 * share (lib/use-shell-member.ts). Never stored anywhere: private, no-store. A renewed session's cookies go back
 * to the browser, and the bag is read with them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get('country');
  if (!isCountryKey(asked)) {
    return Response.json(
      { error: 'country: unknown country key', code: 'invalid', field: 'country', statusCode: 400 },
      { status: 400 },
    );
  }
  const state = { ...readShopState(request), country: asked, currency: currencyForCountry(asked) };
  const session = await loadUser(context, request);
  let forBag = request;
  if (session.setCookie.length) {
    const cookies = parseCookies(request.headers.get('cookie'));
    for (const c of session.setCookie) {
      const { name, value } = parseSetCookie(c);
      if (name) cookies[name] = value ?? '';
    }
    const headers = new Headers(request.headers);
    headers.set('cookie', stringifyCookie(cookies));
    forBag = new Request(request.url, { headers });
  }
  const bag = await loadCart(context, forBag, state);
  const headers = new Headers({ 'cache-control': 'private, no-store' });
  for (const c of [...session.setCookie, ...bag.setCookie]) headers.append('set-cookie', c);
  return Response.json({ user: session.user, cart: bag.cart }, { headers });
}
