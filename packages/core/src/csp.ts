// The Content-Security-Policy of every HTML answer (docs/security.md): the web's pages and the API's invoice both
// build it here, so the two cannot drift apart. Server-only: imported as '@shop/core/csp', never by the browser.

/** 128 bits from the CSPRNG, fresh for every page (CSP3 asks for at least 128). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Scripts: our bundles plus React Router's and React's inline scripts, which carry the nonce; JSON-LD blocks are
 * data and never executed. Styles allow inline because Tailwind's and React's `style` attributes are (and the
 * invoice's own <style>). Everything else is same-origin; nothing may frame or re-base the page.
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
