// Back-office roles and what each may do. The API checks a permission on every admin route; the admin app hides
// what a role cannot do, from the same table.

export const STAFF_ROLES = ['owner', 'manager', 'fulfilment', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  'dashboard:read',
  'orders:read',
  'orders:write',
  'orders:refund',
  'payments:confirm',
  'catalogue:read',
  'catalogue:write',
  'stock:write',
  'coupons:read',
  'coupons:write',
  'members:read',
  'members:write',
  'reviews:write',
  'settings:write',
  'staff:write',
  'audit:read',
  'jobs:read',
  'jobs:write',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const MANAGER: readonly Permission[] = PERMISSIONS.filter(
  (p) => p !== 'staff:write' && p !== 'settings:write',
);

/**
 * owner: everything; manager: all but staff and settings; fulfilment: orders and stock (no money back, no
 * transfer confirmation); support: reads orders, runs members and reviews.
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  manager: MANAGER,
  fulfilment: ['dashboard:read', 'orders:read', 'orders:write', 'catalogue:read', 'stock:write'],
  support: ['dashboard:read', 'orders:read', 'members:read', 'members:write', 'reviews:write'],
};

export function can(role: StaffRole | null | undefined, permission: Permission): boolean {
  return !!role && (ROLE_PERMISSIONS[role]?.includes(permission) ?? false);
}

export function isStaffRole(v: unknown): v is StaffRole {
  return typeof v === 'string' && (STAFF_ROLES as readonly string[]).includes(v);
}
