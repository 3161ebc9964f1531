import { firstRow } from '../first-row.ts';
import { sql } from 'drizzle-orm';
import type { StaffRole } from '@shop/core';
import type { Db } from '../client.ts';
import { staff } from '../schema.ts';
import { hashPassword } from '../../lib/password.ts';

/** Demo back-office accounts (README lists them); production refuses a database that still has them. */
export const DEMO_STAFF_PASSWORD = 'Demo-staff-2026';
export const DEMO_STAFF: { id: string; email: string; name: string; role: StaffRole }[] = [
  { id: 'st_demo_owner', email: 'owner@example.com', name: 'Olivia Owner', role: 'owner' },
  { id: 'st_demo_manager', email: 'manager@example.com', name: 'Marcus Manager', role: 'manager' },
  { id: 'st_demo_fulfilment', email: 'fulfilment@example.com', name: 'Fiona Fulfilment', role: 'fulfilment' },
  { id: 'st_demo_support', email: 'support@example.com', name: 'Sam Support', role: 'support' },
];

export async function seedDemoStaff(db: Db): Promise<boolean> {
  const { n } = firstRow(await db.select({ n: sql<number>`count(*)::int` }).from(staff));
  if (n > 0) return false;
  const hash = await hashPassword(DEMO_STAFF_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(724314)`);
    const { again } = firstRow(await tx.select({ again: sql<number>`count(*)::int` }).from(staff));
    if (again > 0) return;
    await tx.insert(staff).values(DEMO_STAFF.map((s) => ({ ...s, passwordHash: hash })));
  });
  return true;
}
