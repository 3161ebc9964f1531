import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, providerSources } from './csp.ts';

describe('PayDollar in the Content-Security-Policy', () => {
  it("lets the pay page's form post to PayDollar's hosted page, and to nowhere else", () => {
    const csp = contentSecurityPolicy(
      'n0nce',
      providerSources({
        botCheck: 'dev',
        payments: 'paydollar',
        paydollarUrl: 'https://www.paydollar.com/b2c2/eng/payment/payForm.jsp',
      }),
    );
    expect(csp).toContain("form-action 'self' https://www.paydollar.com;");
    expect(csp).toContain("script-src 'self' 'nonce-n0nce';");
  });

  it('adds nothing for another provider', () => {
    const csp = contentSecurityPolicy(
      'n0nce',
      providerSources({ botCheck: 'dev', payments: 'sandbox', paydollarUrl: 'https://www.paydollar.com/x' }),
    );
    expect(csp).toContain("form-action 'self';");
  });
});
