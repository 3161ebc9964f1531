// Issue 19: the cash-dollar ledger (also under concurrent spends), conversion, referrals from the share link to the
// referrer's credit and its reversal, cash dollars and review rewards at checkout, gift codes, and the admin side.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { orderFixture } from '../../test/order-fixture.ts';
import { staffLogin, type StaffAuth } from '../../test/staff-login.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../db/seed/members.ts';
import { DEV_BOT_TOKEN } from '../../providers/captcha/captcha.provider.ts';
import { auditLog, referrals, walletBalances, walletEntries } from '../../db/schema.ts';

let t: TestApp;
let fx: Awaited<ReturnType<typeof orderFixture>>;
let owner: StaffAuth;
let support: StaffAuth;
let referrer: Record<string, string>;
const REFERRER_ID = DEMO_MEMBERS[0].id;
const OTHER_ID = DEMO_MEMBERS[2].id;
let other: Record<string, string>;

let ipSeq = 1;
const nextIp = () => `10.77.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

async function loginAs(email: string, password = DEMO_PASSWORD) {
  const res = await t.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    payload: { username: email, password },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
}

let phoneSeq = 67000000;
/** A new member through the real registration (code by SMS in the dev outbox), optionally with a referral code. */
async function register(extra: Record<string, unknown> = {}, cookies?: Record<string, string>) {
  const phone = String(phoneSeq++);
  const sent = await t.inject({
    method: 'POST',
    url: '/api/v1/user/register-otp',
    remoteAddress: nextIp(),
    payload: {
      recaptchaResponse: DEV_BOT_TOKEN,
      contact_no_country: '852',
      contact_no: phone,
      preferred_lang: 'en',
    },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const [{ code }] = (await t.app.inject(`/api/dev/outbox?to=852${phone}`)).json();
  const res = await t.inject({
    method: 'POST',
    url: '/api/v1/user/register',
    remoteAddress: nextIp(),
    cookies,
    payload: {
      dob: '31/01/1990',
      username: `friend${phone}@example.com`,
      nickname: 'Ka Ho Lam',
      firstname: 'Ka Ho',
      lastname: 'Lam',
      contact_no_country: '852',
      contact_no: phone,
      password: 'Secret123',
      otp: code,
      country: 'hong kong',
      preferred_lang: 'en',
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return {
    id: res.json().user._id as string,
    cookies: Object.fromEntries(res.cookies.map((c) => [c.name, c.value])),
  };
}

const FRIEND_ADDRESS = { delivery_address: '88 Queen’s Road East', delivery_city: 'Wan Chai' };

const staffPost = (url: string, payload: unknown, who: StaffAuth = owner) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: who.headers });
const deliver = async (id: string) => {
  for (const body of [
    { to: 'packed' },
    { to: 'shipped', carrier: 'SF Express', tracking_number: 'SF1' },
    { to: 'delivered' },
  ]) {
    const r = await staffPost(`/api/v1/admin/orders/${id}/transitions`, body);
    expect(r.statusCode, r.body).toBe(200);
  }
};
const walletOf = async (cookies: Record<string, string>, qs = '') => {
  const res = await t.inject({ url: `/api/v1/account/wallet${qs}`, cookies });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const balance = async (userId: string, currency = 'HKD') => {
  const [row] = await t.database.db
    .select({ b: walletBalances.balance })
    .from(walletBalances)
    .where(and(eq(walletBalances.userId, userId), eq(walletBalances.currency, currency)));
  return row?.b ?? 0;
};
const ledgerSum = async (userId: string, currency = 'HKD') => {
  const [row] = await t.database.db
    .select({ s: sql<number>`coalesce(sum(${walletEntries.amount}), 0)::int` })
    .from(walletEntries)
    .where(and(eq(walletEntries.userId, userId), eq(walletEntries.currency, currency)));
  return row!.s;
};
const credit = (userId: string, amount: number, currency = 'HKD') =>
  staffPost(`/api/v1/admin/members/${userId}/wallet/adjust`, { currency, amount, reason: 'test credit' });

beforeAll(async () => {
  t = await createTestApp();
  fx = await orderFixture(t);
  owner = await staffLogin(t, 'owner');
  support = await staffLogin(t, 'support');
  referrer = await loginAs(DEMO_MEMBERS[0].email);
  other = await loginAs(DEMO_MEMBERS[2].email);
});
afterAll(async () => {
  await t.close();
});

describe('the ledger', () => {
  it('concurrent spends cannot overdraw: the balance row serialises them and equals the entries’ sum', async () => {
    expect((await credit(OTHER_ID, 100_00)).statusCode).toBe(200);
    const spends = Array.from({ length: 6 }, (_, i) =>
      t.database.db.transaction((tx) =>
        t.app.wallet.post(tx, {
          userId: OTHER_ID,
          currency: 'HKD',
          amount: -30_00,
          kind: 'spend',
          refType: 'test',
          refId: `concurrent-${i}`,
        }),
      ),
    );
    const results = await Promise.allSettled(spends);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(refused.every((r) => (r.reason as { code?: string }).code === 'insufficient_balance')).toBe(true);
    expect(await balance(OTHER_ID)).toBe(10_00);
    expect(await ledgerSum(OTHER_ID)).toBe(10_00);
  });

  it('a twin instance on the same database is serialised too', async () => {
    const twin = await t.twin();
    try {
      const spend = (app: typeof t.app, i: number) =>
        app.deps.database.db.transaction((tx) =>
          app.wallet.post(tx, {
            userId: OTHER_ID,
            currency: 'HKD',
            amount: -10_00,
            kind: 'spend',
            refType: 'test',
            refId: `twin-${i}`,
          }),
        );
      const r = await Promise.allSettled([spend(t.app, 1), spend(twin.app, 2)]);
      expect(r.filter((x) => x.status === 'fulfilled')).toHaveLength(1);
      expect(await balance(OTHER_ID)).toBe(0);
      expect(await ledgerSum(OTHER_ID)).toBe(0);
    } finally {
      await twin.close();
    }
  });

  it('the same event posts once; the database refuses a negative balance even to a raw update', async () => {
    await credit(OTHER_ID, 5_00);
    const once = () =>
      t.database.db.transaction((tx) =>
        t.app.wallet.post(tx, {
          userId: OTHER_ID,
          currency: 'HKD',
          amount: -1_00,
          kind: 'spend',
          refType: 'test',
          refId: 'same-event',
        }),
      );
    const a = await once();
    const b = await once();
    expect(b.id).toBe(a.id);
    expect(await balance(OTHER_ID)).toBe(4_00);
    await expect(
      t.database.db.update(walletBalances).set({ balance: -1 }).where(eq(walletBalances.userId, OTHER_ID)),
    ).rejects.toThrow();
  });
});

describe('GET /account/wallet and POST /order/convertPiWallet', () => {
  it('answers balances and the ledger a page at a time; only for a member', async () => {
    expect((await t.inject({ url: '/api/v1/account/wallet' })).statusCode).toBe(401);
    const w = await walletOf(other, '?page=1&page_size=2');
    expect(w.balances).toEqual([{ currency: 'HKD', balance: 4_00 }]);
    expect(w.entries).toHaveLength(2);
    expect(w.total).toBeGreaterThan(2);
    expect(w.entries[0]).toMatchObject({ kind: 'spend', amount: -1_00, balance_after: 4_00 });
  });

  it('converts at the shop rates, floored; a minimum is needed; more than the balance is refused', async () => {
    await credit(OTHER_ID, 96_00);
    const convert = (payload: object) =>
      t.inject({ method: 'POST', url: '/api/v1/order/convertPiWallet', cookies: other, payload });
    const small = await convert({ from: 'HKD', to: 'USD', amount: 1_00 });
    expect(small.statusCode).toBe(400);
    expect(small.json()).toMatchObject({ field: 'amount', code: 'below_minimum' });
    expect(small.json().error).toMatch(/minimum balance/);
    const over = await convert({ from: 'HKD', to: 'USD', amount: 1000_00 });
    expect(over.json()).toMatchObject({ field: 'amount', code: 'insufficient_balance' });
    const bad = await convert({ from: 'HKD', to: 'XXX', amount: 10_00 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('to');
    const ok = await convert({ from: 'HKD', to: 'USD', amount: 50_00 });
    expect(ok.statusCode, ok.body).toBe(200);
    const { debit, credit: got } = ok.json();
    expect(debit).toBe(50_00);
    expect(got).toBeGreaterThan(0);
    expect(await balance(OTHER_ID, 'HKD')).toBe(50_00);
    expect(await balance(OTHER_ID, 'USD')).toBe(got);
    expect(await ledgerSum(OTHER_ID, 'USD')).toBe(got);
  });
});

describe('referrals', () => {
  let code: string;
  it('GET /user/referral-code answers the member’s code and share link, the same each time', async () => {
    const res = await t.inject({ url: '/api/v1/user/referral-code', cookies: referrer });
    expect(res.statusCode, res.body).toBe(200);
    code = res.json().code;
    expect(res.json()).toMatchObject({ link: `/?ref=${code}`, friends_joined: 0, earned: [], pending: [] });
    expect((await t.inject({ url: '/api/v1/user/referral-code', cookies: referrer })).json().code).toBe(code);
  });

  it('a friend registered through the link gets 10% off the first order; the referrer earns 10% once delivered', async () => {
    const friend = await register({}, { shop_ref: code });
    const order = await fx.place({ cookies: friend.cookies, extra: FRIEND_ADDRESS });
    const q = order.quote as { subtotal: number; discount: number; referral_discount: number; total: number };
    const goods = q.subtotal - q.discount;
    expect(q.referral_discount).toBe(Math.floor(goods / 10));
    expect(order.total).toBe(q.total);
    const [ref] = await t.database.db.select().from(referrals).where(eq(referrals.friendId, friend.id));
    const reward = Math.floor((goods - q.referral_discount) / 10);
    expect(ref).toMatchObject({ status: 'pending', orderId: order.id, amount: reward, currency: 'HKD' });
    let summary = (await t.inject({ url: '/api/v1/user/referral-code', cookies: referrer })).json();
    expect(summary).toMatchObject({ friends_joined: 1, pending: [{ currency: 'HKD', amount: reward }] });
    const before = await balance(REFERRER_ID);
    await deliver(order.id);
    expect(await balance(REFERRER_ID)).toBe(before + reward);
    summary = (await t.inject({ url: '/api/v1/user/referral-code', cookies: referrer })).json();
    expect(summary).toMatchObject({ earned: [{ currency: 'HKD', amount: reward }], pending: [] });
    // the second order is not the first: no discount
    const second = await fx.place({ cookies: friend.cookies, extra: FRIEND_ADDRESS });
    expect((second.quote as { referral_discount: number }).referral_discount).toBe(0);
    // refunded afterwards: the credit is taken back
    const r = await staffPost(`/api/v1/admin/orders/${order.id}/refunds`, {
      amount: order.total,
      reason: 'x',
    });
    expect(r.statusCode, r.body).toBe(201);
    await t.app.jobs.drain();
    expect(await balance(REFERRER_ID)).toBe(before);
    const [after] = await t.database.db.select().from(referrals).where(eq(referrals.friendId, friend.id));
    expect(after!.status).toBe('reversed');
    expect(await ledgerSum(REFERRER_ID)).toBe(await balance(REFERRER_ID));
  });

  it('a code typed at the first checkout counts; the own code and an unknown code are refused', async () => {
    const friend = await register();
    const quote = (extra: object) =>
      t.inject({
        method: 'POST',
        url: '/api/v1/order/quote',
        cookies: friend.cookies,
        payload: {
          cart_type: 'single',
          currency: 'HKD',
          delivery_method: 'x',
          delivery_firstname: 'Ka Ho',
          delivery_lastname: 'Lam',
          delivery_calling_code: '852',
          delivery_contact: '6123 4567',
          delivery_country_key: 'hk',
          ...extra,
        },
      });
    const unknown = await quote({ referral_code: 'NOSUCHCODE' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'referral_code', code: 'referral_unknown' });
    const own = (await t.inject({ url: '/api/v1/user/referral-code', cookies: friend.cookies })).json().code;
    expect((await quote({ referral_code: own })).json()).toMatchObject({
      field: 'referral_code',
      code: 'referral_self',
    });
    const order = await fx.place({
      cookies: friend.cookies,
      extra: { ...FRIEND_ADDRESS, referral_code: code },
    });
    expect((order.quote as { referral_discount: number }).referral_discount).toBeGreaterThan(0);
    const [ref] = await t.database.db.select().from(referrals).where(eq(referrals.friendId, friend.id));
    expect(ref).toMatchObject({ referrerId: REFERRER_ID, orderId: order.id, status: 'pending' });
  });

  it('a first order closed unpaid leaves the friend the 10% for the next order', async () => {
    const friend = await register({ referral_code: code });
    const unpaid = await fx.place({ cookies: friend.cookies, extra: FRIEND_ADDRESS, paid: false });
    expect((unpaid.quote as { referral_discount: number }).referral_discount).toBeGreaterThan(0);
    const cancel = await staffPost(`/api/v1/admin/orders/${unpaid.id}/transitions`, { to: 'cancelled' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [ref] = await t.database.db.select().from(referrals).where(eq(referrals.friendId, friend.id));
    expect(ref).toMatchObject({ status: 'joined', orderId: null });
    const next = await fx.place({ cookies: friend.cookies, extra: FRIEND_ADDRESS });
    expect((next.quote as { referral_discount: number }).referral_discount).toBeGreaterThan(0);
  });

  it('self-referral by the same delivery address as the referrer is refused', async () => {
    // the referrer has ordered to the fixture's address
    await fx.place({ cookies: referrer });
    const friend = await register({ referral_code: code });
    await expect(fx.place({ cookies: friend.cookies })).rejects.toThrow(/referral_self/);
  });

  it('the staff referral report lists who brought whom', async () => {
    const res = await t.app.inject({ url: '/api/v1/admin/referrals', headers: support.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items[0]).toMatchObject({ referrer_email: DEMO_MEMBERS[0].email, code });
  });
});

describe('cash dollars at checkout', () => {
  it('the server applies at most the balance and the goods; cancelling gives them back', async () => {
    await credit(REFERRER_ID, 30_00);
    const held = await balance(REFERRER_ID);
    const over = await fx
      .place({ cookies: referrer, extra: { cash_dollars: held + 1 }, paid: false })
      .catch((e: Error) => e.message);
    expect(over).toMatch(/insufficient_balance/);
    const order = await fx.place({ cookies: referrer, extra: { cash_dollars: 25_00 }, paid: false });
    const q = order.quote as { wallet_amount: number; total: number; subtotal: number };
    expect(q.wallet_amount).toBe(25_00);
    expect(await balance(REFERRER_ID)).toBe(held - 25_00);
    const view = (await t.inject({ url: `/api/v1/order/${order.id}`, cookies: referrer })).json().order;
    expect(view).toMatchObject({ wallet_amount: 25_00, total: q.total });
    const cancel = await staffPost(`/api/v1/admin/orders/${order.id}/transitions`, { to: 'cancelled' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await balance(REFERRER_ID)).toBe(held);
    expect(await ledgerSum(REFERRER_ID)).toBe(held);
  });

  it('a guest cannot use cash dollars', async () => {
    await expect(fx.place({ extra: { cash_dollars: 1_00 } })).rejects.toThrow(/login/);
  });
});

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

describe('admin wallet adjustments', () => {
  it('need the refund permission and a reason, are audited, and cannot take a balance below zero', async () => {
    const url = `/api/v1/admin/members/${OTHER_ID}/wallet/adjust`;
    const denied = await staffPost(url, { currency: 'HKD', amount: 1_00, reason: 'goodwill' }, support);
    expect(denied.statusCode).toBe(403);
    const noReason = await staffPost(url, { currency: 'HKD', amount: 1_00, reason: '' });
    expect(noReason.json().field).toBe('reason');
    const b = await balance(OTHER_ID);
    const tooMuch = await staffPost(url, { currency: 'HKD', amount: -(b + 1), reason: 'mistake' });
    expect(tooMuch.json()).toMatchObject({ code: 'insufficient_balance' });
    const ok = await staffPost(url, { currency: 'HKD', amount: 2_00, reason: 'goodwill for a late parcel' });
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'wallet.adjust'), eq(auditLog.entityId, OTHER_ID)))
      .orderBy(sql`${auditLog.createdAt} desc`)
      .limit(1);
    expect(row!.after).toMatchObject({ amount: 2_00, reason: 'goodwill for a late parcel' });
    const ledger = await t.app.inject({
      url: `/api/v1/admin/members/${OTHER_ID}/wallet`,
      headers: support.headers,
    });
    expect(ledger.json().entries[0]).toMatchObject({
      kind: 'adjustment',
      note: 'goodwill for a late parcel',
    });
  });
});
