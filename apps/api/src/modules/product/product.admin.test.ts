import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { staffLogin, type StaffAuth } from '../../test/staff-login.ts';
import { auditLog, productOptions, products, stockLedger } from '../../db/schema.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-cat-admin-'));
let t: TestApp;
let owner: StaffAuth;
let fulfilment: StaffAuth;
let support: StaffAuth;
/** a plain product with a stocked single-purchase option (each test restores what it changes) */
let pid: string;
let url: string;
let sub: string;
let name: string;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  [owner, fulfilment, support] = [
    await staffLogin(t, 'owner'),
    await staffLogin(t, 'fulfilment'),
    await staffLogin(t, 'support'),
  ];
  const [row] = await t.database.db
    .select({ id: products.id, url: products.uniqueUrl, sub: productOptions.subSku, name: products.name })
    .from(products)
    .innerJoin(productOptions, eq(productOptions.productId, products.id))
    .where(
      and(
        eq(productOptions.availability, 'in_stock'),
        eq(productOptions.isSubscription, false),
        isNull(productOptions.subscriptionParentSku),
        isNull(productOptions.specialPricingHkd),
        eq(products.productType, 0),
      ),
    )
    .orderBy(asc(products.sku))
    .limit(1);
  ({ id: pid, url, sub } = row!);
  name = row!.name.eng;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const as = (who: StaffAuth, method: 'GET' | 'PATCH' | 'POST', path: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${path}`, headers: who.headers, payload: payload as object });

const storefront = async () => {
  const res = await t.inject(`/api/v1/product?channel=4&unique_url=${encodeURIComponent(url)}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { product_option: { sub_sku: string; price: number }[] }[];
};

const lastAudit = async (action: string) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.createdAt))
      .limit(1)
  )[0];

describe('admin products: access', () => {
  it('401 without a staff session, 403 for a role without the permission', async () => {
    const anon = await t.app.inject({ url: '/api/v1/admin/products' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().code).toBe('unauthenticated');
    expect((await as(support, 'GET', '/admin/products')).statusCode).toBe(403);
    expect((await as(support, 'GET', '/admin/stock/low')).statusCode).toBe(403);
    // fulfilment reads the catalogue and counts stock, but never changes a price or hides a product
    expect((await as(fulfilment, 'GET', `/admin/products/${pid}`)).statusCode).toBe(200);
    const hide = await as(fulfilment, 'PATCH', `/admin/products/${pid}`, { published: false });
    expect(hide.statusCode).toBe(403);
    const price = await as(fulfilment, 'PATCH', `/admin/products/${pid}/options/${sub}`, { price: 1 });
    expect(price.statusCode).toBe(403);
    const mixed = await as(fulfilment, 'PATCH', `/admin/products/${pid}/options/${sub}`, {
      stock: 3,
      price: 1,
    });
    expect(mixed.statusCode).toBe(403);
    const adjust = await as(support, 'POST', `/admin/stock/${sub}/adjustments`, { delta: 1, reason: 'x' });
    expect(adjust.statusCode).toBe(403);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/products/${pid}/images`,
      headers: { ...fulfilment.headers, 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(upload.statusCode).toBe(403);
  });

  it('a staff write without the staff CSRF header is refused', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/products/${pid}`,
      headers: { cookie: owner.cookie },
      payload: { priority: 1 },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('csrf');
  });
});

describe('admin products: list and editor', () => {
  it('searches by name and sku, filters by brand and published, paginates', async () => {
    const all = await as(owner, 'GET', '/admin/products?limit=5');
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.items).toHaveLength(5);
    expect(body.total).toBeGreaterThan(5);
    const page2 = (await as(owner, 'GET', '/admin/products?limit=5&page=2')).json();
    expect(page2.items[0].id).not.toBe(body.items[0].id);

    const byName = (await as(owner, 'GET', `/admin/products?q=${encodeURIComponent(name)}`)).json();
    expect(byName.items.map((i: { id: string }) => i.id)).toContain(pid);
    const bySub = (await as(owner, 'GET', `/admin/products?q=${encodeURIComponent(sub)}`)).json();
    expect(bySub.items.map((i: { id: string }) => i.id)).toContain(pid);
    const brand = body.items[0].brand_key;
    const byBrand = (await as(owner, 'GET', `/admin/products?brand=${brand}&limit=100`)).json();
    expect(byBrand.items.every((i: { brand_key: string }) => i.brand_key === brand)).toBe(true);
    expect(body.brands).toContain(brand);
    const hidden = (await as(owner, 'GET', '/admin/products?published=false')).json();
    expect(hidden.total).toBe(0);
    // a wildcard is a character, not "everything"
    expect((await as(owner, 'GET', '/admin/products?q=%25%25%25')).json().total).toBe(0);
    const bad = await as(owner, 'GET', '/admin/products?published=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('published');
  });

  it('the editor gets every field, options with stock and threshold; unknown ids are 404', async () => {
    const res = await as(owner, 'GET', `/admin/products/${pid}`);
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({ id: pid, unique_url: url, published: true });
    expect(p.name).toHaveProperty('cn');
    const o = p.options.find((x: { sub_sku: string }) => x.sub_sku === sub);
    expect(o).toMatchObject({ stock: expect.any(Number), low_stock_threshold: expect.any(Number) });
    expect((await as(owner, 'GET', '/admin/products/nope')).statusCode).toBe(404);
    expect((await as(owner, 'PATCH', `/admin/products/${pid}/options/nope`, { price: 1 })).statusCode).toBe(
      404,
    );
  });

  it('a price change shows on the storefront at once (the cached catalogue and answers are dropped)', async () => {
    const before = (await storefront())[0]!.product_option.find((o) => o.sub_sku === sub)!.price;
    // read twice: the catalogue and the serialized answer are both cached now
    expect((await storefront())[0]!.product_option.find((o) => o.sub_sku === sub)!.price).toBe(before);
    const res = await as(owner, 'PATCH', `/admin/products/${pid}/options/${sub}`, {
      price: before + 1000,
      original_price: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().price).toBe(before + 1000);
    expect((await storefront())[0]!.product_option.find((o) => o.sub_sku === sub)!.price).toBe(before + 1000);
    const entry = await lastAudit('option.update');
    expect(entry).toMatchObject({ staffEmail: 'owner@example.com', entityId: sub });
    expect((entry!.before as { price: number }).price).toBe(before);
    expect((entry!.after as { price: number }).price).toBe(before + 1000);
    await as(owner, 'PATCH', `/admin/products/${pid}/options/${sub}`, { price: before });
  });

  it('changes names, prices, priority and categories of a product, audited', async () => {
    const orig = (await as(owner, 'GET', `/admin/products/${pid}`)).json();
    const res = await as(owner, 'PATCH', `/admin/products/${pid}`, {
      name: { eng: 'Renamed serum' },
      priority: 99,
      price: orig.price + 100,
      categories: orig.categories,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toEqual({ ...orig.name, eng: 'Renamed serum' });
    expect(res.json().priority).toBe(99);
    const shop = (await storefront())[0] as unknown as { name: { eng: string } };
    expect(shop.name.eng).toBe('Renamed serum');
    const entry = await lastAudit('product.update');
    expect((entry!.before as { name: { eng: string } }).name.eng).toBe(orig.name.eng);
    await as(owner, 'PATCH', `/admin/products/${pid}`, {
      name: orig.name,
      priority: orig.priority,
      price: orig.price,
    });
  });

  it('bad input is a 400 naming the field', async () => {
    const cases: [string, object, string][] = [
      [`/admin/products/${pid}/options/${sub}`, { price: -1 }, 'price'],
      [`/admin/products/${pid}/options/${sub}`, { price_usd: 1.5 }, 'price_usd'],
      [`/admin/products/${pid}/options/${sub}`, { special_pricing: 100_000_000 }, 'special_pricing'],
      [
        `/admin/products/${pid}/options/${sub}`,
        { allow_member_group: ['vip', 'gold'] },
        'allow_member_group.1',
      ],
      [
        `/admin/products/${pid}/options/${sub}`,
        { fix_price: [{ member_group: 'nobody', price: 1, price_usd: 1 }] },
        'fix_price.0.member_group',
      ],
      [`/admin/products/${pid}/options/${sub}`, { cut_off_date: '2026-02-30' }, 'cut_off_date'],
      [`/admin/products/${pid}/options/${sub}`, { estimate: 'soon' }, 'estimate'],
      [`/admin/products/${pid}/options/${sub}`, { availability: 'gone' }, 'availability'],
      [`/admin/products/${pid}/options/${sub}`, { stock: -3 }, 'stock'],
      [`/admin/products/${pid}/options/${sub}`, { subscription_parent_sku: sub }, 'subscription_parent_sku'],
      [`/admin/products/${pid}/options/${sub}`, { colour: 'red' }, ''],
      [
        `/admin/products/${pid}/options/${sub}`,
        { subscription_inteval_in_month: 7 },
        'subscription_inteval_in_month',
      ],
      [`/admin/products/${pid}`, { categories: ['no-such-category'] }, 'categories.0'],
      [`/admin/products/${pid}`, { name: { eng: '' } }, 'name.eng'],
      [`/admin/products/${pid}`, { images: ['/media/u/elsewhere.png'] }, 'images.0'],
      [`/admin/products/${pid}`, { original_price: 1, price: 100 }, 'original_price'],
    ];
    for (const [path, body, field] of cases) {
      const res = await as(owner, 'PATCH', path, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (field) expect(res.json().field, JSON.stringify(body)).toBe(field);
    }
    // special price exactly at the price is fine; above it is not
    const o = (await as(owner, 'GET', `/admin/products/${pid}`))
      .json()
      .options.find((x: { sub_sku: string }) => x.sub_sku === sub);
    const above = await as(owner, 'PATCH', `/admin/products/${pid}/options/${sub}`, {
      special_pricing: o.price + 1,
    });
    expect(above.json()).toMatchObject({ field: 'special_pricing', code: 'special_above_price' });
  });
});

describe('hidden products', () => {
  it('are off the storefront (page, lists, search) and back when published; the admin still finds them', async () => {
    const hide = await as(owner, 'PATCH', `/admin/products/${pid}`, { published: false });
    expect(hide.statusCode).toBe(200);
    try {
      expect(await storefront()).toEqual([]);
      const search = await t.inject(
        `/api/v1/product/autocomplete?channel=4&keyword=${encodeURIComponent(name)}`,
      );
      expect(search.json().map((p: { _id: string }) => p._id)).not.toContain(pid);
      const list = await t.inject('/api/v1/product?channel=4&limit=100');
      expect(list.json().map((p: { _id: string }) => p._id)).not.toContain(pid);
      const admin = (await as(owner, 'GET', '/admin/products?published=false')).json();
      expect(admin.items.map((p: { id: string }) => p.id)).toEqual([pid]);
    } finally {
      await as(owner, 'PATCH', `/admin/products/${pid}`, { published: true });
    }
    expect(await storefront()).toHaveLength(1);
  });
  it('a bag line of a hidden product can no longer be bought', async () => {
    const cookies = { shop_sid: t.app.auth.guestSessions.issue() };
    const [p] = await storefront();
    const added = await t.inject({
      method: 'POST',
      url: '/api/v1/cart',
      cookies,
      payload: {
        cart_id: null,
        pid,
        sku: (p as unknown as { sku: string }).sku,
        sub_sku: sub,
        quantity: 1,
        currency: 'HKD',
      },
    });
    expect(added.statusCode).toBe(200);
    const line = async () =>
      (await t.app.inject({ url: '/api/v1/cart?currency=HKD&country=hk', cookies })).json().single_cart
        .items[0];
    expect(await line()).toMatchObject({ sub_sku: sub, purchasable: true });
    await as(owner, 'PATCH', `/admin/products/${pid}`, { published: false });
    try {
      expect(await line()).toMatchObject({ sub_sku: sub, purchasable: false });
    } finally {
      await as(owner, 'PATCH', `/admin/products/${pid}`, { published: true });
    }
  });
});

describe('stock', () => {
  it("a seeded shop opens its ledger with the stock on the shelf: every option's movements add up", async () => {
    const opts = await t.database.db.select().from(productOptions);
    const rows = await t.database.db.select().from(stockLedger);
    const sums = new Map<string, number>();
    for (const r of rows) sums.set(r.subSku, (sums.get(r.subSku) ?? 0) + r.delta);
    const stocked = opts.filter((o) => o.stock > 0 && !o.subscriptionParentSku);
    expect(stocked.length).toBeGreaterThan(10);
    // every later change goes through moveStock, so the sum of an option's ledger always equals its stock
    for (const o of stocked) expect(sums.get(o.subSku) ?? 0, o.subSku).toBe(o.stock);
  });

  const ledger = async () => (await as(owner, 'GET', `/admin/stock/${sub}/ledger`)).json();

  it('adjusts with a reason into the ledger, never below zero (409), and the ledger balances', async () => {
    const start = (await ledger()).stock as number;
    const up = await as(fulfilment, 'POST', `/admin/stock/${sub}/adjustments`, {
      delta: 7,
      reason: 'delivery',
    });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ sub_sku: sub, stock: start + 7 });
    const down = await as(owner, 'POST', `/admin/stock/${sub}/adjustments`, { delta: -2, reason: 'damaged' });
    expect(down.json().stock).toBe(start + 5);
    const over = await as(owner, 'POST', `/admin/stock/${sub}/adjustments`, {
      delta: -(start + 6),
      reason: 'count',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('insufficient_stock');
    const l = await ledger();
    expect(l.stock).toBe(start + 5);
    expect(l.items.slice(0, 2).map((i: { delta: number; reason: string; actor: string }) => i)).toMatchObject(
      [
        { delta: -2, reason: 'damaged', actor: 'owner@example.com', balance_after: start + 5 },
        { delta: 7, reason: 'delivery', actor: 'fulfilment@example.com', balance_after: start + 7 },
      ],
    );
    // the ledger balances: every row's balance is the previous one plus its delta
    const rows = await t.database.db
      .select()
      .from(stockLedger)
      .where(eq(stockLedger.subSku, sub))
      .orderBy(asc(stockLedger.createdAt));
    for (let i = 1; i < rows.length; i++)
      expect(rows[i]!.balanceAfter).toBe(rows[i - 1]!.balanceAfter + rows[i]!.delta);
    expect((await lastAudit('stock.adjust'))?.entityId).toBe(sub);
    await as(owner, 'POST', `/admin/stock/${sub}/adjustments`, { delta: -5, reason: 'test cleanup' });
  });

  it('bad adjustments are 400 naming the field; unknown options 404', async () => {
    const zero = await as(owner, 'POST', `/admin/stock/${sub}/adjustments`, { delta: 0, reason: 'x' });
    expect(zero.json().field).toBe('delta');
    const noReason = await as(owner, 'POST', `/admin/stock/${sub}/adjustments`, { delta: 1, reason: ' ' });
    expect(noReason.json().field).toBe('reason');
    const unknown = await as(owner, 'POST', '/admin/stock/nope/adjustments', { delta: 1, reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect((await as(owner, 'GET', '/admin/stock/nope/ledger')).statusCode).toBe(404);
  });

  it('setting the level on the option writes the difference to the ledger with its reason', async () => {
    const start = (await ledger()).stock as number;
    const res = await as(fulfilment, 'PATCH', `/admin/products/${pid}/options/${sub}`, {
      stock: start + 3,
      stock_reason: 'shelf count',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().stock).toBe(start + 3);
    expect((await ledger()).items[0]).toMatchObject({
      delta: 3,
      reason: 'shelf count',
      balance_after: start + 3,
    });
    await as(owner, 'PATCH', `/admin/products/${pid}/options/${sub}`, { stock: start });
    expect((await ledger()).items[0]).toMatchObject({
      delta: -3,
      reason: 'stock count',
      balance_after: start,
    });
  });

  it('lists options at or below their threshold, emptiest first', async () => {
    const start = (await ledger()).stock as number;
    const low = async () =>
      (await as(fulfilment, 'GET', '/admin/stock/low?limit=200')).json().items as {
        sub_sku: string;
        stock: number;
      }[];
    expect((await low()).map((i) => i.sub_sku)).not.toContain(sub);
    await as(owner, 'PATCH', `/admin/products/${pid}/options/${sub}`, { low_stock_threshold: start });
    const items = await low();
    expect(items.find((i) => i.sub_sku === sub)).toMatchObject({ stock: start });
    expect(items.map((i) => i.stock)).toEqual([...items.map((i) => i.stock)].sort((a, b) => a - b));
    expect(await t.app.stockAdmin.lowStock(500)).toContainEqual(expect.objectContaining({ sub_sku: sub }));
    await as(owner, 'PATCH', `/admin/products/${pid}/options/${sub}`, { low_stock_threshold: 0 });
    expect((await low()).map((i) => i.sub_sku)).not.toContain(sub);
  });
});

// the smallest valid PNG: signature, IHDR 1×1, IDAT, IEND
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63606060600000000500017aa857500000000049454e44ae426082',
  'hex',
);

describe('images (stored under the data folder)', () => {
  const upload = (body: Buffer, type = 'image/png', who = owner) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/products/${pid}/images`,
      headers: { ...who.headers, 'content-type': type },
      payload: body,
    });

  it('uploads by content type check, serves it with a long cache, and the product lists it', async () => {
    const res = await upload(PNG);
    expect(res.statusCode).toBe(201);
    const { url: img, images, media } = res.json();
    // named by the content's sha256, pending until the media.variants job has made its widths (2.9-01)
    expect(img).toMatch(/^\/media\/i\/[0-9a-f]{64}$/);
    expect(media).toMatchObject({ src: img, status: 'pending', width: 1, height: 1 });
    expect(images.at(-1)).toBe(img);
    await t.app.jobs.drain();
    const served = await t.app.inject(img);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toContain('immutable');
    const original = await t.app.inject(`${img}/original.png`);
    expect(original.headers['content-type']).toBe('image/png');
    expect([...original.rawPayload.subarray(1, 4)]).toEqual([...PNG.subarray(1, 4)]);
    expect((await lastAudit('product.image_add'))?.entityId).toBe(pid);

    // reorder: the new image first (it becomes the thumbnail), then remove it
    const before = images.slice(0, -1);
    const first = await as(owner, 'PATCH', `/admin/products/${pid}`, { images: [img, ...before] });
    expect(first.json()).toMatchObject({ images: [img, ...before], thumbnail: img });
    const removed = await as(owner, 'PATCH', `/admin/products/${pid}`, { images: before });
    expect(removed.json().images).toEqual(before);
  });

  it('refuses what is not an image by its bytes, whatever it claims, and bodies over the limit', async () => {
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'));
    expect(svg.statusCode).toBe(400);
    expect(svg.json().field).toBe('body');
    // over the 5 MB limit: a 400 naming the field, not the server's bare 413
    const big = await upload(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({ field: 'body', code: 'image_size' });
    const huge = await upload(Buffer.concat([PNG, Buffer.alloc(13 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    const text = await upload(PNG, 'text/plain');
    // read as text, it never reaches the store (the bytes are not storable text, nor an image)
    expect(text.statusCode).toBe(400);
    expect((await t.app.inject('/media/u/../../etc/passwd')).statusCode).toBe(404);
    expect((await t.app.inject(`/media/u/${'0'.repeat(40)}.png`)).statusCode).toBe(404);
  });
});
