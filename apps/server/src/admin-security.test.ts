import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@shop/api';
import { createServer } from './server.ts';

/**
 * Back-office sign-in defences on the path staff take: real HTTP to the /admin/login page, whose action calls the
 * API in-process. Each client has its own socket address (127.0.0.x).
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-admin-'));
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

const PASSWORD = 'Demo-staff-2026';

function http(
  from: string,
  method: string,
  url: string,
  headers: Record<string, string> = {},
  body = '',
): Promise<{ status: number; text: string; setCookie: string[]; location?: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${url}`,
      { method, localAddress: from, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            text,
            setCookie: res.headers['set-cookie'] ?? [],
            location: res.headers.location,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const signIn = (from: string, email: string, password: string, headers: Record<string, string> = {}) =>
  http(
    from,
    'POST',
    '/admin/login',
    { 'content-type': 'application/x-www-form-urlencoded', cookie: 'shop_admin_lang=en', ...headers },
    new URLSearchParams({ email, password }).toString(),
  );
const jar = (setCookie: string[]) => setCookie.map((c) => c.split(';')[0]).join('; ');

describe('staff sign-in through the page', () => {
  it('a wrong password answers 401 with the reason; the right one sets the staff cookie and goes to /admin', async () => {
    const bad = await signIn('127.0.0.2', 'owner@example.com', 'not-it');
    expect(bad.status).toBe(401);
    expect(bad.text).toContain('The email or password is not right.');
    const ok = await signIn('127.0.0.2', 'owner@example.com', PASSWORD);
    expect(ok.status).toBe(302);
    expect(ok.location).toBe('/admin');
    expect(ok.setCookie.some((c) => c.startsWith('shop_staff=') && /HttpOnly/i.test(c))).toBe(true);
    const dash = await http('127.0.0.2', 'GET', '/admin', { cookie: jar(ok.setCookie) });
    expect(dash.status).toBe(200);
    expect(dash.text).toContain('Olivia Owner');
  });

  it('five wrong passwords lock the account, whichever address they come from', async () => {
    for (let i = 0; i < 5; i++)
      expect((await signIn(`127.0.1.${i + 10}`, 'support@example.com', `wrong-${i}`)).status).toBe(401);
    const locked = await signIn('127.0.1.99', 'support@example.com', PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.text).toMatch(/Too many unsuccessful sign-ins\. Try again in \d+ minutes\./);
  });

  it('thirty sign-ins a minute from one address, then 429 for that address only', async () => {
    for (let i = 0; i < 30; i++)
      expect((await signIn('127.0.2.2', `nobody${i}@example.com`, 'x')).status).toBe(401);
    expect((await signIn('127.0.2.2', 'manager@example.com', PASSWORD)).status).toBe(429);
    expect((await signIn('127.0.2.3', 'manager@example.com', PASSWORD)).status).toBe(302);
  });

  it('a form on another site cannot sign anyone in', async () => {
    const res = await signIn('127.0.0.4', 'owner@example.com', PASSWORD, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.setCookie.some((c) => c.startsWith('shop_staff='))).toBe(false);
  });

  it("a shopper's cookies do not open /admin; signing out ends the staff session", async () => {
    const shopper = await http('127.0.0.5', 'GET', '/admin', {
      cookie: 'shop_at=anything; shop_rt=anything',
    });
    expect(shopper.status).toBe(302);
    expect(shopper.location).toBe('/admin/login?next=%2Fadmin');
    const ok = await signIn('127.0.0.5', 'fulfilment@example.com', PASSWORD);
    const cookie = jar(ok.setCookie);
    const out = await http('127.0.0.5', 'POST', '/admin/logout', {
      cookie,
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(out.status).toBe(302);
    expect(out.location).toBe('/admin/login');
    const after = await http('127.0.0.5', 'GET', '/admin', { cookie });
    expect(after.status).toBe(302);
  });
});
