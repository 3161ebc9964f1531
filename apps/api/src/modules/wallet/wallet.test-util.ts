// The wallet tests' app and helpers: members signed in or registered through the real flow (with a referral code),
// staff logins, orders placed and delivered, balances and the ledger read from the database.
import { afterAll, beforeAll, expect } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { orderFixture } from '../../test/order-fixture.ts';
import { staffLogin, type StaffAuth } from '../../test/staff-login.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../db/seed/members.ts';
import { DEV_BOT_TOKEN } from '../../providers/captcha/captcha.provider.ts';
import { walletBalances, walletEntries } from '../../db/schema.ts';

export let t: TestApp;
export let fx: Awaited<ReturnType<typeof orderFixture>>;
export let owner: StaffAuth;
export let support: StaffAuth;
export let referrer: Record<string, string>;
export const REFERRER_ID = DEMO_MEMBERS[0].id;
export const OTHER_ID = DEMO_MEMBERS[2].id;
export let other: Record<string, string>;

let ipSeq = 1;
export const nextIp = () => `10.77.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

export async function loginAs(email: string, password = DEMO_PASSWORD) {
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
export async function register(extra: Record<string, unknown> = {}, cookies?: Record<string, string>) {
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

export const FRIEND_ADDRESS = { delivery_address: '88 Queen’s Road East', delivery_city: 'Wan Chai' };

export const staffPost = (url: string, payload: unknown, who: StaffAuth = owner) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: who.headers });
export const deliver = async (id: string) => {
  for (const body of [
    { to: 'packed' },
    { to: 'shipped', carrier: 'SF Express', tracking_number: 'SF1' },
    { to: 'delivered' },
  ]) {
    const r = await staffPost(`/api/v1/admin/orders/${id}/transitions`, body);
    expect(r.statusCode, r.body).toBe(200);
  }
};
export const walletOf = async (cookies: Record<string, string>, qs = '') => {
  const res = await t.inject({ url: `/api/v1/account/wallet${qs}`, cookies });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
export const balance = async (userId: string, currency = 'HKD') => {
  const [row] = await t.database.db
    .select({ b: walletBalances.balance })
    .from(walletBalances)
    .where(and(eq(walletBalances.userId, userId), eq(walletBalances.currency, currency)));
  return row?.b ?? 0;
};
export const ledgerSum = async (userId: string, currency = 'HKD') => {
  const [row] = await t.database.db
    .select({ s: sql<number>`coalesce(sum(${walletEntries.amount}), 0)::int` })
    .from(walletEntries)
    .where(and(eq(walletEntries.userId, userId), eq(walletEntries.currency, currency)));
  return row!.s;
};
export const credit = (userId: string, amount: number, currency = 'HKD') =>
  staffPost(`/api/v1/admin/members/${userId}/wallet/adjust`, { currency, amount, reason: 'test credit' });

/** One app per test file: the order fixture, an owner and a support login, two members signed in. */
export function useWalletApp() {
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
}
