// Segments: saved customer filters with a member count; the SQL keeps exactly whom core's matchesSegment keeps; the
// CSV (BOM, HK dates, formatted money) shows an email only with marketing-email consent and a phone only with
// marketing-SMS consent.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { matchesSegment, parseCsv, type SegmentFilter } from '@shop/core';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { staffLogin, type StaffAuth } from '../../test/staff-login.ts';
import { auditLog, userMemberGroups, users } from '../../db/schema.ts';
import { customersMatching } from '../customer-group/customer-facts.ts';

let t: TestApp;
let owner: StaffAuth;
beforeAll(async () => {
  t = await createTestApp();
  owner = await staffLogin(t, 'owner');
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  who: StaffAuth | null = owner,
) => t.app.inject({ method, url, payload, headers: who?.headers ?? {} });

const TAG = `seg-${randomUUID().slice(0, 8)}`;
async function customer(name: string, over: Partial<typeof users.$inferInsert> = {}) {
  const id = randomUUID();
  await t.database.db.insert(users).values({
    id,
    email: `${name.toLowerCase()}-${id.slice(0, 6)}@example.com`,
    firstname: name,
    lastname: 'Wong',
    nickname: name,
    phone: `8526${String(1000000 + Math.floor(Math.random() * 8999999))}`,
    passwordHash: 'x',
    tags: [TAG],
    ...over,
  });
  await t.database.db.insert(userMemberGroups).values({ userId: id, groupId: 'basic' });
  return id;
}

const notifications = (email: boolean, sms: boolean) => ({
  order_email: true,
  order_sms: true,
  marketing_email: email,
  marketing_sms: sms,
});

describe('segments', () => {
  it('count, save, list, CSV with the consent rule, update and delete', async () => {
    await customer('Amy', { notifications: notifications(true, false), country: 'hk', preferredLang: 'en' });
    await customer('Ben', { notifications: notifications(false, true), country: 'tw' });
    await customer('Cat', { notifications: notifications(false, false), country: 'hk' });
    expect((await call('GET', '/api/v1/admin/segments', undefined, null)).statusCode).toBe(401);

    const live = await call('POST', '/api/v1/admin/segments/count', { filter: { tags: [TAG] } });
    expect(live.json()).toEqual({ members: 3 });
    const hk = await call('POST', '/api/v1/admin/segments/count', {
      filter: { tags: [TAG], countries: ['hk'] },
    });
    expect(hk.json()).toEqual({ members: 2 });

    const created = await call('POST', '/api/v1/admin/segments', { name: 'Tagged', filter: { tags: [TAG] } });
    expect(created.statusCode, created.body).toBe(201);
    const s = created.json();
    expect(s).toMatchObject({ name: 'Tagged', members: 3, created_by: 'owner@example.com' });
    const list = (await call('GET', '/api/v1/admin/segments')).json();
    expect(list.items.find((x: { id: string }) => x.id === s.id).members).toBe(3);
    expect(list.choices.tags).toContain(TAG);

    const csv = await call('GET', `/api/v1/admin/segments/${s.id}/export.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.charCodeAt(0)).toBe(0xfeff);
    const { records } = parseCsv(csv.body);
    expect(records[0]).toContain('Email (marketing consent)');
    const byName = new Map(records.slice(1).map((r) => [r[0], r]));
    const amy = byName.get('Amy Wong')!;
    const ben = byName.get('Ben Wong')!;
    const cat = byName.get('Cat Wong')!;
    expect(amy[1]).toMatch(/^amy-.*@example\.com$/);
    expect(amy[2]).toBe('');
    expect(amy[3]).toBe('Hong Kong & Macau');
    expect(amy[4]).toBe('English');
    expect(amy[6]).toBe('HK$0.00');
    expect(ben[1]).toBe('');
    expect(ben[2]).toMatch(/^\(852\) \d{4} \d{4}$/);
    expect(cat[1]).toBe('');
    expect(cat[2]).toBe('');
    expect(
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'segment.export'), eq(auditLog.entityId, s.id))),
    ).toHaveLength(1);

    const patched = await call('PATCH', `/api/v1/admin/segments/${s.id}`, {
      filter: { tags: [TAG], marketing_email: true },
    });
    expect(patched.json()).toMatchObject({ name: 'Tagged', members: 1 });
    expect((await call('DELETE', `/api/v1/admin/segments/${s.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/v1/admin/segments/${s.id}`)).statusCode).toBe(404);
  });

  it('bad filters are 400 naming the field; nothing saved', async () => {
    const upside = await call('POST', '/api/v1/admin/segments', {
      name: 'Wrong',
      filter: { spend_min: 500, spend_max: 100 },
    });
    expect(upside.statusCode).toBe(400);
    expect(upside.json().field).toBe('filter.spend_max');
    const unknown = await call('POST', '/api/v1/admin/segments', {
      name: 'Wrong',
      filter: { colour: 'red' },
    });
    expect(unknown.statusCode).toBe(400);
    const list = (await call('GET', '/api/v1/admin/segments')).json();
    expect(list.items.some((x: { name: string }) => x.name === 'Wrong')).toBe(false);
  });

  it("the SQL keeps exactly whom core's matchesSegment keeps", async () => {
    const all = await customersMatching(t.database.db, {});
    const facts = new Map(all.map((c) => [c.id, c]));
    const groupsOf = new Map<string, string[]>();
    for (const r of await t.database.db.select().from(userMemberGroups))
      groupsOf.set(r.userId, [...(groupsOf.get(r.userId) ?? []), r.groupId]);
    const filters: SegmentFilter[] = [
      { countries: ['hk'] },
      { languages: ['en', 'zh_hk'] },
      { group_ids: ['vip'] },
      { tags: [TAG] },
      { spend_min: 1 },
      { spend_max: 0 },
      { order_count_min: 1, order_count_max: 3 },
      { last_order_after: '2020-01-01' },
      { last_order_before: '2100-01-01' },
      { marketing_email: true },
      { marketing_sms: false, countries: ['hk', 'tw'] },
    ];
    for (const f of filters) {
      const sqlIds = (await customersMatching(t.database.db, f)).map((c) => c.id).sort();
      const coreIds = [...facts.values()]
        .filter((c) => matchesSegment({ ...c, group_ids: groupsOf.get(c.id) ?? [] }, f))
        .map((c) => c.id)
        .sort();
      expect(sqlIds, JSON.stringify(f)).toEqual(coreIds);
    }
  });
});
