import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  server = await createServer(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY: '127.0.0.1', PAGE_CACHE_SECONDS: '0' }));
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

interface Reply { status: number; body: { ok: boolean; code?: string; errors?: string[] }; setCookie: string[] }

/** Real HTTP from the socket address `from`, as a browser there would send it. */
function http(from: string, method: string, url: string, headers: Record<string, string> = {}, body = ''): Promise<{ status: number; text: string; setCookie: string[] }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${url}`, { method, localAddress: from, headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => { text += c; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text, setCookie: res.headers['set-cookie'] ?? [] }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Posts a page form (the /auth action); `via` adds the X-Forwarded-For a proxy (or a liar) would send. */
async function form(from: string, fields: Record<string, string>, opts: { cookie?: string; xff?: string } = {}): Promise<Reply> {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.xff) headers['x-forwarded-for'] = opts.xff;
  const res = await http(from, 'POST', '/en/auth', headers, new URLSearchParams(fields).toString());
  return { status: res.status, body: JSON.parse(res.text), setCookie: res.setCookie };
}
const login = (from: string, email: string, password: string, opts: { extra?: Record<string, string>; xff?: string; cookie?: string } = {}) =>
  form(from, { intent: 'login', mode: 'email', email, password, ...opts.extra }, opts);

describe('per-address limits on the web path', () => {
  it('20 failed logins from one address lock login for that address only', async () => {
    const a = '127.0.0.2';
    for (let i = 0; i < 20; i++) expect((await login(a, `nobody${i}@example.com`, 'Wrong1234')).status).toBe(401);
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
    const send = (from: string, phone: string) => form(from, {
      intent: 'send-otp', channel: 'sms', recaptchaResponse: DEV_BOT_TOKEN, contact_no_country: '852', contact_no: phone,
    });
    const a = '127.0.0.4';
    for (let i = 0; i < 10; i++) expect((await send(a, String(62000000 + i))).status).toBe(200);
    expect((await send(a, '62000099')).status).toBe(429);
    expect((await send('127.0.0.5', '62000100')).status).toBe(200);
  });
});
