import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (qs: string) => t.app.inject(`/api/v1/product?${qs}`);

describe('GET /api/v1/product', () => {
  it('lists channel-4 products with paging', async () => {
    const res = await get('channel=4&limit=20');
    expect(res.statusCode).toBe(200);
    const items = res.json();
    expect(items).toHaveLength(20);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(60);
    const page2 = (await get('channel=4&limit=20&page=2')).json();
    expect(page2[0]._id).not.toBe(items[0]._id);
  });

  it('finds one product by unique_url with html content', async () => {
    const first = (await get('channel=4&limit=1')).json()[0];
    const res = await get(`channel=4&html_content=1&limit=1&unique_url=${first.unique_url}`);
    const [p] = res.json();
    expect(p._id).toBe(first._id);
    expect(p.content.en.description.length).toBeGreaterThan(0);
    expect(p.product_option.length).toBeGreaterThan(0);
  });

  it('returns products for a comma list of skus in the given order, ignoring unknown skus', async () => {
    const all = (await get('channel=4&limit=3')).json();
    const skus = [all[2].sku, 'NO-SUCH-SKU', all[0].sku];
    const res = (await get(`channel=4&skus=${skus.join(',')}`)).json();
    expect(res.map((p: { sku: string }) => p.sku)).toEqual([all[2].sku, all[0].sku]);
    expect((await get('channel=4&skus=NOPE')).json()).toEqual([]);
  });

  it('prices in the requested currency: whole units outside HKD', async () => {
    const [hkd] = (await get('channel=4&limit=1&sort=price_desc')).json();
    const [gbp] = (await get('channel=4&limit=1&sort=price_desc&currency=GBP&country=uk')).json();
    expect(hkd.display.currency).toBe('HKD');
    expect(gbp.display.currency).toBe('GBP');
    expect(gbp.display.price % 100).toBe(0);
  });

  it('filters by brand and category', async () => {
    const bigPi = (await get('channel=4&brand=big-pi&limit=100')).json();
    expect(bigPi.length).toBeGreaterThan(0);
    expect(bigPi.every((p: { brand_key: string }) => p.brand_key === 'big_pi')).toBe(true);
    const hair = (await get('channel=4&category=hair_care&limit=100')).json();
    expect(hair.every((p: { category: string[] }) => p.category.includes('hair_care'))).toBe(true);
  });

  it('sorts by price ascending', async () => {
    const items = (await get('channel=4&limit=100&sort=price_asc')).json() as {
      display: { price: number | null };
    }[];
    const prices = items.map((p) => p.display.price ?? Infinity);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  it('answers a conditional request with 304', async () => {
    const first = await get('channel=4&limit=2');
    const again = await t.app.inject({
      url: '/api/v1/product?channel=4&limit=2',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('sends the cached answer in the coding the client takes, compressed once', async () => {
    const url = '/api/v1/product?channel=4&html_content=1&limit=20';
    const plain = await t.app.inject(url);
    for (const [accept, coding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding'], accept).toBe(coding);
      expect(String(res.headers.vary)).toMatch(/Accept-Encoding/);
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it.each([
    ['channel=5', 'channel'],
    ['channel=4&limit=0', 'limit'],
    ['channel=4&limit=abc', 'limit'],
    ['channel=4&currency=XYZ', 'currency'],
    ['channel=4&sort=cheap', 'sort'],
    ['channel=4&bogus=1', 'querystring'],
    ['', 'channel'],
  ])('rejects %s with a 400 naming %s', async (qs, field) => {
    const res = await get(qs);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(field);
  });
});
