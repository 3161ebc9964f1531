import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@shop/api';
import { createServer } from './server.ts';

/**
 * The product page's bundle add-on form (2.9-10) on the path a shopper takes: real HTTP to the page route,
 * whose action calls the cart API in-process. The offer price holds only with the product in the bag, so the
 * action brings the product along, in the same guest session it may have just opened.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-add-on-'));
let server: Awaited<ReturnType<typeof createServer>>;
let base = '';
beforeAll(async () => {
  server = await createServer(
    loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', PAGE_CACHE_SECONDS: '0' }),
  );
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = server.app.server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
}, 60_000);
afterAll(async () => {
  await server?.app.close();
  await server?.database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function http(
  method: string,
  url: string,
  headers: Record<string, string> = {},
  body = '',
): Promise<{ status: number; text: string; location?: string; setCookie: string[] }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${url}`,
      { method, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            text,
            location: res.headers.location,
            setCookie: res.headers['set-cookie'] ?? [],
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const PAGE = '/en/oxygen-ceuticals/oxygen-bubble-cleansing-gel';
const fields = {
  intent: 'add_on',
  pid: 'p_hyaluronic-serum-mini',
  sku: 'OC-MINI-HA',
  sub_sku: 'OC-MINI-HA-10ML',
  parent_pid: 'p_oxygen-bubble-cleansing-gel',
  parent_sku: 'OC-CLN-O2GEL',
  parent_sub_sku: 'OC-CLN-O2GEL-150ML',
  redirectTo: PAGE,
};
const post = (body: Record<string, string>, cookie = '', url = PAGE) =>
  http(
    'POST',
    url,
    { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    new URLSearchParams(body).toString(),
  );
interface Line {
  sku: string;
  quantity: number;
  price: number;
  bundle_sku: string | null;
}
const bagOf = async (cookie: string) =>
  (
    JSON.parse((await http('GET', '/api/v1/cart?currency=HKD&country=hk', { cookie })).text) as {
      single_cart: { items: Line[] };
    }
  ).single_cart.items;

describe('bundle add-on from the product page', () => {
  it('a new guest without JavaScript gets the product and the add-on at its offer price, in one session', async () => {
    const res = await post(fields);
    expect(res.status).toBe(302);
    expect(res.location).toBe(PAGE);
    const sessions = res.setCookie.filter((c) => c.startsWith('shop_sid='));
    // the session the first call opened is the one the second call used
    expect(sessions).toHaveLength(1);
    const cookie = sessions[0]!.split(';')[0]!;
    const items = await bagOf(cookie);
    expect(items).toHaveLength(2);
    expect(items.find((i) => i.sku === 'OC-CLN-O2GEL')).toMatchObject({
      quantity: 1,
      price: 28000,
      bundle_sku: null,
    });
    // OC-MINI-HA: HK$180.00, HK$90.00 as an add-on
    expect(items.find((i) => i.sku === 'OC-MINI-HA')).toMatchObject({
      quantity: 1,
      price: 9000,
      bundle_sku: 'OC-CLN-O2GEL',
    });

    // the product already in the bag: only the add-on is added
    expect((await post(fields, cookie)).status).toBe(302);
    const again = await bagOf(cookie);
    expect(again.find((i) => i.sku === 'OC-CLN-O2GEL')?.quantity).toBe(1);
    expect(again.find((i) => i.sku === 'OC-MINI-HA')).toMatchObject({ quantity: 2, price: 9000 });
  });

  it('a form without the product variant is refused with 400, never a 5xx, and adds nothing', async () => {
    const bad = [
      { ...fields, parent_sub_sku: '' },
      { ...fields, sub_sku: 'NOPE' },
      // a product this one does not offer as an add-on
      { ...fields, pid: 'p_silk-melt-cleansing-oil', sku: 'OC-CLN-OIL', sub_sku: 'OC-CLN-OIL-200ML' },
    ];
    for (const body of bad) {
      const res = await post(body, '', `${PAGE}.data`);
      expect(res.status).toBe(400);
      // nothing reached the bag: not even a guest session was opened
      expect(res.setCookie.filter((c) => c.startsWith('shop_sid='))).toEqual([]);
    }
  });
});
