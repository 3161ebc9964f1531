import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { staffLogin, type StaffAuth } from '../../test/staff-login.ts';
import { shopper } from '../../test/back-office-shop.ts';
import { productionEnv } from '../../test/production-env.ts';
import { buildApp } from '../../app.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { auditLog, settings } from '../../db/schema.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../db/seed/members.ts';

let t: TestApp;
let owner: StaffAuth;
let shop: Awaited<ReturnType<typeof shopper>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await staffLogin(t, 'owner');
  shop = await shopper(t);
});
afterAll(() => t.close());

const put = (url: string, payload: unknown, auth: StaffAuth = owner) =>
  t.app.inject({ method: 'PUT', url: `/api/v1${url}`, headers: auth.headers, payload: payload as object });
const lastAudit = async (action: string) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.createdAt))
      .limit(1)
  )[0];

describe('settings admin: who may', () => {
  it('answers 401 without a staff session, even with a shopper signed in', async () => {
    const member = await t.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { username: DEMO_MEMBERS[0].email, password: DEMO_PASSWORD },
    });
    const jar = member.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    for (const headers of [{}, { cookie: jar }]) {
      const res = await t.app.inject({ url: '/api/v1/admin/settings', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('unauthenticated');
    }
  });

  it('is owners only: a manager gets 403 reading or writing', async () => {
    const manager = await staffLogin(t, 'manager');
    expect((await t.app.inject({ url: '/api/v1/admin/settings', headers: manager.headers })).statusCode).toBe(
      403,
    );
    const res = await put('/admin/settings/gift-wrap', { hkd: 1, usd: 1 }, manager);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
  });

  it('refuses a write without the staff CSRF header', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings/gift-wrap',
      headers: { cookie: owner.cookie },
      payload: { hkd: 1, usd: 1 },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('csrf');
  });

  it('shows every section to the owner', async () => {
    const res = await t.app.inject({ url: '/api/v1/admin/settings', headers: owner.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.currencies.find((c: { currency: string }) => c.currency === 'USD').rate_to_usd).toBe('1');
    expect(body.gift_wrap_fee).toEqual({ hkd: 2000, usd: 300 });
    expect(body.free_shipping_thresholds.HKD).toBe(80000);
    expect(body.delivery_methods.length).toBeGreaterThan(0);
    expect(body.homepage_lists.best_seller_list.length).toBeGreaterThan(0);
    expect(body.banners.length).toBeGreaterThan(0);
    expect(body.bank_account_source).toBe('sandbox');
  });
});

describe('gift wrap and free shipping', () => {
  it('a new gift-wrap fee shows in the next quote at once and is audited before → after', async () => {
    const cookies = await shop.bag();
    expect((await shop.quote(cookies, wrap)).gift_wrap_fee).toBe(2000);
    const res = await put('/admin/settings/gift-wrap', { hkd: 3500, usd: 450 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await shop.quote(cookies, wrap)).gift_wrap_fee).toBe(3500);
    const row = await lastAudit('settings.gift_wrap');
    expect(row).toMatchObject({
      staffEmail: 'owner@example.com',
      entity: 'settings',
      before: { hkd: 2000, usd: 300 },
      after: { hkd: 3500, usd: 450 },
    });
    await put('/admin/settings/gift-wrap', { hkd: 2000, usd: 300 });
  });

  it('refuses a bad fee with 400 naming the field', async () => {
    for (const [payload, field] of [
      [{ hkd: -1, usd: 300 }, 'hkd'],
      [{ hkd: 2000, usd: 2.5 }, 'usd'],
      [{ hkd: 2000 }, 'usd'],
    ] as const) {
      const res = await put('/admin/settings/gift-wrap', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe(field);
    }
  });

  it('a lower free-shipping threshold makes the delivery free in the bag and the quote', async () => {
    const cookies = await shop.bag();
    const before = await shop.quote(cookies);
    expect(before.delivery_fee).toBeGreaterThan(0);
    const res = await put('/admin/settings/free-shipping', { thresholds: { HKD: 100 } });
    expect(res.statusCode, res.body).toBe(200);
    const after = await shop.quote(cookies);
    expect(after.delivery_fee).toBe(0);
    expect(after.free_shipping).toMatchObject({ threshold: 100, qualifies: true });
    const bag = (await t.app.inject({ url: '/api/v1/cart?currency=HKD', cookies })).json();
    expect(bag.single_cart.free_shipping.threshold).toBe(100);
    expect((await lastAudit('settings.free_shipping'))!.after).toEqual({ HKD: 100 });
    // the storefront's settings carry it too (the shipping page's table)
    const setting = (await t.app.inject('/api/v1/setting')).json();
    expect(setting.free_shipping_thresholds).toMatchObject({ HKD: 100, USD: 10000 });
    await put('/admin/settings/free-shipping', { thresholds: { HKD: 80000 } });
    expect((await shop.quote(cookies)).delivery_fee).toBe(before.delivery_fee);
    const bad = await put('/admin/settings/free-shipping', { thresholds: { XYZ: 1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toMatch(/^thresholds/);
  });
});
const wrap = {
  add_gift_box_wrapping: true,
  gift_recipient: 'Mei',
  gift_sender: 'Ka Yan',
  gift_message: 'Hi',
};

describe('currency rates', () => {
  it('previews the floor rule for a proposed rate without saving it', async () => {
    const res = await t.app.inject({
      url: '/api/v1/admin/settings/currencies/TWD/preview?rate=40.5',
      headers: owner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { samples } = res.json();
    // US$12.99 × 40.5 = 526.095 → NT$526, floored to whole dollars
    expect(samples[0]).toMatchObject({ usdMinor: 1299, proposed: 52600 });
    expect(samples[0].current).not.toBe(52600);
    const setting = (await t.app.inject('/api/v1/setting')).json();
    expect(setting.currency_setting_usd.TWD).not.toBe('40.5');
  });

  it('saves a rate; the storefront and its rate to HKD follow at once; audited', async () => {
    const before = (await t.app.inject('/api/v1/setting')).json().currency_setting_usd.TWD;
    const res = await put('/admin/settings/currencies/TWD', { rate_to_usd: '40.5' });
    expect(res.statusCode, res.body).toBe(200);
    const setting = (await t.app.inject('/api/v1/setting')).json();
    expect(setting.currency_setting_usd.TWD).toBe('40.5');
    const hkd = Number(setting.currency_setting_usd.HKD);
    expect(Number(setting.currency_setting.TWD)).toBeCloseTo(40.5 / hkd, 5);
    expect(await lastAudit('settings.currency_rate')).toMatchObject({
      entityId: 'TWD',
      before: { rate_to_usd: before },
      after: { rate_to_usd: '40.5' },
    });
    await put('/admin/settings/currencies/TWD', { rate_to_usd: before });
  });

  it('a new HKD rate moves every rate to HKD', async () => {
    const before = (await t.app.inject('/api/v1/setting')).json();
    const res = await put('/admin/settings/currencies/HKD', { rate_to_usd: '8' });
    expect(res.statusCode).toBe(200);
    const after = (await t.app.inject('/api/v1/setting')).json();
    expect(after.currency_setting.HKD).toBe('1');
    expect(after.currency_setting.USD).toBe('0.125');
    await put('/admin/settings/currencies/HKD', { rate_to_usd: before.currency_setting_usd.HKD });
    expect((await t.app.inject('/api/v1/setting')).json().currency_setting).toEqual(before.currency_setting);
  });

  it('refuses USD, a zero or malformed rate and an unknown currency with 400 naming the field', async () => {
    const usd = await put('/admin/settings/currencies/USD', { rate_to_usd: '2' });
    expect(usd.statusCode).toBe(400);
    expect(usd.json().field).toBe('currency');
    for (const rate of ['0', '-1', '7.1234567', 'abc']) {
      const res = await put('/admin/settings/currencies/TWD', { rate_to_usd: rate });
      expect(res.statusCode, rate).toBe(400);
      expect(res.json().field).toBe('rate_to_usd');
    }
    expect((await put('/admin/settings/currencies/XYZ', { rate_to_usd: '1' })).statusCode).toBe(400);
    const preview = await t.app.inject({
      url: '/api/v1/admin/settings/currencies/TWD/preview?rate=0',
      headers: owner.headers,
    });
    expect(preview.statusCode).toBe(400);
    expect(preview.json().field).toBe('rate');
  });
});

describe('delivery methods', () => {
  it('changes a fee, and the checkout charges the new one', async () => {
    const view = (await t.app.inject({ url: '/api/v1/admin/settings', headers: owner.headers })).json();
    const m = view.delivery_methods.find((d: { id: string }) => d.id === shop.homeDelivery);
    const { id, ...rest } = m;
    const res = await put(`/admin/settings/delivery-methods/${id}`, { ...rest, price_hkd: 6500 });
    expect(res.statusCode, res.body).toBe(200);
    const q = await shop.quote(await shop.bag());
    expect(q.delivery_fee).toBe(6500);
    expect(await lastAudit('settings.delivery_update')).toMatchObject({
      entityId: id,
      before: { price_hkd: m.price_hkd },
      after: { price_hkd: 6500 },
    });
    await put(`/admin/settings/delivery-methods/${id}`, rest);
  });

  it('adds and removes a method; bad countries, unknown ids and duplicate ids are refused', async () => {
    const body = {
      id: 'dhl-uk',
      kind: 'delivery',
      name: { eng: 'DHL', chi: 'DHL 速遞', cn: 'DHL 速递' },
      price_hkd: 18000,
      price_usd: 2300,
      available_country_list: ['uk'],
      priority: 5,
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/settings/delivery-methods',
      headers: owner.headers,
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(201);
    const uk = (await t.app.inject('/api/v1/delivery-methods?country=uk&currency=GBP')).json().methods;
    expect(uk.some((m: { _id: string }) => m._id === 'dhl-uk')).toBe(true);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/settings/delivery-methods',
      headers: owner.headers,
      payload: body,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().field).toBe('id');
    const { id: _id, ...rest } = body;
    const bad = await put('/admin/settings/delivery-methods/dhl-uk', {
      ...rest,
      available_country_list: ['zz'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toMatch(/^available_country_list/);
    expect((await put('/admin/settings/delivery-methods/nope', rest)).statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/admin/settings/delivery-methods/dhl-uk',
      headers: owner.headers,
    });
    expect(del.statusCode).toBe(204);
    expect((await lastAudit('settings.delivery_delete'))!.before).toMatchObject({ id: 'dhl-uk' });
  });
});

describe('homepage, banners, opt-out skus', () => {
  // the best sellers and treatments are homepage sections now (modules/homepage); the other lists stay here
  it('reorders a homepage list; the storefront payload follows at once', async () => {
    const key = 'marketplace_best_seller_list';
    const before = (await t.app.inject('/api/v1/setting')).json().homepage_setting[key];
    const reversed = [...before].reverse();
    const res = await put(`/admin/settings/homepage/${key}`, { value: reversed });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.app.inject('/api/v1/setting')).json().homepage_setting[key]).toEqual(reversed);
    expect((await put('/admin/settings/homepage/nope_list', { value: [] })).statusCode).toBe(404);
    const bad = await put(`/admin/settings/homepage/${key}`, { value: ['<script>'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('value.0');
    await put(`/admin/settings/homepage/${key}`, { value: before });
  });

  it('adds, edits and removes a banner; a javascript: link is refused', async () => {
    const l = { eng: 'Sale', chi: '減價', cn: '减价' };
    // hero slides are homepage sections now (modules/homepage); the marketplace banners stay here
    const body = {
      kind: 'marketplace',
      title: l,
      subtitle: l,
      cta: l,
      image: '/media/b/sale.svg',
      link: '/collection',
      priority: 1,
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/settings/banners',
      headers: owner.headers,
      payload: { id: 'winter-sale', ...body },
    });
    expect(created.statusCode, created.body).toBe(201);
    const market = (await t.app.inject('/api/v1/setting')).json().marketplace_banner;
    expect(market.some((b: { _id: string }) => b._id === 'winter-sale')).toBe(true);
    const evil = await put('/admin/settings/banners/winter-sale', { ...body, link: 'javascript:alert(1)' });
    expect(evil.statusCode).toBe(400);
    expect(evil.json().field).toBe('link');
    expect((await put('/admin/settings/banners/winter-sale', { ...body, priority: 2 })).json().priority).toBe(
      2,
    );
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/admin/settings/banners/winter-sale',
      headers: owner.headers,
    });
    expect(del.statusCode).toBe(204);
    expect(
      (await t.app.inject('/api/v1/setting'))
        .json()
        .marketplace_banner.some((b: { _id: string }) => b._id === 'winter-sale'),
    ).toBe(false);
  });

  it('replaces the opt-out list; duplicates are refused', async () => {
    const view = (await t.app.inject({ url: '/api/v1/admin/settings', headers: owner.headers })).json();
    const res = await put('/admin/settings/optout-skus', {
      items: [...view.optout_skus, { sku: shop.product.sku, reason: 'brand rule' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.app.settings.getPricingInputs()).toMatchObject({
      optOutSkus: expect.arrayContaining([shop.product.sku]),
    });
    const dup = await put('/admin/settings/optout-skus', {
      items: [
        { sku: 'A1', reason: null },
        { sku: 'A1', reason: null },
      ],
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().field).toBe('items');
    await put('/admin/settings/optout-skus', { items: view.optout_skus });
  });
});

describe('bank account for transfers', () => {
  it('a saved account replaces the provider default on the next bank-transfer order', async () => {
    const account = {
      bank_name: 'Bank of East Asia',
      account_name: 'Oxygen Ceuticals Ltd',
      account_no: '015-123-45678-9',
    };
    const bad = await put('/admin/settings/bank-account', { ...account, account_no: 'not a number' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('account_no');
    const res = await put('/admin/settings/bank-account', account);
    expect(res.statusCode, res.body).toBe(200);
    const { order, payment } = await shop.order({ method: 'bank_transfer' });
    expect(payment.bank).toMatchObject({ ...account, reference: order.number });
    expect((await lastAudit('settings.bank_account'))!.after).toEqual(account);
    const view = (await t.app.inject({ url: '/api/v1/admin/settings', headers: owner.headers })).json();
    expect(view).toMatchObject({ bank_account: account, bank_account_source: 'settings' });
  });

  it('production refuses to boot with neither BANK_* nor a saved account, and boots with either', async () => {
    const { BANK_NAME: _n, BANK_ACCOUNT_NAME: _a, BANK_ACCOUNT_NO: _o, ...noBank } = productionEnv();
    const config = loadConfig({ ...noBank, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const saved = await t.database.db.select().from(settings).where(eq(settings.key, 'bank_account'));
    await t.database.db.delete(settings).where(eq(settings.key, 'bank_account'));
    const database = { ...t.database, close: async () => {} };
    await expect(buildApp({ config, database })).rejects.toThrow(ConfigError);
    await expect(buildApp({ config, database })).rejects.toThrow(
      /BANK_ACCOUNT_NO: is required in production/,
    );
    const withConfig = await buildApp({
      config: loadConfig({ ...productionEnv(), LOG_LEVEL: 'silent' }),
      database,
    });
    await withConfig.close();
    await t.database.db.insert(settings).values(saved);
    const withSaved = await buildApp({ config, database });
    await withSaved.close();
  });
});
