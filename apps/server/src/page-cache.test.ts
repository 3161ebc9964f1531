import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@shop/api';
import { createServer } from './server.ts';
import { gzipStoredPage, storedBody, storedHeaders, storePage } from './page-cache.ts';

describe('stored pages', () => {
  const html = `<html><script nonce="OLD">a()</script>${'<p>多語言 text 🌿</p>'.repeat(500)}<script nonce="OLD">b()</script></html>`;
  const headers = new Headers({
    'content-security-policy': "script-src 'self' 'nonce-OLD'",
    'content-type': 'text/html',
  });

  it('serves every hit with the new nonce in the policy and the body', () => {
    const page = storePage(200, headers, html)!;
    expect(storedHeaders(page, 'NEW1')).toContainEqual([
      'content-security-policy',
      "script-src 'self' 'nonce-NEW1'",
    ]);
    expect(storedBody(page, 'NEW1').toString()).toBe(html.replaceAll('OLD', 'NEW1'));
  });

  it('gzips a hit without compressing again, and the result inflates to the page', () => {
    const page = storePage(200, headers, html)!;
    for (const nonce of ['n1', 'a-much-longer-nonce-value+/==']) {
      expect(gunzipSync(gzipStoredPage(page, nonce)).toString()).toBe(html.replaceAll('OLD', nonce));
    }
    expect(gzipStoredPage(page, 'n1').length).toBeLessThan(html.length / 10);
  });

  it('keeps nothing from a page without a nonce', () => {
    expect(storePage(200, new Headers(), html)).toBeNull();
  });
});

describe('guest page cache in the server', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-page-cache-'));
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
  const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))![1]!;

  it('shares a product page between guests, each with its own nonce, and never leaks the opt-in header', async () => {
    const first = await get('/en/collection/skin-care');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    const second = await get('/en/collection/skin-care');
    expect(second.headers['x-page-cache']).toBe('hit');
    for (const res of [first, second]) {
      expect(res.headers['x-shop-page-cache']).toBeUndefined();
      expect(res.body).toContain(`nonce="${nonceOf(res.headers['content-security-policy'])}"`);
    }
    expect(nonceOf(second.headers['content-security-policy'])).not.toBe(
      nonceOf(first.headers['content-security-policy']),
    );
    expect(second.body.replaceAll(nonceOf(second.headers['content-security-policy']), 'N')).toBe(
      first.body.replaceAll(nonceOf(first.headers['content-security-policy']), 'N'),
    );
  });

  it('sends a gzipped hit that inflates to the page', async () => {
    await get('/en/pi-marketplace');
    const res = await get('/en/pi-marketplace', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['x-page-cache']).toBe('hit');
    expect(res.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(res.rawPayload).toString();
    expect(html).toContain(`nonce="${nonceOf(res.headers['content-security-policy'])}"`);
  });

  it('weighs Accept-Encoding on a hit: a wildcard takes gzip, a q=0 refuses it', async () => {
    await get('/en/pi-marketplace');
    const any = await get('/en/pi-marketplace', { 'accept-encoding': '*' });
    expect(any.headers['x-page-cache']).toBe('hit');
    expect(any.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(any.rawPayload).toString()).toContain('</html>');
    const refused = await get('/en/pi-marketplace', { 'accept-encoding': 'gzip;q=0, identity' });
    expect(refused.headers['x-page-cache']).toBe('hit');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toContain('</html>');
  });

  it('keys pages by preference cookies and caches the hk first visit with its country cookie', async () => {
    await get('/');
    const hk = await get('/');
    expect(hk.headers['x-page-cache']).toBe('hit');
    expect(String(hk.headers['set-cookie'])).toMatch(/^shop_country=hk;/);
    const dark = await get('/', { cookie: 'shop_theme=dark; shop_country=hk' });
    expect(dark.headers['x-page-cache']).toBe('miss');
    expect(dark.body).toContain('data-theme="dark"');
  });

  it('renders anew for a visitor with a session or an unknown cookie, and on a no-cache reload', async () => {
    await get('/en/story');
    for (const headers of [
      { cookie: 'shop_sid=abcdefabcdefabcdef; shop_at=x' },
      { cookie: 'shop_at=x' },
      { cookie: 'other=1' },
      { 'cache-control': 'no-cache' },
    ] as Record<string, string>[]) {
      const res = await get('/en/story', headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-page-cache'], JSON.stringify(headers)).toBeUndefined();
    }
  });

  it('never shares pages that have not opted in', async () => {
    for (const url of ['/en/checkout', '/en/account', '/en/contactus']) {
      await get(url);
      const res = await get(url);
      expect(res.headers['x-page-cache'], url).toBeUndefined();
    }
  });

  it('sends a guest with a bag the guest page on shared paths (the header fetches the bag), their own elsewhere', async () => {
    const csrf = 'page-cache-test-csrf-0123456789';
    const [product] = JSON.parse((await get('/api/v1/product?channel=4&limit=1&sort=popularity')).body) as {
      _id: string;
      sku: string;
      path: string;
      product_option: { sub_sku: string; is_subscription: boolean; display: { purchasable: boolean } }[];
    }[];
    const option = product!.product_option.find((o) => !o.is_subscription && o.display.purchasable)!;
    const add = await server.app.inject({
      method: 'POST',
      url: '/api/v1/cart',
      headers: { cookie: `shop_csrf=${csrf}`, 'x-csrf-token': csrf },
      payload: {
        pid: product!._id,
        sku: product!.sku,
        sub_sku: option.sub_sku,
        quantity: 1,
        currency: 'HKD',
      },
    });
    expect(add.statusCode).toBeLessThan(300);
    const sid = String(add.headers['set-cookie']).match(/shop_sid=[^;]+/)![0];
    const bag = { cookie: `shop_country=hk; shop_csrf=${csrf}; ${sid}` };
    const url = `/en${product!.path}`;
    const withBag = /aria-label="Bag, 1 item"/;
    // a path not yet seen renders for the shopper; from then on it is known to be shared
    const first = await get(url, bag);
    expect(first.headers['x-page-cache']).toBeUndefined();
    expect(first.body).toMatch(withBag);
    const shell = await get(url, bag);
    expect(shell.headers['x-page-cache']).toBe('miss');
    expect(shell.body).not.toMatch(withBag);
    expect(shell.body).not.toContain(sid.split('=')[1]);
    expect(shell.headers['set-cookie'] ?? '').not.toMatch(/shop_sid/);
    // what the bag's request stored is the page any guest gets, and the guest's copy serves the bag too
    const guest = await get(url, { cookie: 'shop_country=hk' });
    expect(guest.headers['x-page-cache']).toBe('hit');
    expect(guest.body).not.toMatch(withBag);
    expect((await get(url, bag)).headers['x-page-cache']).toBe('hit');
    // the bag itself, for the header, and the pages that are not shared, still carry it
    const cart = JSON.parse((await get('/api/v1/cart?currency=HKD&country=hk', bag)).body) as {
      single_cart: { items: unknown[] };
    };
    expect(cart.single_cart.items).toHaveLength(1);
    for (const page of ['/en/checkout', '/en/contactus']) {
      await get(page, bag);
      const res = await get(page, bag);
      expect(res.headers['x-page-cache'], page).toBeUndefined();
      expect(res.body, page).toMatch(withBag);
    }
    // a reload asking for a fresh copy renders the shopper's own page
    const reload = await get(url, { ...bag, 'cache-control': 'no-cache' });
    expect(reload.headers['x-page-cache']).toBeUndefined();
    expect(reload.body).toMatch(withBag);
  });
});
