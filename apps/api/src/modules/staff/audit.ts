// The audit log: every staff write, who and when, before → after. Written in the same transaction as the change.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

export interface AuditEntry {
  /** a dotted verb: order.transition, product.update, stock.adjust, coupon.create, staff.login … */
  action: string;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/** Secrets never enter the log, whatever a caller passes. */
const SECRET_KEYS = /password|hash|secret|token|totp/i;

function scrub(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(scrub);
  if (v && typeof v === 'object' && !(v instanceof Date))
    return Object.fromEntries(
      Object.entries(v as Record<string, unknown>)
        .filter(([k]) => !SECRET_KEYS.test(k))
        .map(([k, x]) => [k, scrub(x)]),
    );
  return v;
}

/** Who made a change: the staff member signed in on the request (none: 'system') and the address. */
export type AuditActor = Pick<FastifyRequest, 'staff' | 'ip'>;

export async function audit(tx: DbOrTx, req: AuditActor, e: AuditEntry) {
  await tx.insert(auditLog).values({
    id: randomUUID(),
    staffId: req.staff?.id ?? null,
    staffEmail: req.staff?.email ?? 'system',
    action: e.action,
    entity: e.entity,
    entityId: e.entityId,
    before: e.before === undefined ? null : scrub(JSON.parse(JSON.stringify(e.before))),
    after: e.after === undefined ? null : scrub(JSON.parse(JSON.stringify(e.after))),
    ip: req.ip ?? null,
  });
}
