import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { staffLogin, type StaffAuth } from '../../test/staff-login.ts';
import { auditLog, productOptions, products, stockLedger } from '../../db/schema.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-cat-io-'));
let t: TestApp;
let owner: StaffAuth;
let fulfilment: StaffAuth;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  [owner, fulfilment] = [await staffLogin(t, 'owner'), await staffLogin(t, 'fulfilment')];
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const HEADER =
  'handle,sku,title_en,title_zh_hant,brand,type,categories,tags,published,option_sku,option_title_en,' +
  'price_hkd,price_usd,compare_at_price_hkd,stock,subscription_parent_sku,subscription_months,member_groups,body_html_en';
const csv = (...rows: string[]) => [HEADER, ...rows].join('\n') + '\n';

const importCsv = (who: StaffAuth, body: string | Buffer, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/products/import${query}`,
    headers: { ...who.headers, 'content-type': 'text/csv' },
    payload: body,
  });
const as = (who: StaffAuth, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: who.headers, payload: payload as object });

const productBySku = async (sku: string) =>
  (await t.database.db.select().from(products).where(eq(products.sku, sku)))[0];
const storefront = async (handle: string) => {
  const res = await t.inject(`/api/v1/product?channel=4&unique_url=${encodeURIComponent(handle)}`);
  return res.statusCode === 200 ? (res.json() as { product_option: { sub_sku: string }[] }[]) : [];
};
const tally = async () => {
  const db = t.database.db;
  const [[a], [l], [p]] = await Promise.all([
    db.select({ n: count() }).from(auditLog),
    db.select({ n: count() }).from(stockLedger),
    db.select({ n: count() }).from(products),
  ]);
  return { audit: a!.n, ledger: l!.n, products: p!.n };
};

const GOOD = [
  'io-serum,IO-SER,Import Serum,進口精華,oxygen_ceuticals,product,serum|face,new,true,IO-SER-30,30 ml,120.00,15.00,150.00,7,,,,<p onclick="x()">Light <b>serum</b></p>',
  ',IO-SER,,,,,,,,IO-SER-30-S1M,30 ml monthly,108.00,14.00,120.00,,IO-SER-30,1,vip,',
  'io-mask,IO-MASK,Import Mask,,Oxygen Ceuticals,treatment,Masks,,true,IO-MASK-1,One,80,10,,0,,,,',
];

describe('catalogue import', () => {
  it('a dry run reports what would be created and writes nothing', async () => {
    const before = await tally();
    const res = await importCsv(owner, csv(...GOOD), '?dry_run=1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      dry_run: true,
      rows: 3,
      products: { create: 2, update: 0 },
      options: { create: 3, update: 0 },
      errors: [],
    });
    expect(await tally()).toEqual(before);
    expect(await productBySku('IO-SER')).toBeUndefined();
  });

  it('imports products with options, a subscription, names resolved and copy sanitized, in the shop at once', async () => {
    const res = await importCsv(owner, csv(...GOOD));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dry_run: false, products: { create: 2 }, options: { create: 3 } });
    const serum = (await productBySku('IO-SER'))!;
    expect(serum).toMatchObject({
      uniqueUrl: 'io-serum',
      brandKey: 'oxygen_ceuticals',
      categories: ['serum', 'face'],
      tags: ['new'],
      published: true,
      priceHkd: 12000,
      priceUsd: 1500,
      originalPriceHkd: 15000,
    });
    expect(serum.name).toEqual({ eng: 'Import Serum', chi: '進口精華', cn: '' });
    // the event attribute is gone; the markup the storefront renders stays
    expect(serum.copy!.en.description).toBe('<p>Light <b>serum</b></p>');
    const mask = (await productBySku('IO-MASK'))!;
    // brand and category by their names
    expect(mask).toMatchObject({ brandKey: 'oxygen_ceuticals', categories: ['mask'], productType: 2 });
    const opts = await t.database.db
      .select()
      .from(productOptions)
      .where(eq(productOptions.productId, serum.id));
    const sub = opts.find((o) => o.subSku === 'IO-SER-30-S1M')!;
    expect(sub).toMatchObject({
      isSubscription: true,
      subscriptionParentSku: 'IO-SER-30',
      subscriptionIntervalInMonth: 1,
      allowMemberGroup: ['vip'],
    });
    const ledger = await t.database.db.select().from(stockLedger).where(eq(stockLedger.subSku, 'IO-SER-30'));
    expect(ledger).toMatchObject([{ delta: 7, balanceAfter: 7, reason: 'import' }]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entityId, [serum.id, mask.id]));
    expect(audits.map((a) => a.action)).toEqual(['product.import_create', 'product.import_create']);
    const shop = await storefront('io-serum');
    expect(shop[0]?.product_option.map((o) => o.sub_sku)).toContain('IO-SER-30');

    // the same file again changes nothing; a changed price updates only that option, through the lead price
    const again = await importCsv(owner, csv(...GOOD));
    expect(again.json()).toMatchObject({ products: { create: 0, update: 0, unchanged: 2 } });
    const cheaper = GOOD.map((r, i) => (i === 0 ? r.replace(',120.00,15.00,', ',110.00,14.00,') : r));
    const upd = await importCsv(owner, csv(...cheaper));
    expect(upd.json()).toMatchObject({ products: { update: 1, unchanged: 1 }, options: { update: 1 } });
    expect(await productBySku('IO-SER')).toMatchObject({ priceHkd: 11000, priceUsd: 1400 });
  });

  it('each bad row is named, and nothing of the file is written', async () => {
    const before = await tally();
    const res = await importCsv(
      owner,
      csv(
        'io-a,IO-A,Alpha,,oxygen_ceuticals,product,,,true,IO-A-1,One,50.00,7.00,,1,,,,',
        'io-b,IO-B,Beta,,oxygen_ceuticals,product,,,true,IO-B-1,One,-3,7.00,,1,,,,',
        'io-c,IO-C,Gamma,,oxygen_ceuticals,product,,,true,IO-C-1,One,50.00,7.00,,1,,9,,',
        'io-d,IO-D,Delta,,oxygen_ceuticals,product,,,true,IO-D-1,One,50.00,7.00,,1,,,,<script>alert(1)</script>',
      ),
    );
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('csv_invalid');
    expect(
      body.errors.map((e: { row: number; column: string; code: string }) => [e.row, e.column, e.code]),
    ).toEqual([
      [3, 'price_hkd', 'negative_price'],
      [4, 'subscription_months', 'invalid_interval'],
      [5, 'body_html_en', 'script'],
    ]);
    expect(await tally()).toEqual(before);
    expect(await productBySku('IO-A')).toBeUndefined();
  });

  it('checks the file against the catalogue: names that exist, SKUs and handles of other products', async () => {
    const [other] = await t.database.db.select().from(products).where(eq(products.sku, 'IO-MASK'));
    const res = await importCsv(
      owner,
      csv(
        'io-x,IO-X,X,,no_such_brand,product,,,true,IO-X-1,One,1,1,,,,,,',
        'io-y,IO-Y,Y,,oxygen_ceuticals,product,nope,,true,IO-MASK-1,One,1,1,,,,,gold,',
        `${other!.uniqueUrl},IO-Z,Z,,oxygen_ceuticals,product,,,true,IO-Z-1,One,1,1,,,,,,`,
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(
      res.json().errors.map((e: { row: number; column: string; code: string }) => [e.row, e.column, e.code]),
    ).toEqual([
      [2, 'brand', 'unknown_brand'],
      [3, 'categories', 'unknown_category'],
      [3, 'option_sku', 'option_of_other_product'],
      [3, 'member_groups', 'unknown_group'],
      [4, 'handle', 'handle_taken'],
    ]);
  });

  it('a missing column, a currency the shop does not sell and a non-UTF-8 file are refused by name', async () => {
    const missing = await importCsv(
      owner,
      'handle,sku,title_en,option_sku,price_hkd,price_usd\na,A,A,A-1,1,1\n',
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { row: 1, column: 'brand', code: 'missing_column', reason: 'this column is required' },
    ]);
    const eur = await importCsv(owner, `${HEADER},price_eur\n`.replace('\n', '') + '\n' + GOOD[2] + ',9\n');
    expect(eur.statusCode).toBe(400);
    expect(eur.json().errors).toMatchObject([{ row: 1, column: 'price_eur', code: 'unknown_currency' }]);
    // "Crème" in Latin-1: é is the lone byte 0xE9
    const latin1 = Buffer.concat([
      Buffer.from(`${HEADER}\nio-l,IO-L,Cr`),
      Buffer.from([0xe8]),
      Buffer.from('me\n'),
    ]);
    const bad = await importCsv(owner, latin1);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'bad_encoding', field: 'body' });
  });

  it('fulfilment reads and exports the catalogue but may not import or run bulk actions', async () => {
    expect((await importCsv(fulfilment, csv(...GOOD))).statusCode).toBe(403);
    const [p] = await t.database.db.select().from(products).limit(1);
    expect(
      (await as(fulfilment, 'POST', '/admin/products/bulk', { ids: [p!.id], action: 'unpublish' }))
        .statusCode,
    ).toBe(403);
    expect((await as(fulfilment, 'GET', '/admin/products/export')).statusCode).toBe(200);
    expect((await as(fulfilment, 'GET', '/admin/catalogue/choices')).statusCode).toBe(200);
  });
});

describe('catalogue export', () => {
  it('exports the whole catalogue; importing the file unchanged changes nothing', async () => {
    const res = await as(owner, 'GET', '/admin/products/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const file = res.body;
    expect(file.split('\r\n')[0]).toMatch(/^\uFEFF?handle,sku,title_en,/);
    const before = await tally();
    const [{ n: options } = { n: 0 }] = await t.database.db.select({ n: count() }).from(productOptions);
    const stamp = (await productBySku('IO-SER'))!.updatedAt;
    const dry = await importCsv(owner, file, '?dry_run=1');
    expect(dry.json().errors).toEqual([]);
    const back = await importCsv(owner, file);
    expect(back.statusCode).toBe(200);
    const report = back.json();
    expect(report.products).toEqual({ create: 0, update: 0, unchanged: before.products });
    expect(report.options).toEqual({ create: 0, update: 0, unchanged: options });
    expect(await tally()).toEqual(before);
    expect((await productBySku('IO-SER'))!.updatedAt).toEqual(stamp);
  });

  it('exports only the list’s filter', async () => {
    const res = await as(owner, 'GET', '/admin/products/export?q=IO-MASK');
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('IO-MASK-1');
  });
});

describe('bulk actions and the list', () => {
  const ids = async () => [(await productBySku('IO-SER'))!.id, (await productBySku('IO-MASK'))!.id];

  it('unpublish takes products off the storefront; publish brings them back; each product audited', async () => {
    const off = await as(owner, 'POST', '/admin/products/bulk', { ids: await ids(), action: 'unpublish' });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ changed: 2 });
    expect(await storefront('io-serum')).toHaveLength(0);
    const list = (await as(owner, 'GET', '/admin/products?status=unpublished&q=IO-')).json();
    expect(list.items.map((i: { sku: string }) => i.sku).sort()).toEqual(['IO-MASK', 'IO-SER']);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'product.bulk_unpublish'));
    expect(audits).toHaveLength(2);
    await as(owner, 'POST', '/admin/products/bulk', { ids: await ids(), action: 'publish' });
    expect((await storefront('io-serum')).length).toBe(1);
  });

  it('adds and removes a tag and a collection; an unknown one is a 400', async () => {
    const all = await ids();
    await as(owner, 'POST', '/admin/products/bulk', { ids: all, action: 'add_tag', tag: 'gift_idea' });
    await as(owner, 'POST', '/admin/products/bulk', {
      ids: all,
      action: 'add_collection',
      collection: 'face',
    });
    const tagged = (await as(owner, 'GET', '/admin/products?tag=gift_idea&collection=face&q=IO-')).json();
    expect(tagged.total).toBe(2);
    await as(owner, 'POST', '/admin/products/bulk', { ids: all, action: 'remove_tag', tag: 'gift_idea' });
    expect((await productBySku('IO-SER'))!.tags).toEqual(['new']);
    const bad = await as(owner, 'POST', '/admin/products/bulk', { ids: all, action: 'add_tag', tag: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('tag');
  });

  it('changes prices by a percentage: a preview first, then every option, whole cents, never below 0', async () => {
    const all = await ids();
    const preview = await as(owner, 'POST', '/admin/products/bulk', {
      ids: all,
      action: 'price_percent',
      percent: -10,
      dry_run: true,
    });
    const serum = preview.json().products.find((p: { sku: string }) => p.sku === 'IO-SER');
    expect(serum.options[0]).toMatchObject({
      sub_sku: 'IO-SER-30',
      before: { price: 11000, price_usd: 1400 },
      after: { price: 9900, price_usd: 1260 },
    });
    expect((await productBySku('IO-SER'))!.priceHkd).toBe(11000);
    const res = await as(owner, 'POST', '/admin/products/bulk', {
      ids: all,
      action: 'price_percent',
      percent: -10,
    });
    expect(res.statusCode).toBe(200);
    expect(await productBySku('IO-SER')).toMatchObject({ priceHkd: 9900, priceUsd: 1260 });
    const [mask] = await t.database.db
      .select()
      .from(productOptions)
      .where(eq(productOptions.subSku, 'IO-MASK-1'));
    expect(mask).toMatchObject({ priceHkd: 7200, priceUsd: 900 });
    // above the compare-at price: refused whole
    const up = await as(owner, 'POST', '/admin/products/bulk', {
      ids: all,
      action: 'price_percent',
      percent: 100,
    });
    expect(up.statusCode).toBe(400);
    expect((await productBySku('IO-SER'))!.priceHkd).toBe(9900);
  });

  it('sets stock through the ledger with the reason; the list filters by stock and sorts by price', async () => {
    const all = await ids();
    const res = await as(owner, 'POST', '/admin/products/bulk', {
      ids: all,
      action: 'set_stock',
      stock: 0,
      reason: 'shelf count',
    });
    expect(res.statusCode).toBe(200);
    const moves = await t.database.db.select().from(stockLedger).where(eq(stockLedger.subSku, 'IO-SER-30'));
    expect(moves.at(-1)).toMatchObject({ delta: -7, balanceAfter: 0, reason: 'shelf count' });
    const out = (await as(owner, 'GET', '/admin/products?stock=out&q=IO-')).json();
    expect(out.items.map((i: { sku: string }) => i.sku).sort()).toEqual(['IO-MASK', 'IO-SER']);
    const sorted = (await as(owner, 'GET', '/admin/products?sort=-price&limit=100')).json();
    const prices = sorted.items.map((i: { price: number }) => i.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const bad = await as(owner, 'GET', '/admin/products?sort=colour');
    expect(bad.statusCode).toBe(400);
  });

  it('archived products leave the everyday list and show under status=archived; type filters', async () => {
    const mask = (await productBySku('IO-MASK'))!;
    await t.database.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, mask.id));
    try {
      const everyday = (await as(owner, 'GET', '/admin/products?q=IO-')).json();
      expect(everyday.items.map((i: { sku: string }) => i.sku)).toEqual(['IO-SER']);
      const archived = (await as(owner, 'GET', '/admin/products?status=archived&q=IO-')).json();
      expect(archived.items).toMatchObject([{ sku: 'IO-MASK', archived: true, product_type: 2 }]);
      const treatments = (await as(owner, 'GET', '/admin/products?type=treatment&q=IO-')).json();
      expect(treatments.total).toBe(0);
    } finally {
      await t.database.db.update(products).set({ archivedAt: null }).where(eq(products.id, mask.id));
    }
  });
});
