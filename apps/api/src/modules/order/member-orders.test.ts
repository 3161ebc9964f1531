// The member's orders (2.12-09) (paginated by kind) and an order's timeline with tracking and refunds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { orderFixture } from '../../test/order-fixture.ts';
import { staffLogin, type StaffAuth } from '../../test/staff-login.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../db/seed/members.ts';
import { productOptions } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';

let t: TestApp;
let fx: Awaited<ReturnType<typeof orderFixture>>;
let staff: StaffAuth;
let member: Record<string, string>;
let other: Record<string, string>;

async function loginAs(i: number) {
  const res = await t.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    payload: { username: DEMO_MEMBERS[i]!.email, password: DEMO_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
}

beforeAll(async () => {
  t = await createTestApp();
  fx = await orderFixture(t);
  staff = await staffLogin(t, 'owner');
  member = await loginAs(0);
  other = await loginAs(2);
});
afterAll(async () => {
  await t.close();
});

const staffPost = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: staff.headers });

describe('GET /api/v1/orders', () => {
  it('answers the member’s single orders newest first, a page at a time, and none of another member’s', async () => {
    const before = (await t.inject({ url: '/api/v1/orders', cookies: member })).json().total as number;
    const a = await fx.place({ cookies: member });
    const b = await fx.place({ cookies: member, paid: false });
    const c = await fx.place({ cookies: member });
    const first = await t.inject({ url: '/api/v1/orders?type=single&page=1&page_size=2', cookies: member });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ total: before + 3, page: 1, page_size: 2 });
    expect(first.json().items.map((o: { _id: string }) => o._id)).toEqual([c.id, b.id]);
    const second = (await t.inject({ url: '/api/v1/orders?page=2&page_size=2', cookies: member })).json();
    expect(second.items[0]._id).toBe(a.id);
    // the SPEC's alias answers the same
    expect((await t.inject({ url: '/api/v1/order?page=1&page_size=2', cookies: member })).json()).toEqual(
      first.json(),
    );
    // subscriptions are their own list; none of these are in it
    const subs = (await t.inject({ url: '/api/v1/orders?type=subscription', cookies: member })).json();
    expect(subs.items.some((o: { _id: string }) => [a.id, b.id, c.id].includes(o._id))).toBe(false);
    const theirs = (await t.inject({ url: '/api/v1/orders?page_size=50', cookies: other })).json();
    expect(theirs.items.some((o: { _id: string }) => [a.id, b.id, c.id].includes(o._id))).toBe(false);
    expect((await t.inject('/api/v1/orders')).statusCode).toBe(401);
  });

  it('refuses a bad type or page with 400 and the field', async () => {
    for (const q of ['type=gift', 'page=0', 'page=x', 'page_size=500']) {
      const res = await t.inject({ url: `/api/v1/orders?${q}`, cookies: member });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().field, q).toBe(q.split('=')[0]);
    }
  });
});

describe('GET /api/v1/order/{id}', () => {
  it('shows placed, paid, packed, shipped with the carrier and tracking link, delivered and refunds with amounts', async () => {
    const o = await fx.place({ cookies: member });
    expect((await staffPost(`/api/v1/admin/orders/${o.id}/transitions`, { to: 'packed' })).statusCode).toBe(
      200,
    );
    const shipped = await staffPost(`/api/v1/admin/orders/${o.id}/transitions`, {
      to: 'shipped',
      carrier: 'SF Express',
      tracking_number: 'SF1234567890',
      tracking_url: 'https://sf.example/track/SF1234567890',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(
      (await staffPost(`/api/v1/admin/orders/${o.id}/transitions`, { to: 'delivered' })).statusCode,
    ).toBe(200);
    const r = await staffPost(`/api/v1/admin/orders/${o.id}/refunds`, { amount: 100, reason: 'damaged' });
    expect(r.statusCode, r.body).toBeLessThan(300);
    const res = await t.inject({ url: `/api/v1/order/${o.id}`, cookies: member });
    expect(res.statusCode, res.body).toBe(200);
    const { timeline, tracking } = res.json();
    expect(timeline.map((e: { kind: string }) => e.kind)).toEqual([
      'placed',
      'paid',
      'packed',
      'shipped',
      'delivered',
      'refunded',
    ]);
    expect(tracking).toMatchObject({ carrier: 'SF Express', tracking_number: 'SF1234567890' });
    expect(tracking.tracking_url).toBe('https://sf.example/track/SF1234567890');
    expect(timeline[3]).toMatchObject(tracking);
    expect(timeline[5]).toMatchObject({ amount: 100, currency: 'HKD' });
    // no staff names or notes leak into the shopper's timeline
    expect(JSON.stringify(timeline)).not.toMatch(/staff|damaged/);
    expect((await t.inject({ url: `/api/v1/order/${o.id}`, cookies: other })).statusCode).toBe(404);
  });

  it('shows a cancellation', async () => {
    const o = await fx.place({ cookies: member, paid: false });
    expect(
      (await staffPost(`/api/v1/admin/orders/${o.id}/transitions`, { to: 'cancelled' })).statusCode,
    ).toBe(200);
    const { timeline } = (await t.inject({ url: `/api/v1/order/${o.id}`, cookies: member })).json();
    expect(timeline.map((e: { kind: string }) => e.kind)).toEqual(['placed', 'cancelled']);
  });
});

describe('POST /api/v1/order/{id}/reorder', () => {
  interface Option {
    sub_sku: string;
    is_subscription: boolean;
    availability: string;
    display: { price: number; purchasable: boolean };
  }
  interface Product {
    _id: string;
    sku: string;
    brand_key: string;
    product_type: number;
    product_option: Option[];
  }
  const buyable = (p: Product) =>
    p.product_option.find(
      (o) => !o.is_subscription && o.display.purchasable && o.availability === 'in_stock',
    );
  const bag = async (cookies: Record<string, string>) =>
    (await t.inject({ url: '/api/v1/cart?currency=HKD&country=hk', cookies })).json().single_cart.items as {
      sub_sku: string;
      quantity: number;
    }[];
  const emptyBag = async (cookies: Record<string, string>) => {
    const items = (await t.inject({ url: '/api/v1/cart?currency=HKD&country=hk', cookies })).json()
      .single_cart.items as { pid: string; sku: string; sub_sku: string }[];
    for (const i of items) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/v1/cart',
        cookies,
        payload: { pid: i.pid, sku: i.sku, sub_sku: i.sub_sku, quantity: 0, currency: 'HKD' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await bag(cookies)).toEqual([]);
  };

  it('puts the items back in the bag re-priced, and names each line it could not add with the reason', async () => {
    const catalogue: Product[] = (await t.app.inject('/api/v1/product?channel=4&limit=100')).json();
    // a brand that ships to Hong Kong only (seed: shipping group hk_only), beside the own line that ships abroad
    const local = catalogue.find(
      (p) =>
        p.product_type === 0 &&
        ['maison_verdure', 'hanok_botanics', 'kiso_wellness'].includes(p.brand_key) &&
        !!buyable(p),
    )!;
    await emptyBag(member);
    expect(local).toBeDefined();
    const localOpt = buyable(local)!;
    const add = await t.inject({
      method: 'POST',
      url: '/api/v1/cart',
      cookies: member,
      payload: { pid: local._id, sku: local.sku, sub_sku: localOpt.sub_sku, quantity: 1, currency: 'HKD' },
    });
    expect(add.statusCode, add.body).toBe(200);
    const o = await fx.place({ cookies: member, quantity: 2 });
    // the order emptied the bag
    expect(await bag(member)).toEqual([]);
    const res = await t.inject({
      method: 'POST',
      url: `/api/v1/order/${o.id}/reorder`,
      cookies: member,
      payload: { country: 'tw' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.added).toEqual([expect.objectContaining({ sub_sku: o.subSku, quantity: 2 })]);
    expect(body.not_added).toEqual([
      expect.objectContaining({
        sub_sku: localOpt.sub_sku,
        reason: expect.stringMatching(/only_hk_macau|not_shippable/),
      }),
    ]);
    const lines = await bag(member);
    expect(lines.map((l) => [l.sub_sku, l.quantity])).toEqual([[o.subSku, 2]]);
    // another member's order: the same 404, and nothing lands in their bag
    await emptyBag(other);
    const theirs = await t.inject({ method: 'POST', url: `/api/v1/order/${o.id}/reorder`, cookies: other });
    expect(theirs.statusCode).toBe(404);
    expect(await bag(other)).toEqual([]);
    expect((await t.inject({ method: 'POST', url: `/api/v1/order/${o.id}/reorder` })).statusCode).toBe(401);
  });

  it('answers an option the shop has since withdrawn as disabled and adds nothing for it', async () => {
    await emptyBag(member);
    const o = await fx.place({ cookies: member, quantity: 1, product: 1 });
    await t.database.db
      .update(productOptions)
      .set({ availability: 'disabled' })
      .where(eq(productOptions.subSku, o.subSku));
    t.app.catalogue.invalidateCatalogue();
    const res = await t.inject({ method: 'POST', url: `/api/v1/order/${o.id}/reorder`, cookies: member });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      added: [],
      not_added: [{ sub_sku: o.subSku, quantity: 1, reason: 'disabled' }],
    });
    expect(await bag(member)).toEqual([]);
  });
});
