import { z } from 'zod';
import { minor } from './common.ts';

/**
 * Customer groups as data: /api/v1/admin/customer-groups… A group's name is only its label; its tier (what it
 * unlocks), its rate per brand (percent paid: 85 = 15% off) and who belongs are explicit fields (6-04).
 * Money is HKD minor units (the page converts what staff type).
 */

export const customerGroupTier = z.enum(['basic', 'vip', 'kol']);
export const customerGroupMembership = z.enum(['manual', 'auto']);

const brandKey = z.string().regex(/^[a-z0-9_]{1,40}$/, 'a brand key');
const percentPaid = z.record(brandKey, z.number().min(0).max(100));

export const customerGroupOut = z.object({
  id: z.string(),
  name: z.string(),
  tier: customerGroupTier,
  /** percent paid per brand */
  discount_rate: z.record(z.string(), z.number()),
  membership: customerGroupMembership,
  /** HKD minor units; null for a manual group */
  auto_min_spend: minor.nullable(),
  members: z.number(),
  created_at: z.string(),
});
export type CustomerGroupOut = z.infer<typeof customerGroupOut>;

export const customerGroupsOut = z.object({
  items: z.array(customerGroupOut),
  brands: z.array(z.object({ key: z.string(), name: z.string() })),
});
export type CustomerGroupsOut = z.infer<typeof customerGroupsOut>;

export const customerGroupBody = z.strictObject({
  name: z.string().trim().min(1).max(80),
  tier: customerGroupTier,
  discount_rate: percentPaid.default({}),
  membership: customerGroupMembership.default('manual'),
  auto_min_spend: minor.min(0).max(2_000_000_000).nullable().optional(),
});
export type CustomerGroupBody = z.input<typeof customerGroupBody>;

export const customerGroupPatchBody = z.strictObject({
  name: z.string().trim().min(1).max(80).optional(),
  tier: customerGroupTier.optional(),
  discount_rate: percentPaid.optional(),
  membership: customerGroupMembership.optional(),
  auto_min_spend: minor.min(0).max(2_000_000_000).nullable().optional(),
});
export type CustomerGroupPatchBody = z.infer<typeof customerGroupPatchBody>;

export const customerGroupParams = z.object({ id: z.string().trim().min(1).max(64) });

/** A customer as the pickers and member lists show them: by name, email and phone. */
export const groupCustomerOut = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** HKD minor units */
  lifetime_spend: minor,
});
export type GroupCustomerOut = z.infer<typeof groupCustomerOut>;

export const groupMembersQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const groupMembersOut = z.object({
  items: z.array(groupCustomerOut),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type GroupMembersOut = z.infer<typeof groupMembersOut>;

/** The customer picker: a name, email or phone fragment (never an id). */
export const customerPickQuery = z.strictObject({ q: z.string().trim().min(1).max(100) });
export const customerPickOut = z.object({ items: z.array(groupCustomerOut) });
export type CustomerPickOut = z.infer<typeof customerPickOut>;

export const groupMembersBody = z.strictObject({
  customer_ids: z.array(z.string().trim().min(1).max(64)).min(1).max(200),
});

export const groupMembersChangeOut = z.object({ changed: z.number(), members: z.number() });
export type GroupMembersChangeOut = z.infer<typeof groupMembersChangeOut>;

export const recomputeOut = z.object({ added: z.number(), removed: z.number(), members: z.number() });
export type RecomputeOut = z.infer<typeof recomputeOut>;
