// The policy and its nonce come from core: the API's invoice carries the same policy (docs/security.md).
export { contentSecurityPolicy, createNonce } from '@shop/core/csp';

/** Headers every HTML page carries besides the policy (the API gets the same from @fastify/helmet). */
export const PAGE_SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // ignored over plain http; behind TLS it keeps the shop on https (same value as the API's helmet default)
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};
