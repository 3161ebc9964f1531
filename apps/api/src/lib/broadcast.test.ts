import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { staffLogin } from '../test/staff-login.ts';
import { startRedis } from '../test/redis-server.ts';
import type { App } from '../app.ts';
import { createLocalBroadcaster, decode, encode } from './broadcast.ts';

describe('broadcast messages', () => {
  it('name their instance and a known topic; anything else is ignored', () => {
    expect(decode(encode('a1', 'catalogue'))).toEqual({ origin: 'a1', topic: 'catalogue' });
    expect(decode(encode('a1', 'settings'))).toEqual({ origin: 'a1', topic: 'settings' });
    expect(decode('a1 everything')).toBeNull();
    expect(decode('')).toBeNull();
  });

  it('locally: a publish runs the listeners of its topic only, until they unsubscribe', () => {
    const b = createLocalBroadcaster();
    const seen: string[] = [];
    const off = b.subscribe('catalogue', () => seen.push('catalogue'));
    b.subscribe('settings', () => seen.push('settings'));
    b.publish('catalogue');
    off();
    b.publish('catalogue');
    b.publish('settings');
    expect(seen).toEqual(['catalogue', 'settings']);
  });
});

type Option = { sub_sku: string; price: number; is_subscription: boolean; availability: string };
const firstProduct = async (app: App) =>
  (await app.inject('/api/v1/product?channel=4&brand=oxygen-ceuticals&limit=1')).json()[0] as {
    _id: string;
    unique_url: string;
    product_option: Option[];
  };
const priceOn = async (app: App, uniqueUrl: string, sub: string) =>
  (await app.inject(`/api/v1/product?channel=4&unique_url=${encodeURIComponent(uniqueUrl)}`))
    .json()[0]
    .product_option.find((o: Option) => o.sub_sku === sub)!.price as number;

/** Two instances on one database: without shared state B would keep serving its cached price for a minute. */
async function priceChangeReachesTwin(t: TestApp, twin: App) {
  const p = await firstProduct(t.app);
  const sub = p.product_option.find((o) => !o.is_subscription && o.availability === 'in_stock')!.sub_sku;
  const before = await priceOn(twin, p.unique_url, sub);
  // twice: B's catalogue and its serialized answer are both cached now
  expect(await priceOn(twin, p.unique_url, sub)).toBe(before);
  const owner = await staffLogin(t, 'owner');
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/v1/admin/products/${p._id}/options/${sub}`,
    headers: owner.headers,
    payload: { price: before + 700 },
  });
  expect(res.statusCode, res.body).toBe(200);
  // pub/sub is asynchronous: B drops its cache when the message lands (milliseconds), not at its TTL
  await expect
    .poll(() => priceOn(twin, p.unique_url, sub), { timeout: 5000, interval: 20 })
    .toBe(before + 700);
}

describe('two instances with REDIS_URL', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let t: TestApp;
  let twin: { app: App; close(): Promise<void> };
  beforeAll(async () => {
    redis = await startRedis();
    t = await createTestApp({ REDIS_URL: redis.url });
    twin = await t.twin();
  });
  afterAll(async () => {
    await twin?.close();
    await t?.close();
    await redis?.stop();
  });

  it('a staff price change on one drops the cached catalogue of the other', async () => {
    await priceChangeReachesTwin(t, twin.app);
  });

  it('a login limit counts the attempts made on both (20 a minute per address, not 20 on each)', async () => {
    const attempt = (app: App) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        cookies: { shop_csrf: 'c'.repeat(24) },
        headers: { 'x-csrf-token': 'c'.repeat(24) },
        payload: { username: 'nobody@example.com', password: 'wrong-password-1' },
        remoteAddress: '203.0.113.77',
      });
    for (let i = 0; i < 10; i++) expect((await attempt(t.app)).statusCode).not.toBe(429);
    for (let i = 0; i < 10; i++) expect((await attempt(twin.app)).statusCode).not.toBe(429);
    const over = await attempt(t.app);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('rate_limited');
  });
});

describe('two instances without REDIS_URL', () => {
  let t: TestApp;
  let twin: { app: App; close(): Promise<void> };
  beforeAll(async () => {
    t = await createTestApp();
    twin = await t.twin();
  });
  afterAll(async () => {
    await twin?.close();
    await t?.close();
  });

  // PostgreSQL (CI's second run): LISTEN/NOTIFY carries the change; PGlite is one process and keeps it local
  it(
    process.env.DATABASE_URL
      ? 'on PostgreSQL: a price change on one reaches the other through LISTEN/NOTIFY'
      : 'on PGlite: one process, so a price change is dropped locally (no broadcast to open)',
    async () => {
      if (process.env.DATABASE_URL) await priceChangeReachesTwin(t, twin.app);
      else {
        const p = await firstProduct(t.app);
        const sub = p.product_option.find((o) => !o.is_subscription)!.sub_sku;
        const before = await priceOn(t.app, p.unique_url, sub);
        const owner = await staffLogin(t, 'owner');
        await t.app.inject({
          method: 'PATCH',
          url: `/api/v1/admin/products/${p._id}/options/${sub}`,
          headers: owner.headers,
          payload: { price: before + 300 },
        });
        expect(await priceOn(t.app, p.unique_url, sub)).toBe(before + 300);
      }
    },
  );
});
