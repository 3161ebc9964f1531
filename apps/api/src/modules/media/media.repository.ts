import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mediaAssets } from '../../db/schema.ts';

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
    async allReady(): Promise<Map<string, MediaRow>> {
      const rows = await db.select().from(mediaAssets).where(eq(mediaAssets.status, 'ready'));
      return new Map(rows.map((r) => [r.url, r]));
    },
    byHash: async (hash: string): Promise<MediaRow | undefined> =>
      (await db.select().from(mediaAssets).where(eq(mediaAssets.hash, hash)))[0],
  };
}
