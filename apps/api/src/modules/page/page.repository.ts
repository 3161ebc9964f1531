import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pages, type PageContent } from '../../db/schema.ts';

export type PageRow = typeof pages.$inferSelect;

export const pageRepository = {
  list: (db: DbOrTx) => db.select().from(pages).orderBy(asc(pages.handle)),
  byId: async (db: DbOrTx, id: string) => (await db.select().from(pages).where(eq(pages.id, id)))[0],
  byHandle: async (db: DbOrTx, handle: string) =>
    (await db.select().from(pages).where(eq(pages.handle, handle)))[0],
  insert: async (db: DbOrTx, row: typeof pages.$inferInsert) =>
    (await db.insert(pages).values(row).returning())[0]!,
  update: async (
    db: DbOrTx,
    id: string,
    set: Partial<{
      handle: string;
      draft: PageContent;
      published: PageContent | null;
      publishedAt: Date | null;
      previewToken: string;
      version: number;
      updatedAt: Date;
    }>,
  ) => (await db.update(pages).set(set).where(eq(pages.id, id)).returning())[0],
  remove: (db: DbOrTx, id: string) => db.delete(pages).where(eq(pages.id, id)),
};
