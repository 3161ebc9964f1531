// The carriers staff ship with (docs/order-operations.md "Shipments and carriers"): a managed list with each one's
// name in three scripts and its tracking-link template. A carrier is deactivated, never deleted: shipments name it.
import { asc, eq } from 'drizzle-orm';
import { findCarrier, trackingTemplateProblem } from '@shop/core';
import type { CarrierCreateBody, CarrierUpdateBody } from '@shop/core/contract/admin-shipping';
import type { Db, DbOrTx } from '../../db/client.ts';
import { carriers } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { ConflictError, InvalidError, NotFoundError } from '../../lib/errors.ts';
import { audit, type AuditActor } from '../staff/audit.ts';

export type CarrierRow = typeof carriers.$inferSelect;

const present = (c: CarrierRow) => ({
  id: c.id,
  name: c.name,
  tracking_url_template: c.trackingUrlTemplate,
  active: c.active,
  priority: c.priority,
});

/** A readable key from the English name (sf-express); a carrier's key never changes once made. */
const slug = (s: string) =>
  s
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'carrier';

function checkTemplate(t: string | undefined) {
  if (t && trackingTemplateProblem(t))
    throw new InvalidError(
      'tracking_url_template: an https link with {tracking} where the number goes',
      'tracking_url_template',
      'invalid_url',
    );
}

export function createCarrierService(db: Db) {
  const all = (tx: DbOrTx = db) =>
    tx.select().from(carriers).orderBy(asc(carriers.priority), asc(carriers.id));

  return {
    all,
    async list() {
      return { items: (await all()).map(present) };
    },

    /** A carrier by its key or any of its names (active ones only); 400 unknown_carrier otherwise. */
    async resolve(tx: DbOrTx, text: string): Promise<CarrierRow> {
      const found = findCarrier(
        (await all(tx)).filter((c) => c.active),
        text,
      );
      if (!found)
        throw new InvalidError(`carrier: no active carrier "${text}"`, 'carrier', 'unknown_carrier');
      return found;
    },

    async create(input: CarrierCreateBody, who: AuditActor) {
      checkTemplate(input.tracking_url_template);
      const row = {
        id: slug(input.name.eng),
        name: input.name,
        trackingUrlTemplate: input.tracking_url_template || null,
        active: input.active ?? true,
        priority: input.priority ?? (await all()).reduce((n, c) => Math.max(n, c.priority), 0) + 10,
      };
      try {
        await db.transaction(async (tx) => {
          await tx.insert(carriers).values(row);
          await audit(tx, who, { action: 'carrier.create', entity: 'carrier', entityId: row.id, after: row });
        });
      } catch (err) {
        if (isUniqueViolation(err))
          throw new ConflictError(`A carrier named ${input.name.eng} exists already`, 'taken');
        throw err;
      }
      return present(row);
    },

    async update(id: string, input: CarrierUpdateBody, who: AuditActor) {
      checkTemplate(input.tracking_url_template);
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(carriers).where(eq(carriers.id, id)).for('update');
        if (!before) throw new NotFoundError('No such carrier', 'not_found');
        const patch = {
          ...(input.name ? { name: input.name } : {}),
          ...(input.tracking_url_template !== undefined
            ? { trackingUrlTemplate: input.tracking_url_template || null }
            : {}),
          ...(input.active !== undefined ? { active: input.active } : {}),
          ...(input.priority !== undefined ? { priority: input.priority } : {}),
        };
        const [after] = await tx.update(carriers).set(patch).where(eq(carriers.id, id)).returning();
        await audit(tx, who, { action: 'carrier.update', entity: 'carrier', entityId: id, before, after });
        return present(after!);
      });
    },
  };
}

export type CarrierService = ReturnType<typeof createCarrierService>;
