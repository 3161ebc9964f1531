import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { staffLogin, type StaffAuth } from '../../test/staff-login.ts';
import { auditLog, memberGroups, userMemberGroups, users } from '../../db/schema.ts';
import { hashPassword } from '../../lib/password.ts';

let t: TestApp;
let support: StaffAuth;
beforeAll(async () => {
  t = await createTestApp();
  support = await staffLogin(t, 'support');
});
afterAll(() => t.close());

const admin = (auth: StaffAuth | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: auth?.headers ?? {} });

const PASSWORD = 'Member-pass-2026';
let seq = 0;
/** A member of our own (the seeded ones are shared with other suites), in the basic group. */
async function newMember(over: Partial<typeof users.$inferInsert> = {}) {
  const n = seq++;
  const id = randomUUID();
  const row = {
    id,
    email: `admin-member-${n}-${id.slice(0, 6)}@example.com`,
    firstname: 'Wing Yan',
    lastname: `Ho${n}`,
    nickname: 'Wing',
    phone: `8526${String(1000000 + Math.floor(Math.random() * 8999999))}`,
    phoneVerifiedAt: new Date(),
    passwordHash: await hashPassword(PASSWORD),
    ...over,
  };
  await t.database.db.insert(users).values(row);
  await t.database.db.insert(userMemberGroups).values({ userId: id, groupId: 'basic' });
  return row;
}

const signIn = (username: string, password = PASSWORD) =>
  t.inject({ method: 'POST', url: '/api/v1/user/login', payload: { username, password } });

describe('admin members: access', () => {
  it('401 without a staff session; 403 for fulfilment; support may read and write members', async () => {
    const m = await newMember();
    expect((await admin(null, 'GET', '/api/v1/admin/members')).statusCode).toBe(401);
    expect((await admin(null, 'GET', '/api/v1/admin/member-groups')).statusCode).toBe(401);
    const fulfilment = await staffLogin(t, 'fulfilment');
    for (const [method, url, body] of [
      ['GET', '/api/v1/admin/members', undefined],
      ['GET', `/api/v1/admin/members/${m.id}`, undefined],
      ['PATCH', `/api/v1/admin/members/${m.id}`, { locked: true }],
      ['POST', `/api/v1/admin/members/${m.id}/reset-link`, undefined],
      ['GET', '/api/v1/admin/member-groups', undefined],
    ] as const) {
      const res = await admin(fulfilment, method, url, body);
      expect(res.statusCode, url).toBe(403);
    }
    expect((await admin(support, 'GET', '/api/v1/admin/members')).statusCode).toBe(200);
    // group rates are prices: catalogue:write, which support has not
    const rates = await admin(support, 'PATCH', '/api/v1/admin/member-groups/vip', { name: 'VIP' });
    expect(rates.statusCode).toBe(403);
    // CSRF in order but no staff session: 401
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/members/${m.id}`,
      payload: { locked: true },
      headers: { cookie: 'shop_staff_csrf=abcdefabcdef', 'x-csrf-token': 'abcdefabcdef' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('admin members: search and detail', () => {
  it('finds members by email, name or phone digits, filters by group, and pages', async () => {
    const m = await newMember({ firstname: 'Searchable', lastname: 'Person' });
    const find = async (q: string) =>
      (await admin(support, 'GET', `/api/v1/admin/members?q=${encodeURIComponent(q)}`)).json();
    expect((await find(m.email.toUpperCase())).items.map((i: { id: string }) => i.id)).toEqual([m.id]);
    expect((await find('searchable person')).items.map((i: { id: string }) => i.id)).toEqual([m.id]);
    expect((await find(m.phone!.slice(3))).items.map((i: { id: string }) => i.id)).toEqual([m.id]);
    const found = (await find(m.email)).items[0];
    expect(found).toMatchObject({
      email: m.email,
      groups: [{ id: 'basic', name: 'Basic Member' }],
      locked: false,
    });
    const vip = (await admin(support, 'GET', '/api/v1/admin/members?group=vip')).json();
    expect(vip.items.length).toBeGreaterThan(0);
    expect(vip.items.every((i: { groups: { id: string }[] }) => i.groups.some((g) => g.id === 'vip'))).toBe(
      true,
    );
    const all = (await admin(support, 'GET', '/api/v1/admin/members?page=1')).json();
    expect(all).toMatchObject({ page: 1, page_size: 25 });
    expect(all.total).toBeGreaterThanOrEqual(4);
    // a wildcard is a character, not a pattern
    expect((await find('%')).total).toBe(0);
    const bad = await admin(support, 'GET', '/api/v1/admin/members?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('page');
  });

  it('the detail has profile, groups, orders and address counts, and never a hash or token', async () => {
    const m = await newMember();
    const res = await admin(support, 'GET', `/api/v1/admin/members/${m.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: m.id,
      email: m.email,
      groups: [{ id: 'basic' }],
      orders: [],
      orders_count: 0,
      addresses_count: 0,
      locked: false,
      locked_at: null,
      phone_verified: true,
    });
    expect(res.body).not.toMatch(/scrypt|password|hash|token/i);
    expect((await admin(support, 'GET', '/api/v1/admin/members/nobody')).statusCode).toBe(404);
  });
});

describe('admin members: group, lock, reset link', () => {
  it('moves a member into a group (400 for an unknown group), audited', async () => {
    const m = await newMember();
    const res = await admin(support, 'PATCH', `/api/v1/admin/members/${m.id}`, { member_group: 'vip' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().groups).toEqual([{ id: 'vip', name: 'V.I.P Member' }]);
    // the storefront sees the new group at once
    const login = await signIn(m.email);
    expect(login.json().user.member_group).toEqual([{ _id: 'vip', name: 'V.I.P Member' }]);
    const bad = await admin(support, 'PATCH', `/api/v1/admin/members/${m.id}`, { member_group: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'member_group', code: 'unknown_group' });
    const extra = await admin(support, 'PATCH', `/api/v1/admin/members/${m.id}`, { password: 'x' });
    expect(extra.statusCode).toBe(400);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.update'), eq(auditLog.entityId, m.id)));
    expect(row).toMatchObject({ staffEmail: 'support@example.com' });
    expect(row!.before).toEqual({ groups: ['basic'], locked: false });
    expect(row!.after).toEqual({ groups: ['vip'], locked: false });
  });

  it('locking ends the member sessions and sign-in answers 403 account_locked; unlocking restores', async () => {
    const m = await newMember();
    const before = await signIn(m.email);
    expect(before.statusCode).toBe(200);
    const cookies = Object.fromEntries(before.cookies.map((c) => [c.name, c.value]));
    expect((await t.app.inject({ url: '/api/v1/user', cookies })).statusCode).toBe(200);

    const locked = await admin(support, 'PATCH', `/api/v1/admin/members/${m.id}`, { locked: true });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json()).toMatchObject({ locked: true });
    expect((await t.app.inject({ url: '/api/v1/user', cookies })).statusCode).toBe(401);
    const refresh = await t.inject({ method: 'POST', url: '/api/v1/user/refresh', cookies, payload: {} });
    expect(refresh.statusCode, refresh.body).toBe(401);
    const refused = await signIn(m.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'account_locked' });
    expect(refused.cookies.some((c) => c.name === 'shop_at' && c.value)).toBe(false);
    // a wrong password learns nothing about the lock
    const guess = await signIn(m.email, 'Wrong-pass-1');
    expect(guess.statusCode).toBe(401);
    expect(guess.json().code).toBe('bad_credentials');

    const open = await admin(support, 'PATCH', `/api/v1/admin/members/${m.id}`, { locked: false });
    expect(open.json()).toMatchObject({ locked: false, locked_at: null });
    expect((await signIn(m.email)).statusCode).toBe(200);
    const actions = await t.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.update'), eq(auditLog.entityId, m.id)));
    expect(actions.map((a) => (a.after as { locked: boolean }).locked)).toEqual(
      expect.arrayContaining([true, false]),
    );
  });

  it('sends the shop password-reset email to the member', async () => {
    const m = await newMember({ preferredLang: 'en' });
    const res = await admin(support, 'POST', `/api/v1/admin/members/${m.id}/reset-link`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent_to: m.email });
    const mail = (await t.app.inject(`/api/dev/outbox?to=${m.email}`)).json()[0];
    expect(mail.link).toMatch(/\/reset-password\?token=/);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.reset_link'), eq(auditLog.entityId, m.id)));
    expect(row).toBeTruthy();
    expect(JSON.stringify(row)).not.toMatch(/token=/);
    expect((await admin(support, 'POST', '/api/v1/admin/members/nobody/reset-link')).statusCode).toBe(404);
  });
});

describe('admin member groups', () => {
  it('lists groups with the percent paid per brand and member counts', async () => {
    const res = await admin(support, 'GET', '/api/v1/admin/member-groups');
    expect(res.statusCode).toBe(200);
    const vip = res.json().items.find((g: { id: string }) => g.id === 'vip');
    expect(vip).toMatchObject({ name: 'V.I.P Member', discount_rate: { oxygen_ceuticals: 85 } });
    expect(vip.members).toBeGreaterThan(0);
    expect(res.json().brands.map((b: { key: string }) => b.key)).toContain('oxygen_ceuticals');
  });

  it('validates rates (0–100, known brands) with the field, and a change shows to members at once', async () => {
    const manager = await staffLogin(t, 'manager');
    for (const [body, field] of [
      [{ discount_rate: { oxygen_ceuticals: 101 } }, 'discount_rate.oxygen_ceuticals'],
      [{ discount_rate: { oxygen_ceuticals: -1 } }, 'discount_rate.oxygen_ceuticals'],
      [{ discount_rate: { oxygen_ceuticals: 85.001 } }, 'discount_rate.oxygen_ceuticals'],
      [{ discount_rate: { no_such_brand: 80 } }, 'discount_rate.no_such_brand'],
      [{ name: '' }, 'name'],
    ] as const) {
      const res = await admin(manager, 'PATCH', '/api/v1/admin/member-groups/ambassador', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().field, JSON.stringify(body)).toBe(field);
    }
    expect(
      (await admin(manager, 'PATCH', '/api/v1/admin/member-groups/nope', { name: 'X' })).statusCode,
    ).toBe(404);

    const m = await newMember();
    await admin(support, 'PATCH', `/api/v1/admin/members/${m.id}`, { member_group: 'ambassador' });
    const before = await signIn(m.email);
    expect(before.json().user.discount_rate).toEqual({});
    const res = await admin(manager, 'PATCH', '/api/v1/admin/member-groups/ambassador', {
      discount_rate: { oxygen_ceuticals: 80 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: 'ambassador', discount_rate: { oxygen_ceuticals: 80 } });
    const [stored] = await t.database.db.select().from(memberGroups).where(eq(memberGroups.id, 'ambassador'));
    expect(stored!.discountRate).toEqual({ oxygen_ceuticals: 0.8 });
    const after = await signIn(m.email);
    expect(after.json().user.discount_rate).toEqual({ oxygen_ceuticals: 0.8 });
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member_group.update'), eq(auditLog.entityId, 'ambassador')));
    expect(row).toMatchObject({ staffEmail: 'manager@example.com' });
    // put it back for the other tests of this file
    await admin(manager, 'PATCH', '/api/v1/admin/member-groups/ambassador', { discount_rate: {} });
  });
});
