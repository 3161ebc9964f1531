import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { staffLogin, type StaffAuth } from '../../test/staff-login.ts';
import { shopFixture, type FixtureProduct } from '../../test/shop-fixture.ts';
import { auditLog, couponRedemptions, coupons, orders } from '../../db/schema.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../db/seed/members.ts';
import { holdCoupon, releaseCoupon } from './coupon.repository.ts';

let t: TestApp;
let owner: StaffAuth;
let catalogue: FixtureProduct[];
let homeDelivery = '';
beforeAll(async () => {
  t = await createTestApp();
  owner = await staffLogin(t, 'owner');
  ({ catalogue, homeDelivery } = await shopFixture(t));
});
afterAll(() => t.close());

const admin = (auth: StaffAuth | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: auth?.headers ?? {} });

let seq = 0;
/** A fresh code per test: the seeded ones are shared with other suites. */
async function newCoupon(body: Record<string, unknown> = {}) {
  const code = `T${Date.now().toString(36).toUpperCase()}${seq++}`;
  const res = await admin(owner, 'POST', '/api/v1/admin/coupons', {
    code,
    kind: 'percent',
    percent: 10,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return code;
}

const session = () => ({ shop_sid: t.app.auth.guestSessions.issue() });
const option = (p: FixtureProduct) =>
  p.product_option.find((o) => !o.is_subscription && o.display.purchasable && o.availability === 'in_stock');
const product = () =>
  catalogue.find((p) => p.product_type === 0 && p.brand_key === 'oxygen_ceuticals' && !!option(p))!;

async function bag(cookies: Record<string, string>) {
  const p = product();
  const res = await t.inject({
    method: 'POST',
    url: '/api/v1/cart',
    cookies,
    payload: { pid: p._id, sku: p.sku, sub_sku: option(p)!.sub_sku, quantity: 1, currency: 'HKD' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return cookies;
}

const checkout = (email: string, coupon: string) => ({
  cart_type: 'single',
  currency: 'HKD',
  email,
  delivery_method: homeDelivery,
  delivery_firstname: 'Tai Man',
  delivery_lastname: 'Chan',
  delivery_calling_code: '852',
  delivery_contact: '91234567',
  delivery_address: "12/F, 88 Queen's Road Central",
  delivery_city: 'Hong Kong',
  delivery_country_key: 'hk',
  billing_same: true,
  add_gift_box_wrapping: false,
  locale: 'en',
  coupon_code: coupon,
});

async function quote(cookies: Record<string, string>, email: string, coupon: string) {
  const res = await t.inject({
    method: 'POST',
    url: '/api/v1/order/quote',
    cookies,
    payload: checkout(email, coupon),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function place(cookies: Record<string, string>, email: string, coupon: string) {
  const q = await quote(cookies, email, coupon);
  return t.inject({
    method: 'POST',
    url: '/api/v1/order/create',
    cookies,
    payload: { ...checkout(email, coupon), payment_method: 'card', expected_total: q.total },
  });
}

describe('admin coupons: access', () => {
  it('401 without a staff session, 403 for roles without coupons permissions', async () => {
    expect((await admin(null, 'GET', '/api/v1/admin/coupons')).statusCode).toBe(401);
    const support = await staffLogin(t, 'support');
    const fulfilment = await staffLogin(t, 'fulfilment');
    for (const who of [support, fulfilment]) {
      expect((await admin(who, 'GET', '/api/v1/admin/coupons')).json().code).toBe('forbidden');
      const post = await admin(who, 'POST', '/api/v1/admin/coupons', { code: 'NOPE1', kind: 'percent' });
      expect(post.statusCode).toBe(403);
      expect(
        (await admin(who, 'PATCH', '/api/v1/admin/coupons/WELCOME10', { disabled: true })).statusCode,
      ).toBe(403);
      expect((await admin(who, 'GET', '/api/v1/admin/coupons/WELCOME10/usage')).statusCode).toBe(403);
    }
    const manager = await staffLogin(t, 'manager');
    expect((await admin(manager, 'GET', '/api/v1/admin/coupons')).statusCode).toBe(200);
  });

  it('a write without the staff CSRF header is refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/coupons',
      headers: { cookie: owner.cookie },
      payload: { code: 'NOCSRF1', kind: 'percent', percent: 5 },
    });
    expect(res.statusCode).toBe(403);
    expect((await t.database.db.select().from(coupons).where(eq(coupons.code, 'NOCSRF1'))).length).toBe(0);
  });
});

describe('admin coupons: create, list, change', () => {
  it('creates a coupon (code upper-cased), lists and finds it, and audits the write', async () => {
    const res = await admin(owner, 'POST', '/api/v1/admin/coupons', {
      code: ' spring-26 ',
      kind: 'fixed',
      amounts: { HKD: 5000, USD: 700 },
      min_spend: { HKD: 30000 },
      starts_at: '2026-03-01T00:00:00+08:00',
      expires_at: '2026-04-01T00:00:00+08:00',
      usage_limit: 100,
      per_member_limit: 1,
      description: 'Spring promotion',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      code: 'SPRING-26',
      kind: 'fixed',
      percent: null,
      amounts: { HKD: 5000, USD: 700 },
      starts_at: '2026-02-28T16:00:00.000Z',
      per_member_limit: 1,
      used_count: 0,
      disabled: false,
    });
    const list = (await admin(owner, 'GET', '/api/v1/admin/coupons?q=spring')).json();
    expect(list.items.map((c: { code: string }) => c.code)).toEqual(['SPRING-26']);
    expect(list).toMatchObject({ total: 1, page: 1 });
    const all = (await admin(owner, 'GET', '/api/v1/admin/coupons')).json();
    expect(all.total).toBeGreaterThanOrEqual(5);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'coupon.create'), eq(auditLog.entityId, 'SPRING-26')));
    expect(row).toMatchObject({ staffEmail: 'owner@example.com', entity: 'coupon' });
    expect(row!.after).toMatchObject({ code: 'SPRING-26', usage_limit: 100 });
  });

  it('answers 400 with the field for bad input, 409 for a taken code, 404 for an unknown one', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ code: 'PCT1', kind: 'percent' }, 'percent'],
      [{ code: 'PCT2', kind: 'percent', percent: 150 }, 'percent'],
      [{ code: 'FIX1', kind: 'fixed' }, 'amounts'],
      [{ code: 'FIX2', kind: 'fixed', amounts: { HKD: -5 } }, 'amounts.HKD'],
      [{ code: 'FIX3', kind: 'fixed', amounts: { XXX: 5 } }, 'amounts'],
      [{ code: 'a b', kind: 'percent', percent: 5 }, 'code'],
      [{ code: 'DATE1', kind: 'percent', percent: 5, starts_at: 'tomorrow' }, 'starts_at'],
      [
        {
          code: 'DATE2',
          kind: 'percent',
          percent: 5,
          starts_at: '2026-05-01T00:00:00Z',
          expires_at: '2026-04-01T00:00:00Z',
        },
        'expires_at',
      ],
      [{ code: 'LIM1', kind: 'percent', percent: 5, per_member_limit: 0 }, 'per_member_limit'],
    ];
    for (const [body, field] of bad) {
      const res = await admin(owner, 'POST', '/api/v1/admin/coupons', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().field, JSON.stringify(body)).toBe(field);
    }
    const taken = await admin(owner, 'POST', '/api/v1/admin/coupons', {
      code: 'welcome10',
      kind: 'percent',
      percent: 50,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'coupon_exists', field: 'code' });
    expect((await admin(owner, 'PATCH', '/api/v1/admin/coupons/NOSUCH', { disabled: true })).statusCode).toBe(
      404,
    );
    expect((await admin(owner, 'GET', '/api/v1/admin/coupons/NOSUCH/usage')).statusCode).toBe(404);
    const badPatch = await admin(owner, 'PATCH', '/api/v1/admin/coupons/WELCOME10', { kind: 'fixed' });
    expect(badPatch.statusCode).toBe(400);
    expect(badPatch.json().field).toBe('amounts');
  });

  it('disabling, dates and limits change what the checkout answers, with a clear reason', async () => {
    const code = await newCoupon();
    const c = await bag(session());
    expect((await quote(c, 'a@example.com', code)).coupon).toMatchObject({ valid: true });

    const off = await admin(owner, 'PATCH', `/api/v1/admin/coupons/${code.toLowerCase()}`, {
      disabled: true,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().disabled).toBe(true);
    expect((await quote(c, 'a@example.com', code)).coupon).toMatchObject({
      valid: false,
      reason: 'disabled',
    });
    const refused = await place(c, 'a@example.com', code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'coupon_code', code: 'coupon_disabled' });

    const later = new Date(Date.now() + 86_400_000).toISOString();
    await admin(owner, 'PATCH', `/api/v1/admin/coupons/${code}`, { disabled: false, starts_at: later });
    expect((await quote(c, 'a@example.com', code)).coupon.reason).toBe('not_started');
    await admin(owner, 'PATCH', `/api/v1/admin/coupons/${code}`, {
      starts_at: null,
      min_spend: { HKD: 99999999 },
    });
    expect((await quote(c, 'a@example.com', code)).coupon.reason).toBe('min_spend');
    await admin(owner, 'PATCH', `/api/v1/admin/coupons/${code}`, { min_spend: {}, percent: 20 });
    const q = await quote(c, 'a@example.com', code);
    expect(q.coupon.valid).toBe(true);
    expect(q.discount).toBe(Math.floor(q.subtotal / 5));
    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, code));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['coupon.create', 'coupon.disable', 'coupon.update']),
    );
  });
});

describe('coupon uses at checkout', () => {
  it('per-member limit 1: a guest email uses the code once; another shopper still can', async () => {
    const code = await newCoupon({ per_member_limit: 1 });
    const first = await place(await bag(session()), 'Once@Example.com', code);
    expect(first.statusCode, first.body).toBe(201);
    // the same shopper from another browser, the email typed differently
    const again = await bag(session());
    expect((await quote(again, 'once@example.com', code)).coupon).toMatchObject({
      valid: false,
      reason: 'member_limit',
    });
    const refused = await place(again, 'ONCE@example.com', code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'coupon_code', code: 'coupon_member_limit' });
    expect((await place(await bag(session()), 'other@example.com', code)).statusCode).toBe(201);
  });

  it('a member is counted by account: the giftcode check says member_limit after their order', async () => {
    const code = await newCoupon({ per_member_limit: 1 });
    const login = await t.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { username: DEMO_MEMBERS[1].email, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const cookies = Object.fromEntries(login.cookies.map((c) => [c.name, c.value]));
    const check = () =>
      t.inject({
        method: 'POST',
        url: '/api/v1/user/giftcode',
        cookies,
        payload: { code, currency: 'HKD', subtotal: 100000 },
      });
    expect((await check()).json()).toMatchObject({ valid: true });
    await bag(cookies);
    const placed = await place(cookies, DEMO_MEMBERS[1].email, code);
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await check()).json()).toMatchObject({ valid: false, reason: 'member_limit' });
    // a guest checking the code knows no account: only their email counts, at checkout
    const guest = await t.inject({
      method: 'POST',
      url: '/api/v1/user/giftcode',
      payload: { code, currency: 'HKD', subtotal: 100000 },
    });
    expect(guest.json()).toMatchObject({ valid: true });
  });

  it('the usage report lists each order with its discount and totals per currency; an expired order gives its use back', async () => {
    const code = await newCoupon({ usage_limit: 2 });
    const a = (await place(await bag(session()), 'usage-a@example.com', code)).json().order;
    const b = (await place(await bag(session()), 'usage-b@example.com', code)).json().order;
    const full = await place(await bag(session()), 'usage-c@example.com', code);
    expect(full.json()).toMatchObject({ code: 'coupon_used_up', field: 'coupon_code' });

    const report = (await admin(owner, 'GET', `/api/v1/admin/coupons/${code}/usage`)).json();
    expect(report.coupon).toMatchObject({ code, used_count: 2 });
    expect(report.items).toHaveLength(2);
    expect(report.items.map((i: { order_number: string }) => i.order_number).sort()).toEqual(
      [a.number, b.number].sort(),
    );
    const rowA = report.items.find((i: { order_id: string }) => i.order_id === a._id);
    expect(rowA).toMatchObject({
      email: 'usage-a@example.com',
      currency: 'HKD',
      discount: a.discount,
      released: false,
    });
    expect(report.totals).toEqual([{ currency: 'HKD', uses: 2, discount: a.discount + b.discount }]);

    // a's payment deadline passes: the order expires and its coupon use goes back
    await t.database.db
      .update(orders)
      .set({ paymentDeadline: new Date(Date.now() - 1000) })
      .where(eq(orders.id, a._id));
    expect(await t.app.jobs.reschedule('order.expire', a._id, new Date(Date.now() - 1000))).toBe(1);
    await t.app.jobs.drain();
    const after = (await admin(owner, 'GET', `/api/v1/admin/coupons/${code}/usage`)).json();
    expect(after.coupon.used_count).toBe(1);
    expect(after.items.find((i: { order_id: string }) => i.order_id === a._id).released).toBe(true);
    expect(after.totals).toEqual([{ currency: 'HKD', uses: 1, discount: b.discount }]);
    expect((await place(await bag(session()), 'usage-c@example.com', code)).statusCode).toBe(201);
  });

  it('releasing twice gives one use back, not two', async () => {
    const code = await newCoupon();
    const order = (await place(await bag(session()), 'twice@example.com', code)).json().order;
    const count = async () =>
      (await t.database.db.select().from(coupons).where(eq(coupons.code, code)))[0]!.usedCount;
    expect(await count()).toBe(1);
    await t.database.db.transaction((tx) => releaseCoupon(tx, order._id));
    await t.database.db.transaction((tx) => releaseCoupon(tx, order._id));
    expect(await count()).toBe(0);
    const [r] = await t.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderId, order._id));
    expect(r!.releasedAt).not.toBeNull();
  });

  it('a code disabled between the quote and the hold is refused as disabled, and nothing is held', async () => {
    const code = await newCoupon();
    await admin(owner, 'PATCH', `/api/v1/admin/coupons/${code}`, { disabled: true });
    const hold = t.database.db.transaction((tx) =>
      holdCoupon(tx, {
        code,
        orderId: 'race-order',
        who: { userId: null, email: 'race@example.com' },
        currency: 'HKD',
        discount: 100,
      }),
    );
    await expect(hold).rejects.toMatchObject({ status: 400, code: 'coupon_disabled', field: 'coupon_code' });
    const [c] = await t.database.db.select().from(coupons).where(eq(coupons.code, code));
    expect(c!.usedCount).toBe(0);
  });
});
