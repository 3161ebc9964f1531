import { firstRow } from '../first-row.ts';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { userMemberGroups, users } from '../schema.ts';
import { hashPassword } from '../../lib/password.ts';

/** Demo accounts, one per member group (README lists them). */
export const DEMO_PASSWORD = 'Demo1234';
export const DEMO_MEMBERS = [
  {
    id: 'u_demo_basic',
    email: 'basic@oxygen-ceuticals.example',
    firstname: 'Mei',
    lastname: 'Chan',
    phone: '91110001',
    groups: ['basic'],
  },
  {
    id: 'u_demo_vip',
    email: 'vip@oxygen-ceuticals.example',
    firstname: 'Vivian',
    lastname: 'Lee',
    phone: '91110002',
    groups: ['basic', 'vip'],
  },
  {
    id: 'u_demo_ambassador',
    email: 'ambassador@oxygen-ceuticals.example',
    firstname: 'Ada',
    lastname: 'Wong',
    phone: '91110003',
    groups: ['basic', 'ambassador'],
  },
] as const;

export async function seedDemoMembers(db: Db): Promise<boolean> {
  const { n } = firstRow(await db.select({ n: sql<number>`count(*)::int` }).from(users));
  if (n > 0) return false;
  const hash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(724313)`);
    const { again } = firstRow(await tx.select({ again: sql<number>`count(*)::int` }).from(users));
    if (again > 0) return;
    for (const m of DEMO_MEMBERS) {
      await tx.insert(users).values({
        id: m.id,
        email: m.email,
        firstname: m.firstname,
        lastname: m.lastname,
        nickname: `${m.firstname} ${m.lastname}`,
        dob: '1990-01-31',
        contactNoCountry: '852',
        contactNo: m.phone,
        phone: `852${m.phone}`,
        country: 'hong kong',
        preferredLang: 'zh_hk',
        passwordHash: hash,
        phoneVerifiedAt: new Date(),
      });
      await tx.insert(userMemberGroups).values(m.groups.map((groupId) => ({ userId: m.id, groupId })));
    }
  });
  return true;
}
