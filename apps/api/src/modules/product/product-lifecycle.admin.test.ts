import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { staffLogin, type StaffAuth } from '../../test/staff-login.ts';
import { shopFixture } from '../../test/shop-fixture.ts';
import { orderItems, products } from '../../db/schema.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-cat-life-'));
let t: TestApp;
let owner: StaffAuth;
let fulfilment: StaffAuth;
let homeDelivery: string;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  [owner, fulfilment] = [await staffLogin(t, 'owner'), await staffLogin(t, 'fulfilment')];
  ({ homeDelivery } = await shopFixture(t));
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const as = (who: StaffAuth, method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: who.headers, payload: payload as object });

interface Made {
  id: string;
  sku: string;
  unique_url: string;
  options: { sub_sku: string; position: number; archived: boolean }[];
}
let n = 0;
/** A published product with two one-off options (in stock) and a monthly subscription of the first. */
async function made(): Promise<Made> {
  n += 1;
  const sku = `LIFE-${n}`;
  const option = (suffix: string, price: number) => ({
    sub_sku: `${sku}-${suffix}`,
    name: { eng: suffix, chi: suffix, cn: suffix },
    price,
    price_usd: Math.round(price / 8),
  });
  const res = await as(owner, 'POST', '/admin/products', {
    sku,
    name: { eng: `Lifecycle balm ${n}`, chi: `生命週期香膏 ${n}`, cn: `生命周期香膏 ${n}` },
    brand_key: 'oxygen_ceuticals',
    unique_url: `lifecycle-balm-${n}`,
    categories: ['body'],
    published: true,
    options: [
      option('A', 10_000),
      option('B', 15_000),
      {
        ...option('A-S1M', 9_000),
        is_subscription: true,
        subscription_parent_sku: `${sku}-A`,
        subscription_inteval_in_month: 1,
      },
    ],
  });
  expect(res.statusCode).toBe(201);
  const p = res.json() as Made;
  for (const o of p.options.slice(0, 2))
    await as(owner, 'PATCH', `/admin/products/${p.id}/options/${o.sub_sku}`, { stock: 20 });
  return p;
}

const shopper = () => ({ shop_sid: t.app.auth.guestSessions.issue() });
const addToBag = (p: Made, subSku: string, cookies = shopper()) =>
  t.inject({
    method: 'POST',
    url: '/api/v1/cart',
    cookies,
    payload: { pid: p.id, sku: p.sku, sub_sku: subSku, quantity: 1, currency: 'HKD' },
  });

/** A guest order of one unit (unpaid: the order line exists from its creation). */
async function order(p: Made, subSku: string) {
  const cookies = shopper();
  expect((await addToBag(p, subSku, cookies)).statusCode).toBe(200);
  const address = {
    cart_type: 'single',
    currency: 'HKD',
    email: `life${n}@example.com`,
    delivery_method: homeDelivery,
    delivery_firstname: 'Siu Ming',
    delivery_lastname: 'Wong',
    delivery_calling_code: '852',
    delivery_contact: '6123 4567',
    delivery_address: '1 Nathan Road',
    delivery_city: 'Kowloon',
    delivery_country_key: 'hk',
    billing_same: true,
    add_gift_box_wrapping: false,
    locale: 'en',
  };
  const q = await t.inject({ method: 'POST', url: '/api/v1/order/quote', cookies, payload: address });
  const res = await t.inject({
    method: 'POST',
    url: '/api/v1/order/create',
    cookies,
    payload: { ...address, payment_method: 'bank_transfer', expected_total: q.json().total },
  });
  expect([200, 201], res.body).toContain(res.statusCode);
}

const listed = async (p: Made) =>
  (await t.inject(`/api/v1/product?channel=4&unique_url=${p.unique_url}`)).json() as {
    product_option: { sub_sku: string }[];
  }[];
const searched = async (p: Made) =>
  (
    (await t.inject(`/api/v1/product/autocomplete?channel=4&keyword=lifecycle%20balm%20${n}`)).json() as {
      sku: string;
    }[]
  ).some((s) => s.sku === p.sku);
const inCategory = async (p: Made) =>
  ((await t.inject('/api/v1/product?channel=4&category=body&limit=100')).json() as { sku: string }[]).some(
    (s) => s.sku === p.sku,
  );

describe('archiving a product', () => {
  it('hides it from every storefront list, search and page and refuses it in a bag; restoring brings it back unpublished', async () => {
    const p = await made();
    expect(await listed(p)).toHaveLength(1);
    expect(await searched(p)).toBe(true);
    expect(await inCategory(p)).toBe(true);
    const res = await as(owner, 'PATCH', `/admin/products/${p.id}`, { archived: true });
    expect(res.json()).toMatchObject({ archived: true, published: false });
    expect(await listed(p)).toEqual([]);
    expect(await searched(p)).toBe(false);
    expect(await inCategory(p)).toBe(false);
    const bag = await addToBag(p, p.options[0]!.sub_sku);
    expect(bag.statusCode).toBe(400);
    expect(bag.json()).toMatchObject({ code: 'disabled', field: 'sub_sku' });
    // never published while archived; the product picker no longer offers it
    const publish = await as(owner, 'PATCH', `/admin/products/${p.id}`, { published: true });
    expect(publish.json()).toMatchObject({ field: 'published' });
    const picked = (await as(owner, 'GET', `/admin/products/picker?q=${p.sku}`)).json().items;
    expect(picked).toEqual([]);
    const back = await as(owner, 'PATCH', `/admin/products/${p.id}`, { archived: false });
    expect(back.json()).toMatchObject({ archived: false, published: false });
    await as(owner, 'PATCH', `/admin/products/${p.id}`, { published: true });
    expect(await listed(p)).toHaveLength(1);
  });

  it('is no longer offered as an add-on of another product', async () => {
    const [main, addOn] = [await made(), await made()];
    await as(owner, 'PATCH', `/admin/products/${main.id}`, { offer_ids: [addOn.id] });
    const offers = async () =>
      ((await t.inject(`/api/v1/product/offers/${main.id}`)).json().offers as { _id: string }[]).map(
        (o) => o._id,
      );
    expect(await offers()).toEqual([addOn.id]);
    await as(owner, 'PATCH', `/admin/products/${addOn.id}`, { archived: true });
    expect(await offers()).toEqual([]);
  });
});

describe('ship countries', () => {
  it('narrow where the product can be bought: limited to Hong Kong, it is not for sale in Taiwan', async () => {
    const p = await made();
    const reason = async (country: string) =>
      (
        (
          await t.inject(`/api/v1/product?channel=4&unique_url=${p.unique_url}&country=${country}`)
        ).json() as {
          display: { reason: string | null };
        }[]
      )[0]!.display.reason;
    expect(await reason('tw')).toBeNull();
    await as(owner, 'PATCH', `/admin/products/${p.id}`, { ship_countries: ['hk'] });
    expect(await reason('tw')).toBe('only_hk_macau');
    expect(await reason('hk')).toBeNull();
  });
});

describe('deleting', () => {
  it('deletes a product no order names, and refuses one that was ordered (archive instead)', async () => {
    const fresh = await made();
    const del = await as(owner, 'DELETE', `/admin/products/${fresh.id}`);
    expect(del.statusCode).toBe(204);
    expect((await as(owner, 'GET', `/admin/products/${fresh.id}`)).statusCode).toBe(404);

    const sold = await made();
    await order(sold, sold.options[0]!.sub_sku);
    expect((await as(owner, 'GET', `/admin/products/${sold.id}`)).json().ever_ordered).toBe(true);
    const refused = await as(owner, 'DELETE', `/admin/products/${sold.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('product_ordered');
    expect(await t.database.db.select().from(products).where(eq(products.id, sold.id))).toHaveLength(1);
    // archived, its order still names it
    await as(owner, 'PATCH', `/admin/products/${sold.id}`, { archived: true });
    const lines = await t.database.db.select().from(orderItems).where(eq(orderItems.pid, sold.id));
    expect(lines[0]?.sku).toBe(sold.sku);
  });
});

describe('options', () => {
  it('adds one last with no stock, and refuses a taken SKU, a bad interval, a second subscription of the same interval', async () => {
    const p = await made();
    const add = (body: Record<string, unknown>) =>
      as(owner, 'POST', `/admin/products/${p.id}/options`, {
        sub_sku: `${p.sku}-C`,
        name: { eng: 'C' },
        price: 20_000,
        price_usd: 2_500,
        ...body,
      });
    const res = await add({});
    expect(res.statusCode).toBe(201);
    expect(res.json().options.at(-1)).toMatchObject({ sub_sku: `${p.sku}-C`, position: 3, stock: 0 });
    expect((await add({})).json()).toMatchObject({ field: 'sub_sku', code: 'sku_taken' });
    expect((await add({ sub_sku: p.sku.replace('LIFE', 'NOPE'), price: -5 })).json().field).toBe('price');
    expect((await add({ sub_sku: `${p.sku}-D`, price: 'HK$1' })).json().field).toBe('price');
    expect((await add({ sub_sku: `${p.sku}-D`, price_eur: 1 })).json().error).toContain('price_eur');
    const sub = { sub_sku: `${p.sku}-D`, is_subscription: true, subscription_parent_sku: `${p.sku}-A` };
    expect((await add({ ...sub, subscription_inteval_in_month: 7 })).json().field).toBe(
      'subscription_inteval_in_month',
    );
    expect((await add({ ...sub, subscription_inteval_in_month: 0 })).statusCode).toBe(400);
    expect((await add({ ...sub, subscription_inteval_in_month: 1 })).json().code).toBe(
      'subscription_interval_taken',
    );
    expect(
      (
        await add({ ...sub, subscription_parent_sku: `${p.sku}-A-S1M`, subscription_inteval_in_month: 2 })
      ).json().code,
    ).toBe('subscription_parent');
    expect((await add({ ...sub, subscription_inteval_in_month: 3 })).statusCode).toBe(201);
    // an edit keeps the same rules: one subscription per parent and interval, a one-off parent
    const edit = (body: Record<string, unknown>) =>
      as(owner, 'PATCH', `/admin/products/${p.id}/options/${p.sku}-D`, body);
    expect((await edit({ subscription_inteval_in_month: 1 })).json().code).toBe(
      'subscription_interval_taken',
    );
    expect((await edit({ subscription_parent_sku: `${p.sku}-A-S1M` })).json().code).toBe(
      'subscription_parent',
    );
    expect((await edit({ subscription_inteval_in_month: 4 })).json().subscription_inteval_in_month).toBe(4);
  });

  it('deletes a never-ordered option, archives an ordered one (off the storefront), and keeps the last on sale', async () => {
    const p = await made();
    const [a, b] = [p.options[0]!.sub_sku, p.options[1]!.sub_sku];
    await order(p, b);
    const gone = await as(owner, 'DELETE', `/admin/products/${p.id}/options/${p.sku}-A-S1M`);
    expect(gone.json()).toMatchObject({ outcome: 'deleted' });
    const archived = await as(owner, 'DELETE', `/admin/products/${p.id}/options/${b}`);
    expect(archived.json().outcome).toBe('archived');
    expect(archived.json().product.options.find((o: { sub_sku: string }) => o.sub_sku === b).archived).toBe(
      true,
    );
    expect((await listed(p))[0]!.product_option.map((o) => o.sub_sku)).toEqual([a]);
    expect((await addToBag(p, b)).statusCode).toBe(400);
    const inventory = await t.inject(`/api/v1/product/inventory?skus=${a},${b}`);
    expect(inventory.json().map((r: { sub_sku: string }) => r.sub_sku)).toEqual([a]);
    const last = await as(owner, 'DELETE', `/admin/products/${p.id}/options/${a}`);
    expect(last.statusCode).toBe(400);
    expect(last.json().code).toBe('last_option');
    // restored by a patch, on the storefront again
    const restored = await as(owner, 'PATCH', `/admin/products/${p.id}/options/${b}`, { archived: false });
    expect(restored.json().archived).toBe(false);
    expect((await listed(p))[0]!.product_option.map((o) => o.sub_sku)).toEqual([a, b]);
  });

  it('reorders by a permutation of the options, and refuses anything else', async () => {
    const p = await made();
    const [a, b, s] = p.options.map((o) => o.sub_sku);
    const res = await as(owner, 'PATCH', `/admin/products/${p.id}`, { option_order: [b, s, a] });
    expect(res.statusCode).toBe(200);
    expect(res.json().options.map((o: { sub_sku: string }) => o.sub_sku)).toEqual([b, s, a]);
    expect((await listed(p))[0]!.product_option[0]!.sub_sku).toBe(b);
    for (const bad of [
      [a, b],
      [a, b, s, s],
      [a, b, 'NOPE'],
    ]) {
      const r = await as(owner, 'PATCH', `/admin/products/${p.id}`, { option_order: bad });
      expect(r.statusCode).toBe(400);
      expect(r.json().code).toBe('option_order');
    }
  });

  it('refuses a script in an option name and bad prices on an existing option', async () => {
    const p = await made();
    const url = `/admin/products/${p.id}/options/${p.options[0]!.sub_sku}`;
    expect((await as(owner, 'PATCH', url, { name: { eng: '<script>x</script>' } })).json()).toMatchObject({
      field: 'name.eng',
      code: 'unsafe_html',
    });
    expect((await as(owner, 'PATCH', url, { price: -1 })).json().field).toBe('price');
    expect((await as(owner, 'PATCH', url, { price_usd: 'ten' })).json().field).toBe('price_usd');
  });
});

describe('the editor helpers', () => {
  it('offers the pickers, finds products by any script or SKU, and fills Simplified from Traditional', async () => {
    const choices = (await as(fulfilment, 'GET', '/admin/catalogue/choices')).json();
    expect(choices.brands.map((b: { key: string }) => b.key)).toContain('oxygen_ceuticals');
    expect(choices.tags.map((b: { key: string }) => b.key)).toContain('best_seller');
    expect(choices.countries).toContainEqual({ key: 'hk' });
    expect(choices.member_groups.length).toBeGreaterThan(0);
    expect(choices.collections.length).toBeGreaterThan(0);
    const p = await made();
    for (const q of [p.sku.toLowerCase(), `生命周期香膏 ${n}`, `生命週期香膏 ${n}`]) {
      const found = (await as(owner, 'GET', `/admin/products/picker?q=${encodeURIComponent(q)}`)).json();
      expect(
        found.items.map((i: { id: string }) => i.id),
        q,
      ).toContain(p.id);
    }
    const res = await as(owner, 'POST', '/admin/catalogue/simplified', {
      texts: ['<p class="x">護髮精華</p>', '頭髮'],
    });
    expect(res.json()).toEqual({ texts: ['<p class="x">护发精华</p>', '头发'] });
  });
});

describe('access', () => {
  it('every catalogue write is 403 for fulfilment and support', async () => {
    const p = await made();
    const support = await staffLogin(t, 'support');
    const sub = p.options[0]!.sub_sku;
    const writes: [method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown][] = [
      ['POST', '/admin/products', { duplicate_of: p.id }],
      ['PATCH', `/admin/products/${p.id}`, { archived: true }],
      ['DELETE', `/admin/products/${p.id}`],
      [
        'POST',
        `/admin/products/${p.id}/options`,
        { sub_sku: 'X-1', name: { eng: 'x' }, price: 1, price_usd: 1 },
      ],
      ['DELETE', `/admin/products/${p.id}/options/${sub}`],
      ['PATCH', `/admin/products/${p.id}/options/${sub}`, { archived: true }],
      ['POST', '/admin/catalogue/simplified', { texts: ['頭髮'] }],
    ];
    for (const who of [fulfilment, support])
      for (const [method, url, body] of writes) {
        const res = await as(who, method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    expect((await as(owner, 'GET', `/admin/products/${p.id}`)).json()).toMatchObject({ archived: false });
  });
});
