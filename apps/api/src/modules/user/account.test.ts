import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { orderFixture } from '../../test/order-fixture.ts';
import {
  addresses,
  newsletterSubscriptions,
  orders,
  passwordResets,
  sessions,
  users,
} from '../../db/schema.ts';
import { hashPassword } from '../../lib/password.ts';
import { staffLogin } from '../../test/staff-login.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'Secret123';
let seq = 0;
let ipSeq = 1;
const nextIp = () => `10.30.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

/** A member straight in the table (registration has its own tests); `login` signs them in once more each call. */
async function member() {
  const n = ++seq;
  const id = randomUUID();
  const email = `account${n}-${Date.now()}@example.com`;
  await t.database.db.insert(users).values({
    id,
    email,
    firstname: 'Siu Ming',
    lastname: 'Wong',
    nickname: 'Ming',
    dob: '1990-01-31',
    contactNoCountry: '852',
    contactNo: `6${String(7000000 + n)}`,
    phone: `8526${String(7000000 + n)}`,
    phoneVerifiedAt: new Date(),
    country: 'hong kong',
    preferredLang: 'en',
    passwordHash: await hashPassword(PASSWORD),
  });
  const login = async (password = PASSWORD) =>
    t.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { username: email, password },
      remoteAddress: nextIp(),
    });
  const signIn = async () => {
    const res = await login();
    if (res.statusCode !== 200) throw new Error(`login: ${res.body}`);
    return Object.fromEntries(res.cookies.map((c) => [c.name, c.value])) as Record<string, string>;
  };
  return { id, email, login, cookies: await signIn(), signIn };
}

const get = (url: string, cookies?: Record<string, string>) => t.inject({ method: 'GET', url, cookies });
const send = (
  method: 'PATCH' | 'POST' | 'DELETE',
  url: string,
  payload: object,
  cookies?: Record<string, string>,
) => t.inject({ method, url, payload, cookies, remoteAddress: nextIp() });
const row = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('account: members only', () => {
  it('every account route answers 401 without a session', async () => {
    expect((await get('/api/v1/account')).statusCode).toBe(401);
    expect((await get('/api/v1/account/export')).statusCode).toBe(401);
    expect((await send('PATCH', '/api/v1/account', { nickname: 'x' })).statusCode).toBe(401);
    const pw = await send('POST', '/api/v1/account/password', {
      old_password: 'a',
      new_password: 'Better123',
    });
    expect(pw.statusCode).toBe(401);
    expect((await send('DELETE', '/api/v1/account', { password: 'x' })).statusCode).toBe(401);
  });
});

describe('GET and PATCH /account', () => {
  it('shows the profile with marketing off until chosen, and never the password hash', async () => {
    const m = await member();
    const res = await get('/api/v1/account', m.cookies);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.json().account).toMatchObject({
      _id: m.id,
      email: m.email,
      firstname: 'Siu Ming',
      lastname: 'Wong',
      nickname: 'Ming',
      dob: '31/01/1990',
      preferred_lang: 'en',
      phone_verified: true,
      notifications: { order_email: true, order_sms: true, marketing_email: false, marketing_sms: false },
    });
    expect(res.body).not.toContain('scrypt');
  });

  it('changes the fields sent and keeps the others, one notification switch alone included', async () => {
    const m = await member();
    const res = await send(
      'PATCH',
      '/api/v1/account',
      {
        firstname: ' Tai Man ',
        lastname: '陳',
        nickname: 'TM',
        dob: '29/02/1996',
        preferred_lang: 'zh_hk',
        notifications: { marketing_email: true },
      },
      m.cookies,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().account).toMatchObject({
      firstname: 'Tai Man',
      lastname: '陳',
      nickname: 'TM',
      dob: '29/02/1996',
      preferred_lang: 'zh_hk',
      notifications: { order_email: true, order_sms: true, marketing_email: true, marketing_sms: false },
    });
    await send('PATCH', '/api/v1/account', { notifications: { order_sms: false } }, m.cookies);
    const after = await row(m.id);
    expect(after.notifications).toEqual({
      order_email: true,
      order_sms: false,
      marketing_email: true,
      marketing_sms: false,
    });
    expect(after.dob).toBe('1996-02-29');
    expect(after.email).toBe(m.email);
  });

  it('bad input is a 400 naming the field (core rules), and nothing changes', async () => {
    const m = await member();
    const before = await row(m.id);
    const cases: [object, string][] = [
      [{ firstname: 'A' }, 'firstname'],
      [{ lastname: '' }, 'lastname'],
      [{ dob: '31/02/1990' }, 'dob'],
      [{ dob: '01/01/2999' }, 'dob'],
      [{ preferred_lang: 'fr' }, 'preferred_lang'],
      [{ notifications: { marketing_sms: 'yes' } }, 'notifications.marketing_sms'],
    ];
    for (const [payload, field] of cases) {
      const res = await send('PATCH', '/api/v1/account', { nickname: 'Changed', ...payload }, m.cookies);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().field).toBe(field);
    }
    // the email is changed only with a code sent to the new one, never here
    const email = await send('PATCH', '/api/v1/account', { email: 'other@example.com' }, m.cookies);
    expect(email.statusCode).toBe(400);
    expect(await row(m.id)).toEqual(before);
  });
});

describe('POST /account/password', () => {
  it('needs the right old password: a wrong one is a 400 on old_password and nothing changes', async () => {
    const m = await member();
    const other = await m.signIn();
    const res = await send(
      'POST',
      '/api/v1/account/password',
      { old_password: 'Wrong1234', new_password: 'Better123' },
      m.cookies,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'old_password', code: 'wrong_password' });
    expect((await m.login()).statusCode).toBe(200);
    expect((await get('/api/v1/account', other)).statusCode).toBe(200);
  });

  it('the new password meets the rule from core', async () => {
    const m = await member();
    const res = await send(
      'POST',
      '/api/v1/account/password',
      { old_password: PASSWORD, new_password: 'lettersonly' },
      m.cookies,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('new_password');
  });

  it('ends every other session of the member and keeps this one', async () => {
    const m = await member();
    const phone = await m.signIn();
    const stranger = await member();
    await t.database.db.insert(passwordResets).values({
      id: randomUUID(),
      userId: m.id,
      target: m.email,
      tokenHash: 'pending-link',
      expiresAt: new Date(Date.now() + 3600_000),
    });
    const res = await send(
      'POST',
      '/api/v1/account/password',
      { old_password: PASSWORD, new_password: 'Better123' },
      m.cookies,
    );
    expect(res.statusCode).toBe(200);
    // this browser stays signed in, and can still refresh its session
    expect((await get('/api/v1/account', m.cookies)).statusCode).toBe(200);
    const refresh = await send('POST', '/api/v1/user/refresh', {}, m.cookies);
    expect(refresh.statusCode).toBe(200);
    // the other one is out, access and refresh token alike
    expect((await get('/api/v1/account', phone)).statusCode).toBe(401);
    expect((await send('POST', '/api/v1/user/refresh', {}, phone)).statusCode).toBe(401);
    // another member is untouched
    expect((await get('/api/v1/account', stranger.cookies)).statusCode).toBe(200);
    // the new password signs in, the old one not; a reset link sent before is dead
    expect((await m.login('Better123')).statusCode).toBe(200);
    expect((await m.login(PASSWORD)).statusCode).toBe(401);
    const [reset] = await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, m.id));
    expect(reset!.usedAt).not.toBeNull();
  });
});

describe('GET /account/export', () => {
  it('is an attachment with the profile, addresses, orders and notifications, without hashes or tokens', async () => {
    const m = await member();
    await t.database.db.insert(addresses).values({
      id: randomUUID(),
      userId: m.id,
      firstname: 'Siu Ming',
      lastname: 'Wong',
      code: '852',
      phone: '61234567',
      address: '1 Nathan Road',
      city: 'Kowloon',
      country: 'hk',
    });
    const placed = await orderFixture(t).then((f) => f.place({ paid: false, quantity: 2, email: m.email }));
    await t.database.db.update(orders).set({ userId: m.id }).where(eq(orders.id, placed.id));

    const res = await get('/api/v1/account/export', m.cookies);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['cache-control']).toContain('no-store');
    const data = res.json();
    expect(data.profile).toMatchObject({ _id: m.id, email: m.email, firstname: 'Siu Ming' });
    expect(data.notifications).toEqual({
      order_email: true,
      order_sms: true,
      marketing_email: false,
      marketing_sms: false,
    });
    expect(data.addresses).toHaveLength(1);
    expect(data.addresses[0]).toMatchObject({ address: '1 Nathan Road', phone: '61234567' });
    expect(data.orders).toEqual([
      expect.objectContaining({ _id: placed.id, number: placed.number, total: placed.total, items: 2 }),
    ]);
    const u = await row(m.id);
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, m.id));
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, placed.id));
    for (const secret of [u.passwordHash, session!.tokenHash, order!.accessTokenHash, placed.token]) {
      expect(res.body).not.toContain(secret);
    }
    expect(res.body).not.toMatch(/password|token|hash/i);
  });
});

describe('DELETE /account', () => {
  it('a wrong password is a 400 and nothing changes', async () => {
    const m = await member();
    const before = await row(m.id);
    const res = await send('DELETE', '/api/v1/account', { password: 'Wrong1234' }, m.cookies);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'password', code: 'wrong_password' });
    expect(await row(m.id)).toEqual(before);
    expect((await get('/api/v1/account', m.cookies)).statusCode).toBe(200);
  });

  it('erases the personal data, keeps the orders, ends every session and signs out', async () => {
    const m = await member();
    const laptop = await m.signIn();
    const stranger = await member();
    await t.database.db.insert(addresses).values({
      id: randomUUID(),
      userId: m.id,
      firstname: 'Siu Ming',
      lastname: 'Wong',
      code: '852',
      phone: '61234567',
      address: '1 Nathan Road',
      country: 'hk',
    });
    await t.database.db
      .insert(newsletterSubscriptions)
      .values({ email: m.email, locale: 'en', status: 'confirmed' });
    const placed = await orderFixture(t).then((f) => f.place({ paid: false, email: m.email }));
    await t.database.db.update(orders).set({ userId: m.id }).where(eq(orders.id, placed.id));

    const res = await send('DELETE', '/api/v1/account', { password: PASSWORD }, m.cookies);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    // the cookies are cleared in this browser
    const cleared = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
    expect(cleared.shop_at?.value).toBe('');
    expect(cleared.shop_rt?.value).toBe('');

    const u = await row(m.id);
    expect(u).toMatchObject({
      email: `deleted-${m.id}@invalid`,
      firstname: '',
      lastname: '',
      nickname: '',
      dob: null,
      phone: null,
      contactNo: null,
      contactNoCountry: null,
      phoneVerifiedAt: null,
      country: null,
      notifications: { order_email: false, order_sms: false, marketing_email: false, marketing_sms: false },
    });
    expect(u.deletedAt).not.toBeNull();
    expect(u.passwordHash).not.toContain('scrypt');
    expect(await t.database.db.select().from(addresses).where(eq(addresses.userId, m.id))).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, m.email)),
    ).toEqual([]);
    // every session of the member is over, in this browser and elsewhere; another member is untouched
    for (const c of [m.cookies, laptop]) {
      expect((await get('/api/v1/account', c)).statusCode).toBe(401);
      expect((await send('POST', '/api/v1/user/refresh', {}, c)).statusCode).toBe(401);
    }
    expect((await get('/api/v1/account', stranger.cookies)).statusCode).toBe(200);
    // the old email and password no longer sign in, nor does the placeholder email
    expect((await m.login()).statusCode).toBe(401);
    const placeholder = await t.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { username: u.email, password: PASSWORD },
      remoteAddress: nextIp(),
    });
    expect(placeholder.statusCode).toBe(401);
    const check = await send('POST', '/api/v1/user/checkuser', { username: u.email });
    expect(check.json()).toEqual({ exists: false });
    // staff's "send a reset link" makes no link: the placeholder names no account
    const support = await staffLogin(t, 'support');
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/members/${m.id}/reset-link`,
      headers: support.headers,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const [link] = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.target, u.email));
    expect(link).toMatchObject({ userId: null, tokenHash: null });
    // the order stays for the legal period, with its own copy of the address
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(order).toMatchObject({ userId: m.id, email: m.email });
    expect(order!.delivery).toMatchObject({ address: '1 Nathan Road' });
  });
});

describe('POST /account/contact (email or phone, proven by a code sent to the new one)', () => {
  const latestCode = async (to: string) =>
    ((await t.app.inject(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()[0] as { code: string }).code;

  it('answers 401 without a session', async () => {
    expect((await send('POST', '/api/v1/account/contact/code', { email: 'a@example.com' })).statusCode).toBe(
      401,
    );
    const change = await send('POST', '/api/v1/account/contact', { email: 'a@example.com', otp: '12345' });
    expect(change.statusCode).toBe(401);
  });

  it('changes the email only with the code sent to the new address', async () => {
    const m = await member();
    const fresh = `new-${m.id}@example.com`;
    const asked = await send(
      'POST',
      '/api/v1/account/contact/code',
      { email: fresh.toUpperCase() },
      m.cookies,
    );
    expect(asked.statusCode).toBe(200);
    const code = await latestCode(fresh);
    // a wrong code, or the right code for another address, changes nothing
    const wrong = await send('POST', '/api/v1/account/contact', { email: fresh, otp: '00000' }, m.cookies);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().field).toBe('otp');
    const elsewhere = `other-${m.id}@example.com`;
    const other = await send('POST', '/api/v1/account/contact', { email: elsewhere, otp: code }, m.cookies);
    expect(other.statusCode).toBe(400);
    expect((await row(m.id)).email).toBe(m.email);

    const res = await send('POST', '/api/v1/account/contact', { email: fresh, otp: code }, m.cookies);
    expect(res.statusCode).toBe(200);
    expect(res.json().account.email).toBe(fresh);
    expect((await row(m.id)).email).toBe(fresh);
    // the code is single use, and the new email signs in while the old one no longer does
    expect(
      (await send('POST', '/api/v1/account/contact', { email: fresh, otp: code }, m.cookies)).statusCode,
    ).toBe(400);
    expect((await m.login()).statusCode).toBe(401);
    const login = await t.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { username: fresh, password: PASSWORD },
      remoteAddress: nextIp(),
    });
    expect(login.statusCode).toBe(200);
  });

  it("another account's email or verified phone is a 409, nothing sent and nothing changed", async () => {
    const m = await member();
    const other = await member();
    const otherRow = await row(other.id);
    const email = await send('POST', '/api/v1/account/contact/code', { email: other.email }, m.cookies);
    expect(email.statusCode).toBe(409);
    expect(email.json().code).toBe('email_taken');
    const phone = await send(
      'POST',
      '/api/v1/account/contact/code',
      { contact_no_country: otherRow.contactNoCountry, contact_no: otherRow.contactNo },
      m.cookies,
    );
    expect(phone.statusCode).toBe(409);
    expect(phone.json().code).toBe('phone_taken');
    expect((await t.app.inject(`/api/dev/outbox?to=${otherRow.phone}`)).json()).toEqual([]);
    const bad = await send('POST', '/api/v1/account/contact/code', { contact_no: '91234567' }, m.cookies);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('contact_no_country');
  });

  it('a new phone proven by SMS becomes the verified login number; an unverified holder loses it', async () => {
    const m = await member();
    const squatter = await member();
    const number = `5${String(6000000 + seq)}`;
    await t.database.db
      .update(users)
      .set({ phone: `852${number}`, contactNo: number, phoneVerifiedAt: null })
      .where(eq(users.id, squatter.id));
    const asked = await send(
      'POST',
      '/api/v1/account/contact/code',
      { contact_no_country: '+852', contact_no: number },
      m.cookies,
    );
    expect(asked.statusCode).toBe(200);
    const code = await latestCode(`852${number}`);
    const res = await send(
      'POST',
      '/api/v1/account/contact',
      { contact_no_country: '852', contact_no: number, otp: code },
      m.cookies,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().account).toMatchObject({
      contact_no_country: '852',
      contact_no: number,
      phone_verified: true,
    });
    expect((await row(m.id)).phone).toBe(`852${number}`);
    expect((await row(squatter.id)).phone).toBeNull();
    const byPhone = await t.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { username: `852${number}`, password: PASSWORD },
      remoteAddress: nextIp(),
    });
    expect(byPhone.statusCode).toBe(200);
    expect(byPhone.json().user._id).toBe(m.id);
  });
});
