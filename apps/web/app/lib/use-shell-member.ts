import { useEffect, useState } from 'react';
import type { CartResponse } from './cart.ts';
import type { User } from './user.ts';
import { useShellBag } from './use-shell-bag.ts';

/** The member's own parts of the shell: GET here answers `{ user, cart }` (routes/account-shell.ts). */
export const MEMBER_SHELL_PATH = '/account/shell';

export interface MemberShell {
  user: User | null;
  cart: CartResponse | null;
}

/**
 * The header's shopper and bag. A signed-in member on a shared page (`memberShell`: the page their group shares,
 * rendered without them) fetches their name and bag once the page runs; a guest's bag comes as `useShellBag` says.
 * As soon as the root loader runs for the shopper (an action revalidated it), its own data wins.
 */
export function useShellMember(
  root: { user: User | null; cart: CartResponse | null; memberShell: boolean },
  currency: string,
  country: string,
): MemberShell & { signedIn: boolean } {
  const { user, cart, memberShell } = root;
  const [fetched, setFetched] = useState<{ instead: CartResponse | null; own: MemberShell } | null>(null);
  useEffect(() => {
    if (!memberShell) return;
    const abort = new AbortController();
    fetch(`${MEMBER_SHELL_PATH}?country=${country}`, {
      signal: abort.signal,
      headers: { accept: 'application/json' },
    })
      .then((res) => (res.ok ? (res.json() as Promise<MemberShell>) : null))
      .then((own) => own && setFetched({ instead: cart, own }))
      .catch(() => {});
    return () => abort.abort();
  }, [memberShell, cart, country]);
  const guestBag = useShellBag(cart, !!user || memberShell, currency, country);
  if (!memberShell) return { user, cart: guestBag, signedIn: !!user };
  const own = fetched && fetched.instead === cart ? fetched.own : null;
  // until they arrive: signed in, no name yet, an empty bag
  return own ? { ...own, signedIn: !!own.user } : { user: null, cart, signedIn: true };
}
