import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { homepageSettings } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/setting', () => {
  it('returns every field of the homepage-setting call (7-14)', async () => {
    const res = await t.app.inject('/api/v1/setting');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    for (const key of [
      'homepage_setting',
      'hero_banner',
      'currency_setting',
      'currency_setting_usd',
      'marketplace_banner',
      'zh',
      'en',
      'cn',
      'payment_method',
      'delivery_method_list',
      'monthly_code',
      'scalp_type_list',
    ]) {
      expect(body, key).toHaveProperty(key);
    }
    expect(body.hero_banner.length).toBeGreaterThan(0);
    expect(body.currency_setting_usd.USD).toBe('1');
    expect(Number(body.currency_setting.HKD)).toBe(1);
    expect(body.homepage_setting.best_seller_list.length).toBeGreaterThan(0);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('is served from a 60-second memory cache', async () => {
    const first = (await t.app.inject('/api/v1/setting')).json();
    await t.database.db
      .update(homepageSettings)
      .set({ value: ['CHANGED'] })
      .where(eq(homepageSettings.key, 'best_seller_list'));
    const cached = (await t.app.inject('/api/v1/setting')).json();
    expect(cached.homepage_setting.best_seller_list).toEqual(first.homepage_setting.best_seller_list);
    t.app.settings.invalidate();
    const fresh = (await t.app.inject('/api/v1/setting')).json();
    expect(fresh.homepage_setting.best_seller_list).toEqual(['CHANGED']);
  });

  it('rejects unknown query keys with a 400 naming the field', async () => {
    const res = await t.app.inject('/api/v1/setting?foo=1');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/querystring/);
  });
});
