import { describe, expect, it } from 'vitest';
import { auditChanges } from './admin-audit.ts';
import { inputFromMinor, minorFromInput } from './admin-money.ts';

describe('audit log diff', () => {
  it('lists only the fields that changed, before → after', () => {
    expect(auditChanges({ hkd: 2000, usd: 300 }, { hkd: 3500, usd: 300 })).toEqual([
      { field: 'hkd', before: '2000', after: '3500' },
    ]);
    expect(auditChanges(null, { id: 'x' })).toEqual([{ field: 'id', before: '—', after: 'x' }]);
    expect(auditChanges(['A'], ['B'])).toEqual([{ field: '', before: '["A"]', after: '["B"]' }]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});

describe('admin money inputs', () => {
  it('takes decimals up to the currency’s minor digits and refuses the rest', () => {
    expect(minorFromInput('20', 'HKD')).toBe(2000);
    expect(minorFromInput(' 20.5 ', 'HKD')).toBe(2050);
    expect(minorFromInput('20000', 'JPY')).toBe(20000);
    for (const bad of ['-1', '1.234', 'abc', '', '1e3']) expect(minorFromInput(bad, 'HKD'), bad).toBeNull();
    expect(minorFromInput('1.5', 'JPY')).toBeNull();
    expect(inputFromMinor(2050, 'HKD')).toBe('20.50');
    expect(inputFromMinor(20000, 'KRW')).toBe('20000');
  });
});
