import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loadConfig } from '@shop/api';
import { createServer } from './server.ts';

/**
 * Account defences proven on the path a shopper takes: real HTTP to the page routes, whose React Router actions
 * call the API in-process (injectFetch). Each shopper has its own socket address (127.0.0.x); 127.0.0.1 plays
 * the trusted proxy in front (TRUST_PROXY), whose X-Forwarded-For names the shopper behind it.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-accounts-'));
let server: Awaited<ReturnType<typeof createServer>>;
let base = '';
beforeAll(async () => {
  server = await createServer(
    loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      TRUST_PROXY: '127.0.0.1',
      PAGE_CACHE_SECONDS: '0',
    }),
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

const VIP = { email: 'vip@oxygen-ceuticals.example', password: 'Demo1234' };
const DEV_BOT_TOKEN = 'dev-bot-check-pass';

interface Reply {
  status: number;
  body: { ok: boolean; code?: string; errors?: string[] };
  setCookie: string[];
}

/** Real HTTP from the socket address `from`, as a browser there would send it. */
function http(
  from: string,
  method: string,
  url: string,
  headers: Record<string, string> = {},
  body = '',
): Promise<{ status: number; text: string; setCookie: string[] }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${url}`,
      { method, localAddress: from, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text, setCookie: res.headers['set-cookie'] ?? [] }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Posts a page form (the /auth action); `via` adds the X-Forwarded-For a proxy (or a liar) would send. */
async function form(
  from: string,
  fields: Record<string, string>,
  opts: { cookie?: string; xff?: string } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.xff) headers['x-forwarded-for'] = opts.xff;
  const res = await http(from, 'POST', '/en/auth', headers, new URLSearchParams(fields).toString());
  return { status: res.status, body: JSON.parse(res.text), setCookie: res.setCookie };
}
const login = (
  from: string,
  email: string,
  password: string,
  opts: { extra?: Record<string, string>; xff?: string; cookie?: string } = {},
) => form(from, { intent: 'login', mode: 'email', email, password, ...opts.extra }, opts);

describe('per-address limits on the web path', () => {
  it('20 failed logins from one address lock login for that address only', async () => {
    const a = '127.0.0.2';
    for (let i = 0; i < 20; i++)
      expect((await login(a, `nobody${i}@example.com`, 'Wrong1234')).status).toBe(401);
    const blocked = await login(a, VIP.email, VIP.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('rate_limited');
    expect(blocked.body.errors?.[0]).toMatch(/^Please wait \d+ seconds and try again/);
    // a made-up X-Forwarded-For from a shopper who is not the proxy changes nothing
    expect((await login(a, VIP.email, VIP.password, { xff: '198.51.100.7' })).status).toBe(429);
    // another shopper, directly and through the trusted proxy
    const b = await login('127.0.0.3', VIP.email, VIP.password);
    expect(b.status).toBe(200);
    expect(b.setCookie.some((c) => c.startsWith('shop_at='))).toBe(true);
    expect((await login('127.0.0.1', VIP.email, VIP.password, { xff: '203.0.113.20' })).status).toBe(200);
  });

  it('an address that used up its code sends does not stop another address', async () => {
    const send = (from: string, phone: string) =>
      form(from, {
        intent: 'send-otp',
        channel: 'sms',
        recaptchaResponse: DEV_BOT_TOKEN,
        contact_no_country: '852',
        contact_no: phone,
      });
    const a = '127.0.0.4';
    for (let i = 0; i < 10; i++) expect((await send(a, String(62000000 + i))).status).toBe(200);
    expect((await send(a, '62000099')).status).toBe(429);
    expect((await send('127.0.0.5', '62000100')).status).toBe(200);
  });
});

/** name=value of a Set-Cookie list */
const cookieValue = (setCookie: string[], name: string) =>
  setCookie
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0]
    ?.slice(name.length + 1);

describe('sessions on the web path', () => {
  it('two tabs loading pages with an expired access token both stay signed in; the old token later ends the family', async () => {
    const signedIn = await login('127.0.0.8', VIP.email, VIP.password);
    const rt = cookieValue(signedIn.setCookie, 'shop_rt')!;
    // the access token is past its 15 minutes: every page render refreshes with the same refresh token
    const stale = `shop_at=expired; shop_rt=${rt}`;
    const tabs = await Promise.all(
      [1, 2].map(() => http('127.0.0.8', 'GET', '/en/account', { cookie: stale })),
    );
    for (const tab of tabs) {
      expect(tab.status).toBe(200);
      expect(tab.text).toContain('Vivian');
      expect(cookieValue(tab.setCookie, 'shop_rt')).toBeTruthy();
    }
    // the same token once the grace window is over: copied, so every session of the family ends
    const hash = createHash('sha256').update(rt).digest('hex');
    await server.database.db.execute(
      sql`update sessions set used_at = now() - interval '1 minute' where token_hash = ${hash}`,
    );
    const replay = await http('127.0.0.8', 'GET', '/en/account', { cookie: stale });
    expect(replay.text).not.toContain('Vivian');
    const tab1 = `shop_at=expired; shop_rt=${cookieValue(tabs[0]!.setCookie, 'shop_rt')}`;
    expect((await http('127.0.0.8', 'GET', '/en/account', { cookie: tab1 })).text).not.toContain('Vivian');
  });

  it('auth cookies set by the login form last 365 days, and so does the consent cookie', async () => {
    const res = await login('127.0.0.9', VIP.email, VIP.password);
    for (const name of ['shop_at', 'shop_rt']) {
      expect(res.setCookie.find((c) => c.startsWith(`${name}=`))).toMatch(/Max-Age=31536000;.*HttpOnly/);
    }
    const consent = await http(
      '127.0.0.9',
      'POST',
      '/en/preferences',
      { 'content-type': 'application/x-www-form-urlencoded' },
      'intent=consent&redirectTo=%2Fen',
    );
    expect(consent.setCookie.find((c) => c.startsWith('shop_gdpr='))).toMatch(/Max-Age=31536000/);
  });
});

describe('lockout on the web path', () => {
  it('after 10 wrong passwords the login form asks this address for the bot check; the right password still gets in', async () => {
    const a = '127.0.0.10';
    for (let i = 0; i < 10; i++) expect((await login(a, VIP.email, 'Wrong1234')).status).toBe(401);
    const asked = await login(a, VIP.email, VIP.password);
    expect(asked.status).toBe(400);
    expect(asked.body.code).toBe('bot_check_required');
    expect(asked.body.errors?.[0]).toMatch(/confirm you are not a robot/);
    expect((await login('127.0.0.11', VIP.email, VIP.password)).status).toBe(200);
    expect(
      (await login(a, VIP.email, VIP.password, { extra: { recaptchaResponse: DEV_BOT_TOKEN } })).status,
    ).toBe(200);
  });
});

describe('guest bag session on the web path', () => {
  it('a planted shop_sid is replaced by a server-issued one, which is then kept', async () => {
    const [p] = JSON.parse(
      (await http('127.0.0.12', 'GET', '/api/v1/product?channel=4&brand=oxygen-ceuticals&limit=1')).text,
    ) as {
      _id: string;
      sku: string;
      product_option: { sub_sku: string; is_subscription: boolean; display: { purchasable: boolean } }[];
    }[];
    if (!p) throw new Error('no p in the answer');
    const option = p.product_option.find((o) => !o.is_subscription && o.display.purchasable)!;
    const body = new URLSearchParams({
      intent: 'add',
      pid: p._id,
      sku: p.sku,
      sub_sku: option.sub_sku,
      quantity: '1',
      redirectTo: '/en',
    }).toString();
    const headers = (cookie: string) => ({ 'content-type': 'application/x-www-form-urlencoded', cookie });
    const planted = await http(
      '127.0.0.12',
      'POST',
      '/en/cart',
      headers('shop_sid=attacker-chosen-session-0123456789'),
      body,
    );
    expect(planted.status).toBe(302);
    const issued = cookieValue(planted.setCookie, 'shop_sid');
    expect(issued).toMatch(/^[\w-]{24}\.[\w-]{32}$/);
    const again = await http('127.0.0.12', 'POST', '/en/cart', headers(`shop_sid=${issued}`), body);
    expect(cookieValue(again.setCookie, 'shop_sid')).toBeUndefined();
    const bag = JSON.parse(
      (
        await http('127.0.0.12', 'GET', '/api/v1/cart?currency=HKD&country=hk', {
          cookie: `shop_sid=${issued}`,
        })
      ).text,
    );
    expect(bag.single_cart.items[0]).toMatchObject({ sub_sku: option.sub_sku, quantity: 2 });
  });
});
