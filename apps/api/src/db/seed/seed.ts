import { firstRow } from '../first-row.ts';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  banners,
  brandShipping,
  brands,
  categories,
  collections,
  tags,
  currencySettings,
  deliveryMethods,
  homepageSettings,
  memberGroups,
  optOutSkus,
  productOffers,
  productOptions,
  products,
  settings,
  stockLedger,
} from '../schema.ts';
import { normalizeSearchText } from '../../lib/search-text.ts';
import * as data from './catalogue-data.ts';
import { coupons, staff, users } from '../schema.ts';
import { DEMO_COUPON_CODES, seedCoupons } from './coupons.ts';
import { DEMO_MEMBERS, seedDemoMembers } from './members.ts';
import { DEMO_STAFF, seedDemoStaff } from './staff.ts';
import { seedDemoReviews, seedDemoStories } from './reviews.ts';
import { seedHomepageSections } from './homepage-seed.ts';
import { inArray } from 'drizzle-orm';
import { seedPages } from './pages-seed.ts';
import { seedMenus } from './menus-seed.ts';

/**
 * The shop's content pages and menus, each only where absent (never over what staff wrote): every boot runs it, a
 * production shop without the catalogue seed included, since these were code before staff could edit them.
 */
export async function seedContent(db: Db): Promise<void> {
  await seedPages(db);
  await seedMenus(db);
}

/**
 * Seeds into empty tables once each (idempotent): the catalogue, and in the demo also the demo members (a published
 * password) and demo coupons. Production seeds at most the catalogue (SEED_CATALOGUE).
 */
export async function seedIfEmpty(db: Db, opts: { demo: boolean } = { demo: true }): Promise<boolean> {
  const catalogue = await seedCatalogue(db);
  await seedContent(db);
  await seedHomepageSections(db);
  if (!opts.demo) return catalogue;
  const members = await seedDemoMembers(db);
  await seedDemoStaff(db);
  await seedCoupons(db);
  await seedDemoReviews(db);
  await seedDemoStories(db);
  return catalogue || members;
}

/** Demo accounts and coupons left in a database that production is about to serve: each one is a way in. */
export async function demoLeftovers(db: Db): Promise<string[]> {
  const emails: string[] = DEMO_MEMBERS.map((m) => m.email);
  const members = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  const codes = await db
    .select({ code: coupons.code })
    .from(coupons)
    .where(inArray(coupons.code, [...DEMO_COUPON_CODES]));
  const staffLeft = await db
    .select({ email: staff.email })
    .from(staff)
    .where(
      inArray(
        staff.email,
        DEMO_STAFF.map((s) => s.email),
      ),
    );
  return [
    ...members.map((m) => `demo member ${m.email} (password published in the README)`),
    ...staffLeft.map((s) => `demo staff ${s.email} (password published in the README)`),
    ...codes.map((c) => `demo coupon ${c.code}`),
  ];
}

async function seedCatalogue(db: Db): Promise<boolean> {
  const { count } = firstRow(await db.select({ count: sql<number>`count(*)::int` }).from(products));
  if (count > 0) return false;
  await db.transaction(async (tx) => {
    // a second instance seeding at the same moment waits here, then sees the rows
    await tx.execute(sql`select pg_advisory_xact_lock(724312)`);
    const { again } = firstRow(await tx.select({ again: sql<number>`count(*)::int` }).from(products));
    if (again > 0) return;
    await tx.insert(memberGroups).values(data.seedMemberGroups);
    await tx.insert(brands).values(data.seedBrands);
    await tx.insert(categories).values(data.seedCategories);
    await tx.insert(collections).values(data.seedCollections.map((c) => ({ ...c, handle: c.key })));
    await tx.insert(tags).values(data.seedTags);
    await tx.insert(currencySettings).values(data.seedCurrencyRates);
    await tx.insert(deliveryMethods).values(data.seedDeliveryMethods);
    await tx.insert(brandShipping).values(data.seedBrandShipping);
    if (data.seedOptOutSkus.length) await tx.insert(optOutSkus).values(data.seedOptOutSkus);
    await tx.insert(homepageSettings).values(data.seedHomepageSettings);
    await tx.insert(settings).values(data.seedSettings);
    await tx.insert(banners).values(data.seedBanners);
    const idBySku = new Map(data.seedProducts.map((p) => [p.sku, p.id]));
    for (const p of data.seedProducts) {
      const { options, offerSkus: _offers, createdAt, ...row } = p;
      const searchText = normalizeSearchText([row.name.eng, row.name.chi, row.name.cn, row.sku].join(' '));
      await tx.insert(products).values({ ...row, createdAt: new Date(createdAt), searchText });
      if (options.length) {
        await tx
          .insert(productOptions)
          .values(options.map((o, i) => ({ position: i, ...o, productId: p.id })));
        // the ledger starts with what is on the shelf, so its movements add up to the stock
        const opening = options.filter((o) => (o.stock ?? 0) > 0);
        if (opening.length)
          await tx.insert(stockLedger).values(
            opening.map((o) => ({
              id: `seed-${o.subSku}`,
              subSku: o.subSku,
              delta: o.stock!,
              balanceAfter: o.stock!,
              reason: 'opening balance',
              actor: 'seed',
            })),
          );
      }
    }
    const offers = data.seedProducts.flatMap((p) =>
      (p.offerSkus ?? []).map((sku, i) => ({
        productId: p.id,
        offerProductId: idBySku.get(sku)!,
        priority: i,
      })),
    );
    if (offers.length) await tx.insert(productOffers).values(offers);
  });
  return true;
}
