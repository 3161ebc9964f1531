// The back office's content pages: a draft in three scripts, published by copying it; seeded pages keep their
// handle (today's addresses, 2.2-12) and are never deleted. Every write is audited in its transaction; a publish or
// an unpublish drops the page caches and the guest page cache on every instance.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { PAGE_BODY_MAX_CHARS } from '@shop/core';
import type { AdminPageOut, AdminPageSummary, PageCreateBody, PagePatchBody } from '@shop/core/contract/page';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { LocalizedText, PageContent } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, ConflictError, InvalidError, NotFoundError } from '../../lib/errors.ts';
import { newPreviewToken, isSeededPageId } from '../../db/seed/pages-seed.ts';
import { audit } from '../staff/audit.ts';
import { assertPlainText, cleanHtml } from '../product/product-write.ts';
import { pageRepository, type PageRow } from './page.repository.ts';

type Staff = Pick<FastifyRequest, 'staff' | 'ip'>;
type Patch = Omit<PagePatchBody, 'version' | 'handle'>;

const SCRIPTS = ['eng', 'chi', 'cn'] as const;
const EMPTY: LocalizedText = { eng: '', chi: '', cn: '' };
const PLAIN_MAX = { title: 200, seo_title: 200, seo_description: 500 } as const;

const statusOf = (r: PageRow): AdminPageSummary['status'] =>
  !r.published ? 'draft' : JSON.stringify(r.published) === JSON.stringify(r.draft) ? 'published' : 'changed';

function summary(r: PageRow): AdminPageSummary {
  return {
    id: r.id,
    handle: r.handle,
    title: r.draft.title,
    status: statusOf(r),
    seeded: isSeededPageId(r.id),
    updated_at: r.updatedAt.toISOString(),
    published_at: r.publishedAt?.toISOString() ?? null,
  };
}

function present(r: PageRow): AdminPageOut {
  return {
    ...summary(r),
    draft: r.draft,
    published: r.published,
    version: r.version,
    preview_token: r.previewToken,
  };
}

/** The given fields merged onto the draft: bodies sanitized (or refused), plain fields checked; nothing is written on a refusal. */
export function mergeDraft(base: PageContent, patch: Patch): PageContent {
  const out: PageContent = {
    title: { ...base.title },
    body: { ...base.body },
    seo_title: { ...base.seo_title },
    seo_description: { ...base.seo_description },
  };
  for (const f of ['title', 'seo_title', 'seo_description'] as const)
    for (const s of SCRIPTS) {
      const v = patch[f]?.[s];
      if (v === undefined) continue;
      const field = `${f}.${s}`;
      if ([...v].length > PLAIN_MAX[f])
        throw new InvalidError(`${field}: at most ${PLAIN_MAX[f]} characters`, field);
      assertPlainText(v, field);
      out[f][s] = v.trim();
    }
  for (const s of SCRIPTS) {
    const v = patch.body?.[s];
    if (v === undefined) continue;
    const field = `body.${s}`;
    if (v.length > PAGE_BODY_MAX_CHARS)
      throw new InvalidError(
        `${field}: at most ${PAGE_BODY_MAX_CHARS} characters`,
        field,
        'payload_too_large',
      );
    out.body[s] = cleanHtml(v, field);
  }
  return out;
}

const handleTaken = (handle: string) => new AppError(400, 'handle_taken', `${handle} is taken`, 'handle');

export function createPageAdmin(db: Db, deps: { invalidate: () => void }) {
  const load = async (id: string, tx: DbOrTx = db) => {
    const row = await pageRepository.byId(tx, id);
    if (!row) throw new NotFoundError('No such page', 'page_not_found');
    return row;
  };
  const brief = (r: PageRow) => ({
    handle: r.handle,
    title: r.draft.title,
    status: statusOf(r),
    version: r.version,
  });

  return {
    async list() {
      return { pages: (await pageRepository.list(db)).map(summary) };
    },
    async get(id: string) {
      return present(await load(id));
    },

    async create(req: Staff, body: PageCreateBody) {
      const { handle, ...patch } = body;
      const draft = mergeDraft(
        { title: EMPTY, body: EMPTY, seo_title: EMPTY, seo_description: EMPTY },
        patch,
      );
      try {
        return present(
          await db.transaction(async (tx) => {
            if (await pageRepository.byHandle(tx, handle)) throw handleTaken(handle);
            const row = await pageRepository.insert(tx, {
              id: randomUUID(),
              handle,
              draft,
              previewToken: newPreviewToken(),
            });
            await audit(tx, req, {
              action: 'page.create',
              entity: 'page',
              entityId: row.id,
              after: brief(row),
            });
            return row;
          }),
        );
      } catch (err) {
        if (isUniqueViolation(err)) throw handleTaken(handle);
        throw err;
      }
    },

    async update(req: Staff, id: string, body: PagePatchBody) {
      const { version, handle, ...patch } = body;
      try {
        return present(
          await db.transaction(async (tx) => {
            const row = await load(id, tx);
            if (row.version !== version)
              throw new ConflictError(
                'Someone saved this page since you opened it: reload to see their changes',
              );
            if (handle !== undefined && handle !== row.handle) {
              if (isSeededPageId(row.id))
                throw new InvalidError("handle: this page's address is fixed (links point at it)", 'handle');
              if (await pageRepository.byHandle(tx, handle)) throw handleTaken(handle);
            }
            const draft = mergeDraft(row.draft, patch);
            const next = await pageRepository.update(tx, id, {
              handle: handle ?? row.handle,
              draft,
              version: row.version + 1,
              updatedAt: new Date(),
            });
            await audit(tx, req, {
              action: 'page.update',
              entity: 'page',
              entityId: id,
              before: { ...brief(row), fields: Object.keys(patch) },
              after: brief(next!),
            });
            return next!;
          }),
        );
      } catch (err) {
        if (isUniqueViolation(err) && handle) throw handleTaken(handle);
        throw err;
      }
    },

    /** The draft becomes what shoppers read; the preview link is rotated (an old link stops opening drafts). */
    async publish(req: Staff, id: string) {
      const row = await db.transaction(async (tx) => {
        const row = await load(id, tx);
        if (!SCRIPTS.some((s) => row.draft.title[s].trim()))
          throw new InvalidError('title: a page needs a title before it is published', 'title.eng');
        const next = await pageRepository.update(tx, id, {
          published: row.draft,
          publishedAt: new Date(),
          previewToken: newPreviewToken(),
          version: row.version + 1,
          updatedAt: new Date(),
        });
        await audit(tx, req, {
          action: 'page.publish',
          entity: 'page',
          entityId: id,
          before: brief(row),
          after: brief(next!),
        });
        return next!;
      });
      deps.invalidate();
      return present(row);
    },

    async unpublish(req: Staff, id: string) {
      const row = await db.transaction(async (tx) => {
        const row = await load(id, tx);
        const next = await pageRepository.update(tx, id, {
          published: null,
          publishedAt: null,
          version: row.version + 1,
          updatedAt: new Date(),
        });
        await audit(tx, req, {
          action: 'page.unpublish',
          entity: 'page',
          entityId: id,
          before: brief(row),
          after: brief(next!),
        });
        return next!;
      });
      deps.invalidate();
      return present(row);
    },

    /** Only a page the owner made: the seeded ones may be unpublished, never deleted. */
    async remove(req: Staff, id: string) {
      await db.transaction(async (tx) => {
        const row = await load(id, tx);
        if (isSeededPageId(row.id))
          throw new InvalidError('This page comes with the shop: unpublish it instead', 'id');
        await pageRepository.remove(tx, id);
        await audit(tx, req, { action: 'page.delete', entity: 'page', entityId: id, before: brief(row) });
      });
      deps.invalidate();
      return { ok: true as const };
    },
  };
}
export type PageAdmin = ReturnType<typeof createPageAdmin>;
