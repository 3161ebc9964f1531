import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionEnv } from '../../api/src/test/production-env.ts';

/**
 * SHOP_MODE, as an operator meets it: the real process (main.ts) and the built pages. Production refuses every demo
 * setting at boot with one message; configured with real providers (local fakes here) it boots, sends codes through
 * them, and none of the demo's doors exist.
 */
const main = path.resolve(import.meta.dirname, 'main.ts');
const dirs: string[] = [];
const dataDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'shop-mode-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

const baseEnv = (port: number, dir: string) => ({
  PATH: process.env.PATH ?? '',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dir,
  LOG_LEVEL: 'info',
  NODE_ENV: 'test',
  METRICS_PORT: '0',
  // stopped by the test when done: no load balancer to drain from
  SHUTDOWN_DELAY_SECONDS: '0',
});

/** Runs main.ts until it exits or answers on /api/health. */
async function run(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; exit?: number; output: () => string }> {
  const child = spawn(process.execPath, [main], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (c) => {
    output += c;
  });
  child.stderr!.on('data', (c) => {
    output += c;
  });
  const exited = new Promise<number>((r) => child.once('exit', (code) => r(code ?? 1)));
  const end = Date.now() + 60_000;
  while (Date.now() < end) {
    const code = await Promise.race([exited, new Promise<undefined>((r) => setTimeout(r, 200))]);
    if (code !== undefined) return { child, exit: code, output: () => output };
    try {
      if ((await fetch(`http://127.0.0.1:${env.PORT}/api/health`)).ok) return { child, output: () => output };
    } catch {
      /* booting */
    }
  }
  child.kill('SIGKILL');
  throw new Error(`server neither started nor exited:\n${output}`);
}

async function stop(child: ChildProcess) {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** Twilio's Messages API and a bot-check siteverify endpoint, as far as the shop calls them. */
interface Seen {
  sms: URLSearchParams[];
  verify: URLSearchParams[];
}
const seen: Seen = { sms: [], verify: [] };
const body = (req: IncomingMessage) =>
  new Promise<string>((r) => {
    let b = '';
    req.on('data', (c) => {
      b += c;
    });
    req.on('end', () => r(b));
  });
const fakes = createHttpServer((req, res) => void answerFake(req, res));
async function answerFake(req: IncomingMessage, res: ServerResponse) {
  const form = new URLSearchParams(await body(req));
  res.setHeader('content-type', 'application/json');
  if (req.url?.endsWith('/Messages.json')) {
    seen.sms.push(form);
    res.statusCode = 201;
    return res.end(JSON.stringify({ sid: 'SM0123', status: 'queued' }));
  }
  if (req.url === '/siteverify') {
    seen.verify.push(form);
    return res.end(JSON.stringify({ success: form.get('response') === 'a-real-widget-token' }));
  }
  res.statusCode = 404;
  res.end('{}');
}
let fakeUrl = '';
beforeAll(async () => {
  await new Promise<void>((r) => fakes.listen(0, '127.0.0.1', r));
  fakeUrl = `http://127.0.0.1:${(fakes.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((r) => fakes.close(() => r())));

describe('SHOP_MODE=production', () => {
  it('refuses to boot with the demo configuration, naming each problem, and exits non-zero', async () => {
    const port = await freePort();
    const r = await run({ ...baseEnv(port, dataDir()), SHOP_MODE: 'production' });
    expect(r.exit).toBe(1);
    const out = r.output();
    expect(out).toContain('SHOP_MODE=production refuses to start');
    for (const problem of [
      'PAYMENT_PROVIDER: is sandbox',
      'BOT_CHECK_PROVIDER: is dev',
      'SMS_PROVIDER: is outbox',
      'SMTP_URL: is unset',
      'AUTH_SECRET: is required',
      'PUBLIC_URL: is required',
    ]) {
      expect(out).toContain(problem);
    }
  });

  it('refuses to boot on PayDollar with example credentials or a gateway on this machine', async () => {
    const port = await freePort();
    const r = await run({
      ...baseEnv(port, dataDir()),
      SHOP_MODE: 'production',
      PAYMENT_PROVIDER: 'paydollar',
      PAYDOLLAR_MERCHANT_ID: '12345678',
      PAYDOLLAR_SECURE_HASH_SECRET: 'example-secure-hash-secret',
      PAYDOLLAR_API_LOGIN: 'apiuser',
      PAYDOLLAR_API_PASSWORD: 'password123',
      PAYDOLLAR_URL: 'http://127.0.0.1:9/b2c2',
    });
    expect(r.exit).toBe(1);
    const out = r.output();
    expect(out).toContain('SHOP_MODE=production refuses to start');
    for (const problem of [
      'PAYDOLLAR_MERCHANT_ID: is an example value',
      'PAYDOLLAR_SECURE_HASH_SECRET: is a default or example value',
      'PAYDOLLAR_API_PASSWORD: is a default or example value',
      'PAYDOLLAR_URL: must be the https gateway',
    ])
      expect(out).toContain(problem);
    expect(out).not.toContain('PAYMENT_PROVIDER: is sandbox');
  });

  it('refuses a database that still holds the demo members, staff and coupons', async () => {
    const dir = dataDir();
    const demo = await run({ ...baseEnv(await freePort(), dir) });
    expect(demo.exit).toBeUndefined();
    await stop(demo.child);
    const r = await run({ ...baseEnv(await freePort(), dir), ...productionEnv() });
    expect(r.exit).toBe(1);
    expect(r.output()).toContain('the database holds demo data');
    expect(r.output()).toContain('demo member vip@oxygen-ceuticals.example');
    expect(r.output()).toContain('demo coupon ONEUSE');
    expect(r.output()).toContain('demo staff owner@example.com');
  });

  it('boots with real providers: no demo banner, no sandbox, no dev outbox, codes go out by SMS after a real bot check', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const r = await run({
      ...baseEnv(port, dataDir()),
      ...productionEnv({ twilio: fakeUrl, botCheck: `${fakeUrl}/siteverify` }),
      SEED_CATALOGUE: 'true',
    });
    try {
      expect(r.exit, r.output()).toBeUndefined();
      expect(r.output()).toContain('mode production');
      expect(r.output()).not.toContain('demo shop');

      const page = await fetch(`${base}/en`);
      const home = await page.text();
      expect(home).toContain('Oxygen Ceuticals');
      // the page may run the real bot check (Turnstile) and Stripe's card form, and nothing else off-site
      const csp = page.headers.get('content-security-policy')!;
      expect(csp).toContain("script-src 'self' 'nonce-");
      expect(csp).toContain('https://challenges.cloudflare.com https://js.stripe.com');
      expect(csp).toContain("connect-src 'self' https://api.stripe.com");
      expect(csp).toContain("form-action 'self' https://hooks.stripe.com");
      expect(home).not.toContain('Demo shop');
      for (const url of [
        '/dev/outbox',
        '/pay/sandbox/00000000-0000-4000-8000-000000000000',
        '/api/dev/outbox',
        '/api/docs',
        '/api/docs/json',
      ]) {
        expect((await fetch(`${base}${url}`, { redirect: 'manual' })).status, url).toBe(404);
      }
      // no demo member: the published password opens nothing
      const csrf = 'production-test-csrf-0123456789';
      const headers = {
        cookie: `shop_csrf=${csrf}`,
        'x-csrf-token': csrf,
        'content-type': 'application/json',
      };
      // the demo's review-reward grant does not exist, and the catalogue comes without the demo's reviews or stories
      const grant = await fetch(`${base}/api/dev/review-reward`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: 'vip@oxygen-ceuticals.example' }),
      });
      expect(grant.status).toBe(404);
      const [product] = (await (
        await fetch(`${base}/api/v1/product?channel=4&limit=1&unique_url=triple-hyaluronic-serum`)
      ).json()) as {
        _id: string;
      }[];
      const reviews = (await (await fetch(`${base}/api/v1/product/comment/${product!._id}`)).json()) as {
        count: number;
      };
      expect(reviews.count).toBe(0);
      const { stories } = (await (await fetch(`${base}/api/v1/review-stories`)).json()) as {
        stories: { _id?: string | null }[];
      };
      expect(stories.filter((s) => s._id)).toEqual([]);
      const login = await fetch(`${base}/api/v1/user/login`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ username: 'vip@oxygen-ceuticals.example', password: 'Demo1234' }),
      });
      expect(login.status).toBe(401);
      // nor the demo staff password: there are no demo staff
      const staff = await fetch(`${base}/api/v1/admin/auth/login`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: 'owner@example.com', password: 'Demo-staff-2026' }),
      });
      expect(staff.status).toBe(401);

      // the dev provider's token means nothing here; the real check decides, then the code goes out by SMS
      const otp = (token: string) =>
        fetch(`${base}/api/v1/user/register-otp`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            recaptchaResponse: token,
            contact_no_country: '852',
            contact_no: '61234567',
            preferred_lang: 'en',
          }),
        });
      expect((await otp('dev-bot-check-pass')).status).toBe(400);
      expect(seen.sms).toHaveLength(0);
      expect((await otp('a-real-widget-token')).status).toBe(200);
      expect(seen.verify.at(-1)?.get('secret')).toBe(productionEnv().BOT_CHECK_SECRET);
      expect(seen.sms).toHaveLength(1);
      expect(seen.sms[0]!.get('To')).toBe('+85261234567');
      expect(seen.sms[0]!.get('Body')).toMatch(/\d{5}/);
    } finally {
      await stop(r.child);
    }
  });

  it('says it is the demo shop when it is one: a log line at boot and a banner on every page', async () => {
    const port = await freePort();
    const r = await run({ ...baseEnv(port, dataDir()) });
    try {
      expect(r.output()).toContain('demo shop: no real payments');
      for (const page of ['/', '/en', '/en/collection/skin-care']) {
        const res = await fetch(`http://127.0.0.1:${port}${page}`);
        expect(await res.text(), page).toMatch(/Demo shop: no real payments|示範商店：不會收取真實款項/);
        // the demo's sandboxes are all same-origin
        expect(res.headers.get('content-security-policy'), page).not.toContain('https://');
      }
    } finally {
      await stop(r.child);
    }
  });
});
