// The back office's collections: manual ones hold products in the order staff set (products.collections plus
// collections.product_order), automatic ones hold what their rules select (core's collection-rules). Every write is
// audited in its transaction and drops the catalogue and settings caches on every instance.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { collectionRulesProblem, matchesCollectionRules, type CollectionRules } from '@shop/core';
import type {
  CollectionCreateBody,
  CollectionPatchBody,
  CollectionRulesBody,
} from '@shop/core/contract/admin-collection';
import type { Db, DbOrTx } from '../../db/client.ts';
import { categories, collections, tags } from '../../db/schema.ts';
import type { LocalizedText, SeoText } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { InvalidError, NotFoundError } from '../../lib/errors.ts';
import { audit } from '../staff/audit.ts';
import type { MediaService } from '../media/media.service.ts';
import { IMAGE_MAX_BYTES } from '../product/image-store.ts';
import { freeName, plainText, richText, slugOf } from './collection-text.ts';
import {
  collectionRepository,
  taxonomyRepository,
  type CollectionRow,
  type FactsProduct,
} from './collection.repository.ts';

type Staff = Pick<FastifyRequest, 'staff' | 'ip'>;

const EMPTY: LocalizedText = { eng: '', chi: '', cn: '' };
const EMPTY_SEO: SeoText = { title: EMPTY, description: EMPTY };

const presentProduct = (p: FactsProduct) => ({
  id: p.id,
  sku: p.sku,
  name: p.name,
  brand_key: p.brand_key,
  thumbnail: p.thumbnail,
  published: p.published,
  price: p.facts.price,
  in_stock: p.facts.inStock,
});

const byPopularity = (a: FactsProduct, b: FactsProduct) =>
  b.popularity - a.popularity || a.sku.localeCompare(b.sku);

/** A collection's members now: a manual one's in its order (others after, by popularity); an automatic one's by rules. */
export function membersOf(c: CollectionRow, all: FactsProduct[]): FactsProduct[] {
  if (c.kind === 'automatic')
    return c.rules ? all.filter((p) => matchesCollectionRules(c.rules!, p.facts)).sort(byPopularity) : [];
  const members = all.filter((p) => p.collections.includes(c.key));
  const at = new Map(c.productOrder.map((id, i) => [id, i]));
  return members.sort(
    (a, b) => (at.get(a.id) ?? Infinity) - (at.get(b.id) ?? Infinity) || byPopularity(a, b),
  );
}

function presentRow(c: CollectionRow, count: number) {
  return {
    id: c.key,
    handle: c.handle,
    kind: c.kind,
    title: c.name,
    image: c.image,
    published: c.published,
    home_menu: c.isHomeMenu,
    priority: c.priority,
    product_count: count,
    updated_at: c.updatedAt.toISOString(),
  };
}

function present(c: CollectionRow, members: FactsProduct[]) {
  return {
    ...presentRow(c, members.length),
    description: c.description ?? EMPTY,
    brand_key: c.brandKey,
    rules: c.kind === 'automatic' ? (c.rules ?? null) : null,
    product_ids: c.kind === 'manual' ? members.map((p) => p.id) : [],
    seo: c.seo ?? EMPTY_SEO,
    path: `/collection/${c.handle}`,
  };
}

export function createCollectionAdmin(db: Db, deps: { invalidate: () => void; media: MediaService }) {
  const repo = collectionRepository(db);

  async function write<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
    let out: T;
    try {
      out = await db.transaction(fn);
    } catch (err) {
      // two saves raced past the handle check: the unique index decides
      if (isUniqueViolation(err))
        throw new InvalidError('handle: already used by another collection', 'handle', 'taken');
      throw err;
    }
    deps.invalidate();
    return out;
  }

  /** Rules checked by core against the brands, tags and categories the shop has; a 400 naming the condition. */
  async function checkRules(
    tx: DbOrTx,
    rules: CollectionRulesBody | null | undefined,
  ): Promise<CollectionRules> {
    const [brandKeys, tagKeys, categoryKeys] = await Promise.all([
      collectionRepository(tx)
        .brands()
        .then((b) => new Set(b.map((x) => x.key))),
      taxonomyRepository(tx, tags).keys(),
      taxonomyRepository(tx, categories).keys(),
    ]);
    const problem = collectionRulesProblem(rules, {
      brands: brandKeys,
      tags: tagKeys,
      categories: categoryKeys,
    });
    if (problem)
      throw new InvalidError(
        `${problem.field}: ${problem.reason.replaceAll('_', ' ')}`,
        problem.field,
        problem.reason === 'unknown_key' ? 'unknown_key' : 'invalid',
      );
    return rules as CollectionRules;
  }

  async function checkProducts(tx: DbOrTx, ids: string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    const known = await collectionRepository(tx).existingProductIds(unique);
    const i = ids.findIndex((id) => !known.has(id));
    if (i >= 0)
      throw new InvalidError(`product_ids.${i}: no such product`, `product_ids.${i}`, 'product_not_found');
    return unique;
  }

  async function checkHandle(tx: DbOrTx, handle: string, self?: string) {
    const owner = await collectionRepository(tx).handleOwner(handle);
    if (owner && owner !== self)
      throw new InvalidError('handle: already used by another collection', 'handle', 'taken');
  }

  async function load(tx: DbOrTx, key: string, lock = false) {
    const c = await collectionRepository(tx).byKey(key, lock);
    if (!c) throw new NotFoundError('No such collection');
    return c;
  }

  return {
    async list() {
      const [rows, all] = await Promise.all([repo.all(), repo.factsProducts()]);
      return { items: rows.map((c) => presentRow(c, membersOf(c, all).length)) };
    },

    async get(key: string) {
      const [c, all] = await Promise.all([load(db, key), repo.factsProducts()]);
      return present(c, membersOf(c, all));
    },

    /** The members now, as the editor lists them. */
    async products(key: string) {
      const [c, all] = await Promise.all([load(db, key), repo.factsProducts()]);
      const items = membersOf(c, all).map(presentProduct);
      return { items, total: items.length };
    },

    /** What these rules select now, before they are saved (published or not; the shop shows the published). */
    async preview(rules: CollectionRulesBody) {
      const checked = await checkRules(db, rules);
      const items = (await repo.factsProducts())
        .filter((p) => matchesCollectionRules(checked, p.facts))
        .sort(byPopularity)
        .map(presentProduct);
      return { items: items.slice(0, 500), total: items.length };
    },

    async create(body: CollectionCreateBody, staff: Staff) {
      const title = plainText('title', body.title);
      const description = richText('description', body.description ?? EMPTY);
      const seo = body.seo
        ? {
            title: plainText('seo.title', body.seo.title),
            description: plainText('seo.description', body.seo.description),
          }
        : EMPTY_SEO;
      if (body.kind === 'automatic' && body.product_ids?.length)
        throw new InvalidError(
          'product_ids: an automatic collection holds what its rules select',
          'product_ids',
        );
      const created = await write(async (tx) => {
        const rules = body.kind === 'automatic' ? await checkRules(tx, body.rules) : null;
        const ids = body.kind === 'manual' ? await checkProducts(tx, body.product_ids ?? []) : [];
        if (body.handle) await checkHandle(tx, body.handle);
        const base = slugOf(title.eng) || body.handle || 'collection';
        const taken = await collectionRepository(tx).keysLike(base);
        // the back office's own addresses (/admin/collections/new) are never a collection's key
        taken.add('new');
        taken.add('preview');
        const key = freeName(base, taken);
        const handle = body.handle ?? key;
        const [row] = await tx
          .insert(collections)
          .values({
            key,
            handle,
            name: title,
            description,
            kind: body.kind,
            rules,
            productOrder: ids,
            seo,
            published: body.published,
            isHomeMenu: body.home_menu,
            priority: body.priority,
          })
          .returning();
        if (body.kind === 'manual') await collectionRepository(tx).setMembers(key, ids);
        await audit(tx, staff, {
          action: 'collection.create',
          entity: 'collection',
          entityId: key,
          after: row,
        });
        return key;
      });
      return this.get(created);
    },

    async update(key: string, body: CollectionPatchBody, staff: Staff) {
      const title = body.title && plainText('title', body.title);
      const description = body.description && richText('description', body.description);
      const seo = body.seo && {
        title: plainText('seo.title', body.seo.title),
        description: plainText('seo.description', body.seo.description),
      };
      await write(async (tx) => {
        const before = await load(tx, key, true);
        const kind = body.kind ?? before.kind;
        if (kind === 'automatic' && body.product_ids?.length)
          throw new InvalidError(
            'product_ids: an automatic collection holds what its rules select',
            'product_ids',
          );
        const set: Partial<typeof collections.$inferInsert> = { kind, updatedAt: new Date() };
        if (title) set.name = title;
        if (description) set.description = description;
        if (seo) set.seo = seo;
        if (body.handle !== undefined && body.handle !== before.handle) {
          await checkHandle(tx, body.handle, key);
          set.handle = body.handle;
        }
        if (body.published !== undefined) set.published = body.published;
        if (body.home_menu !== undefined) set.isHomeMenu = body.home_menu;
        if (body.priority !== undefined) set.priority = body.priority;
        if (body.image === null) set.image = null;
        const repoTx = collectionRepository(tx);
        if (kind === 'automatic') {
          // an automatic collection's members are its rules' choice: no product keeps it in its own list
          // saved rules are checked when they change: a tag deleted since does not block hiding the collection
          set.rules =
            body.rules === undefined && before.kind === 'automatic' && before.rules
              ? before.rules
              : await checkRules(tx, body.rules === undefined ? before.rules : body.rules);
          set.productOrder = [];
          if (before.kind === 'manual') await repoTx.setMembers(key, []);
        } else {
          set.rules = null;
          if (body.product_ids) {
            const ids = await checkProducts(tx, body.product_ids);
            set.productOrder = ids;
            await repoTx.setMembers(key, ids);
          } else if (before.kind === 'automatic') set.productOrder = [];
        }
        const [after] = await tx.update(collections).set(set).where(eq(collections.key, key)).returning();
        await audit(tx, staff, {
          action: 'collection.update',
          entity: 'collection',
          entityId: key,
          before,
          after,
        });
      });
      return this.get(key);
    },

    /** Deletes it and takes it off every product's list. */
    async remove(key: string, staff: Staff) {
      return write(async (tx) => {
        const before = await load(tx, key, true);
        const members = await collectionRepository(tx).countMembers(key);
        await collectionRepository(tx).setMembers(key, []);
        await tx.delete(collections).where(eq(collections.key, key));
        await audit(tx, staff, { action: 'collection.delete', entity: 'collection', entityId: key, before });
        return { ok: true as const, removed_from: members };
      });
    },

    /**
     * Checks and stores an uploaded picture (variants made by a job, 2.9-01) as the collection's image; the old one
     * stays in the store, unused.
     */
    async setImage(key: string, bytes: Buffer, staff: Staff) {
      await load(db, key);
      const url = (await deps.media.upload(bytes, { maxBytes: IMAGE_MAX_BYTES, field: 'body' })).src;
      await write(async (tx) => {
        const before = await load(tx, key, true);
        await tx
          .update(collections)
          .set({ image: url, updatedAt: new Date() })
          .where(eq(collections.key, key));
        await audit(tx, staff, {
          action: 'collection.image',
          entity: 'collection',
          entityId: key,
          before: { image: before.image },
          after: { image: url },
        });
      });
      return { image: url };
    },
  };
}

export type CollectionAdmin = ReturnType<typeof createCollectionAdmin>;
