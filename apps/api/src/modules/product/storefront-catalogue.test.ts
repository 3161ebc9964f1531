// The storefront's catalogue at size: search in SQL takes any keyword without a 500 (7-11, 2.3-22), lists and
// categories come from SQL (7-10, 2.7-01, 2.7-02), what an instance caches is bounded, and a staff edit drops only
// the product it changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { products } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { staffLogin, type StaffAuth } from '../../test/staff-login.ts';
import { createProductService } from './product.service.ts';

let t: TestApp;
let owner: StaffAuth;
beforeAll(async () => {
  t = await createTestApp();
  owner = await staffLogin(t, 'owner');
});
afterAll(() => t.close());

const search = (keyword: string) =>
  t.inject(`/api/v1/product/autocomplete?channel=4&keyword=${encodeURIComponent(keyword)}`);

describe('search keywords of any shape (7-11, 2.3-22)', () => {
  it('a 10,000-character keyword is a 400 naming the keyword', async () => {
    const res = await search('a'.repeat(10_000));
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('keyword');
  });

  it.each([
    ['LIKE wildcards', '%'],
    ['LIKE one-character wildcard', '_'],
    ['a backslash', '\\'],
    ['an SQL fragment', "' or 1=1; drop table products; --"],
    ['a quoted identifier', '"products"'],
    ['regular expression characters', '.*(+?[{^$|'],
    ['an unclosed group', '(((('],
    ['emoji', '🧴✨'],
    ['a combining mark', 'e\u0301'],
    ['a NUL-free control character', '\u0007'],
  ])('%s: a normal answer, matching only names that hold it literally', async (_name, keyword) => {
    const res = await search(keyword);
    expect(res.statusCode).toBe(200);
    for (const hit of res.json() as { sku: string; name: Record<string, string> }[])
      expect(
        [...Object.values(hit.name), hit.sku].some((n) => n.toLowerCase().includes(keyword.toLowerCase())),
        hit.sku,
      ).toBe(true);
  });

  it('a LIKE wildcard inside a real name is taken literally', async () => {
    const [p] = await t.database.db.select().from(products).orderBy(asc(products.sku)).limit(1);
    // the first three letters of a real name find it; with a wildcard between them they do not
    const word = p!.name.eng.slice(0, 3);
    const found = (await search(word)).json() as { sku: string }[];
    expect(found.map((h) => h.sku)).toContain(p!.sku);
    expect((await search(`${word[0]}%${word.slice(2)}`)).json()).toEqual([]);
    expect((await search(`${word[0]}_${word.slice(2)}`)).json()).toEqual([]);
  });

  it('ranks a name that starts with the keyword before one with a word starting with it, then contains', async () => {
    const hits = (await search('e')).json() as { name: { eng: string } }[];
    const rank = (n: string) => {
      const folded = n.toLowerCase();
      if (folded.startsWith('e')) return 3;
      if (folded.split(/[\s\-·]+/).some((w) => w.startsWith('e'))) return 2;
      return 1;
    };
    const ranks = hits.map((h) => rank(h.name.eng));
    expect([...ranks].sort((a, b) => b - a)).toEqual(ranks);
  });
});

describe('lists and categories in SQL (7-10, 2.7-01, 2.7-02)', () => {
  it('the total stays right on a page past the end', async () => {
    const first = await t.inject('/api/v1/product?channel=4&limit=10');
    const past = await t.inject('/api/v1/product?channel=4&limit=10&page=999');
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe(first.headers['x-total-count']);
  });

  it('new lists the newest first; a category filter and its count agree', async () => {
    const items = (await t.inject('/api/v1/product?channel=4&limit=100&sort=new')).json() as {
      created_at: string;
    }[];
    const dates = items.map((p) => p.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const { categories } = (await t.inject('/api/v1/product/categories')).json() as {
      categories: { key: string; count: number }[];
    };
    const c = categories[0]!;
    const listed = await t.inject(`/api/v1/product?channel=4&limit=100&category=${c.key}`);
    expect(Number(listed.headers['x-total-count'])).toBe(c.count);
  });
});

describe('a bounded cache, dropped product by product', () => {
  it('an instance keeps at most its limit of products, whatever it lists', async () => {
    const products = createProductService(t.database.db, t.app.settings, 60_000, { max: 5 });
    const shopper = {
      currency: 'HKD' as const,
      country: 'hk' as const,
      memberGroupIds: [],
      memberGroupTiers: [],
    };
    const { items } = await products.list({ page: 1, limit: 40 }, shopper);
    expect(items).toHaveLength(40);
    expect(products.cachedEntries()).toBeLessThanOrEqual(5);
  });

  it('a staff edit drops only the product it changed, and the storefront shows the change', async () => {
    const page = (await t.inject('/api/v1/product?channel=4&limit=10')).json() as {
      _id: string;
      unique_url: string;
      name: { eng: string };
    }[];
    const held = t.app.products.cachedEntries();
    expect(held).toBeGreaterThanOrEqual(10);
    const target = page[3]!;
    const [row] = await t.database.db.select().from(products).where(eq(products.id, target._id));
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/products/${target._id}`,
      headers: owner.headers,
      payload: { name: { ...row!.name, eng: `${row!.name.eng} renamed` } },
    });
    expect(res.statusCode).toBe(200);
    expect(t.app.products.cachedEntries()).toBe(held - 1);
    const again = (
      await t.inject(`/api/v1/product?channel=4&unique_url=${encodeURIComponent(target.unique_url)}`)
    ).json() as { name: { eng: string } }[];
    expect(again[0]!.name.eng).toBe(`${row!.name.eng} renamed`);
    expect((await search(`${row!.name.eng} renamed`)).json()).toHaveLength(1);
  });
});
