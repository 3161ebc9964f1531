import type { RouterContextProvider } from 'react-router';
import { UNAVAILABLE_REASONS, type ErrorCode, type Locale } from '@shop/core';
import type { MessageKey } from '../i18n/messages.en.ts';
import type { ApiErrorBody } from './api.server.ts';
import { errorMessage } from './error-message.ts';
import { serverT } from './form-errors.server.ts';
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

/** An item that cannot be bought reads as its short reason, as on the item itself; anything else by its code. */
const CART_ERROR_CODES: Partial<Record<ErrorCode, MessageKey>> = Object.fromEntries(
  UNAVAILABLE_REASONS.map((r) => [r, `reason.${r}` as const]),
);

/** A refused bag change in the shopper's language (by the API's code, lib/error-message.ts). */
export function cartErrorText(error: ApiErrorBody, locale: Locale): string {
  return errorMessage(error, serverT(locale), { codes: CART_ERROR_CODES });
}
