import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@shop/api';
import { createServer } from './server.ts';
import { isGroupPriced } from './web.ts';

// The member page cache (docs/decisions.md): members of one group share a page rendered without them; nothing of
// one shopper (name, email, bag, tokens) may reach another, and each group sees its own prices.
describe('member page cache in the server', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-member-cache-'));
  let server: Awaited<ReturnType<typeof createServer>>;
  beforeAll(async () => {
    server = await createServer(
      loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', PAGE_CACHE_SECONDS: '30' }),
    );
  }, 60_000);
  afterAll(async () => {
    await server?.app.close();
    await server?.database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers });
  const cookiesOf = (setCookie: unknown) =>
    ([setCookie].flat().filter(Boolean) as string[]).map((c) => c.split(';')[0]!);

  interface Shopper {
    name: string;
    cookie: string;
    secrets: string[];
  }
  async function signIn(email: string, csrf: string): Promise<Shopper> {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { cookie: `shop_csrf=${csrf}`, 'x-csrf-token': csrf, 'content-type': 'application/json' },
      payload: { username: email, password: 'Demo1234' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const session = cookiesOf(res.headers['set-cookie']);
    const cookie = ['shop_country=hk', `shop_csrf=${csrf}`, ...session].join('; ');
    return { name: email, cookie, secrets: [csrf, ...session.map((c) => c.split('=')[1]!), email] };
  }
  async function addToBag(shopper: Shopper, csrf: string, quantity: number) {
    const [p] = JSON.parse((await get('/api/v1/product?channel=4&limit=1&sort=popularity')).body) as {
      _id: string;
      sku: string;
      product_option: { sub_sku: string; is_subscription: boolean; display: { purchasable: boolean } }[];
    }[];
    const option = p!.product_option.find((o) => !o.is_subscription && o.display.purchasable)!;
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/cart',
      headers: { cookie: shopper.cookie, 'x-csrf-token': csrf },
      payload: { pid: p!._id, sku: p!.sku, sub_sku: option.sub_sku, quantity, currency: 'HKD' },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
  }
  const MONEY = /HK\$[\d,]+(?:\.\d\d)?/g;
  const prices = (html: string) => new Set(html.match(MONEY) ?? []);

  it('two groups and a guest, interleaved: each its own prices, nobody else’s name, bag or tokens, and hits for members', async () => {
    const vip = await signIn('vip@oxygen-ceuticals.example', 'member-cache-csrf-vip-0123456789');
    const basic = await signIn('basic@oxygen-ceuticals.example', 'member-cache-csrf-basic-0123456789');
    const guest: Shopper = {
      name: 'guest',
      cookie: 'shop_country=hk; shop_csrf=member-cache-csrf-guest-0123456789',
      secrets: ['member-cache-csrf-guest-0123456789'],
    };
    await addToBag(vip, 'member-cache-csrf-vip-0123456789', 2);
    await addToBag(basic, 'member-cache-csrf-basic-0123456789', 1);
    // an Oxygen Ceuticals product: the VIP group pays less there than a guest (and than a basic member)
    const list = (cookie: string) =>
      get('/api/v1/product?channel=4&currency=HKD&country=hk&brand=oxygen-ceuticals&limit=20', {
        cookie,
      }).then(
        (r) => JSON.parse(r.body) as { _id: string; path: string; display: { price: number | null } }[],
      );
    const [vipList, guestList] = [await list(vip.cookie), await list(guest.cookie)];
    const product = vipList.find(
      (p) =>
        p.display.price !== null && p.display.price !== guestList.find((g) => g._id === p._id)?.display.price,
    )!;
    expect(product).toBeDefined();
    const names: Record<string, RegExp[]> = {
      [vip.name]: [/\bVivian\b/, /vip@oxygen/, /u_demo_vip/],
      [basic.name]: [/\bMei\b/, /basic@oxygen/, /u_demo_basic/],
      guest: [],
    };
    const bagOf: Record<string, RegExp> = {
      [vip.name]: /Bag, 2 items/,
      [basic.name]: /Bag, 1 item\b/,
      guest: /Bag, empty/,
    };
    const shoppers = [vip, basic, guest];
    for (const url of ['/en', '/en/collection/skin-care', `/en${product.path}`]) {
      // each shopper's own page, rendered for them (a reload asking for a fresh copy): their prices and name
      const own = new Map<string, string>();
      for (const s of shoppers) {
        const res = await get(url, { cookie: s.cookie, 'cache-control': 'no-cache' });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['x-page-cache']).toBeUndefined();
        own.set(s.name, res.body);
        for (const n of names[s.name]!.slice(0, 1)) expect(res.body, `${s.name} own ${url}`).toMatch(n);
        expect(res.body, `${s.name} own ${url}`).toMatch(bagOf[s.name]!);
      }
      // the VIP sees prices nobody else is shown
      const vipOnly = [...prices(own.get(vip.name)!)].filter(
        (p) => !prices(own.get(guest.name)!).has(p) && !prices(own.get(basic.name)!).has(p),
      );
      expect(vipOnly.length, url).toBeGreaterThan(0);
      const seen: Record<string, string[]> = {};
      // interleaved, three rounds in a different order each time
      for (const order of [
        [vip, basic, guest],
        [guest, vip, basic],
        [basic, guest, vip],
      ]) {
        for (const s of order) {
          const res = await get(url, { cookie: s.cookie });
          const label = `${s.name} ${url}`;
          expect(res.statusCode, label).toBe(200);
          (seen[s.name] ??= []).push(String(res.headers['x-page-cache']));
          // its own group's prices: exactly those of the page rendered for this shopper
          expect(prices(res.body), label).toEqual(prices(own.get(s.name)!));
          if (s !== vip) for (const p of vipOnly) expect(res.body, label).not.toContain(p);
          // nobody's name, email, id, bag, CSRF cookie or session token; the page's own Set-Cookie holds none
          for (const other of shoppers) {
            if (other === s && (res.headers['x-page-cache'] === undefined || s === guest)) continue;
            for (const n of names[other.name]!) expect(res.body, label).not.toMatch(n);
            for (const secret of other.secrets) expect(res.body, label).not.toContain(secret);
          }
          // no shared cache on the way (a CDN) may keep a member's page for someone else
          expect(res.headers['cache-control'], label).toBe('private, no-cache');
          if (s !== guest) {
            expect(res.body, label).not.toMatch(/Bag, \d+ item/);
            expect(String(res.headers['set-cookie'] ?? '')).not.toMatch(/shop_(at|rt|sid|csrf)=/);
          }
        }
      }
      // the first member visit of a path renders for them; from then on members of a group share the page
      for (const s of [vip, basic]) {
        expect(seen[s.name]!.slice(1), `${s.name} ${url}`).not.toContain('undefined');
        expect(seen[s.name], `${s.name} ${url}`).toContain('hit');
      }
    }
    // what the header then fetches is the shopper's own
    const shell = async (s: Shopper) =>
      JSON.parse((await get('/account/shell?country=hk', { cookie: s.cookie })).body) as {
        user: { firstname: string } | null;
        cart: { single_cart: { items: { quantity: number }[] } } | null;
      };
    const [v, b, g] = [await shell(vip), await shell(basic), await shell(guest)];
    expect(v.user?.firstname).toBe('Vivian');
    expect(v.cart?.single_cart.items[0]?.quantity).toBe(2);
    expect(b.user?.firstname).toBe('Mei');
    expect(b.cart?.single_cart.items[0]?.quantity).toBe(1);
    expect(g.user).toBeNull();
    const res = await get('/account/shell?country=hk', { cookie: vip.cookie });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await get('/account/shell?country=zz')).statusCode).toBe(400);
  });

  it('learns groups only from a session token the shop signed: a forged one renders for a guest', async () => {
    const url = '/en/collection/skin-care';
    const forged = await new SignJWT({ sid: 'not-a-session' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u_demo_vip')
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode('not the shop secret'));
    for (const cookie of [`shop_at=${forged}`, 'shop_at=x', 'shop_group=vip; shop_at=x']) {
      await get(url, { cookie });
      const res = await get(url, { cookie });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-page-cache'], cookie).toBeUndefined();
    }
  });

  it('gives the member session only to the group-priced reads', () => {
    expect(isGroupPriced('/api/v1/product?channel=4&limit=1')).toBe(true);
    expect(isGroupPriced('/api/v1/product/offers/p1?currency=HKD')).toBe(true);
    for (const url of [
      '/api/v1/user',
      '/api/v1/cart?currency=HKD',
      '/api/v1/user/comments/reviewable/p1',
      '/api/v1/product/comment/p1',
      '/api/v1/product/offers/p1/x',
      '/api/v1/wallet',
      '/api/v1/product/../user',
    ])
      expect(isGroupPriced(url), url).toBe(false);
  });
});
