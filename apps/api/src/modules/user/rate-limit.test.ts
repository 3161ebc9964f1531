import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEV_BOT_TOKEN } from '../../providers/captcha/captcha.provider.ts';

/**
 * Security: per-address limits on the doors an attacker would hammer. Each case uses its own address, so the limits
 * of one do not leak into another; the answer is a 429 with a reason and the seconds to wait, never a 5xx.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, ip: string) =>
  t.inject({ method: 'POST', url, payload, remoteAddress: ip });

async function hammer(url: string, body: (i: number) => object, ip: string, allowed: number) {
  for (let i = 0; i < allowed; i++) {
    const res = await post(url, body(i), ip);
    expect(res.statusCode, `${url} attempt ${i + 1}`).not.toBe(429);
    expect(res.statusCode).toBeLessThan(500);
  }
  const blocked = await post(url, body(allowed), ip);
  expect(blocked.statusCode, `${url} attempt ${allowed + 1}`).toBe(429);
  expect(blocked.json()).toMatchObject({ code: 'rate_limited' });
  expect(blocked.json().retry_after_seconds).toBeGreaterThan(0);
  // another address is not affected
  expect((await post(url, body(allowed + 1), '10.99.99.99')).statusCode).not.toBe(429);
}

describe('per-address rate limits', () => {
  it('login: 20 a minute', async () => {
    await hammer(
      '/api/v1/user/login',
      (i) => ({ username: `guess${i}@example.com`, password: 'Wrong1234' }),
      '10.30.0.1',
      20,
    );
  });

  it('forgot password: 10 in 10 minutes', async () => {
    await hammer(
      '/api/v1/forget-password',
      (i) => ({ username: `someone${i}@example.com` }),
      '10.30.0.2',
      10,
    );
  });

  it('registration codes (OTP): 10 in 10 minutes, whatever the numbers', async () => {
    await hammer(
      '/api/v1/user/register-otp',
      (i) => ({
        recaptchaResponse: DEV_BOT_TOKEN,
        contact_no_country: '852',
        contact_no: String(61000000 + i),
        preferred_lang: 'en',
      }),
      '10.30.0.3',
      10,
    );
  });

  it('account lookups (enumeration): 30 a minute', async () => {
    await hammer('/api/v1/user/checkuser', (i) => ({ username: `probe${i}@example.com` }), '10.30.0.4', 30);
  });
});

describe('the client address behind a proxy (TRUST_PROXY)', () => {
  let hop: TestApp;
  let listed: TestApp;
  beforeAll(async () => {
    [hop, listed] = await Promise.all([
      createTestApp({ TRUST_PROXY: '1' }),
      createTestApp({ TRUST_PROXY: '127.0.0.1' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([hop.close(), listed.close()]);
  });

  // the proxy appends the address it saw; whatever the client wrote before it is the client's own claim
  const login = (app: TestApp, xff: string, i: number) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { 'x-forwarded-for': xff },
      payload: { username: `xff${i}@example.com`, password: 'Wrong1234' },
    });

  it.each([
    ['one hop', () => hop],
    ['a listed proxy address', () => listed],
  ])('%s: limits by the address the proxy saw, not a spoofed one', async (_, app) => {
    for (let i = 0; i < 20; i++)
      expect((await login(app(), `198.18.0.${i}, 203.0.113.50`, i)).statusCode).toBe(401);
    const blocked = await login(app(), '198.18.1.1, 203.0.113.50', 99);
    expect(blocked.statusCode).toBe(429);
    // the same spoofed value from another real address is a different client
    expect((await login(app(), '198.18.0.1, 203.0.113.51', 100)).statusCode).toBe(401);
  });
});
