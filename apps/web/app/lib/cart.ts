import type { CartResponse } from '@shop/core/contract/cart';

/** The bag as GET/POST /api/v1/cart returns it (3-10): the contract's types. */
export type { Cart, CartItem, CartResponse } from '@shop/core/contract/cart';

export type CartResult =
  | { ok: true; cart: CartResponse; cleaned: boolean; added?: boolean }
  | { ok: false; code: string; error: string; needsClear?: boolean };

export const CART_FETCHER = 'cart:add';

export function cartCount(c: CartResponse | null | undefined): number {
  return c ? c.single_cart.amount + c.subscription_cart.amount : 0;
}
