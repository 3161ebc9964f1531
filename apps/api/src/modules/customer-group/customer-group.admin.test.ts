// Customer groups as data (6-04): the tier is a field (a rename changes only the label), automatic groups follow
// lifetime spend after a paid or refunded order, and a rule that matches nobody is a 400 with nothing written.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { staffLogin, type StaffAuth } from '../../test/staff-login.ts';
import { orderFixture } from '../../test/order-fixture.ts';
import { auditLog, memberGroups, userMemberGroups, users } from '../../db/schema.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../db/seed/members.ts';
import { hashPassword } from '../../lib/password.ts';

let t: TestApp;
let owner: StaffAuth;
let fx: Awaited<ReturnType<typeof orderFixture>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await staffLogin(t, 'owner');
  fx = await orderFixture(t);
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
  who: StaffAuth | null = owner,
) => t.app.inject({ method, url, payload, headers: who?.headers ?? {} });

let seq = 0;
async function newMember() {
  const id = randomUUID();
  const email = `group-member-${seq++}-${id.slice(0, 6)}@example.com`;
  await t.database.db.insert(users).values({
    id,
    email,
    firstname: 'Ka Yan',
    lastname: `Lee${seq}`,
    nickname: 'Ka Yan',
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
  await t.database.db.insert(userMemberGroups).values({ userId: id, groupId: 'basic' });
  return { id, email };
}

async function login(email: string) {
  const res = await t.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    payload: { username: email, password: DEMO_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
}

/** The cleanser's 150 ml price as the shopper sees it (280.00; a VIP pays 85%: 238.00). */
async function cleanserPrice(cookies: Record<string, string>) {
  const res = await t.app.inject({
    url: '/api/v1/product?channel=4&limit=1&unique_url=oxygen-bubble-cleansing-gel',
    cookies,
  });
  const [p] = res.json();
  return p.product_option.find((o: { sub_sku: string }) => o.sub_sku === 'OC-CLN-O2GEL-150ML').display
    .price as number;
}

const groupCount = async () => (await t.database.db.select({ n: count() }).from(memberGroups))[0]!.n;

describe('customer groups: access and list', () => {
  it('401 without staff, 403 for fulfilment; the list has tiers and member counts', async () => {
    expect((await call('GET', '/api/v1/admin/customer-groups', undefined, null)).statusCode).toBe(401);
    const fulfilment = await staffLogin(t, 'fulfilment');
    expect((await call('GET', '/api/v1/admin/customer-groups', undefined, fulfilment)).statusCode).toBe(403);
    const res = await call('GET', '/api/v1/admin/customer-groups');
    expect(res.statusCode).toBe(200);
    const vip = res.json().items.find((g: { id: string }) => g.id === 'vip');
    expect(vip).toMatchObject({ tier: 'vip', membership: 'manual', discount_rate: { oxygen_ceuticals: 85 } });
    expect(vip.members).toBeGreaterThan(0);
  });
});

describe('the tier is a field, the name a label', () => {
  it('renaming V.I.P Member to Gold keeps the VIP price; setting its tier to basic removes it', async () => {
    const vip = await login(DEMO_MEMBERS[1].email);
    expect(await cleanserPrice(vip)).toBe(23800);
    const renamed = await call('PATCH', '/api/v1/admin/customer-groups/vip', { name: 'Gold' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Gold', tier: 'vip' });
    expect(await cleanserPrice(vip)).toBe(23800);
    // a name that reads VIP unlocks nothing on its own
    expect(
      (await call('PATCH', '/api/v1/admin/customer-groups/basic', { name: 'VIP Basic' })).statusCode,
    ).toBe(200);
    expect(await cleanserPrice(await login(DEMO_MEMBERS[0].email))).toBe(28000);
    expect((await call('PATCH', '/api/v1/admin/customer-groups/vip', { tier: 'basic' })).statusCode).toBe(
      200,
    );
    expect(await cleanserPrice(vip)).toBe(28000);
    // put them back for the other tests
    await call('PATCH', '/api/v1/admin/customer-groups/vip', { name: 'V.I.P Member', tier: 'vip' });
    await call('PATCH', '/api/v1/admin/customer-groups/basic', { name: 'Basic Member' });
    expect(await cleanserPrice(vip)).toBe(23800);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'customer_group.update'), eq(auditLog.entityId, 'vip')));
    expect(row).toMatchObject({ staffEmail: 'owner@example.com' });
  });

  it('a new manual group with the VIP tier: a member picked by email pays 85%; removing them ends it', async () => {
    const m = await newMember();
    const created = await call('POST', '/api/v1/admin/customer-groups', {
      name: 'Friends of the shop',
      tier: 'vip',
      discount_rate: { oxygen_ceuticals: 85 },
      membership: 'manual',
    });
    expect(created.statusCode, created.body).toBe(201);
    const g = created.json();
    expect(g).toMatchObject({ tier: 'vip', membership: 'manual', auto_min_spend: null, members: 0 });
    const picked = await call(
      'GET',
      `/api/v1/admin/customer-picker?q=${encodeURIComponent(m.email.slice(0, 16))}`,
    );
    expect(picked.json().items.map((c: { id: string }) => c.id)).toContain(m.id);
    const add = await call('POST', `/api/v1/admin/customer-groups/${g.id}/members`, { customer_ids: [m.id] });
    expect(add.json()).toEqual({ changed: 1, members: 1 });
    const cookies = await login(m.email);
    expect(await cleanserPrice(cookies)).toBe(23800);
    const members = await call('GET', `/api/v1/admin/customer-groups/${g.id}/members`);
    expect(members.json().items).toMatchObject([{ id: m.id, email: m.email, lifetime_spend: 0 }]);
    const remove = await call('POST', `/api/v1/admin/customer-groups/${g.id}/members/remove`, {
      customer_ids: [m.id],
    });
    expect(remove.json()).toEqual({ changed: 1, members: 0 });
    expect(await cleanserPrice(cookies)).toBe(28000);
    const unknown = await call('POST', `/api/v1/admin/customer-groups/${g.id}/members`, {
      customer_ids: ['nobody'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'customer_not_found', field: 'customer_ids' });
  });
});

describe('automatic groups', () => {
  it('a rule that matches nobody is 400 group_matches_nothing naming auto_min_spend; nothing written', async () => {
    const before = await groupCount();
    const res = await call('POST', '/api/v1/admin/customer-groups', {
      name: 'Whales',
      tier: 'vip',
      membership: 'auto',
      auto_min_spend: 1_999_999_999,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'group_matches_nothing', field: 'auto_min_spend' });
    expect(await groupCount()).toBe(before);
    const missing = await call('POST', '/api/v1/admin/customer-groups', {
      name: 'Whales',
      tier: 'vip',
      membership: 'auto',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'auto_min_spend' });
    const patch = await call('PATCH', '/api/v1/admin/customer-groups/ambassador', {
      membership: 'auto',
      auto_min_spend: 1_999_999_999,
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json()).toMatchObject({ code: 'group_matches_nothing', field: 'auto_min_spend' });
    const [amb] = await t.database.db.select().from(memberGroups).where(eq(memberGroups.id, 'ambassador'));
    expect(amb).toMatchObject({ membership: 'manual', autoMinSpend: null });
  });

  it('members join after a paid order reaches the threshold and leave when it is refunded', async () => {
    const a = await newMember();
    const b = await newMember();
    const first = await fx.place({ cookies: await login(a.email) });
    // the threshold is exactly what A paid (HKD): A belongs, B (no order yet) does not
    const created = await call('POST', '/api/v1/admin/customer-groups', {
      name: 'Loyal',
      tier: 'basic',
      membership: 'auto',
      auto_min_spend: first.total,
    });
    expect(created.statusCode, created.body).toBe(201);
    const g = created.json();
    const ids = async () =>
      (await t.database.db.select().from(userMemberGroups).where(eq(userMemberGroups.groupId, g.id))).map(
        (r) => r.userId,
      );
    expect(await ids()).toContain(a.id);
    expect(await ids()).not.toContain(b.id);
    // picked members never join an automatic group by hand
    const add = await call('POST', `/api/v1/admin/customer-groups/${g.id}/members`, { customer_ids: [b.id] });
    expect(add.statusCode).toBe(400);

    const paid = await fx.place({ cookies: await login(b.email) });
    expect(await ids()).toContain(b.id);
    const refund = await call('POST', `/api/v1/admin/orders/${paid.id}/refunds`, {
      amount: paid.total,
      reason: 'changed mind',
    });
    expect(refund.statusCode, refund.body).toBeLessThan(300);
    expect(await ids()).not.toContain(b.id);

    // "Recompute now" agrees with the hook
    const again = await call('POST', `/api/v1/admin/customer-groups/${g.id}/recompute`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ added: 0, removed: 0 });
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'customer_group.create'), eq(auditLog.entityId, g.id)));
    expect(row).toBeDefined();
  });
});
