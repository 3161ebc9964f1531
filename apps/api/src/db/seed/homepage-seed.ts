// Homepage sections from what the home page showed before they existed: the hero banners (one hero section each,
// in their priority order), then the best sellers (the first 8, as the page showed) and the treatments lists. Runs
// at boot when the shop has no section and staff never saved the list (an owner who removed every section keeps an
// empty home).
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { firstRow } from '../first-row.ts';
import type { Db } from '../client.ts';
import { auditLog, banners, collections, homepageSections, homepageSettings, products } from '../schema.ts';

const LISTS = [
  { key: 'best_seller_list', max: 8 },
  { key: 'treatment_list', max: 24 },
] as const;
const empty = { eng: '', chi: '', cn: '' };

export async function seedHomepageSections(db: Db): Promise<boolean> {
  const { count } = firstRow(await db.select({ count: sql<number>`count(*)::int` }).from(homepageSections));
  if (count > 0) return false;
  const [saved] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'homepage'), eq(auditLog.action, 'homepage.sections_save')))
    .limit(1);
  if (saved) return false;

  const heroes = await db
    .select()
    .from(banners)
    .where(eq(banners.kind, 'hero'))
    .orderBy(desc(banners.priority));
  const handles = new Map(
    (await db.select({ key: collections.key, handle: collections.handle }).from(collections)).map((c) => [
      `/collection/${c.handle}`,
      c.key,
    ]),
  );
  const rows: (typeof homepageSections.$inferInsert)[] = heroes.map((b) => {
    const collection = handles.get(b.link);
    return {
      id: `hs_${randomUUID().slice(0, 8)}`,
      kind: 'hero',
      position: 0,
      content: {
        title: b.title,
        subtitle: b.subtitle,
        button: b.cta,
        image: b.image,
        alt: empty,
        link: collection ? { kind: 'collection', target: collection } : { kind: 'path', target: b.link },
      },
    };
  });
  const lists = await db
    .select()
    .from(homepageSettings)
    .where(
      inArray(
        homepageSettings.key,
        LISTS.map((l) => l.key),
      ),
    );
  for (const { key, max } of LISTS) {
    const skus = (lists.find((l) => l.key === key)?.value as string[] | undefined)?.slice(0, max) ?? [];
    if (!skus.length) continue;
    const found = await db
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(inArray(products.sku, skus));
    const ids = skus.map((s) => found.find((p) => p.sku === s)?.id).filter((id): id is string => !!id);
    if (!ids.length) continue;
    rows.push({
      id: `hs_${randomUUID().slice(0, 8)}`,
      kind: 'product_list',
      position: 0,
      // an empty title: the page's standard heading for this list, in each of the four locales
      content: { title: empty, product_ids: ids, collection: null, list_key: key },
    });
  }
  if (!rows.length) return false;
  await db.transaction(async (tx) => {
    // a second instance seeding at the same moment waits here, then sees the rows
    await tx.execute(sql`select pg_advisory_xact_lock(724313)`);
    const { again } = firstRow(await tx.select({ again: sql<number>`count(*)::int` }).from(homepageSections));
    if (again > 0) return;
    await tx.insert(homepageSections).values(rows.map((r, i) => ({ ...r, position: i })));
  });
  return true;
}
