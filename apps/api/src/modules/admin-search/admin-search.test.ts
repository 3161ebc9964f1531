import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { staffLogin, type StaffAuth } from '../../test/staff-login.ts';
import { shopper } from '../../test/back-office-shop.ts';
import { orders, pages, products, shipments, users } from '../../db/schema.ts';

let t: TestApp;
let owner: StaffAuth;
let fulfilment: StaffAuth;
let support: StaffAuth;
let shop: Awaited<ReturnType<typeof shopper>>;
beforeAll(async () => {
  t = await createTestApp();
  [owner, fulfilment, support] = [
    await staffLogin(t, 'owner'),
    await staffLogin(t, 'fulfilment'),
    await staffLogin(t, 'support'),
  ];
  shop = await shopper(t);
});
afterAll(() => t.close());

const search = async (q: string, auth: StaffAuth = owner) => {
  const res = await t.app.inject({
    url: `/api/v1/admin/search?q=${encodeURIComponent(q)}`,
    headers: auth.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /api/v1/admin/search', () => {
  it('answers 401 without staff, 400 for an empty query naming q', async () => {
    expect((await t.app.inject('/api/v1/admin/search?q=x')).statusCode).toBe(401);
    const bad = await t.app.inject({ url: '/api/v1/admin/search?q=%20', headers: owner.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('q');
  });

  it('finds an order by its number (exact first), email, and phone with or without +852 and spaces', async () => {
    const { order } = await shop.order({ pay: true });
    const byNumber = await search(order.number.toLowerCase());
    expect(byNumber.orders[0]).toMatchObject({
      id: order._id,
      number: order.number,
      rank: 'exact',
      matched: 'number',
      name: 'Tai Man Chan',
      total: order.total,
      currency: 'HKD',
    });
    expect((await search('back-office-buyer@example.com')).orders.map((o: { id: string }) => o.id)).toContain(
      order._id,
    );
    for (const phone of ['91234567', '+852 9123 4567', '852-9123-4567', '9123 4567']) {
      const hit = (await search(phone)).orders.find((o: { id: string }) => o.id === order._id);
      expect(hit, phone).toMatchObject({ matched: 'phone', rank: 'exact', phone: '+852 91234567' });
    }
    expect((await search('1234')).orders.map((o: { matched: string }) => o.matched)).toContain('phone');
  });

  it('finds an order by a tracking number on the order or on one of its shipments', async () => {
    const { order } = await shop.order({ pay: true });
    const other = await shop.order({ pay: true });
    await t.database.db
      .update(orders)
      .set({ trackingNumber: 'SF7700112233' })
      .where(eq(orders.id, order._id));
    const [carrier] = await t.database.db.select().from(shipments).limit(0);
    expect(carrier).toBeUndefined();
    await t.database.db.insert(shipments).values({
      id: 'shp-search-1',
      orderId: other.order._id,
      carrierId: 'sf',
      carrierName: { eng: 'SF Express', chi: '順豐', cn: '顺丰' },
      trackingNumber: 'HKP9988776655',
      actor: 'test',
    });
    expect((await search('sf7700112233')).orders[0]).toMatchObject({
      id: order._id,
      matched: 'tracking',
      rank: 'exact',
    });
    expect((await search('HKP99887')).orders[0]).toMatchObject({
      id: other.order._id,
      matched: 'tracking',
      rank: 'prefix',
    });
  });

  it('finds products by SKU and by name in any script: a Simplified query finds the Traditional name', async () => {
    const all = await t.database.db.select().from(products);
    const p = all.find((x) => x.name.cn && x.name.chi && x.name.cn !== x.name.chi)!;
    expect(p).toBeDefined();
    const hits = (await search(p.name.cn)).products;
    expect(hits.map((h: { id: string }) => h.id)).toContain(p.id);
    const bySku = await search(p.sku.toLowerCase());
    expect(bySku.products[0]).toMatchObject({ id: p.id, sku: p.sku, rank: 'exact' });
    expect(bySku.products.length).toBeLessThanOrEqual(5);
  });

  it('finds customers by name and email, and content pages by title', async () => {
    await t.database.db.insert(users).values({
      id: 'u-search-1',
      email: 'mei.ling.search@example.com',
      firstname: 'Mei Ling',
      lastname: 'Wong',
      nickname: 'Mei',
      phone: '85298765432',
      contactNoCountry: '852',
      contactNo: '98765432',
      passwordHash: 'x',
    });
    await t.database.db.insert(pages).values({
      id: 'page-search-1',
      handle: 'lunar-gift-guide',
      draft: {
        title: { eng: 'Lunar New Year gift guide', chi: '新春禮品指南', cn: '新春礼品指南' },
        body: { eng: '', chi: '', cn: '' },
        seo_title: { eng: '', chi: '', cn: '' },
        seo_description: { eng: '', chi: '', cn: '' },
      },
      previewToken: 'tok',
    });
    expect((await search('lunar new')).pages[0]).toMatchObject({
      handle: 'lunar-gift-guide',
      published: false,
    });
    expect((await search('礼品指南')).pages[0]).toMatchObject({ handle: 'lunar-gift-guide' });
    // the seeded content pages are found too
    expect((await search('shipping')).pages.map((p: { handle: string }) => p.handle)).toContain('shipping');
    const person = {
      id: 'u-search-1',
      name: 'Mei Ling Wong',
      email: 'mei.ling.search@example.com',
      phone: '+852 98765432',
    };
    expect((await search('wong mei')).customers[0]).toMatchObject(person);
    expect((await search('mei ling')).customers[0]).toMatchObject({ ...person, rank: 'prefix' });
    expect((await search('+852 9876 5432')).customers[0]).toMatchObject({ ...person, rank: 'exact' });
    expect((await search('example.com')).customers.length).toBeLessThanOrEqual(5);
  });

  it('answers only the kinds the role may see', async () => {
    const f = await search('example.com', fulfilment);
    expect(Object.keys(f).sort()).toEqual(['orders', 'products', 'q']);
    const s = await search('example.com', support);
    expect(Object.keys(s).sort()).toEqual(['customers', 'orders', 'q']);
    const o = await search('example.com', owner);
    expect(Object.keys(o).sort()).toEqual(['customers', 'orders', 'pages', 'products', 'q']);
  });
});
