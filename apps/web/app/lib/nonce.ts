import { createContext, useContext } from 'react';

/** This request's Content-Security-Policy nonce, provided by entry.server.tsx around the server render. */
export const NonceContext = createContext<string | undefined>(undefined);

let documentNonce: string | undefined;

/**
 * The page's CSP nonce. On the server it comes from NonceContext; in the browser it is read back from a script the
 * server rendered (browsers hide the attribute but keep the `nonce` property), so hydration renders the same
 * `nonce` props and React reports no attribute mismatch. Nothing else in the client needs it.
 */
export function useNonce(): string | undefined {
  const fromServer = useContext(NonceContext);
  if (fromServer !== undefined || typeof document === 'undefined') return fromServer;
  documentNonce ??= document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
  return documentNonce;
}
