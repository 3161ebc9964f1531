import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const json = async (url: string) => (await t.app.inject(url)).json();

describe('GET /api/v1/product/autocomplete', () => {
  it('finds a Traditional name from a Simplified query (OpenCC folding)', async () => {
    // the Simplified catalogue name says 玻尿酸; only folding 透明质酸 → 透明質酸 reaches the Traditional name
    const hits = await json(
      `/api/v1/product/autocomplete?channel=4&keyword=${encodeURIComponent('透明质酸')}`,
    );
    expect(hits.map((h: { name: { chi: string } }) => h.name.chi)).toContain('三重透明質酸氧氣精華');
  });

  it('matches English case-insensitively and ranks name prefixes first', async () => {
    const hits = await json('/api/v1/product/autocomplete?channel=4&keyword=ceramide');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0].name.eng.toLowerCase().startsWith('ceramide')).toBe(true);
  });

  it('returns at most 20 results with name, thumbnail and path', async () => {
    const hits = await json('/api/v1/product/autocomplete?channel=4&keyword=e');
    expect(hits.length).toBeLessThanOrEqual(20);
    expect(hits[0]).toMatchObject({
      thumbnail: expect.stringMatching(/^\/media\/p\//),
      path: expect.stringMatching(/^\//),
    });
  });

  it('answers an unknown word with an empty list and bad input with 400', async () => {
    expect(await json('/api/v1/product/autocomplete?channel=4&keyword=zzzqqq')).toEqual([]);
    expect((await t.app.inject('/api/v1/product/autocomplete?channel=4&keyword=')).statusCode).toBe(400);
    expect((await t.app.inject('/api/v1/product/autocomplete?channel=3&keyword=x')).statusCode).toBe(400);
  });
});

describe('offers, inventory and categories', () => {
  it('lists special-offer add-ons with their special price, and an empty list for an unknown product', async () => {
    const all = await json('/api/v1/product?channel=4&limit=100');
    const withOffers = all.find((p: { offer_ids: string[] }) => p.offer_ids.length > 0);
    const { offers } = await json(`/api/v1/product/offers/${withOffers._id}`);
    expect(offers.length).toBeGreaterThan(0);
    const opt = offers[0].product_option[0];
    expect(opt.special_pricing).toBeGreaterThan(0);
    expect(opt.display.price).toBe(opt.special_pricing);
    expect(await json('/api/v1/product/offers/p_nope')).toEqual({ offers: [] });
  });

  it('reports live stock per sub_sku', async () => {
    const [p] = await json('/api/v1/product?channel=4&limit=1');
    const sub = p.product_option[0].sub_sku;
    const rows = await json(`/api/v1/product/inventory?skus=${sub},NOPE`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sub_sku: sub, stock: expect.any(Number) });
    expect((await t.app.inject('/api/v1/product/inventory')).statusCode).toBe(400);
  });

  it('counts categories for a collection without the best_seller tag', async () => {
    const { total, categories: cats } = await json('/api/v1/product/categories?collection=hair-care');
    expect(cats.length).toBeGreaterThan(0);
    expect(cats.map((c: { key: string }) => c.key)).not.toContain('best_seller');
    const hair = await json('/api/v1/product?channel=4&collection=hair-care&limit=100');
    expect(total).toBe(hair.length);
    const shampoo = cats.find((c: { key: string }) => c.key === 'shampoo');
    expect(shampoo.count).toBe(
      hair.filter((p: { category: string[] }) => p.category.includes('shampoo')).length,
    );
  });
});

describe('what the shopper may buy', () => {
  it('marks hk-only brands as only Hong Kong and Macau for other countries', async () => {
    const partner = (
      await json('/api/v1/product?channel=4&brand=maison-verdure&limit=1&country=uk&currency=GBP')
    )[0];
    expect(partner.display.purchasable).toBe(false);
    expect(partner.display.reason).toBe('only_hk_macau');
    const inHk = (await json('/api/v1/product?channel=4&brand=maison-verdure&limit=1'))[0];
    expect(inHk.display.purchasable).toBe(true);
  });

  it('keeps members-only options from guests with only_vip', async () => {
    const all = await json('/api/v1/product?channel=4&limit=100');
    const opt = all
      .flatMap(
        (p: { product_option: { allow_member_group: string[]; display: { reason: string | null } }[] }) =>
          p.product_option,
      )
      .find((o: { allow_member_group: string[] }) => o.allow_member_group.length > 0);
    expect(opt.display.reason).toBe('only_vip');
  });

  it('treatments live under /treatment/', async () => {
    const all = await json('/api/v1/product?channel=4&collection=treatments&limit=100');
    expect(all.length).toBeGreaterThan(0);
    expect(
      all.every(
        (p: { path: string; product_type: number }) =>
          p.product_type === 2 && p.path.startsWith('/treatment/'),
      ),
    ).toBe(true);
  });
});
