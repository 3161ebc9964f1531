import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { orderFixture } from '../../test/order-fixture.ts';
import { orders } from '../../db/schema.ts';
import { DEV_BOT_TOKEN } from '../../providers/captcha/captcha.provider.ts';

// Member area: a member sees the orders they placed as a guest once they PROVE the email (a code sent to it), and
// changing the email or phone ends the member's other sessions.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let ipSeq = 1;
const nextIp = () => `10.41.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;
const post = (url: string, payload: object, cookies?: Record<string, string>) =>
  t.inject({ method: 'POST', url, payload, cookies, remoteAddress: nextIp() });
const cookiesOf = (res: { cookies: { name: string; value: string }[] }) =>
  Object.fromEntries(res.cookies.map((c) => [c.name, c.value])) as Record<string, string>;
const latestCode = async (to: string) =>
  ((await t.app.inject(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()[0] as { code: string }).code;
const ownerOf = async (id: string) =>
  (await t.database.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, id)))[0]!.userId;
const myOrders = async (cookies: Record<string, string>) =>
  ((await t.inject({ method: 'GET', url: '/api/v1/orders', cookies })).json().items as { _id: string }[]).map(
    (o) => o._id,
  );

let phoneSeq = 61000000;
function shopper() {
  const n = phoneSeq++;
  const email = `claim${n}-${Date.now()}@example.com`;
  return {
    phone: String(n),
    email,
    payload: (otp: string, username = email) => ({
      dob: '31/01/1990',
      username,
      nickname: 'Ming',
      firstname: 'Siu Ming',
      lastname: 'Wong',
      contact_no_country: '852',
      contact_no: String(n),
      password: 'Secret123',
      otp,
      country: 'hong kong',
      preferred_lang: 'en',
    }),
  };
}
const askCode = (phone: string, extra: object = {}) =>
  post('/api/v1/user/register-otp', {
    recaptchaResponse: DEV_BOT_TOKEN,
    contact_no_country: '852',
    contact_no: phone,
    preferred_lang: 'en',
    ...extra,
  });

describe('guest orders join the account only after the email is proven', () => {
  it('registering with a code sent to the email links the guest orders placed under it (any case)', async () => {
    const s = shopper();
    const f = await orderFixture(t);
    const mine = await f.place({ email: s.email.toUpperCase(), paid: false });
    const strangers = await f.place({ paid: false });
    await askCode(s.phone, { type: 'email', email: s.email, firstname: 'Siu Ming', lastname: 'Wong' });
    const res = await post('/api/v1/user/register', s.payload(await latestCode(s.email)));
    expect(res.statusCode, res.body).toBe(201);
    expect(await ownerOf(mine.id)).not.toBeNull();
    expect(await ownerOf(strangers.id)).toBeNull();
    expect(await myOrders(cookiesOf(res))).toContain(mine.id);
  });

  it('registering with an SMS code (the email unproven) links nothing', async () => {
    const s = shopper();
    const guest = await (await orderFixture(t)).place({ email: s.email, paid: false });
    await askCode(s.phone);
    const res = await post('/api/v1/user/register', s.payload(await latestCode(`852${s.phone}`)));
    expect(res.statusCode, res.body).toBe(201);
    expect(await ownerOf(guest.id)).toBeNull();
    expect(await myOrders(cookiesOf(res))).not.toContain(guest.id);
  });

  it('an email change proven by its code links the guest orders of the new email, ends other sessions and tells the old email', async () => {
    const s = shopper();
    await askCode(s.phone);
    const reg = await post('/api/v1/user/register', s.payload(await latestCode(`852${s.phone}`)));
    expect(reg.statusCode, reg.body).toBe(201);
    const here = cookiesOf(reg);
    const login = await post('/api/v1/user/login', { username: s.email, password: 'Secret123' });
    expect(login.statusCode).toBe(200);
    const elsewhere = cookiesOf(login);

    const fresh = `moved-${s.email}`;
    const guest = await (await orderFixture(t)).place({ email: fresh, paid: false });
    expect((await post('/api/v1/account/contact/code', { email: fresh }, here)).statusCode).toBe(200);
    // a wrong code changes nothing: no orders linked, the other session still in
    const wrong = await post('/api/v1/account/contact', { email: fresh, otp: '00000' }, here);
    expect(wrong.statusCode).toBe(400);
    expect(await ownerOf(guest.id)).toBeNull();
    expect((await t.inject({ method: 'GET', url: '/api/v1/account', cookies: elsewhere })).statusCode).toBe(
      200,
    );

    const ok = await post('/api/v1/account/contact', { email: fresh, otp: await latestCode(fresh) }, here);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await myOrders(here)).toContain(guest.id);
    expect((await t.inject({ method: 'GET', url: '/api/v1/account', cookies: here })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/v1/account', cookies: elsewhere })).statusCode).toBe(
      401,
    );
    expect((await post('/api/v1/user/refresh', {}, elsewhere)).statusCode).toBe(401);
    // the old address is told, in the member's language
    const told = (await t.app.inject(`/api/dev/outbox?to=${encodeURIComponent(s.email)}`)).json()[0];
    expect(told.subject).toBe('Your Oxygen Ceuticals sign-in details changed');
    expect(told.text).toContain('The email of your account was just changed');
  });
});
