import type { RouterContextProvider } from 'react-router';
import { apiFetchContext } from './api-context.ts';
import type { ShopState } from './shop-state.ts';
import type { CartResponse } from './cart.ts';

/** The shopper's bag for a page, with the guest-session cookie the API may have just made. */
export async function loadCart(
  context: Readonly<RouterContextProvider>,
  request: Request,
  state: ShopState,
): Promise<{ cart: CartResponse | null; setCookie: string[] }> {
  const fetchApi = context.get(apiFetchContext);
  const res = await fetchApi(`/api/v1/cart?currency=${state.currency}&country=${state.country}`, {
    headers: { cookie: request.headers.get('cookie') ?? '', accept: 'application/json' },
  });
  if (!res.ok) return { cart: null, setCookie: [] };
  return { cart: (await res.json()) as CartResponse, setCookie: res.headers.getSetCookie() };
}
