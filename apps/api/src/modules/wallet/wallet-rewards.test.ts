// Rewards: the review reward staff set (granted once per order, redeemed once at checkout, expiring), gift-item
// rewards as a free line, and gift codes (batches, export, one redemption, disabled batches, a rate limit).
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBERS } from '../../db/seed/members.ts';
import {
  balance,
  fx,
  loginAs,
  nextIp,
  other,
  OTHER_ID,
  owner,
  referrer,
  staffPost,
  t,
  useWalletApp,
} from './wallet.test-util.ts';

useWalletApp();

describe('review rewards', () => {
  let rewardId: string;
  it('staff set the reward a review earns; grantReviewReward is idempotent, one per order', async () => {
    const made = await staffPost('/api/v1/admin/rewards', {
      kind: 'cash',
      name: { eng: 'HK$20 off', chi: '減 HK$20', cn: '减 HK$20' },
      amount_hkd: 20_00,
      amount_usd: 2_60,
      for_reviews: true,
    });
    expect(made.statusCode, made.body).toBe(201);
    const order = await fx.place({ cookies: other });
    const grant = () =>
      t.database.db.transaction((tx) =>
        t.app.wallet.grantReviewReward(tx, {
          userId: OTHER_ID,
          orderId: order.id,
          reviewId: 'review-1',
          publishedAt: new Date(),
        }),
      );
    const a = await grant();
    const b = await grant();
    expect(b!.id).toBe(a!.id);
    rewardId = a!.id;
    const list = (await t.inject({ url: '/api/v1/account/rewards', cookies: other })).json().rewards;
    expect(list.filter((r: { order_id: string }) => r.order_id === order.id)).toHaveLength(1);
    expect(list[0]).toMatchObject({ status: 'available', kind: 'cash' });
  });

  it('is redeemed once at checkout (redeem_items); a second time and an expired one are refused', async () => {
    const order = await fx.place({ cookies: other, extra: { redeem_items: [rewardId] } });
    const q = order.quote as { reward_discount: number; total: number };
    expect(q.reward_discount).toBe(20_00);
    const again = await fx
      .place({ cookies: other, extra: { redeem_items: [rewardId] } })
      .catch((e: Error) => e);
    expect(String(again)).toMatch(/reward_used/);
    const old = await fx.place({ cookies: other });
    const expired = await t.database.db.transaction((tx) =>
      t.app.wallet.grantReviewReward(tx, {
        userId: OTHER_ID,
        orderId: old.id,
        reviewId: 'review-2',
        publishedAt: new Date(Date.now() - 61 * 86_400_000),
      }),
    );
    const refused = await fx
      .place({ cookies: other, extra: { redeem_items: [expired!.id] } })
      .catch((e) => e);
    expect(String(refused)).toMatch(/reward_expired/);
    const two = await fx
      .place({ cookies: other, extra: { redeem_items: [rewardId, expired!.id] } })
      .catch((e) => e);
    expect(String(two)).toMatch(/one_reward_per_order/);
  });
});

describe('gift-item rewards', () => {
  it('a gift-code reward for a free item adds a free line to the order and takes the unit from stock', async () => {
    const item = fx.products[1]!.product_option.find(
      (o) => !o.is_subscription && o.availability === 'in_stock',
    )!;
    const made = await staffPost('/api/v1/admin/rewards', {
      kind: 'gift_item',
      name: { eng: 'Free travel size', chi: '免費旅行裝', cn: '免费旅行装' },
      sub_sku: item.sub_sku,
    });
    expect(made.statusCode, made.body).toBe(201);
    const batch = await staffPost('/api/v1/admin/gift-codes', {
      name: 'Gift item',
      kind: 'reward',
      catalogue_id: made.json()._id,
      count: 1,
    });
    expect(batch.statusCode, batch.body).toBe(201);
    const csv = await t.app.inject({
      url: `/api/v1/admin/gift-codes/${batch.json()._id}/export.csv`,
      headers: owner.headers,
    });
    const code = csv.body.trim().split('\n')[1]!.split(',')[0]!;
    const member = await loginAs(DEMO_MEMBERS[1].email);
    const r = await t.inject({
      method: 'POST',
      url: '/api/v1/user/giftcode',
      cookies: member,
      payload: { code },
    });
    expect(r.statusCode, r.body).toBe(200);
    const reward = (await t.inject({ url: '/api/v1/account/rewards', cookies: member }))
      .json()
      .rewards.find(
        (x: { kind: string; status: string }) => x.kind === 'gift_item' && x.status === 'available',
      );
    const stock = await fx.stockOf(item.sub_sku);
    const order = await fx.place({ cookies: member, extra: { redeem_items: [reward._id] } });
    const view = (await t.inject({ url: `/api/v1/order/${order.id}`, cookies: member })).json().order;
    expect(view.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sub_sku: item.sub_sku, unit_price: 0, line_total: 0 }),
      ]),
    );
    expect(await fx.stockOf(item.sub_sku)).toBe(stock - 1);
  });
});

describe('gift codes', () => {
  it('staff generate a batch and export it; a member redeems a code once; disabled batches refuse', async () => {
    const made = await staffPost('/api/v1/admin/gift-codes', {
      name: 'Launch',
      kind: 'cash',
      currency: 'HKD',
      amount: 15_00,
      count: 3,
    });
    expect(made.statusCode, made.body).toBe(201);
    const csv = await t.app.inject({
      url: `/api/v1/admin/gift-codes/${made.json()._id}/export.csv`,
      headers: owner.headers,
    });
    expect(csv.statusCode).toBe(200);
    const codes = csv.body
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => l.split(',')[0]!);
    expect(codes).toHaveLength(3);
    const redeem = (c: string, cookies = other) =>
      t.inject({ method: 'POST', url: '/api/v1/user/giftcode', cookies, payload: { code: c } });
    const before = await balance(OTHER_ID);
    const first = await redeem(codes[0]!.toLowerCase());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ kind: 'cash', amount: 15_00 });
    expect(await balance(OTHER_ID)).toBe(before + 15_00);
    expect((await redeem(codes[0]!, referrer)).json()).toMatchObject({
      field: 'code',
      code: 'giftcode_used',
    });
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/gift-codes/${made.json()._id}`,
      payload: { disabled: true },
      headers: owner.headers,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await redeem(codes[1]!)).json()).toMatchObject({ code: 'giftcode_invalid' });
    // the coupon check on the same path still works
    const coupon = await t.inject({
      method: 'POST',
      url: '/api/v1/user/giftcode',
      payload: { code: 'NOPE', currency: 'HKD', subtotal: 100 },
    });
    expect(coupon.json()).toMatchObject({ valid: false });
  });

  it('is rate-limited per member after repeated failures', async () => {
    const member = await loginAs(DEMO_MEMBERS[1].email);
    let last = 0;
    for (let i = 0; i < 12; i++) {
      last = (
        await t.inject({
          method: 'POST',
          url: '/api/v1/user/giftcode',
          cookies: member,
          payload: { code: `WRONG${i}` },
          remoteAddress: nextIp(),
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});
