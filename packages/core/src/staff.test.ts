import { describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLE_PERMISSIONS, STAFF_ROLES, can, isStaffRole } from './staff.ts';

describe('staff permissions', () => {
  it('the owner can do everything', () => {
    for (const p of PERMISSIONS) expect(can('owner', p)).toBe(true);
  });

  it('a manager can do all but staff and settings', () => {
    for (const p of PERMISSIONS)
      expect(can('manager', p), p).toBe(p !== 'staff:write' && p !== 'settings:write');
  });

  it('fulfilment packs, ships and receives returns, but never refunds, confirms transfers, drafts or edits prices', () => {
    expect(can('fulfilment', 'orders:write')).toBe(true);
    expect(can('fulfilment', 'stock:write')).toBe(true);
    expect(can('fulfilment', 'returns:receive')).toBe(true);
    for (const p of [
      'orders:refund',
      'orders:draft',
      'orders:edit',
      'returns:write',
      'payments:confirm',
      'catalogue:write',
      'coupons:write',
      'members:read',
    ] as const)
      expect(can('fulfilment', p), p).toBe(false);
  });

  it('support builds drafts and opens returns, runs members and reviews, but never refunds or moves orders', () => {
    expect(can('support', 'orders:read')).toBe(true);
    expect(can('support', 'orders:draft')).toBe(true);
    expect(can('support', 'returns:write')).toBe(true);
    expect(can('support', 'members:write')).toBe(true);
    expect(can('support', 'reviews:write')).toBe(true);
    for (const p of [
      'orders:write',
      'orders:refund',
      'orders:edit',
      'returns:receive',
      'stock:write',
      'catalogue:write',
      'settings:write',
    ] as const)
      expect(can('support', p), p).toBe(false);
  });

  it('owners and managers reword the emails; fulfilment and support do not', () => {
    expect(can('owner', 'emails:write')).toBe(true);
    expect(can('manager', 'emails:write')).toBe(true);
    expect(can('fulfilment', 'emails:write')).toBe(false);
    expect(can('support', 'emails:write')).toBe(false);
  });

  it('no role, or an unknown one, can do nothing', () => {
    expect(can(null, 'dashboard:read')).toBe(false);
    expect(can('intern' as never, 'dashboard:read')).toBe(false);
    expect(isStaffRole('owner')).toBe(true);
    expect(isStaffRole('intern')).toBe(false);
  });

  it('every role lists only known permissions', () => {
    for (const r of STAFF_ROLES) for (const p of ROLE_PERMISSIONS[r]) expect(PERMISSIONS).toContain(p);
  });
});
