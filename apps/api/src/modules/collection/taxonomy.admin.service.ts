// Categories and tags: managed lists of names in three scripts, ordered by priority. Deleting one takes it off every
// product that carries it (the page confirms first, naming how many). Audited; the caches drop after each write.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { TaxonomyCreateBody, TaxonomyPatchBody } from '@shop/core/contract/admin-collection';
import type { Db, DbOrTx } from '../../db/client.ts';
import { categories, tags } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { InvalidError, NotFoundError } from '../../lib/errors.ts';
import { audit } from '../staff/audit.ts';
import { freeName, plainText, slugOf } from './collection-text.ts';
import { taxonomyRepository } from './collection.repository.ts';

type Staff = Pick<FastifyRequest, 'staff' | 'ip'>;
export type TaxonomyKind = 'category' | 'tag';

export function createTaxonomyAdmin(db: Db, kind: TaxonomyKind, deps: { invalidate: () => void }) {
  const table = kind === 'category' ? categories : tags;
  const repo = taxonomyRepository(db, table);

  async function write<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
    let out: T;
    try {
      out = await db.transaction(fn);
    } catch (err) {
      if (isUniqueViolation(err)) throw new InvalidError('key: already used', 'key', 'taken');
      throw err;
    }
    deps.invalidate();
    return out;
  }

  async function get(key: string) {
    const found = (await repo.list()).find((x) => x.key === key);
    if (!found) throw new NotFoundError(`No such ${kind}`);
    return found;
  }

  return {
    list: async () => ({ items: await repo.list() }),

    async create(body: TaxonomyCreateBody, staff: Staff) {
      const name = plainText('name', body.name);
      const key = await write(async (tx) => {
        const existing = await taxonomyRepository(tx, table).keys();
        if (body.key && existing.has(body.key)) throw new InvalidError('key: already used', 'key', 'taken');
        const key = body.key ?? freeName(slugOf(name.eng, '_') || kind, existing, '_');
        const [row] = await tx.insert(table).values({ key, name, priority: body.priority }).returning();
        await audit(tx, staff, { action: `${kind}.create`, entity: kind, entityId: key, after: row });
        return key;
      });
      return get(key);
    },

    async update(key: string, body: TaxonomyPatchBody, staff: Staff) {
      const name = body.name && plainText('name', body.name);
      await write(async (tx) => {
        const before = await taxonomyRepository(tx, table).byKey(key);
        if (!before) throw new NotFoundError(`No such ${kind}`);
        const [after] = await tx
          .update(table)
          .set({
            ...(name ? { name } : {}),
            ...(body.priority !== undefined ? { priority: body.priority } : {}),
          })
          .where(eq(table.key, key))
          .returning();
        await audit(tx, staff, { action: `${kind}.update`, entity: kind, entityId: key, before, after });
      });
      return get(key);
    },

    /** Deletes it and takes it off the products that carry it; answers how many they were. */
    async remove(key: string, staff: Staff) {
      return write(async (tx) => {
        const r = taxonomyRepository(tx, table);
        const before = await r.byKey(key);
        if (!before) throw new NotFoundError(`No such ${kind}`);
        const removed = await r.removeFromProducts(key);
        await tx.delete(table).where(eq(table.key, key));
        await audit(tx, staff, {
          action: `${kind}.delete`,
          entity: kind,
          entityId: key,
          before: { ...before, products: removed },
        });
        return { ok: true as const, removed_from: removed };
      });
    },
  };
}

export type TaxonomyAdmin = ReturnType<typeof createTaxonomyAdmin>;
