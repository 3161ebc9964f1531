import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { collectionProductFacts, matchesCollectionRules, type CollectionRules } from '@shop/core';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { staffLogin, type StaffAuth } from '../../test/staff-login.ts';
import { auditLog, collections, productOptions, products, tags } from '../../db/schema.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-collections-'));
let t: TestApp;
let owner: StaffAuth;
let manager: StaffAuth;
let fulfilment: StaffAuth;
let support: StaffAuth;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  [owner, manager, fulfilment, support] = [
    await staffLogin(t, 'owner'),
    await staffLogin(t, 'manager'),
    await staffLogin(t, 'fulfilment'),
    await staffLogin(t, 'support'),
  ];
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const as = (who: StaffAuth, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: who.headers, payload: payload as object });

const lastAudit = async (action: string) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.createdAt))
      .limit(1)
  )[0];

/** "in stock, Big Pi, under HK$500": Big Pi's products straddle HK$500 and one is out of stock */
const RULES: CollectionRules = {
  match: 'all',
  conditions: [
    { field: 'in_stock', op: 'eq', value: true },
    { field: 'brand', op: 'eq', value: 'big_pi' },
    { field: 'price', op: 'lt', value: 50_000 },
  ],
};
const title = { eng: 'Big Pi under HK$500', chi: 'Big Pi 五百元以下', cn: 'Big Pi 五百元以下' };

/** The products the rules should select, worked out from the database here (published only: what the shop lists). */
async function expectedMembers(rules: CollectionRules) {
  const rows = await t.database.db.select().from(products).where(isNull(products.archivedAt));
  const options = await t.database.db.select().from(productOptions).where(isNull(productOptions.archivedAt));
  return rows
    .filter((p) =>
      matchesCollectionRules(
        rules,
        collectionProductFacts({
          brand_key: p.brandKey,
          product_type: p.productType,
          tags: p.tags,
          categories: p.categories,
          options: options
            .filter((o) => o.productId === p.id)
            .map((o) => ({
              is_subscription: o.isSubscription,
              availability: o.availability,
              price_hkd: o.priceHkd,
              stock: o.stock,
            })),
        }),
      ),
    )
    .map((p) => ({ id: p.id, published: p.published }));
}

const storefront = async (collection: string, sort?: string) => {
  const res = await t.inject(
    `/api/v1/product?channel=4&limit=100&collection=${encodeURIComponent(collection)}${sort ? `&sort=${sort}` : ''}`,
  );
  expect(res.statusCode).toBe(200);
  return (res.json() as { _id: string }[]).map((p) => p._id);
};
const menu = async () =>
  (
    (await t.inject('/api/v1/setting')).json() as {
      homepage_setting: { menu: { value: string; handle: string; image: string | null }[] };
    }
  ).homepage_setting.menu;

describe('admin collections: access', () => {
  it('401 without a session, 403 without catalogue:read, fulfilment reads but every write is 403', async () => {
    expect((await t.app.inject({ url: '/api/v1/admin/collections' })).statusCode).toBe(401);
    expect((await as(support, 'GET', '/admin/collections')).statusCode).toBe(403);
    expect((await as(fulfilment, 'GET', '/admin/collections')).statusCode).toBe(200);
    expect((await as(fulfilment, 'GET', '/admin/categories')).statusCode).toBe(200);
    expect((await as(fulfilment, 'POST', '/admin/collections/preview', { rules: RULES })).statusCode).toBe(
      200,
    );
    const writes: [Method, string, unknown?][] = [
      ['POST', '/admin/collections', { title, kind: 'automatic', rules: RULES }],
      ['PATCH', '/admin/collections/face', { published: false }],
      ['DELETE', '/admin/collections/face'],
      ['POST', '/admin/categories', { name: { eng: 'Nails' } }],
      ['PATCH', '/admin/categories/face', { priority: 1 }],
      ['DELETE', '/admin/categories/face'],
      ['POST', '/admin/tags', { name: { eng: 'Vegan' } }],
      ['PATCH', '/admin/tags/new', { priority: 1 }],
      ['DELETE', '/admin/tags/new'],
    ];
    for (const [method, url, body] of writes) {
      const res = await as(fulfilment, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const image = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/collections/face/image',
      headers: { ...fulfilment.headers, 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(image.statusCode).toBe(403);
    // nothing changed
    const [face] = await t.database.db.select().from(collections).where(eq(collections.key, 'face'));
    expect(face?.published).toBe(true);
  });
});

describe('admin collections: automatic', () => {
  let key: string;
  it('previews, creates "in stock, brand, under HK$500" and the shop lists exactly what the rules select', async () => {
    const expected = await expectedMembers(RULES);
    expect(expected.length).toBeGreaterThan(3);
    const preview = await as(owner, 'POST', '/admin/collections/preview', { rules: RULES });
    expect(preview.statusCode).toBe(200);
    expect(
      preview
        .json()
        .items.map((p: { id: string }) => p.id)
        .sort(),
    ).toEqual(expected.map((e) => e.id).sort());
    for (const p of preview.json().items) {
      expect(p.in_stock).toBe(true);
      expect(p.price).toBeLessThan(50_000);
      expect(p.brand_key).toBe('big_pi');
    }

    const res = await as(manager, 'POST', '/admin/collections', {
      title,
      description: { eng: '<p>Scalp care <u>under</u> $500<span>!</span></p>' },
      kind: 'automatic',
      rules: RULES,
      seo: { title: { eng: 'Scalp care under HK$500' }, description: { eng: 'Shampoos and serums' } },
      published: true,
    });
    expect(res.statusCode).toBe(201);
    const c = res.json();
    key = c.id;
    expect(c).toMatchObject({
      id: 'big-pi-under-hk-500',
      handle: 'big-pi-under-hk-500',
      kind: 'automatic',
      title,
      rules: RULES,
      product_ids: [],
      published: true,
      path: '/collection/big-pi-under-hk-500',
      product_count: expected.length,
    });
    expect(c.description.eng).toBe('<p>Scalp care <u>under</u> $500!</p>');
    expect(c.seo.title.eng).toBe('Scalp care under HK$500');
    expect((await lastAudit('collection.create'))?.entityId).toBe(key);

    // at once on the storefront, by key and by handle; hidden products stay off it
    const shown = expected
      .filter((e) => e.published)
      .map((e) => e.id)
      .sort();
    expect((await storefront(key)).sort()).toEqual(shown);
    expect((await storefront(c.handle)).sort()).toEqual(shown);
    const members = await as(owner, 'GET', `/admin/collections/${key}/products`);
    expect(members.json().total).toBe(expected.length);
    // no product keeps an automatic collection in its own list
    const listed = await t.database.db.select({ c: products.collections }).from(products);
    expect(listed.some((p) => p.c.includes(key))).toBe(false);
    expect((await menu()).find((m) => m.value === key)?.handle).toBe('big-pi-under-hk-500');
  });

  it('follows a stock change and a rule change at once', async () => {
    const [member] = await expectedMembers(RULES);
    await t.database.db
      .update(productOptions)
      .set({ stock: 0 })
      .where(and(eq(productOptions.productId, member!.id), eq(productOptions.isSubscription, false)));
    // a stock write elsewhere drops the catalogue too; here the collection's own save does
    const under = {
      ...RULES,
      conditions: [...RULES.conditions.slice(0, 2), { field: 'price', op: 'lte', value: 30_000 }],
    };
    const res = await as(owner, 'PATCH', `/admin/collections/${key}`, { rules: under });
    expect(res.statusCode).toBe(200);
    const expected = (await expectedMembers(under as CollectionRules))
      .filter((e) => e.published)
      .map((e) => e.id);
    expect(expected).not.toContain(member!.id);
    expect((await storefront(key)).sort()).toEqual(expected.sort());
    expect((await lastAudit('collection.update'))?.before).toMatchObject({ rules: RULES });
  });

  it('unpublished: off the menu', async () => {
    await as(owner, 'PATCH', `/admin/collections/${key}`, { published: false });
    expect((await menu()).some((m) => m.value === key)).toBe(false);
    await as(owner, 'PATCH', `/admin/collections/${key}`, { published: true });
    expect((await menu()).some((m) => m.value === key)).toBe(true);
  });

  it('stores an uploaded image, which the menu shows', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/collections/${key}/image`,
      headers: { ...owner.headers, 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(res.statusCode).toBe(201);
    const { image } = res.json();
    expect(image).toMatch(/^\/media\/i\/[0-9a-f]{64}$/);
    expect((await menu()).find((m) => m.value === key)?.image).toBe(image);
    const svg = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/collections/${key}/image`,
      headers: { ...owner.headers, 'content-type': 'image/png' },
      payload: Buffer.from('<svg><script>1</script></svg>'),
    });
    expect(svg.statusCode).toBe(400);
    expect(svg.json().field).toBe('body');
  });
});

describe('admin collections: manual', () => {
  it('lists picked products in the order set, moves and removes them, and deletes the collection', async () => {
    const picked = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.published, true))
      .orderBy(products.popularity)
      .limit(3);
    // the least popular first: without the order, popularity would list them last
    const ids = picked.map((p) => p.id);
    const res = await as(owner, 'POST', '/admin/collections', {
      title: { chi: '店長推介' },
      handle: 'staff-picks',
      kind: 'manual',
      product_ids: [ids[0], ids[1]],
      published: true,
    });
    expect(res.statusCode).toBe(201);
    const c = res.json();
    // no English title: the key comes from the handle
    expect(c).toMatchObject({
      id: 'staff-picks',
      kind: 'manual',
      product_ids: [ids[0], ids[1]],
      rules: null,
    });
    expect(c.title).toEqual({ eng: '', chi: '店長推介', cn: '' });
    expect(await storefront('staff-picks')).toEqual([ids[0], ids[1]]);
    // a chosen sort wins over the set order
    expect((await storefront('staff-picks', 'popularity'))[0]).toBe(ids[1]);

    const moved = await as(owner, 'PATCH', '/admin/collections/staff-picks', {
      product_ids: [ids[2], ids[0]],
    });
    expect(moved.json().product_ids).toEqual([ids[2], ids[0]]);
    expect(await storefront('staff-picks')).toEqual([ids[2], ids[0]]);
    const [dropped] = await t.database.db.select().from(products).where(eq(products.id, ids[1]!));
    expect(dropped?.collections).not.toContain('staff-picks');

    const del = await as(owner, 'DELETE', '/admin/collections/staff-picks');
    expect(del.json()).toEqual({ ok: true, removed_from: 2 });
    const left = await t.database.db.select({ c: products.collections }).from(products);
    expect(left.some((p) => p.c.includes('staff-picks'))).toBe(false);
    expect((await lastAudit('collection.delete'))?.entityId).toBe('staff-picks');
    expect((await as(owner, 'GET', '/admin/collections/staff-picks')).statusCode).toBe(404);
  });

  it('lists every collection with its kind and member count; seeded ones answer by their key as handle', async () => {
    const res = await as(fulfilment, 'GET', '/admin/collections');
    const face = res.json().items.find((c: { id: string }) => c.id === 'face');
    expect(face).toMatchObject({ handle: 'face', kind: 'manual', published: true });
    expect(face.product_count).toBeGreaterThan(0);
  });
});

describe('admin collections: bad input (400 naming the field, nothing written)', () => {
  const bad: [string, Record<string, unknown>, string][] = [
    ['script in a title', { title: { eng: '<script>alert(1)</script>' }, kind: 'manual' }, 'title.eng'],
    ['markup in a Chinese title', { title: { chi: '<b>新</b>' }, kind: 'manual' }, 'title.chi'],
    [
      'script in a description',
      { title: { eng: 'X' }, description: { cn: '<p>x</p><script>1</script>' }, kind: 'manual' },
      'description.cn',
    ],
    [
      'an event handler',
      {
        title: { eng: 'X' },
        description: { eng: '<img src="https://a/b.png" onerror="x()">' },
        kind: 'manual',
      },
      'description.eng',
    ],
    ['no title at all', { title: {}, kind: 'manual' }, 'title'],
    ['a bad handle', { title: { eng: 'X' }, handle: 'Not A Handle', kind: 'manual' }, 'handle'],
    ['a taken handle', { title: { eng: 'X' }, handle: 'face', kind: 'manual' }, 'handle'],
    ['an unknown kind', { title: { eng: 'X' }, kind: 'smart' }, 'kind'],
    ['automatic without rules', { title: { eng: 'X' }, kind: 'automatic' }, 'rules'],
    [
      'no condition',
      { title: { eng: 'X' }, kind: 'automatic', rules: { match: 'all', conditions: [] } },
      'rules.conditions',
    ],
    [
      'an unknown field',
      {
        title: { eng: 'X' },
        kind: 'automatic',
        rules: { match: 'all', conditions: [{ field: 'colour', op: 'eq', value: 'red' }] },
      },
      'rules.conditions.0.field',
    ],
    [
      'an operator the field does not take',
      {
        title: { eng: 'X' },
        kind: 'automatic',
        rules: { match: 'any', conditions: [{ field: 'brand', op: 'gt', value: 'big_pi' }] },
      },
      'rules.conditions.0.op',
    ],
    [
      'a price with cents of a cent',
      {
        title: { eng: 'X' },
        kind: 'automatic',
        rules: { match: 'all', conditions: [{ field: 'price', op: 'lt', value: 499.5 }] },
      },
      'rules.conditions.0.value',
    ],
    [
      'a negative price',
      {
        title: { eng: 'X' },
        kind: 'automatic',
        rules: { match: 'all', conditions: [{ field: 'price', op: 'lt', value: -100 }] },
      },
      'rules.conditions.0.value',
    ],
    [
      'a price typed as text',
      {
        title: { eng: 'X' },
        kind: 'automatic',
        rules: { match: 'all', conditions: [{ field: 'price', op: 'lt', value: '500' }] },
      },
      'rules.conditions.0.value',
    ],
    [
      'an unknown brand',
      {
        title: { eng: 'X' },
        kind: 'automatic',
        rules: { match: 'all', conditions: [{ field: 'brand', op: 'eq', value: 'nope' }] },
      },
      'rules.conditions.0.value',
    ],
    ['an unknown product', { title: { eng: 'X' }, kind: 'manual', product_ids: ['p_nope'] }, 'product_ids.0'],
    ['an unknown key', { title: { eng: 'X' }, kind: 'manual', colour: 'red' }, ''],
  ];
  it.each(bad)('%s', async (_what, body, field) => {
    const before = (await t.database.db.select().from(collections)).length;
    const res = await as(owner, 'POST', '/admin/collections', body);
    expect(res.statusCode).toBe(400);
    if (field) expect(res.json().field).toBe(field);
    expect((await t.database.db.select().from(collections)).length).toBe(before);
  });

  it('a patch with script in the SEO title, or an unknown collection', async () => {
    const res = await as(owner, 'PATCH', '/admin/collections/face', {
      seo: { title: { eng: '<script>x</script>' }, description: {} },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('seo.title.eng');
    expect((await as(owner, 'PATCH', '/admin/collections/nope', { published: false })).statusCode).toBe(404);
  });
});

describe('admin categories and tags', () => {
  it('adds, renames, orders and deletes a tag; deleting takes it off its products', async () => {
    const created = await as(owner, 'POST', '/admin/tags', {
      name: { eng: 'Vegan formula', chi: '純素配方', cn: '纯素配方' },
      priority: 5,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ key: 'vegan_formula', product_count: 0, priority: 5 });
    const [p] = await t.database.db.select().from(products).limit(1);
    await t.database.db
      .update(products)
      .set({ tags: [...p!.tags, 'vegan_formula'] })
      .where(eq(products.id, p!.id));

    const renamed = await as(owner, 'PATCH', '/admin/tags/vegan_formula', {
      name: { eng: 'Vegan', chi: '純素', cn: '纯素' },
      priority: 200,
    });
    expect(renamed.json()).toMatchObject({ name: { eng: 'Vegan' }, priority: 200, product_count: 1 });
    const list = (await as(fulfilment, 'GET', '/admin/tags')).json().items;
    expect(list[0].key).toBe('vegan_formula');
    expect((await lastAudit('tag.update'))?.before).toMatchObject({ name: { eng: 'Vegan formula' } });

    const del = await as(owner, 'DELETE', '/admin/tags/vegan_formula');
    expect(del.json()).toEqual({ ok: true, removed_from: 1 });
    const [after] = await t.database.db.select().from(products).where(eq(products.id, p!.id));
    expect(after?.tags).not.toContain('vegan_formula');
    expect(await t.database.db.select().from(tags).where(eq(tags.key, 'vegan_formula'))).toHaveLength(0);
  });

  it('a category rename shows in the storefront filter at once; bad input is a 400 naming the field', async () => {
    const res = await as(owner, 'PATCH', '/admin/categories/face', {
      name: { eng: 'Face care', chi: '面部護理', cn: '面部护理' },
    });
    expect(res.statusCode).toBe(200);
    const cats = (await t.inject('/api/v1/product/categories?collection=face')).json() as {
      categories: { key: string; name: { eng: string } }[];
    };
    expect(cats.categories.find((c) => c.key === 'face')?.name.eng).toBe('Face care');

    const script = await as(owner, 'POST', '/admin/categories', { name: { eng: '<script>1</script>' } });
    expect(script.statusCode).toBe(400);
    expect(script.json().field).toBe('name.eng');
    const taken = await as(owner, 'POST', '/admin/categories', { key: 'face', name: { eng: 'Face' } });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().field).toBe('key');
    const badKey = await as(owner, 'POST', '/admin/categories', { key: 'Face Care', name: { eng: 'F' } });
    expect(badKey.json().field).toBe('key');
    const unknown = await as(owner, 'PATCH', '/admin/categories/nope', { priority: 1 });
    expect(unknown.statusCode).toBe(404);
  });
});

// the smallest valid PNG: signature, IHDR 1×1, IDAT, IEND
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63606060600000000500017aa857500000000049454e44ae426082',
  'hex',
);
