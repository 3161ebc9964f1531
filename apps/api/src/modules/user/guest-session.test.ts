import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../db/seed/members.ts';

/** Security: the guest session id (shop_sid) is always issued by the server (no session fixation). */
let t: TestApp;
let item: { pid: string; sku: string; sub_sku: string };
beforeAll(async () => {
  t = await createTestApp();
  const products = (await t.app.inject('/api/v1/product?channel=4&limit=50')).json() as {
    _id: string;
    sku: string;
    product_type: number;
    product_option: { sub_sku: string; is_subscription: boolean; display: { purchasable: boolean } }[];
  }[];
  const p = products.find(
    (x) => x.product_type === 0 && x.product_option.some((o) => !o.is_subscription && o.display.purchasable),
  )!;
  item = {
    pid: p._id,
    sku: p.sku,
    sub_sku: p.product_option.find((o) => !o.is_subscription && o.display.purchasable)!.sub_sku,
  };
});
afterAll(async () => {
  await t.close();
});

const add = (cookies: Record<string, string>) =>
  t.inject({
    method: 'POST',
    url: '/api/v1/cart',
    cookies,
    payload: { cart_id: null, ...item, quantity: 1, currency: 'HKD' },
  });
const bag = (cookies: Record<string, string>) =>
  t.app.inject({ url: '/api/v1/cart?currency=HKD&country=hk', cookies });
const sidOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((c) => c.name === 'shop_sid')?.value;

describe('guest session ids', () => {
  it('a made-up shop_sid is not honoured: the write gets a fresh server id, and the planted id sees nothing', async () => {
    const planted = { shop_sid: 'attacker-chosen-session-0123456789' };
    const res = await add(planted);
    expect(res.statusCode).toBe(200);
    const issued = sidOf(res);
    expect(issued).toBeDefined();
    expect(issued).not.toBe(planted.shop_sid);
    expect(res.json().session_id).toBe(issued);
    // the attacker, reading with the id they planted, finds no bag
    expect((await bag(planted)).json().single_cart.items).toEqual([]);
    // a forged signature on a well-formed value is refused too
    const forged = { shop_sid: `${issued!.split('.')[0]}.${'A'.repeat(32)}` };
    expect((await bag(forged)).json().single_cart.items).toEqual([]);
  });

  it('a server-issued shop_sid keeps the guest bag', async () => {
    const first = await add({});
    const sid = sidOf(first)!;
    expect(sid).toMatch(/^[\w-]{24}\.[\w-]{32}$/);
    const second = await add({ shop_sid: sid });
    expect(sidOf(second)).toBeUndefined();
    expect((await bag({ shop_sid: sid })).json().single_cart.items[0].quantity).toBe(2);
  });

  it('logging in still brings a server-issued guest bag into the account', async () => {
    const member = DEMO_MEMBERS[2];
    const login = (cookies: Record<string, string>) =>
      t.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        cookies,
        payload: { username: member.email, password: DEMO_PASSWORD },
      });
    const quantity = async (res: { cookies: { name: string; value: string }[] }) => {
      const items = (await bag(Object.fromEntries(res.cookies.map((c) => [c.name, c.value])))).json()
        .single_cart.items as { sub_sku: string; quantity: number }[];
      return items.find((i) => i.sub_sku === item.sub_sku)?.quantity ?? 0;
    };
    const before = await quantity(await login({}));
    const sid = sidOf(await add({}))!;
    expect(await quantity(await login({ shop_sid: sid }))).toBe(before + 1);
  });
});
