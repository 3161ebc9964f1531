import { firstRow } from '../first-row.ts';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { coupons } from '../schema.ts';

export const DEMO_COUPON_CODES = ['WELCOME10', 'SAVE50', 'EXPIRED20', 'ONEUSE'] as const;

/** Demo coupons covering each rule (README lists them). */
export async function seedCoupons(db: Db): Promise<void> {
  const { n } = firstRow(await db.select({ n: sql<number>`count(*)::int` }).from(coupons));
  if (n > 0) return;
  await db
    .insert(coupons)
    .values([
      { code: 'WELCOME10', kind: 'percent', percent: 10 },
      {
        code: 'SAVE50',
        kind: 'fixed',
        amounts: { HKD: 5000, USD: 700, GBP: 500, TWD: 20000, JPY: 1000 },
        minSpend: { HKD: 50000, USD: 6500, GBP: 5000, TWD: 200000, JPY: 10000 },
      },
      { code: 'EXPIRED20', kind: 'percent', percent: 20, expiresAt: new Date('2025-01-01T00:00:00Z') },
      { code: 'ONEUSE', kind: 'percent', percent: 15, usageLimit: 1 },
    ])
    .onConflictDoNothing();
}
