import { z } from 'zod';

/** The back office's members and member groups: /api/v1/admin/members…, /api/v1/admin/member-groups… */

const group = z.object({ id: z.string(), name: z.string() });

export const memberSummaryOut = z.object({
  id: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  phone: z.string().nullable(),
  groups: z.array(group),
  locked: z.boolean(),
  created_at: z.string(),
});
export type MemberSummary = z.infer<typeof memberSummaryOut>;

// an explicit list of what leaves: nothing else of the row (hashes, secrets) can slip into the answer
export const memberDetailOut = memberSummaryOut.extend({
  nickname: z.string(),
  contact_no_country: z.string().nullable(),
  contact_no: z.string().nullable(),
  phone_verified: z.boolean(),
  country: z.string().nullable(),
  preferred_lang: z.string(),
  locked_at: z.string().nullable(),
  orders: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      status: z.string(),
      currency: z.string(),
      total: z.number(),
      created_at: z.string(),
    }),
  ),
  orders_count: z.number(),
  addresses_count: z.number(),
});
export type MemberDetail = z.infer<typeof memberDetailOut>;

export const memberParams = z.object({ id: z.string().trim().min(1).max(64) });

export const membersQuery = z.strictObject({
  q: z.string().trim().max(100).optional(),
  group: z.string().trim().max(64).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const membersOut = z.object({
  items: z.array(memberSummaryOut),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type MembersOut = z.infer<typeof membersOut>;

export const memberPatchBody = z.strictObject({
  member_group: z.string().trim().min(1).max(64).optional(),
  locked: z.boolean().optional(),
});

export const resetLinkOut = z.object({ sent_to: z.string() });
export type ResetLinkOut = z.infer<typeof resetLinkOut>;

/** percent paid per brand (85 = 15% off) */
export const memberGroupOut = group.extend({ discount_rate: z.record(z.string(), z.number()) });
export type MemberGroupOut = z.infer<typeof memberGroupOut>;
export const memberGroupsOut = z.object({
  items: z.array(memberGroupOut.extend({ members: z.number() })),
  brands: z.array(z.object({ key: z.string(), name: z.string() })),
});
export type MemberGroupsOut = z.infer<typeof memberGroupsOut>;

const brandKey = z.string().regex(/^[a-z0-9_]{1,40}$/, 'a brand key');
export const memberGroupPatchBody = z.strictObject({
  name: z.string().trim().min(1).max(80).optional(),
  discount_rate: z.record(brandKey, z.number().min(0).max(100)).optional(),
});
