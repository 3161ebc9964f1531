import type { RouterContextProvider } from 'react-router';
import { api } from './api.server.ts';

/** The chat's state and the result as the API gives them. */
export type { ScalpState, ScalpResult as ScalpResultOut } from '@shop/core/contract/scalp-test';

/** a scalp test id as the API makes them; anything else is not looked up */
export const isScalpId = (id: string | null | undefined): id is string => !!id && /^[\w-]{16}$/.test(id);

/**
 * The API client for a chat action; when the action has just started the test, the guest session cookie the API
 * set is sent along too (the browser only gets it with this answer).
 */
export function scalpClient(context: Readonly<RouterContextProvider>, request: Request, setCookie: string[]) {
  const fresh = setCookie.map((c) => c.split(';')[0]!).filter((c) => c.startsWith('shop_sid='));
  if (fresh.length === 0) return api(context, request);
  const headers = new Headers(request.headers);
  const rest = (headers.get('cookie') ?? '').split(/;\s*/).filter((c) => c && !c.startsWith('shop_sid='));
  headers.set('cookie', [...rest, ...fresh].join('; '));
  return api(context, new Request(request.url, { headers }));
}
