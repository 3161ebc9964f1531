import { describe, expect, it } from 'vitest';
import { auditChanges } from './admin-audit.ts';

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
