import { useEffect, useState } from 'react';
import { cartCount, type CartResponse } from './cart.ts';

/**
 * The bag for the header. A guest with a bag is sent the page every guest sees (apps/server, `withoutBag`), whose
 * bag is empty: the real one is fetched once the page runs. After that the root loader's bag wins as soon as it
 * changes (an action revalidated it).
 */
export function useShellBag(
  cart: CartResponse | null,
  signedIn: boolean,
  currency: string,
  country: string,
): CartResponse | null {
  const [fetched, setFetched] = useState<{ instead: CartResponse | null; cart: CartResponse } | null>(null);
  useEffect(() => {
    if (signedIn || cartCount(cart) > 0) return;
    const abort = new AbortController();
    fetch(`/api/v1/cart?currency=${currency}&country=${country}`, {
      signal: abort.signal,
      headers: { accept: 'application/json' },
    })
      .then((res) => (res.ok ? (res.json() as Promise<CartResponse>) : null))
      .then((bag) => bag && setFetched({ instead: cart, cart: bag }))
      .catch(() => {});
    return () => abort.abort();
  }, [cart, signedIn, currency, country]);
  return fetched && fetched.instead === cart ? fetched.cart : cart;
}
