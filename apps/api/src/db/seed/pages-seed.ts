import { randomBytes } from 'node:crypto';
import type { Db } from '../client.ts';
import { pages } from '../schema.ts';
import { SEED_PAGES } from './pages-seed-data.ts';

export { SEED_PAGES };

/** The content pages the shop has always had (2.2-12): their handles are today's addresses (/shipping, /terms…). */
export const SEEDED_PAGE_HANDLES = Object.keys(SEED_PAGES);

/** A seeded page's id: stable, so a page the owner edited is never seeded again. */
export const seededPageId = (handle: string) => `seed-page-${handle}`;
export const isSeededPageId = (id: string) => id.startsWith('seed-page-');

/** A fresh preview link token (unguessable; the draft opens only with it). */
export const newPreviewToken = () => randomBytes(18).toString('base64url');

/**
 * Inserts each seeded page that is absent, published as today's text. Runs at every boot that seeds, so a database
 * made before pages were records gets them too; a page the owner edited keeps the owner's text.
 */
export async function seedPages(db: Db): Promise<number> {
  const now = new Date();
  const rows = Object.entries(SEED_PAGES).map(([handle, content]) => ({
    id: seededPageId(handle),
    handle,
    draft: content,
    published: content,
    publishedAt: now,
    previewToken: newPreviewToken(),
  }));
  const inserted = await db.insert(pages).values(rows).onConflictDoNothing().returning({ id: pages.id });
  return inserted.length;
}
