// Referrals: from the share link (or a code typed at the first checkout) to the referrer's credit once the friend's
// order is delivered, its reversal, self-referral refused, and the staff report.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { referrals, users } from '../../db/schema.ts';
import { DEMO_MEMBERS } from '../../db/seed/members.ts';
import {
  balance,
  deliver,
  FRIEND_ADDRESS,
  fx,
  ledgerSum,
  referrer,
  REFERRER_ID,
  register,
  staffPost,
  support,
  t,
  useWalletApp,
} from './wallet.test-util.ts';

useWalletApp();

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
    // the referrer is told, in their language, with the amount the wallet credited
    await t.app.jobs.drain();
    const [me] = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, REFERRER_ID));
    const mail = (await t.app.inject(`/api/dev/outbox?to=${encodeURIComponent(me!.email)}`)).json() as {
      subject: string;
      text: string;
    }[];
    const rewardMail = mail.find((m) => m.subject.includes(`HK$${(reward / 100).toFixed(2)}`));
    expect(rewardMail, JSON.stringify(mail.map((m) => m.subject))).toBeDefined();
    expect(rewardMail!.text).toContain('view=WALLET');
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
