import { z } from 'zod';

/** GET /api/v1/admin/audit-log: every staff write, newest first, filtered by entity, entity id and staff. */

export const auditLogQuery = z.strictObject({
  entity: z.string().trim().max(64).optional(),
  entity_id: z.string().trim().max(200).optional(),
  staff: z.string().trim().max(200).optional().describe("the staff member's email"),
  action: z.string().trim().max(64).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const auditEntryOut = z.object({
  id: z.string(),
  at: z.string(),
  staff_email: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  /** who, by name (null: the system or a staff account since removed) */
  staff_name: z.string().nullable(),
  /** what was changed as a person reads it (order number, customer or product name) and its page */
  target: z.object({ label: z.string(), label_hk: z.string(), href: z.string().nullable() }).nullable(),
  /** the currency of the entry's money fields when the thing has one (an order's, a subscription's) */
  currency: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntryOut>;

export const auditLogOut = z.object({
  items: z.array(auditEntryOut),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type AuditLogOut = z.infer<typeof auditLogOut>;
