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

  it('fulfilment runs orders and stock, but never refunds, confirms transfers or edits prices', () => {
    expect(can('fulfilment', 'orders:write')).toBe(true);
    expect(can('fulfilment', 'stock:write')).toBe(true);
    for (const p of [
      'orders:refund',
      'payments:confirm',
      'catalogue:write',
      'coupons:write',
      'members:read',
    ] as const)
      expect(can('fulfilment', p), p).toBe(false);
  });

  it('support reads orders and runs members and reviews, and changes no order', () => {
    expect(can('support', 'orders:read')).toBe(true);
    expect(can('support', 'members:write')).toBe(true);
    expect(can('support', 'reviews:write')).toBe(true);
    for (const p of [
      'orders:write',
      'orders:refund',
      'stock:write',
      'catalogue:write',
      'settings:write',
    ] as const)
      expect(can('support', p), p).toBe(false);
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
