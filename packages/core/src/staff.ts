// Back-office roles and what each may do. The API checks a permission on every admin route; the admin app hides
// what a role cannot do, from the same table.

export const STAFF_ROLES = ['owner', 'manager', 'fulfilment', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  'dashboard:read',
  'orders:read',
  'orders:write',
  'orders:refund',
  /** build phone/WhatsApp orders (draft orders) and complete them */
  'orders:draft',
  /** change a placed order's lines, quantities or address before it ships (re-prices it) */
  'orders:edit',
  /** open, approve or refuse returns and exchanges; receiving returned parcels is returns:receive */
  'returns:write',
  'returns:receive',
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
  /** the shop's content: pages, menus, homepage sections */
  'content:write',
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
 * owner: everything; manager: all but staff and settings; fulfilment: packs, ships, prints and receives returned
 * parcels (no money back, no prices, no drafts, no transfer confirmation); support: reads orders, builds drafts,
 * opens returns, runs members and reviews (no refunds).
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  manager: MANAGER,
  fulfilment: [
    'dashboard:read',
    'orders:read',
    'orders:write',
    'returns:receive',
    'catalogue:read',
    'stock:write',
  ],
  support: [
    'dashboard:read',
    'orders:read',
    'orders:draft',
    'returns:write',
    'members:read',
    'members:write',
    'reviews:write',
  ],
};

export function can(role: StaffRole | null | undefined, permission: Permission): boolean {
  return !!role && (ROLE_PERMISSIONS[role]?.includes(permission) ?? false);
}

export function isStaffRole(v: unknown): v is StaffRole {
  return typeof v === 'string' && (STAFF_ROLES as readonly string[]).includes(v);
}
