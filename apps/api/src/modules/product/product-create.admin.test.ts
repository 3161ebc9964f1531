import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { staffLogin, type StaffAuth } from '../../test/staff-login.ts';
import { auditLog, productOptions, productRedirects, products, stockLedger } from '../../db/schema.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-cat-create-'));
let t: TestApp;
let owner: StaffAuth;
let offerId: string;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  owner = await staffLogin(t, 'owner');
  const [p] = await t.database.db.select({ id: products.id }).from(products).orderBy(products.sku).limit(1);
  offerId = p!.id;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const as = (who: StaffAuth, method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: who.headers, payload: payload as object });

let n = 0;
/** A valid new product; each call has its own SKU and handle. */
export const newProduct = (over: Record<string, unknown> = {}) => {
  n += 1;
  return {
    sku: `TEST-NEW-${n}`,
    name: { eng: `Test serum ${n}`, chi: `測試精華 ${n}`, cn: `测试精华 ${n}` },
    brand_key: 'oxygen_ceuticals',
    unique_url: `test-serum-${n}`,
    categories: ['serum'],
    tags: ['new'],
    collections: ['skin-care'],
    content: {
      eng: { description: '<p>Light <strong>serum</strong></p>' },
      chi: { description: '<p>輕盈精華</p>' },
    },
    options: [
      {
        sub_sku: `TEST-NEW-${n}-30`,
        name: { eng: '30 ml', chi: '30 毫升', cn: '30 毫升' },
        price: 12_000,
        price_usd: 1_600,
      },
    ],
    ...over,
  };
};

const productCount = async () => (await t.database.db.select({ n: count() }).from(products))[0]!.n;

describe('creating a product', () => {
  it('writes it with its options, unpublished, priced as its first option, searchable, and audited', async () => {
    const body = newProduct({ offer_ids: [offerId], ship_countries: ['hk', 'tw'] });
    const subscription: Record<string, unknown> = {
      sub_sku: `${body.sku}-30-S2M`,
      name: { eng: '30 ml every 2 months', chi: '30 毫升 每 2 個月', cn: '' },
      price: 10_800,
      price_usd: 1_440,
      is_subscription: true,
      subscription_parent_sku: body.options[0]!.sub_sku,
      subscription_inteval_in_month: 2,
    };
    (body.options as unknown[]).push(subscription);
    const res = await as(owner, 'POST', '/admin/products', body);
    expect(res.statusCode).toBe(201);
    const p = res.json();
    expect(p).toMatchObject({
      sku: body.sku,
      published: false,
      archived: false,
      ever_ordered: false,
      price: 12_000,
      price_usd: 1_600,
      tags: ['new'],
      ship_countries: ['hk', 'tw'],
      offers: [{ id: offerId }],
      path: `/oxygen-ceuticals/${body.unique_url}`,
    });
    expect(p.content.eng.description).toBe('<p>Light <strong>serum</strong></p>');
    expect(p.content.cn.description).toBe('');
    expect(p.missing_translations).toEqual(['content.cn.description', 'options.1.name.cn']);
    expect(p.options.map((o: { sub_sku: string; position: number }) => [o.sub_sku, o.position])).toEqual([
      [body.options[0]!.sub_sku, 0],
      [subscription.sub_sku, 1],
    ]);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, p.id));
    expect(row!.searchText).toContain('測試精華');
    // the zh pages read the Traditional copy too
    expect(row!.copy?.zh.description).toBe('<p>輕盈精華</p>');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'product.create'))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(audit?.entityId).toBe(p.id);
    expect((await as(owner, 'GET', `/admin/products/${p.id}`)).json().sku).toBe(body.sku);
    // unpublished: not on the storefront yet
    const page = await t.inject(`/api/v1/product?channel=4&unique_url=${body.unique_url}`);
    expect(page.json()).toEqual([]);
  });

  it('posts the stock typed with a new option as its opening ledger movement, in the same write', async () => {
    const body = newProduct();
    (body.options[0] as Record<string, unknown>).stock = 12;
    const p = (await as(owner, 'POST', '/admin/products', body)).json();
    expect(p.options[0].stock).toBe(12);
    const added = await as(owner, 'POST', `/admin/products/${p.id}/options`, {
      sub_sku: `${body.sku}-50`,
      name: { eng: '50 ml', chi: '50 毫升', cn: '50 毫升' },
      price: 18_000,
      price_usd: 2_400,
      stock: 5,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().options[1].stock).toBe(5);
    const ledger = await t.database.db
      .select()
      .from(stockLedger)
      .where(inArray(stockLedger.subSku, [body.options[0]!.sub_sku, `${body.sku}-50`]));
    expect(ledger.map((l) => [l.subSku, l.delta, l.balanceAfter, l.reason, l.actor]).sort()).toEqual(
      [
        [body.options[0]!.sub_sku, 12, 12, 'opening stock', 'owner@example.com'],
        [`${body.sku}-50`, 5, 5, 'opening stock', 'owner@example.com'],
      ].sort(),
    );
  });

  it('publishes at once when asked, and the storefront never shows an empty name (English only, /cn)', async () => {
    const body = newProduct({ published: true, name: { eng: 'Only English' } });
    const res = await as(owner, 'POST', '/admin/products', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().missing_translations).toContain('name.cn');
    const list = await t.inject(`/api/v1/product?channel=4&unique_url=${body.unique_url}`);
    const [item] = list.json();
    // the page falls back by core's nameForLocale: cn → chi → eng
    const { nameForLocale } = await import('@shop/core');
    expect(nameForLocale(item.name, 'cn')).toBe('Only English');
    const search = await t.inject('/api/v1/product/autocomplete?channel=4&keyword=only%20english');
    expect(search.json().map((s: { sku: string }) => s.sku)).toContain(body.sku);
  });

  it('copies a product: -copy SKU and handle, suffixed options, no stock, unpublished, same copy and offers', async () => {
    const src = (await as(owner, 'POST', '/admin/products', newProduct({ offer_ids: [offerId] }))).json();
    await as(owner, 'PATCH', `/admin/products/${src.id}/options/${src.options[0].sub_sku}`, { stock: 7 });
    const copy = await as(owner, 'POST', '/admin/products', { duplicate_of: src.id });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({
      sku: `${src.sku}-copy`,
      unique_url: `${src.unique_url}-copy`,
      published: false,
      name: src.name,
      content: src.content,
      tags: src.tags,
      categories: src.categories,
      offers: [{ id: offerId }],
      options: [{ sub_sku: `${src.options[0].sub_sku}-copy`, stock: 0, price: src.options[0].price }],
    });
    const again = (await as(owner, 'POST', '/admin/products', { duplicate_of: src.id })).json();
    expect(again.sku).toBe(`${src.sku}-copy-2`);
    expect(again.unique_url).toBe(`${src.unique_url}-copy-2`);
    expect(again.options[0].sub_sku).toBe(`${src.options[0].sub_sku}-copy-2`);
  });

  it('refuses bad input with 400 naming the field, writes nothing, never 500', async () => {
    const taken = newProduct();
    expect((await as(owner, 'POST', '/admin/products', taken)).statusCode).toBe(201);
    const before = await productCount();
    const cases: [Record<string, unknown>, string, string?][] = [
      [newProduct({ sku: taken.sku }), 'sku', 'sku_taken'],
      [newProduct({ sku: taken.options[0]!.sub_sku }), 'sku', 'sku_taken'],
      [newProduct({ unique_url: taken.unique_url }), 'unique_url', 'handle_taken'],
      [newProduct({ brand_key: 'nope' }), 'brand_key', 'unknown_brand'],
      [newProduct({ tags: ['new', 'nope'] }), 'tags.1', 'unknown_key'],
      [newProduct({ offer_ids: ['nope'] }), 'offer_ids.0', 'unknown_key'],
      [newProduct({ name: { eng: 'Serum <script>alert(1)</script>' } }), 'name.eng', 'unsafe_html'],
      [
        newProduct({ content: { eng: { description: '<p>x</p><script>alert(1)</script>' } } }),
        'content.eng.description',
        'unsafe_html',
      ],
      [
        newProduct({ content: { chi: { how_to_use: '<img src=x onerror="alert(1)">' } } }),
        'content.chi.how_to_use',
        'unsafe_html',
      ],
      [
        newProduct({ content: { cn: { why: '<a href="javascript:alert(1)">x</a>' } } }),
        'content.cn.why',
        'unsafe_html',
      ],
      [
        newProduct({ content: { eng: { description: `<p>${'a'.repeat(10 * 1024 * 1024)}</p>` } } }),
        'content.eng.description',
      ],
    ];
    const option = (o: Record<string, unknown>) => {
      const body = newProduct();
      return newProduct({ options: [{ ...body.options[0], ...o }] });
    };
    cases.push(
      [option({ price: -1 }), 'options.0.price'],
      [option({ price: '12.00' }), 'options.0.price'],
      [option({ price_eur: 100 }), 'options.0'],
      [option({ sub_sku: taken.options[0]!.sub_sku }), 'options.0.sub_sku', 'sku_taken'],
      [option({ special_pricing: 99_999 }), 'options.0.special_pricing', 'special_above_price'],
      [option({ allow_member_group: ['nope'] }), 'options.0.allow_member_group.0', 'unknown_group'],
      [
        option({ fix_price: [{ member_group: 'nope', price: 1, price_usd: 1 }] }),
        'options.0.fix_price.0.member_group',
        'unknown_group',
      ],
      [
        option({ is_subscription: true, subscription_parent_sku: 'nope', subscription_inteval_in_month: 2 }),
        'options.0.subscription_parent_sku',
        'subscription_parent',
      ],
      [option({ subscription_inteval_in_month: 7 }), 'options.0.subscription_inteval_in_month'],
    );
    for (const [body, field, code] of cases) {
      const res = await as(owner, 'POST', '/admin/products', body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().field, JSON.stringify(res.json()).slice(0, 300)).toContain(field);
      if (code) expect(res.json().code, field).toBe(code);
    }
    expect(await productCount()).toBe(before);
  });
});

describe('changing a handle', () => {
  it('keeps the old one answering with the new page, and a new product may take an old handle', async () => {
    const body = newProduct({ published: true });
    const p = (await as(owner, 'POST', '/admin/products', body)).json();
    const moved = await as(owner, 'PATCH', `/admin/products/${p.id}`, {
      unique_url: `${body.unique_url}-new`,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().path).toBe(`/oxygen-ceuticals/${body.unique_url}-new`);
    const old = await t.inject(`/api/v1/product/redirect?unique_url=${body.unique_url}`);
    expect(old.statusCode).toBe(200);
    expect(old.json()).toEqual({ path: `/oxygen-ceuticals/${body.unique_url}-new` });
    expect((await t.inject('/api/v1/product/redirect?unique_url=never-was')).statusCode).toBe(404);
    // another product may not take the current handle, but may take the old one (it stops redirecting)
    const clash = await as(
      owner,
      'POST',
      '/admin/products',
      newProduct({ unique_url: `${body.unique_url}-new` }),
    );
    expect(clash.json()).toMatchObject({ field: 'unique_url', code: 'handle_taken' });
    const reuse = await as(owner, 'POST', '/admin/products', newProduct({ unique_url: body.unique_url }));
    expect(reuse.statusCode).toBe(201);
    const left = await t.database.db
      .select()
      .from(productRedirects)
      .where(eq(productRedirects.fromUrl, body.unique_url));
    expect(left).toEqual([]);
    expect((await t.inject(`/api/v1/product/redirect?unique_url=${body.unique_url}`)).statusCode).toBe(404);
  });

  it('edits every other product field in one patch and audits before → after', async () => {
    const p = (await as(owner, 'POST', '/admin/products', newProduct())).json();
    const res = await as(owner, 'PATCH', `/admin/products/${p.id}`, {
      sku: `${p.sku}-X`,
      brand_key: 'nordic_tide',
      product_type: 0,
      content: { cn: { description: '<p>轻盈</p>' } },
      seo: { title: { eng: 'Best serum', chi: '', cn: '' }, description: { eng: '', chi: '', cn: '' } },
      tags: ['gift_idea'],
      ship_countries: null,
      offer_ids: [offerId],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      sku: `${p.sku}-X`,
      brand_key: 'nordic_tide',
      tags: ['gift_idea'],
      seo: { title: { eng: 'Best serum' } },
      ship_countries: null,
      content: { cn: { description: '<p>轻盈</p>' }, eng: { description: p.content.eng.description } },
    });
    const bad = await as(owner, 'PATCH', `/admin/products/${p.id}`, {
      seo: { title: { eng: '<b>x</b>', chi: '', cn: '' }, description: { eng: '', chi: '', cn: '' } },
    });
    expect(bad.json()).toMatchObject({ field: 'seo.title.eng', code: 'unsafe_html' });
    const self = await as(owner, 'PATCH', `/admin/products/${p.id}`, { offer_ids: [p.id] });
    expect(self.json()).toMatchObject({ field: 'offer_ids.0', code: 'offer_self' });
    const [row] = await t.database.db.select().from(productOptions).where(eq(productOptions.productId, p.id));
    expect(row?.subSku).toBe(p.options[0].sub_sku);
  });
});

describe('editing with bad input', () => {
  it('is a 400 naming the field and changes nothing', async () => {
    const [a, b] = [
      (await as(owner, 'POST', '/admin/products', newProduct())).json(),
      (await as(owner, 'POST', '/admin/products', newProduct())).json(),
    ];
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ sku: b.sku }, 'sku', 'sku_taken'],
      [{ sku: b.options[0].sub_sku }, 'sku', 'sku_taken'],
      [{ unique_url: b.unique_url }, 'unique_url', 'handle_taken'],
      [{ unique_url: 'Not A Handle' }, 'unique_url'],
      [{ name: { cn: '<script>alert(1)</script>' } }, 'name.cn', 'unsafe_html'],
      [
        { content: { eng: { ingredients: '<style>body{}</style>' } } },
        'content.eng.ingredients',
        'unsafe_html',
      ],
      [{ content: { eng: { description: 'x'.repeat(10 * 1024 * 1024) } } }, 'content.eng.description'],
      [{ price: -1 }, 'price'],
      [{ price: '120.00' }, 'price'],
      [{ price_eur: 100 }, 'price_eur'],
      [{ tags: ['nope'] }, 'tags.0', 'unknown_key'],
      [{ brand_key: 'nope' }, 'brand_key', 'unknown_brand'],
      [{ ship_countries: ['mars'] }, 'ship_countries.0'],
      [{ offer_ids: ['nope'] }, 'offer_ids.0', 'unknown_key'],
    ];
    for (const [body, field, code] of cases) {
      const res = await as(owner, 'PATCH', `/admin/products/${a.id}`, { ...body, priority: 5 });
      expect(res.statusCode, field).toBe(400);
      expect(`${res.json().field} ${res.json().error}`, field).toContain(field);
      if (code) expect(res.json().code, field).toBe(code);
    }
    const after = (await as(owner, 'GET', `/admin/products/${a.id}`)).json();
    expect(after).toEqual(a);
  });
});
