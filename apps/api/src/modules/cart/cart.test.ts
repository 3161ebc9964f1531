import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { eventLog } from '../../db/schema.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../db/seed/members.ts';

let t: TestApp;
let catalogue: Product[];
beforeAll(async () => {
  t = await createTestApp();
  catalogue = (await t.app.inject('/api/v1/product?channel=4&limit=100')).json();
});
afterAll(async () => {
  await t.close();
});

interface Option {
  sub_sku: string;
  is_subscription: boolean;
  availability: string;
  display: { price: number; purchasable: boolean; reason: string | null; tiers: unknown[] };
  multi_pricing: { member_group: string }[];
  subscription_inteval_in_month: number | null;
}
interface Product {
  _id: string;
  sku: string;
  brand_key: string;
  product_type: number;
  product_option: Option[];
  offer_ids: string[];
}

// guest ids are issued by the server (a made-up shop_sid is ignored): mint one as the first bag write would
const newSession = () => ({ shop_sid: t.app.auth.guestSessions.issue() });

const buyable = (p: Product) => p.product_option.find((o) => !o.is_subscription && o.display.purchasable);
const pick = (pred: (p: Product) => boolean) => catalogue.find((p) => pred(p) && !!buyable(p))!;

function add(
  cookies: Record<string, string>,
  p: Product,
  o: Option,
  extra: Record<string, unknown> = {},
  qs = '',
) {
  return t.inject({
    method: 'POST',
    url: `/api/v1/cart${qs}`,
    cookies,
    payload: {
      cart_id: null,
      pid: p._id,
      sku: p.sku,
      sub_sku: o.sub_sku,
      quantity: 1,
      currency: 'HKD',
      ...extra,
    },
  });
}
const getCart = (cookies: Record<string, string>, qs = 'currency=HKD&country=hk') =>
  t.app.inject({ url: `/api/v1/cart?${qs}`, cookies });

describe('bag', () => {
  it('adds, sets and deletes lines, with totals in integer minor units from the catalogue', async () => {
    const c = newSession();
    const p = pick((x) => x.product_type === 0);
    const o = buyable(p)!;
    const first = await add(c, p, o);
    expect(first.statusCode).toBe(200);
    let single = first.json().single_cart;
    expect(single.items).toHaveLength(1);
    expect(single.items[0]).toMatchObject({
      sub_sku: o.sub_sku,
      quantity: 1,
      price: o.display.price,
      purchasable: true,
    });
    expect(single.total_amount).toBe(o.display.price);
    await add(c, p, o);
    single = (await getCart(c)).json().single_cart;
    expect(single.items[0].quantity).toBe(2);
    const set = await add(c, p, o, { quantity: 5, update_ts: single.update_ts });
    expect(set.json().single_cart.items[0].quantity).toBe(5);
    const del = await add(c, p, o, { quantity: 0, update_ts: set.json().single_cart.update_ts });
    expect(del.json().single_cart.items).toEqual([]);
  });

  it('ignores any price the client sends: extra fields are refused, totals come from the catalogue', async () => {
    const c = newSession();
    const p = pick((x) => x.product_type === 0);
    const res = await add(c, p, buyable(p)!, { price: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/price|Unrecognized/i);
  });

  it('answers an unknown sku with 400 and bad quantities with 400', async () => {
    const c = newSession();
    const p = catalogue[0];
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/cart',
      cookies: c,
      payload: { pid: p!._id, sku: p!.sku, sub_sku: 'NOPE', quantity: 1, currency: 'HKD' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'unknown_sku', field: 'sub_sku' });
    expect((await add(c, p!, p!.product_option[0]!, { quantity: -1 })).statusCode).toBe(400);
    expect((await add(c, p!, p!.product_option[0]!, { quantity: 1.5 })).statusCode).toBe(400);
  });

  it('puts subscriptions in the subscription bag with their interval', async () => {
    const c = newSession();
    const p = catalogue.find((x) =>
      x.product_option.some((o) => o.is_subscription && o.display.purchasable),
    )!;
    const sub = p.product_option.find((o) => o.is_subscription && o.display.purchasable)!;
    const res = (await add(c, p, sub)).json();
    expect(res.single_cart.items).toEqual([]);
    expect(res.subscription_cart.items[0]).toMatchObject({
      sub_sku: sub.sub_sku,
      subscription_inteval_in_month: sub.subscription_inteval_in_month,
    });
  });

  it('keeps treatments and products apart: refused, then cleaned when the shopper agrees', async () => {
    const c = newSession();
    const product = pick((x) => x.product_type === 0);
    const treatment = pick((x) => x.product_type === 2);
    await add(c, product, buyable(product)!);
    const refused = await add(c, treatment, buyable(treatment)!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('mixed_product_types');
    const cleaned = await add(c, treatment, buyable(treatment)!, { clear: true });
    expect(cleaned.json().cleaned).toBe(true);
    expect(cleaned.json().single_cart.items.map((i: { sku: string }) => i.sku)).toEqual([treatment.sku]);
  });

  it('answers each write with the bag exactly as a read afterwards finds it (no read after the commit)', async () => {
    const c = newSession();
    const products = catalogue.filter((x) => x.product_type === 0 && buyable(x)).slice(0, 3);
    const treatment = pick((x) => x.product_type === 2);
    const withSub = catalogue.find((x) =>
      x.product_option.some((o) => o.is_subscription && o.display.purchasable),
    )!;
    const sub = withSub.product_option.find((o) => o.is_subscription && o.display.purchasable)!;
    const [a, b, d] = [products[0]!, products[1]!, products[2]!];
    const steps: [Product, Option, Record<string, unknown>][] = [
      [a, buyable(a)!, {}],
      [b, buyable(b)!, { quantity: 2 }],
      [withSub, sub, {}],
      [a, buyable(a)!, { quantity: 3 }],
      [b, buyable(b)!, { delta: 1 }],
      [a, buyable(a)!, { delta: -4 }],
      [d, buyable(d)!, {}],
      [b, buyable(b)!, { quantity: 5, update_ts: -1 }],
      [d, buyable(d)!, { quantity: 0 }],
      [treatment, buyable(treatment)!, { clear: true }],
      [withSub, sub, { delta: 1 }],
    ];
    for (const [p, o, extra] of steps) {
      let body = extra;
      if (extra.update_ts === -1)
        body = { ...extra, update_ts: (await getCart(c)).json().single_cart.update_ts };
      const res = await add(c, p, o, body);
      expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
      const { cleaned: _, ...answer } = res.json();
      expect(answer).toEqual((await getCart(c)).json());
    }
    const last = (await getCart(c)).json();
    expect(last.single_cart.items.map((i: { sku: string }) => i.sku)).toEqual([treatment.sku]);
    expect(last.subscription_cart.items[0].quantity).toBe(2);
  });

  it('re-prices the bag in the current currency', async () => {
    const c = newSession();
    const p = pick((x) => x.brand_key === 'oxygen_ceuticals' && x.product_type === 0);
    await add(c, p, buyable(p)!);
    const jp = (await getCart(c, 'currency=JPY&country=jp')).json().single_cart;
    expect(jp.currency).toBe('JPY');
    expect(jp.items[0].price).toBeGreaterThan(1000);
    expect(jp.total_amount % 1).toBe(0);
  });

  it('flags lines that cannot ship to the country and blocks checkout', async () => {
    const c = newSession();
    const hkOnly = pick((x) => x.brand_key === 'maison_verdure');
    await add(c, hkOnly, buyable(hkOnly)!);
    const hk = (await getCart(c)).json().single_cart;
    expect(hk.can_checkout).toBe(true);
    const uk = (await getCart(c, 'currency=GBP&country=uk')).json().single_cart;
    expect(uk.items[0]).toMatchObject({ purchasable: false, reason: 'only_hk_macau' });
    expect(uk.can_checkout).toBe(false);
    expect(uk.blocking_reason).toBe('only_hk_macau');
  });

  it('counts two concurrent adds of one item', async () => {
    const c = newSession();
    const p = pick((x) => x.product_type === 0);
    const o = buyable(p)!;
    await add(c, p, o); // the cart row exists; now two adds race
    const results = await Promise.all([add(c, p, o), add(c, p, o)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await getCart(c)).json().single_cart.items[0].quantity).toBe(3);
  });

  it('steps lines by delta without losing concurrent steps, and deletes at zero', async () => {
    const c = newSession();
    const p = pick((x) => x.product_type === 0);
    const o = buyable(p)!;
    await add(c, p, o);
    // two tabs press + at once
    const both = await Promise.all([add(c, p, o, { delta: 1 }), add(c, p, o, { delta: 1 })]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await getCart(c)).json().single_cart.items[0].quantity).toBe(3);
    await add(c, p, o, { delta: -3 });
    expect((await getCart(c)).json().single_cart.items).toEqual([]);
    expect((await add(c, p, o, { delta: 0 })).statusCode).toBe(400);
  });

  it('loses no step when many tabs write one bag at once (version-checked writes fall back to the lock)', async () => {
    const c = newSession();
    const [p, q] = catalogue.filter((x) => x.product_type === 0 && buyable(x));
    const v0 = (await add(c, p!, buyable(p!)!)).json().single_cart.update_ts;
    const writes = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 3 === 2 ? add(c, q!, buyable(q!)!) : add(c, p!, buyable(p!)!, { delta: 1 }),
      ),
    );
    expect(writes.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    const bag = (await getCart(c)).json().single_cart;
    expect(bag.items.map((i: { quantity: number }) => i.quantity)).toEqual([9, 4]);
    // each write was applied exactly once, and each answer is the bag as it wrote it
    expect(bag.update_ts).toBe(v0 + 12);
    expect(writes.map((w) => w.json().single_cart.update_ts).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => v0 + 1 + i),
    );
  });

  it('removes a line with quantity 0 without needing the version (idempotent)', async () => {
    const c = newSession();
    const p = pick((x) => x.product_type === 0);
    const o = buyable(p)!;
    await add(c, p, o);
    await add(c, p, o, { delta: 1 });
    const removed = await add(c, p, o, { quantity: 0 });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().single_cart.items).toEqual([]);
    expect((await add(c, p, o, { quantity: 0 })).statusCode).toBe(200);
  });

  it('refuses a set based on a stale version so two tabs never overwrite each other', async () => {
    const c = newSession();
    const p = pick((x) => x.product_type === 0);
    const o = buyable(p)!;
    const v = (await add(c, p, o)).json().single_cart.update_ts;
    expect((await add(c, p, o, { quantity: 3, update_ts: v })).statusCode).toBe(200);
    const stale = await add(c, p, o, { quantity: 7, update_ts: v });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('cart_changed');
    expect((await getCart(c)).json().single_cart.items[0].quantity).toBe(3);
  });

  it('merges the guest bag into the member bag on login', async () => {
    const c = newSession();
    const p = pick((x) => x.product_type === 0);
    const o = buyable(p)!;
    const member = DEMO_MEMBERS[0];
    // the member already holds one
    const login1 = await t.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { username: member.email, password: DEMO_PASSWORD },
    });
    const memberCookies = Object.fromEntries(login1.cookies.map((x) => [x.name, x.value]));
    await add({ ...memberCookies, ...newSession() }, p, o);
    // as a guest, two more
    await add(c, p, o);
    await add(c, p, o);
    const login2 = await t.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      cookies: c,
      payload: { username: member.email, password: DEMO_PASSWORD },
    });
    const after = { ...c, ...Object.fromEntries(login2.cookies.map((x) => [x.name, x.value])) };
    const bag = (await getCart(after)).json().single_cart;
    expect(bag.items.find((i: { sub_sku: string }) => i.sub_sku === o.sub_sku).quantity).toBe(3);
    // the guest bag is gone
    expect((await getCart(c)).json().single_cart.items).toEqual([]);
  });

  it('refuses items that cannot be bought at all (members only for a guest)', async () => {
    const c = newSession();
    const p = catalogue.find((x) => x.product_option.some((o) => o.display.reason === 'only_vip'))!;
    const o = p.product_option.find((x) => x.display.reason === 'only_vip')!;
    const res = await add(c, p, o);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('only_vip');
  });

  it('records a tracking event after each update and stores client log events', async () => {
    const c = newSession();
    const p = pick((x) => x.product_type === 0);
    await add(c, p, buyable(p)!);
    const rows = await t.database.db.select().from(eventLog).where(eq(eventLog.sessionId, c.shop_sid));
    expect(rows.find((r) => r.kind === 'tracking')?.payload).toMatchObject({
      sub_sku: buyable(p)!.sub_sku,
      session_id: c.shop_sid,
    });
    const log = await t.app.inject({
      method: 'POST',
      url: '/nuxt/log/event',
      cookies: c,
      payload: { domain: 'cart', level: 'error', action: 'update', errorCode: 500 },
    });
    expect(log.statusCode).toBe(202);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/nuxt/log/event',
          payload: { level: 'nope', action: 'x' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('the tracking event reports the price in HKD whatever the shopper pays in (9-05)', async () => {
    const c = newSession();
    const p = pick((x) => x.product_type === 0 && x.brand_key === 'oxygen_ceuticals');
    const o = buyable(p)!;
    const res = await add(c, p, o, { currency: 'JPY' }, '?country=jp');
    expect(res.statusCode, res.body).toBe(200);
    const yen = res.json().single_cart.items[0].price;
    const rows = await t.database.db.select().from(eventLog).where(eq(eventLog.sessionId, c.shop_sid));
    const payload = rows.find((r) => r.kind === 'tracking')!.payload as { price: number; currency: string };
    // the catalogue price in HK$ (cents), not the yen amount the bag shows
    expect(payload).toMatchObject({ currency: 'HKD', price: o.display.price });
    expect(payload.price).not.toBe(yen);
  });

  it('shows the free-shipping progress in Hong Kong dollars', async () => {
    const c = newSession();
    const p = pick((x) => x.product_type === 0);
    const bag = (await add(c, p, buyable(p)!)).json().single_cart;
    expect(bag.free_shipping.threshold).toBe(80000);
    expect(bag.free_shipping.remaining).toBeGreaterThan(0);
    expect(bag.estimated_delivery.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('needs the CSRF token to change the bag', async () => {
    const p = pick((x) => x.product_type === 0);
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/cart',
      csrf: false,
      payload: { pid: p._id, sku: p.sku, sub_sku: buyable(p)!.sub_sku, quantity: 1, currency: 'HKD' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('csrf');
  });
});
