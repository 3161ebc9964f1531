// Order lookup: a guest finds their order by number and email; misses all look alike; the lookup is rate limited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { orderFixture } from '../../test/order-fixture.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../db/seed/members.ts';
import { orderLookupTokens } from './order-lookup.ts';
import { staffLogin } from '../../test/staff-login.ts';

let t: TestApp;
let fx: Awaited<ReturnType<typeof orderFixture>>;
let ip = 0;
// each test its own address, so the per-address limit is tested where it is meant to be
const nextIp = () => `10.16.0.${++ip}`;

beforeAll(async () => {
  t = await createTestApp();
  fx = await orderFixture(t);
});
afterAll(async () => {
  await t.close();
});

const lookup = (payload: object, remoteAddress = nextIp()) =>
  t.inject({ method: 'POST', url: '/api/v1/order/lookup', payload, remoteAddress });

describe('POST /api/v1/order/lookup', () => {
  it('answers the guest order with a token that opens the guest order page and invoice', async () => {
    const o = await fx.place({ email: 'lookup-guest@example.com' });
    const res = await lookup({ order_number: o.number.toLowerCase(), email: 'Lookup-Guest@Example.com ' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.order).toMatchObject({ _id: o.id, number: o.number, status: 'paid', total: o.total });
    expect(body.order.items).toEqual([expect.objectContaining({ sub_sku: o.subSku, quantity: o.quantity })]);
    expect(body.timeline.map((e: { kind: string }) => e.kind)).toEqual(['placed', 'paid']);
    expect(body.access_token).toEqual(expect.any(String));
    // who moved the order (staff, member ids) stays out of a guest's answer
    expect(body).not.toHaveProperty('events');
    expect(body.order.access_token).toBe(body.access_token);
    const token = encodeURIComponent(body.access_token);
    const page = await t.inject(`/api/v1/order/${o.id}?token=${token}`);
    expect(page.statusCode, page.body).toBe(200);
    const invoice = await t.inject(`/api/v1/order/${o.id}/invoice?token=${token}&lang=en`);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toMatch(/text\/html/);
    // the token opens this order only
    const another = await fx.place();
    expect((await t.inject(`/api/v1/order/${another.id}?token=${token}`)).statusCode).toBe(404);
  });

  it('answers a wrong email, an unknown number and a member’s order with the same 404', async () => {
    const o = await fx.place({ email: 'lookup-same@example.com' });
    const wrongEmail = await lookup({ order_number: o.number, email: 'someone-else@example.com' });
    const unknown = await lookup({ order_number: 'OC991231999999', email: 'lookup-same@example.com' });
    const login = await t.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { username: DEMO_MEMBERS[0].email, password: DEMO_PASSWORD },
    });
    const member = Object.fromEntries(login.cookies.map((c) => [c.name, c.value]));
    const mine = await fx.place({ cookies: member });
    const memberOrder = await lookup({ order_number: mine.number, email: DEMO_MEMBERS[0].email });
    for (const r of [wrongEmail, unknown, memberOrder]) {
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual(wrongEmail.json());
      expect(r.body).not.toMatch(/token/);
    }
  });

  it('answers a refunded order too, with the refund in its timeline', async () => {
    const o = await fx.place({ email: 'lookup-refund@example.com' });
    const staff = await staffLogin(t, 'owner');
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${o.id}/refunds`,
      payload: { amount: o.total, reason: 'customer request' },
      headers: staff.headers,
    });
    expect(r.statusCode, r.body).toBeLessThan(300);
    const res = await lookup({ order_number: o.number, email: 'lookup-refund@example.com' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.status).toBe('refunded');
    expect(res.json().timeline.at(-1)).toMatchObject({ kind: 'refunded', amount: o.total });
  });

  it('refuses bad input with 400 and the field', async () => {
    const bad = await lookup({ order_number: 'OC1', email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('email');
    const none = await lookup({ order_number: '', email: 'a@example.com' });
    expect(none.statusCode).toBe(400);
    expect(none.json().field).toBe('order_number');
  });

  it('allows 10 lookups per address in 10 minutes, then 429, while other addresses go on', async () => {
    const address = nextIp();
    const o = await fx.place({ email: 'lookup-limit@example.com' });
    for (let i = 0; i < 10; i++)
      expect(
        (await lookup({ order_number: `OC00000000000${i}`, email: 'x@example.com' }, address)).statusCode,
      ).toBe(404);
    const limited = await lookup({ order_number: o.number, email: 'lookup-limit@example.com' }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await lookup({ order_number: o.number, email: 'lookup-limit@example.com' })).statusCode).toBe(
      200,
    );
  });
});

describe('orderLookupTokens', () => {
  it('verifies a token for its own order until it expires', () => {
    let now = Date.UTC(2026, 0, 1);
    const secret = new Uint8Array(32).fill(7);
    const tokens = orderLookupTokens(
      () => secret,
      () => now,
    );
    const token = tokens.issue('order-a');
    expect(tokens.verify(token, 'order-a')).toBe(true);
    expect(tokens.verify(token, 'order-b')).toBe(false);
    expect(tokens.verify(token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'), 'order-a')).toBe(false);
    expect(
      orderLookupTokens(
        () => new Uint8Array(32).fill(8),
        () => now,
      ).verify(token, 'order-a'),
    ).toBe(false);
    now += 24 * 3600 * 1000 + 1000;
    expect(tokens.verify(token, 'order-a')).toBe(false);
  });
});
