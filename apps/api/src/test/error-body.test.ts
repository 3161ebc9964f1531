import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode } from '@shop/core';
import { DEV_BOT_TOKEN } from '../providers/captcha/captcha.provider.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { staffLogin, type StaffAuth } from './staff-login.ts';

/**
 * Every failing answer, whoever makes it (our handlers, the validator, the CSRF check, the rate limiter, Fastify
 * itself), has the one error body: English `error`, a `code` from core's ERROR_CODES, and `field` when the input at
 * fault is named, so pages can show a message by code in the viewer's language.
 */
let t: TestApp;
let owner: StaffAuth;
beforeAll(async () => {
  t = await createTestApp();
  owner = await staffLogin(t, 'owner');
});
afterAll(async () => {
  await t.close();
});

interface Failure {
  name: string;
  request: () => ReturnType<TestApp['inject']>;
  status: number;
  code: string;
  field?: string;
}

const failures: Failure[] = [
  {
    name: 'a body field that breaks its rule',
    request: () =>
      t.inject({ method: 'POST', url: '/api/v1/order/lookup', payload: { order_number: 'X1', email: 'no' } }),
    status: 400,
    code: 'invalid',
    field: 'email',
  },
  {
    name: 'an unknown key in a strict body',
    request: () =>
      t.inject({
        method: 'POST',
        url: '/api/v1/newsletter',
        payload: { email: 'a@example.com', unexpected: 1 },
      }),
    status: 400,
    code: 'invalid',
  },
  {
    name: 'a body that is not JSON',
    request: () =>
      t.inject({
        method: 'POST',
        url: '/api/v1/newsletter',
        payload: '{"email":',
        headers: { 'content-type': 'application/json' },
      }),
    status: 400,
    code: 'invalid',
    field: 'body',
  },
  {
    name: 'text that cannot be stored (NUL)',
    request: () =>
      t.inject({ method: 'POST', url: '/api/v1/newsletter', payload: { email: 'a\u0000@b.co' } }),
    status: 400,
    code: 'invalid',
    field: 'email',
  },
  {
    name: 'a path that does not decode',
    request: () => t.inject('/api/v1/order/%'),
    status: 400,
    code: 'invalid',
    field: 'path',
  },
  {
    name: 'an unknown route',
    request: () => t.inject('/api/v1/no-such-thing'),
    status: 404,
    code: 'not_found',
  },
  {
    name: 'an unknown guest order',
    request: () =>
      t.inject({
        method: 'POST',
        url: '/api/v1/order/lookup',
        payload: { order_number: 'NOSUCH1', email: 'nobody@example.com' },
        remoteAddress: '10.77.0.1',
      }),
    status: 404,
    code: 'order_not_found',
  },
  {
    name: 'a write without the CSRF pair',
    request: () =>
      t.inject({ method: 'POST', url: '/api/v1/newsletter', payload: { email: 'a@b.co' }, csrf: false }),
    status: 403,
    code: 'csrf',
  },
  {
    name: 'a member view without a session',
    request: () => t.inject('/api/v1/user'),
    status: 401,
    code: 'unauthorized',
  },
  {
    name: 'a back-office view without a staff session',
    request: () => t.inject('/api/v1/admin/coupons'),
    status: 401,
    code: 'unauthenticated',
  },
  {
    name: 'wrong sign-in details',
    request: () =>
      t.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { username: 'nobody@example.com', password: 'Wrong1234' },
        remoteAddress: '10.77.0.2',
      }),
    status: 401,
    code: 'bad_credentials',
  },
  {
    name: 'a conflict naming its field',
    request: () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/coupons',
        payload: { code: 'welcome10', kind: 'percent', percent: 50 },
        headers: owner.headers,
      }),
    status: 409,
    code: 'coupon_exists',
    field: 'code',
  },
  {
    name: 'a body too large',
    request: () =>
      t.inject({
        method: 'POST',
        url: '/api/v1/newsletter',
        payload: { email: `${'a'.repeat(300 * 1024)}@b.co` },
      }),
    status: 413,
    code: 'payload_too_large',
  },
  {
    name: 'a body of a type the API does not read',
    request: () =>
      t.inject({
        method: 'POST',
        url: '/api/v1/newsletter',
        payload: 'email=a@b.co',
        headers: { 'content-type': 'text/csv' },
      }),
    status: 415,
    code: 'unsupported_media_type',
  },
];

describe('every error answer has the one error body', () => {
  it('the list holds each code once, in snake_case', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const c of ERROR_CODES) expect(c).toMatch(/^[a-z][a-z0-9_]*$/);
  });

  it.each(failures.map((f) => [f.name, f] as const))('%s', async (_name, f) => {
    const res = await f.request();
    const body = res.json();
    expect(res.statusCode, res.body).toBe(f.status);
    expect(typeof body.error).toBe('string');
    expect(body.error).not.toBe('');
    expect(isErrorCode(body.code), `${body.code} is in ERROR_CODES`).toBe(true);
    expect(body.code).toBe(f.code);
    if (f.field) expect(body.field).toBe(f.field);
  });

  it('a refusal for too many attempts: rate_limited with the seconds to wait', async () => {
    // the route's own limit (the rate-limit plugin)
    const lookup = () =>
      t.inject({
        method: 'POST',
        url: '/api/v1/order/lookup',
        payload: { order_number: 'NOSUCH2', email: 'nobody@example.com' },
        remoteAddress: '10.77.0.3',
      });
    for (let i = 0; i < 10; i++) expect((await lookup()).statusCode).toBe(404);
    const limited = await lookup();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    expect(limited.json().retry_after_seconds).toBeGreaterThan(0);
    expect(typeof limited.json().error).toBe('string');

    // the service's own rule (a second code to the same number within the minute)
    const sendCode = () =>
      t.inject({
        method: 'POST',
        url: '/api/v1/user/register-otp',
        payload: {
          recaptchaResponse: DEV_BOT_TOKEN,
          contact_no_country: '852',
          contact_no: '61770001',
          preferred_lang: 'en',
        },
        remoteAddress: '10.77.0.4',
      });
    expect((await sendCode()).statusCode).toBe(200);
    const soon = await sendCode();
    expect(soon.statusCode).toBe(429);
    expect(isErrorCode(soon.json().code)).toBe(true);
    expect(soon.json().code).toBe('rate_limited');
    expect(soon.json().retry_after_seconds).toBeGreaterThan(0);
  });
});
