import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mediaAssets, products } from '../../db/schema.ts';

export type MediaRow = typeof mediaAssets.$inferSelect;
export type MediaNew = typeof mediaAssets.$inferInsert;

export function mediaRepository(db: DbOrTx) {
  return {
    /** Ready images among these addresses, by address (a pending or failed one is left out: pages skip it). */
    async readyByUrls(urls: readonly string[]): Promise<Map<string, MediaRow>> {
      if (!urls.length) return new Map();
      const rows = await db
        .select()
        .from(mediaAssets)
        .where(and(inArray(mediaAssets.url, [...new Set(urls)]), eq(mediaAssets.status, 'ready')));
      return new Map(rows.map((r) => [r.url, r]));
    },
    /** Every image among these addresses, whatever its state (the back office shows pending and failed ones). */
    /** Products whose pictures include this address (their cached entries change when it becomes ready). */
    async productsShowing(url: string): Promise<string[]> {
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(sql`${products.productThumbnail} @> ${JSON.stringify([url])}::jsonb`);
      return rows.map((r) => r.id);
    },
    async byUrls(urls: readonly string[]): Promise<Map<string, MediaRow>> {
      if (!urls.length) return new Map();
      const rows = await db
        .select()
        .from(mediaAssets)
        .where(inArray(mediaAssets.url, [...new Set(urls)]));
      return new Map(rows.map((r) => [r.url, r]));
    },
    /** A new upload, pending; the same bytes uploaded again keep the row they already have. */
    async insertPending(row: Omit<MediaNew, 'status'>): Promise<MediaRow> {
      await db
        .insert(mediaAssets)
        .values({ ...row, status: 'pending' })
        .onConflictDoNothing();
      return (await db.select().from(mediaAssets).where(eq(mediaAssets.hash, row.hash)))[0]!;
    },
    async setStatus(hash: string, status: MediaRow['status'], placeholder?: string) {
      await db
        .update(mediaAssets)
        .set({ status, updatedAt: new Date(), ...(placeholder ? { placeholder } : {}) })
        .where(eq(mediaAssets.hash, hash));
    },
    async setAlt(url: string, alt: MediaRow['alt']): Promise<MediaRow | undefined> {
      const [row] = await db
        .update(mediaAssets)
        .set({ alt, updatedAt: new Date() })
        .where(eq(mediaAssets.url, url))
        .returning();
      return row;
    },
    byUrl: async (url: string): Promise<MediaRow | undefined> =>
      (await db.select().from(mediaAssets).where(eq(mediaAssets.url, url)))[0],
    byHash: async (hash: string): Promise<MediaRow | undefined> =>
      (await db.select().from(mediaAssets).where(eq(mediaAssets.hash, hash)))[0],
  };
}
