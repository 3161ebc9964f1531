import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES } from './checkout-constants.ts';
import { paymentSchema } from './checkout-schemas.ts';

describe('payment statuses', () => {
  // the payments table stores refunded / partially_refunded after a refund: the shared schema must read them
  it.each(['refunded', 'partially_refunded'] as const)('a %s payment parses', (status) => {
    expect(PAYMENT_STATUSES).toContain(status);
    const p = { id: 'p1', provider: 'sandbox', status, amount: 1000, currency: 'HKD' };
    expect(paymentSchema.parse(p).status).toBe(status);
  });
});
