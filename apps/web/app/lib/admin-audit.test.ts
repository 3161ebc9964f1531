import { describe, expect, it } from 'vitest';
import { auditChanges } from './admin-audit.ts';
import { formatAdminMoney } from './admin-format.ts';

const o = { money: (n: number, c: string) => formatAdminMoney(n, c, 'en'), currency: 'HKD' };

describe('audit log diff as a person reads it', () => {
  it('formats money fields in the entry currency, never cents', () => {
    const [line] = auditChanges({ refunded_amount: 0 }, { refunded_amount: 12345 }, o);
    expect(line!.field).toBe('refunded amount');
    expect(line!.before).toMatch(/HK\$\s?0\.00/);
    expect(line!.after).toMatch(/HK\$\s?123\.45/);
  });

  it('reads the currency from the record itself or from the field name', () => {
    const wallet = auditChanges(null, { currency: 'USD', amount: 500, reason: 'goodwill' }, o);
    expect(wallet.find((c) => c.field === 'amount')!.after).toMatch(/US\$\s?5\.00|\$5\.00/);
    const fee = auditChanges({ hkd: 2000, usd: 300 }, { hkd: 2500, usd: 300 }, o);
    expect(fee).toEqual([
      { field: 'hkd', before: expect.stringMatching(/20\.00/), after: expect.stringMatching(/25\.00/) },
    ]);
  });

  it('writes lists and records out instead of JSON, and leaves other numbers alone', () => {
    const [list] = auditChanges({ tags: ['a'] }, { tags: ['a', 'b'] }, o);
    expect(list!.after).toBe('a, b');
    const [qty] = auditChanges({ stock: 3 }, { stock: 5 }, o);
    expect(qty!.after).toBe('5');
    const [flag] = auditChanges({ enabled: false }, { enabled: true }, o);
    expect(flag!.after).toBe('yes');
  });
});
