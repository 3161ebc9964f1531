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
export function contentSecurityPolicy(nonce: string, extra: CspSources = {}): string {
  const more = (list?: string[]) => (list?.length ? ` ${list.join(' ')}` : '');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${more(extra.script)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${more(extra.img)}`,
    "font-src 'self'",
    `connect-src 'self'${more(extra.connect)}`,
    ...(extra.frame?.length ? [`frame-src 'self'${more(extra.frame)}`] : []),
    "frame-ancestors 'self'",
    "base-uri 'self'",
    `form-action 'self'${more(extra.formAction)}`,
    "object-src 'none'",
  ].join('; ');
}

/** Origins beyond our own that a page may use: only those of the providers this shop is configured with. */
export interface CspSources {
  script?: string[];
  /** where product images are served from when they live in an S3-compatible store */
  img?: string[];
  connect?: string[];
  frame?: string[];
  formAction?: string[];
}

/**
 * The real bot check runs its provider's script in a frame. Stripe's Payment Element is Stripe.js (script) drawing
 * the card fields in its frames, talking to Stripe's API, with 3-D Secure pages on hooks.stripe.com; Alipay is a page
 * a form post redirects to (a form action). The demo's sandboxes are same-origin and add nothing.
 */
export function providerSources(c: {
  botCheck: 'dev' | 'recaptcha' | 'turnstile';
  payments: 'sandbox' | 'stripe' | 'paydollar';
  /** PAYDOLLAR_URL: the hosted payment page the pay page's form posts to */
  paydollarUrl?: string;
  /** S3_PUBLIC_URL, when product images are stored there */
  imagesUrl?: string;
}): CspSources {
  const sources: Required<CspSources> = { script: [], img: [], connect: [], frame: [], formAction: [] };
  if (c.imagesUrl) sources.img.push(new URL(c.imagesUrl).origin);
  if (c.botCheck === 'turnstile') {
    sources.script.push('https://challenges.cloudflare.com');
    sources.frame.push('https://challenges.cloudflare.com');
  }
  if (c.botCheck === 'recaptcha') {
    sources.script.push('https://www.google.com', 'https://www.gstatic.com');
    sources.frame.push('https://www.google.com');
  }
  if (c.payments === 'stripe') {
    sources.script.push('https://js.stripe.com');
    sources.frame.push('https://js.stripe.com', 'https://hooks.stripe.com');
    sources.connect.push('https://api.stripe.com');
    sources.formAction.push('https://hooks.stripe.com');
  }
  // PayDollar's "Client Post through browser": the pay page's form posts to its hosted page
  if (c.payments === 'paydollar' && c.paydollarUrl) sources.formAction.push(new URL(c.paydollarUrl).origin);
  return sources;
}
