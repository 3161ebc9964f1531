import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, withCsrf, type TestApp } from '../../test/test-app.ts';
import type { App } from '../../app.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../db/seed/members.ts';
import { sessions } from '../../db/schema.ts';
import { REFRESH_GRACE_MS, sha256 } from './auth.ts';
import { eq } from 'drizzle-orm';

let t: TestApp;
let twin: { app: App; close(): Promise<void> };
beforeAll(async () => {
  t = await createTestApp();
  twin = await t.twin();
});
afterAll(async () => {
  await twin.close();
  await t.close();
});

describe('two app instances on one database', () => {
  it('serve the same shopper: login on one, bag on the other, refresh anywhere', async () => {
    const member = DEMO_MEMBERS[1];
    const login = await t.app.inject(
      withCsrf({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { username: member.email, password: DEMO_PASSWORD },
      }),
    );
    expect(login.statusCode).toBe(200);
    const cookies = Object.fromEntries(login.cookies.map((c) => [c.name, c.value]));
    // instance B knows the session (the signing secret and sessions live in the database)
    const me = await twin.app.inject({ url: '/api/v1/user', cookies });
    expect(me.json().user.email).toBe(member.email);
    const [p] = (await twin.app.inject('/api/v1/product?channel=4&brand=oxygen-ceuticals&limit=1')).json();
    const option = p.product_option.find(
      (o: { is_subscription: boolean; display: { purchasable: boolean } }) =>
        !o.is_subscription && o.display.purchasable,
    );
    const add = await twin.app.inject(
      withCsrf({
        method: 'POST',
        url: '/api/v1/cart',
        cookies,
        payload: { pid: p._id, sku: p.sku, sub_sku: option.sub_sku, quantity: 1, currency: 'HKD' },
      }),
    );
    expect(add.statusCode).toBe(200);
    // instance A sees B's bag
    const bag = (await t.app.inject({ url: '/api/v1/cart?currency=HKD&country=hk', cookies })).json();
    expect(bag.single_cart.items.map((i: { sub_sku: string }) => i.sub_sku)).toContain(option.sub_sku);
    // a refresh on B rotates a token A issued; A then refuses the rotated one (once the two-tab grace is over)
    const refreshed = await twin.app.inject(
      withCsrf({ method: 'POST', url: '/api/v1/user/refresh', cookies, payload: {} }),
    );
    expect(refreshed.statusCode).toBe(200);
    await t.database.db
      .update(sessions)
      .set({ usedAt: new Date(Date.now() - REFRESH_GRACE_MS - 1000) })
      .where(eq(sessions.tokenHash, sha256(cookies.shop_rt!)));
    expect(
      (
        await t.app.inject(withCsrf({ method: 'POST', url: '/api/v1/user/refresh', cookies, payload: {} }))
      ).json().code,
    ).toBe('refresh_reuse');
  });
});
