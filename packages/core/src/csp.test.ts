import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, providerSources } from './csp.ts';

const directives = (policy: string) =>
  new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));

describe('page policy per configured provider', () => {
  it('adds nothing for the demo: every source is our own', () => {
    expect(contentSecurityPolicy('n0nce', providerSources({ botCheck: 'dev', payments: 'sandbox' }))).toBe(
      contentSecurityPolicy('n0nce'),
    );
    expect(contentSecurityPolicy('n0nce')).not.toContain('https://');
  });

  it("lets Turnstile run its script and frame, Stripe's Payment Element load, and Alipay's redirect go on", () => {
    const d = directives(
      contentSecurityPolicy('n0nce', providerSources({ botCheck: 'turnstile', payments: 'stripe' })),
    );
    expect(d.get('script-src')).toBe(
      "'self' 'nonce-n0nce' https://challenges.cloudflare.com https://js.stripe.com",
    );
    expect(d.get('frame-src')).toBe(
      "'self' https://challenges.cloudflare.com https://js.stripe.com https://hooks.stripe.com",
    );
    expect(d.get('form-action')).toBe("'self' https://hooks.stripe.com");
    expect(d.get('connect-src')).toBe("'self' https://api.stripe.com");
  });

  it('lets Stripe in only when the shop is configured with it', () => {
    const d = directives(
      contentSecurityPolicy('n0nce', providerSources({ botCheck: 'turnstile', payments: 'sandbox' })),
    );
    expect([...d.values()].join(' ')).not.toContain('stripe');
  });

  it('shows product images from the S3 store public origin only when images live there', () => {
    const d = directives(
      contentSecurityPolicy(
        'n0nce',
        providerSources({
          botCheck: 'dev',
          payments: 'sandbox',
          imagesUrl: 'https://cdn.shop.example/media/',
        }),
      ),
    );
    expect(d.get('img-src')).toBe("'self' data: https://cdn.shop.example");
    expect(d.get('connect-src')).toBe("'self'");
  });

  it('lets reCAPTCHA load from Google only', () => {
    const d = directives(
      contentSecurityPolicy('n0nce', providerSources({ botCheck: 'recaptcha', payments: 'sandbox' })),
    );
    expect(d.get('script-src')).toBe("'self' 'nonce-n0nce' https://www.google.com https://www.gstatic.com");
    expect(d.get('frame-src')).toBe("'self' https://www.google.com");
    expect(d.get('form-action')).toBe("'self'");
  });
});
