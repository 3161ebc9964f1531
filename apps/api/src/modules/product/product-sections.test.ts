// The product page's data (2.9-04, 2.9-09): the multi-quantity table for the shopper's groups, priced exactly as the bag
// charges, and the before/after pictures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../db/seed/members.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Tier {
  qty: number;
  unit_price: number;
  line_total: number;
  original_unit_price: number;
  saving: number;
  saving_percent: number;
}
interface Option {
  sub_sku: string;
  display: { price: number; tiers: Tier[] };
}

async function login(email: string) {
  const res = await t.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    payload: { username: email, password: DEMO_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
}

async function cleanser(cookies: Record<string, string> = {}) {
  const res = await t.app.inject({
    url: '/api/v1/product?channel=4&limit=1&html_content=1&unique_url=oxygen-bubble-cleansing-gel',
    cookies,
  });
  const [p] = res.json();
  return { p, option: p.product_option.find((o: Option) => o.sub_sku === 'OC-CLN-O2GEL-150ML') as Option };
}

describe('multi-quantity pricing on the product', () => {
  it('a basic member sees each quantity with its unit price and the saving against buying one', async () => {
    const { option } = await cleanser(await login(DEMO_MEMBERS[0].email));
    expect(option.display.price).toBe(28000);
    expect(option.display.tiers).toEqual([
      {
        qty: 2,
        unit_price: 25000,
        line_total: 50000,
        original_unit_price: 28000,
        saving: 6000,
        saving_percent: 10,
      },
      {
        qty: 3,
        unit_price: 23000,
        line_total: 69000,
        original_unit_price: 28000,
        saving: 15000,
        saving_percent: 17,
      },
    ]);
  });

  it('a guest (public group only) has no member tiers', async () => {
    const { option } = await cleanser();
    expect(option.display.tiers).toEqual([]);
  });

  it('a VIP sees only the tier below the VIP price, and the bag never charges a VIP more for buying two', async () => {
    const cookies = await login(DEMO_MEMBERS[1].email);
    const { p, option } = await cleanser(cookies);
    // 85% of 280.00 = 238.00: the basic tier for 2 (250.00 each) would cost the VIP more
    expect(option.display.price).toBe(23800);
    expect(option.display.tiers).toEqual([
      {
        qty: 3,
        unit_price: 23000,
        line_total: 69000,
        original_unit_price: 23800,
        saving: 2400,
        saving_percent: 3,
      },
    ]);
    const add = await t.inject({
      method: 'POST',
      url: '/api/v1/cart',
      cookies,
      payload: { pid: p._id, sku: p.sku, sub_sku: option.sub_sku, quantity: 2, currency: 'HKD' },
    });
    expect(add.statusCode).toBe(200);
    const line = add.json().single_cart.items.find((i: { sub_sku: string }) => i.sub_sku === option.sub_sku);
    expect(line).toMatchObject({ quantity: 2, price: 23800, line_total: 47600 });
  });
});

describe('before/after pictures', () => {
  it('a product whose copy states a tested result has both pictures, drawn by the media route', async () => {
    const { p } = await cleanser();
    expect(p.content.en.before_after).toMatch(/volunteers/);
    expect(p.before_after).toEqual({
      before: '/media/ba/OC-CLN-O2GEL/before.svg',
      after: '/media/ba/OC-CLN-O2GEL/after.svg',
    });
    const before = await t.app.inject(p.before_after.before);
    const after = await t.app.inject(p.before_after.after);
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(before.body).toMatch(/^<svg /);
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toBe(before.body);
  });

  it('a product without a tested result has none, and its pictures are 404', async () => {
    const [p] = (
      await t.app.inject('/api/v1/product?channel=4&limit=1&unique_url=silk-melt-cleansing-oil')
    ).json();
    expect(p.before_after).toBeNull();
    expect((await t.app.inject('/media/ba/OC-CLN-OIL/before.svg')).statusCode).toBe(404);
    expect((await t.app.inject('/media/ba/NOPE/before.svg')).statusCode).toBe(404);
    const bad = await t.app.inject('/media/ba/OC-CLN-O2GEL/middle.svg');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBeDefined();
  });
});
