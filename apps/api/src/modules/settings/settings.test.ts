import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { homepageSections, products } from '../../db/schema.ts';
import { firstRow } from '../../db/first-row.ts';
import { eq, sql } from 'drizzle-orm';

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
    // the list lives in its homepage section now (modules/homepage)
    const [list] = await t.database.db
      .select()
      .from(homepageSections)
      .where(sql`${homepageSections.content}->>'list_key' = 'best_seller_list'`);
    const changed = {
      ...list!.content,
      product_ids: [firstRow(await t.database.db.select().from(products).limit(1)).id],
    };
    await t.database.db
      .update(homepageSections)
      .set({ content: changed })
      .where(eq(homepageSections.id, list!.id));
    const sku = firstRow(await t.database.db.select().from(products).limit(1)).sku;
    const cached = (await t.app.inject('/api/v1/setting')).json();
    expect(cached.homepage_setting.best_seller_list).toEqual(first.homepage_setting.best_seller_list);
    t.app.settings.invalidate();
    t.app.homepage.invalidate();
    const fresh = (await t.app.inject('/api/v1/setting')).json();
    expect(fresh.homepage_setting.best_seller_list).toEqual([sku]);
  });

  it('rejects unknown query keys with a 400 naming the field', async () => {
    const res = await t.app.inject('/api/v1/setting?foo=1');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/querystring/);
  });
});
