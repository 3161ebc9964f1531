import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';
import { normalizedPath } from '../lib/request-path.ts';

/** Spellings of an /api path that a router (or a browser) may read as the path itself. */
const spellings = (path: string) => [
  path,
  path.replace('/api/', '/%61pi/'),
  path.replace('/api/', '/%61%70%69/'),
  path.replace('/api/v1/', '/api/%761/'),
  path.replace('/api/', '/api/./'),
  path.replace('/api/', '/x/../api/'),
  path.replace('/api/', '//api/'),
  path.replace('/api/', '/api//'),
  path.replace('/api/', '/API/'),
  path.replace('/api/', '/Api/'),
  path.replace('/api/v1/', '/api%2Fv1/'),
  `${path}/`,
  `${path}?x=1`,
];

describe('CSRF on the decoded, normalized path', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const writes: [string, unknown][] = [
    ['/api/v1/cart', { pid: 'x', sku: 'x', sub_sku: 'x', currency: 'HKD', quantity: 1 }],
    ['/api/v1/feedback', { name: 'a', email: 'a@b.co', message: 'hello' }],
    ['/api/v1/newsletter', { email: 'a@b.co' }],
    ['/api/v1/user/login', { username: 'a@b.co', password: 'x' }],
    ['/api/v1/user/logout', {}],
  ];

  it.each(writes)(
    'POST %s in every spelling without X-CSRF-TOKEN is refused (403) or not found (404)',
    async (path, payload) => {
      for (const url of spellings(path)) {
        for (const cookies of [{}, { shop_csrf: 'a-cookie-but-no-header' }] as Record<string, string>[]) {
          const res = await t.inject({
            method: 'POST',
            url,
            payload: payload as object,
            cookies,
            csrf: false,
          });
          const what = `${url} ${JSON.stringify(cookies)} → ${res.statusCode} ${res.body.slice(0, 120)}`;
          expect([403, 404], what).toContain(res.statusCode);
          // refused by the CSRF check itself, or unknown as a route: never another 403 or 404
          expect(res.json().code, what).toBe(res.statusCode === 403 ? 'csrf' : 'not_found');
        }
      }
    },
  );

  it('the same requests with the double-submit pair reach the handler', async () => {
    const res = await t.inject({ method: 'POST', url: '/%61pi/v1/user/logout', payload: {} });
    expect(res.statusCode).toBeLessThan(300);
  });

  it('other methods are held to the same rule', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.inject({ method, url: '/%61pi/v1/cart', payload: {}, csrf: false });
      expect([403, 404], `${method} → ${res.statusCode}`).toContain(res.statusCode);
      expect(res.json().code).toBe(res.statusCode === 403 ? 'csrf' : 'not_found');
    }
  });

  it('the payment webhook keeps its exemption only on its own route', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/payment/notify/sandbox',
      payload: {},
      csrf: false,
    });
    expect(res.statusCode).not.toBe(403);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().code).not.toBe('csrf');
  });

  it('sets the CSRF cookie on answers under any spelling of /api', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/%61pi/v1/setting' });
    expect(String(res.headers['set-cookie'])).toMatch(/^shop_csrf=/);
  });
});

describe('normalizedPath', () => {
  it.each([
    ['/%61pi/v1/cart', '/api/v1/cart'],
    ['/api/v1/./cart', '/api/v1/cart'],
    ['//api//v1/cart/', '/api/v1/cart'],
    ['/a/b/../../API/x?y=/api', '/api/x'],
    ['/\\api\\v1', '/api/v1'],
    ['/%E0%A4%A', '/%e0%a4%a'],
    ['/media%2Fp/x', '/media/p/x'],
    ['', '/'],
  ])('%j → %j', (url, path) => {
    expect(normalizedPath(url)).toBe(path);
  });
});
