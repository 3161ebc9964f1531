import { randomBytes } from 'node:crypto';

/** 128 bits from the CSPRNG, fresh for every page (CSP3 asks for at least 128). */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The pages' Content-Security-Policy (docs/security.md). Scripts: our bundles plus React Router's and React's inline
 * scripts, which carry the nonce; JSON-LD blocks are data and never executed. Styles allow inline because Tailwind's
 * and React's `style` attributes are. Everything else is same-origin; nothing may frame or re-base the page.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Headers every HTML page carries besides the policy (the API gets the same from @fastify/helmet). */
export const PAGE_SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // ignored over plain http; behind TLS it keeps the shop on https (same value as the API's helmet default)
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};
