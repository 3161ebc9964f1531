import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { MenuItem } from '@shop/core';
import type { App } from '../../app.ts';
import { auditLog, collections, menus, products } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { staffLogin, type StaffAuth } from '../../test/staff-login.ts';
import { startRedis } from '../../test/redis-server.ts';
import { SEED_MENUS } from '../../db/seed/menus-seed.ts';

let t: TestApp;
let owner: StaffAuth;
let manager: StaffAuth;
let support: StaffAuth;

beforeAll(async () => {
  t = await createTestApp();
  [owner, manager, support] = [
    await staffLogin(t, 'owner'),
    await staffLogin(t, 'manager'),
    await staffLogin(t, 'support'),
  ];
});
afterAll(async () => {
  await t?.close();
});

const link = (id: string, kind: MenuItem['kind'], target: string, children: MenuItem[] = []): MenuItem => ({
  id,
  label: { eng: `EN ${id}`, chi: `繁 ${id}`, cn: `简 ${id}` },
  kind,
  target,
  children,
});

const put = (auth: StaffAuth, handle: string, items: unknown, app?: App) =>
  (app ?? t.app).inject({
    method: 'PUT',
    url: `/api/v1/admin/menus/${handle}`,
    headers: auth.headers,
    payload: { items },
  });
const storeMenus = async (locale: string, app: App = t.app) =>
  (await app.inject(`/api/v1/menus?locale=${locale}`)).json() as {
    footer: { label: string; href: string; external: boolean; children: { label: string; href: string }[] }[];
    side: { label: string; href: string; children: { label: string; href: string }[] }[];
    header: unknown[];
  };
const savedFooter = async () =>
  (await t.database.db.select().from(menus).where(eq(menus.handle, 'footer')))[0]?.items;

describe('the shop reads its menus', () => {
  it('seeds the footer and side menu from what the shop showed, resolved per locale', async () => {
    const hk = await storeMenus('hk');
    expect(hk.header).toEqual([]);
    expect(hk.footer.map((i) => [i.label, i.href])).toEqual([
      ['運送資料', '/shipping'],
      ['退換貨政策', '/exchange'],
      ['私隱政策', '/privacy'],
      ['條款及細則', '/terms'],
      ['品牌故事', '/story'],
      ['會員計劃', '/membership'],
      ['門市', '/shops'],
      ['聯絡我們', '/contactus'],
      ['投資者關係', 'https://investors.oxygen-ceuticals.example'],
    ]);
    expect(hk.footer.at(-1)!.external).toBe(true);
    const en = await storeMenus('en');
    expect(en.footer[0]).toMatchObject({ label: 'Shipping', href: '/en/shipping', external: false });
    expect(en.side[0]).toMatchObject({
      label: 'Oxygen Ceuticals',
      href: expect.stringMatching(/^\/en\/collection\/oxygen-ceuticals/),
    });
    // 2.3-23: the main brand's collections by priority, then Big Pi with its own under it
    expect(en.side.map((i) => i.label)).toEqual([
      'Oxygen Ceuticals',
      'Skin Care',
      'Face',
      'Body',
      'Hair Care',
      'Health Care',
      'Treatments',
      'Gift Sets',
      'Big Pi scalp lab',
    ]);
    const bigPi = en.side.at(-1)!;
    expect(bigPi.label).toBe('Big Pi scalp lab');
    expect(bigPi.children.map((c) => c.href)).toEqual([
      '/en/collection/big-pi-scalp?brand=big-pi',
      '/en/collection/big-pi-hair?brand=big-pi',
    ]);
    expect((await storeMenus('cn')).footer[0]!.label).toBe('配送说明');
    // zh reads Traditional
    expect((await storeMenus('zh')).footer[0]).toMatchObject({ label: '運送資料', href: '/zh/shipping' });
  });

  it('leaves out a link to a hidden collection', async () => {
    await t.database.db.update(collections).set({ published: false }).where(eq(collections.key, 'face'));
    try {
      t.app.catalogue.invalidateSettings();
      expect((await storeMenus('en')).side.map((i) => i.label)).not.toContain('Face');
    } finally {
      await t.database.db.update(collections).set({ published: true }).where(eq(collections.key, 'face'));
      t.app.catalogue.invalidateSettings();
    }
    expect((await storeMenus('en')).side.map((i) => i.label)).toContain('Face');
  });
});

describe('staff edit a menu as a tree', () => {
  it('only staff with content:write read or save a menu (owner and manager; not support)', async () => {
    expect((await t.app.inject('/api/v1/admin/menus/footer')).statusCode).toBe(401);
    const denied = await t.app.inject({ url: '/api/v1/admin/menus/footer', headers: support.headers });
    expect(denied.statusCode).toBe(403);
    const read = await t.app.inject({ url: '/api/v1/admin/menus/footer', headers: manager.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json().items).toEqual(SEED_MENUS.footer);
    // the editor shows targets by name, never by key
    expect(read.json().targets['page:shipping'].title.eng).toBe('Shipping');
  });

  it('saves a whole tree, audited; the shop shows it in every locale at once', async () => {
    const [product] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.published, true))
      .limit(1);
    const tree = [
      link('a', 'collection', 'skin-care', [
        link('a1', 'page', 'shipping'),
        link('a2', 'product', product!.id),
      ]),
      link('b', 'url', 'https://example.com/help'),
      link('c', 'page', 'terms'),
    ];
    const res = await put(owner, 'footer', tree);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toEqual(tree);
    expect(res.json().targets['collection:skin-care'].title.eng).toBe('Skin Care');
    const en = await storeMenus('en');
    expect(en.footer.map((i) => i.href)).toEqual([
      '/en/collection/skin-care',
      'https://example.com/help',
      '/en/terms',
    ]);
    expect(en.footer[0]!.children.map((c) => c.label)).toEqual(['EN a1', 'EN a2']);
    expect(en.footer[0]!.children[1]!.href).toMatch(/^\/en\/[a-z-]+\/[^/]+$/);
    expect((await storeMenus('hk')).footer.map((i) => i.label)).toEqual(['繁 a', '繁 b', '繁 c']);
    expect((await storeMenus('cn')).footer[0]!.label).toBe('简 a');
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'menu.update'));
    expect(entry).toMatchObject({ entity: 'menu', entityId: 'footer' });
    expect(entry!.after).toEqual(tree);
  });

  it('refuses a loop (an item nested in itself) with menu_loop naming the item, writing nothing', async () => {
    const before = await savedFooter();
    const res = await put(owner, 'footer', [
      link('x', 'page', 'shipping'),
      link('y', 'page', 'terms', [link('x', 'page', 'privacy')]),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'menu_loop', field: 'items.1.children.0' });
    const self = await put(owner, 'footer', [link('x', 'url', '/en/admin/menus/footer')]);
    expect(self.json()).toMatchObject({ code: 'menu_loop', field: 'items.0.target' });
    expect(await savedFooter()).toEqual(before);
  });

  it('refuses a link to a page, collection or product that does not exist, naming its field', async () => {
    const before = await savedFooter();
    for (const [kind, target] of [
      ['page', 'no-such-page'],
      ['collection', 'no-such-collection'],
      ['product', 'no-such-product'],
    ] as const) {
      const res = await put(owner, 'footer', [link('p', 'page', 'shipping', [link('q', kind, target)])]);
      expect(res.statusCode, kind).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid', field: 'items.0.children.0.target' });
    }
    expect(await savedFooter()).toEqual(before);
  });

  it('refuses a fourth level, a label in no English or Chinese, and an unsafe address, naming each field', async () => {
    const before = await savedFooter();
    const deep = await put(owner, 'footer', [
      link('1', 'page', 'shipping', [
        link('2', 'page', 'terms', [link('3', 'page', 'story', [link('4', 'page', 'shops')])]),
      ]),
    ]);
    expect(deep.statusCode).toBe(400);
    expect(deep.json().field).toBe('items.0.children.0.children.0.children');
    const label = await put(owner, 'footer', [
      { ...link('1', 'page', 'shipping'), label: { eng: '', chi: '', cn: '简' } },
    ]);
    expect(label.json().field).toBe('items.0.label');
    const js = await put(owner, 'footer', [link('1', 'url', 'javascript:alert(1)')]);
    expect(js.json().field).toBe('items.0.target');
    const unknownHandle = await put(owner, 'topbar', []);
    expect(unknownHandle.statusCode).toBe(400);
    expect(await savedFooter()).toEqual(before);
  });

  it('offers pickers by name: pages, collections and products', async () => {
    const get = async (kind: string, q = '') =>
      (
        await t.app.inject({
          url: `/api/v1/admin/menus/targets?kind=${kind}&q=${encodeURIComponent(q)}`,
          headers: owner.headers,
        })
      ).json().targets as { target: string; title: { eng: string } }[];
    expect((await get('page')).map((p) => p.target)).toEqual(
      expect.arrayContaining(['shipping', 'exchange', 'privacy', 'terms', 'story', 'membership', 'shops']),
    );
    expect((await get('collection', 'skin')).map((c) => c.title.eng)).toEqual(['Skin Care']);
    expect((await get('collection', '護膚')).map((c) => c.target)).toEqual(['skin-care']);
    const found = await get('product', 'serum');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => /serum/i.test(p.title.eng))).toBe(true);
  });
});

describe('two instances with REDIS_URL', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let a: TestApp;
  let twin: { app: App; close(): Promise<void> };
  beforeAll(async () => {
    redis = await startRedis();
    a = await createTestApp({ REDIS_URL: redis.url });
    twin = await a.twin();
  });
  afterAll(async () => {
    await twin?.close();
    await a?.close();
    await redis?.stop();
  });

  it('a save on one drops the cached menus of the other', async () => {
    expect((await storeMenus('en', twin.app)).footer[0]!.label).toBe('Shipping');
    const auth = await staffLogin(a, 'owner');
    const res = await put(auth, 'footer', [link('only', 'page', 'story')], a.app);
    expect(res.statusCode, res.body).toBe(200);
    await expect
      .poll(async () => (await storeMenus('en', twin.app)).footer.map((i) => i.label), {
        timeout: 5000,
        interval: 20,
      })
      .toEqual(['EN only']);
  });
});
