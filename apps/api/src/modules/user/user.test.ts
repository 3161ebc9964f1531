import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loginFailures, otpCodes, passwordResets, sessions, users } from '../../db/schema.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../db/seed/members.ts';
import { DEV_BOT_TOKEN } from '../../providers/captcha/captcha.provider.ts';
import { REFRESH_GRACE_MS, sha256 } from './auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let ipSeq = 1;
const nextIp = () => `10.20.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;
const post = (
  url: string,
  payload: unknown,
  extra: { cookies?: Record<string, string>; ip?: string; csrf?: boolean } = {},
) =>
  t.inject({
    method: 'POST',
    url,
    payload: payload as object,
    cookies: extra.cookies,
    remoteAddress: extra.ip ?? nextIp(),
    csrf: extra.csrf,
  });

function cookiesOf(res: { cookies: { name: string; value: string }[] }) {
  return Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
}

/** moves a refresh token's rotation back past the grace window, as if the replay came later */
async function agePastGrace(refreshToken: string) {
  await t.database.db
    .update(sessions)
    .set({ usedAt: new Date(Date.now() - REFRESH_GRACE_MS - 1000) })
    .where(eq(sessions.tokenHash, sha256(refreshToken)));
}

async function latestCode(to: string) {
  const rows = (await t.app.inject(`/api/dev/outbox?to=${to}`)).json();
  return rows[0] as { code: string; text: string; link: string | null };
}

let phoneSeq = 60000000;
function newShopper() {
  const n = phoneSeq++;
  return {
    phone: String(n),
    email: `shopper${n}@example.com`,
    payload: (otp: string) => ({
      dob: '31/01/1990',
      username: `shopper${n}@example.com`,
      nickname: 'Siu Ming Wong',
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

async function sendCode(phone: string, extra: Record<string, unknown> = {}) {
  return post('/api/v1/user/register-otp', {
    recaptchaResponse: DEV_BOT_TOKEN,
    contact_no_country: '852',
    contact_no: phone,
    preferred_lang: 'en',
    ...extra,
  });
}

describe('registration with a one-time code', () => {
  it('registers, logs in automatically and answers GET /user', async () => {
    const s = newShopper();
    expect((await sendCode(s.phone)).json()).toEqual({ message: 'ok', resend_after: 60 });
    const { code, text } = await latestCode(`852${s.phone}`);
    expect(code).toMatch(/^\d{5}$/);
    expect(text).toContain(code);
    const res = await post('/api/v1/user/register', s.payload(code));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({
      email: s.email,
      firstname: 'Siu Ming',
      member_group: [{ _id: 'basic', name: 'Basic Member' }],
    });
    expect(JSON.stringify(body)).not.toMatch(/Secret123|scrypt/);
    const cookies = res.cookies;
    const at = cookies.find((c) => c.name === 'shop_at')!;
    // ../shared/SPEC.md §9: the cookie lasts 365 days; the tokens inside end sooner (see 'token lifetimes')
    expect(at).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/', maxAge: 31536000 });
    const me = await t.app.inject({ url: '/api/v1/user', cookies: cookiesOf(res) });
    expect(me.json().user.email).toBe(s.email);
    // stored hashed
    const [row] = await t.database.db.select().from(users).where(eq(users.email, s.email));
    expect(row.passwordHash).toMatch(/^scrypt\$/);
  });

  it('takes a one-character Chinese surname (陳) and still refuses a one-letter Latin name', async () => {
    const s = newShopper();
    await sendCode(s.phone);
    const { code } = await latestCode(`852${s.phone}`);
    const short = await post('/api/v1/user/register', { ...s.payload(code), lastname: 'W' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ field: 'lastname', key: 'validation.min_length:2' });
    const res = await post('/api/v1/user/register', { ...s.payload(code), lastname: '陳' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ lastname: '陳' });
  });

  it('refuses a wrong code, then locks the code after 5 wrong tries', async () => {
    const s = newShopper();
    await sendCode(s.phone);
    const { code } = await latestCode(`852${s.phone}`);
    const wrong = code === '00000' ? '11111' : '00000';
    const first = await post('/api/v1/user/register', s.payload(wrong));
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ code: 'otp_invalid', field: 'otp' });
    for (let i = 0; i < 4; i++) await post('/api/v1/user/register', s.payload(wrong));
    const locked = await post('/api/v1/user/register', s.payload(code));
    expect(locked.json().code).toBe('otp_locked');
  });

  it('refuses an expired code and a reused code', async () => {
    const s = newShopper();
    await sendCode(s.phone);
    const { code } = await latestCode(`852${s.phone}`);
    await t.database.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.target, `852${s.phone}`));
    expect((await post('/api/v1/user/register', s.payload(code))).json().code).toBe('otp_expired');

    const s2 = newShopper();
    await sendCode(s2.phone);
    const c2 = (await latestCode(`852${s2.phone}`)).code;
    expect((await post('/api/v1/user/register', s2.payload(c2))).statusCode).toBe(201);
    const again = { ...s2.payload(c2), username: `other${s2.email}`, contact_no: String(phoneSeq++) };
    expect((await post('/api/v1/user/register', again)).statusCode).toBe(400);
  });

  it('refuses a duplicate email or phone with 409', async () => {
    const member = DEMO_MEMBERS[0];
    const s = newShopper();
    await sendCode(s.phone);
    const { code } = await latestCode(`852${s.phone}`);
    const dupEmail = await post('/api/v1/user/register', { ...s.payload(code), username: member.email });
    expect(dupEmail.statusCode).toBe(409);
    expect(dupEmail.json().code).toBe('email_taken');
    const dupPhone = await post('/api/v1/user/register', { ...s.payload(code), contact_no: member.phone });
    expect(dupPhone.json().code).toBe('phone_taken');
  });

  it('an address that cannot receive mail is a 400 on the email field, not a 500', async () => {
    const s = newShopper();
    const res = await sendCode(s.phone, {
      type: 'email',
      email: 'nobody@example.invalid',
      firstname: 'Siu Ming',
      lastname: 'Wong',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'email_undeliverable', field: 'email' });
    const news = await t.inject({
      method: 'POST',
      url: '/api/v1/newsletter',
      payload: { email: 'nobody@example.invalid', locale: 'en' },
    });
    expect(news.statusCode).toBe(400);
    expect(news.json().code).toBe('email_undeliverable');
  });

  it('switches to an email code: the code arrives by email and registers', async () => {
    const s = newShopper();
    const res = await sendCode(s.phone, {
      type: 'email',
      email: s.email,
      firstname: 'Siu Ming',
      lastname: 'Wong',
    });
    expect(res.json()).toEqual({ message: 'ok', resend_after: 120 });
    const mail = (await t.app.inject(`/api/dev/outbox?to=${s.email}`)).json()[0];
    expect(mail.channel).toBe('email');
    expect((await post('/api/v1/user/register', s.payload(mail.code))).statusCode).toBe(201);
  });

  it('waits 60 s between sends and caps codes per number (SMS pumping)', async () => {
    const s = newShopper();
    expect((await sendCode(s.phone)).statusCode).toBe(200);
    const soon = await sendCode(s.phone);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().retry_after_seconds).toBeGreaterThan(50);
    expect(soon.headers['retry-after']).toBeDefined();
  });

  it('needs the bot check to pass', async () => {
    const res = await post('/api/v1/user/register-otp', {
      recaptchaResponse: 'forged',
      contact_no_country: '852',
      contact_no: '61234567',
      preferred_lang: 'en',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('bot_check_failed');
  });

  it.each([
    ['username', 'not-an-email', /not a valid email/],
    ['firstname', 'A', /at least 2/],
    ['lastname', '', /required/],
    ['password', 'abcdefgh', /numbers, English letters/],
    ['password', 'abc123', /numbers, English letters/],
    ['dob', '1990-01-31', /31\/01\/1990/],
    ['dob', '31/02/1990', /31\/01\/1990/],
    ['contact_no', '123', /at least 6/],
    ['contact_no_country', '85a', /calling code/],
    ['otp', '12', /at least 4/],
    ['preferred_lang', 'fr', /language/],
  ])('rejects %s=%j with a 400 naming the field', async (field, value, message) => {
    const s = newShopper();
    const res = await post('/api/v1/user/register', { ...s.payload('12345'), [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
    expect(res.json().error).toMatch(message);
  });
});

describe('login, refresh and logout', () => {
  const member = DEMO_MEMBERS[1];

  it('logs in by email or by phone and returns the member groups with the VIP rate', async () => {
    const byEmail = await post('/api/v1/user/login', { username: member.email, password: DEMO_PASSWORD });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().user).toMatchObject({
      firstname: 'Vivian',
      discount_rate: { oxygen_ceuticals: 0.85 },
    });
    expect(
      byEmail
        .json()
        .user.member_group.map((g: { _id: string }) => g._id)
        .sort(),
    ).toEqual(['basic', 'vip']);
    const byPhone = await post('/api/v1/user/login', {
      username: `852${member.phone}`,
      password: DEMO_PASSWORD,
    });
    expect(byPhone.statusCode).toBe(200);
  });

  it('answers a wrong password or unknown user with the same 401', async () => {
    const a = await post('/api/v1/user/login', { username: member.email, password: 'Wrong1234' });
    const b = await post('/api/v1/user/login', { username: 'nobody@example.com', password: 'Wrong1234' });
    expect(a.statusCode).toBe(401);
    expect(b.statusCode).toBe(401);
    expect(a.json().error).toBe(b.json().error);
  });

  it('shares one sign-in lookup across a page render, but a log out in that render ends it for the render too', async () => {
    const cookies = cookiesOf(
      await post('/api/v1/user/login', { username: member.email, password: DEMO_PASSWORD }),
    );
    const internal = { 'x-shop-internal': t.app.internalToken, 'x-shop-render': 'render-under-test' };
    const me = () => t.app.inject({ url: '/api/v1/user', cookies, headers: internal });
    expect((await me()).statusCode).toBe(200);
    expect((await me()).json().user.email).toBe(member.email);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/logout',
      cookies,
      headers: internal,
      payload: {},
    });
    expect(out.statusCode).toBeLessThan(300);
    expect((await me()).statusCode).toBe(401);
    // a render id without the internal token is ignored: it is just a header
    expect(
      (
        await t.app.inject({
          url: '/api/v1/user',
          cookies,
          headers: { 'x-shop-render': 'render-under-test' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('asks one address for the bot check after 10 failures on an account, instead of locking the account', async () => {
    const attacker = nextIp();
    const login = (ip: string, password: string, botToken?: string) =>
      post(
        '/api/v1/user/login',
        { username: member.email, password, ...(botToken ? { recaptchaResponse: botToken } : {}) },
        { ip },
      );
    for (let i = 0; i < 10; i++) expect((await login(attacker, 'Wrong1234')).statusCode).toBe(401);
    const asked = await login(attacker, DEMO_PASSWORD);
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toMatchObject({ code: 'bot_check_required', field: 'recaptchaResponse' });
    expect((await login(attacker, DEMO_PASSWORD, 'forged')).json().code).toBe('bot_check_failed');
    // the owner elsewhere is not affected; at the flagged address the bot check lets the right password in
    expect((await login(nextIp(), DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await login(attacker, DEMO_PASSWORD, DEV_BOT_TOKEN)).statusCode).toBe(200);
  });

  it('asks every address for the bot check when one account fails from very many addresses', async () => {
    const s = newShopper();
    const since = Date.now() - 60_000;
    await t.database.db.insert(loginFailures).values(
      Array.from({ length: 100 }, (_, i) => ({
        id: `spread-${s.phone}-${i}`,
        username: s.email,
        ip: `198.51.100.${i}`,
        createdAt: new Date(since),
      })),
    );
    const res = await post('/api/v1/user/login', { username: s.email, password: 'Wrong1234' });
    expect(res.json().code).toBe('bot_check_required');
  });

  it('rotates the refresh token and revokes the family when an old one is replayed after the grace window', async () => {
    const login = await post('/api/v1/user/login', { username: member.email, password: DEMO_PASSWORD });
    const first = cookiesOf(login);
    const r1 = await post('/api/v1/user/refresh', {}, { cookies: first });
    expect(r1.statusCode).toBe(200);
    const second = cookiesOf(r1);
    expect(second.shop_rt).not.toBe(first.shop_rt);
    await agePastGrace(first.shop_rt);
    // the stolen first token comes back: both sessions end
    const replay = await post('/api/v1/user/refresh', {}, { cookies: first });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('refresh_reuse');
    expect((await t.app.inject({ url: '/api/v1/user', cookies: second })).statusCode).toBe(401);
    expect((await post('/api/v1/user/refresh', {}, { cookies: second })).statusCode).toBe(401);
  });

  it('keeps both tabs signed in when they refresh with the same token at once', async () => {
    const first = cookiesOf(
      await post('/api/v1/user/login', { username: member.email, password: DEMO_PASSWORD }),
    );
    const [a, b] = await Promise.all([
      post('/api/v1/user/refresh', {}, { cookies: first }),
      post('/api/v1/user/refresh', {}, { cookies: first }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    for (const tab of [cookiesOf(a), cookiesOf(b)]) {
      expect((await t.app.inject({ url: '/api/v1/user', cookies: tab })).json().user.email).toBe(
        member.email,
      );
      expect((await post('/api/v1/user/refresh', {}, { cookies: tab })).statusCode).toBe(200);
    }
    // a third use moments later (a slow tab) is still inside the window
    expect((await post('/api/v1/user/refresh', {}, { cookies: first })).statusCode).toBe(200);
  });

  it('token lifetimes: the access token lasts 15 minutes and the refresh session 30 days, whatever the cookie says', async () => {
    const res = await post('/api/v1/user/login', { username: member.email, password: DEMO_PASSWORD });
    for (const name of ['shop_at', 'shop_rt'])
      expect(res.cookies.find((c) => c.name === name)?.maxAge).toBe(365 * 24 * 3600);
    const c = cookiesOf(res);
    const jwt = JSON.parse(Buffer.from(c.shop_at.split('.')[1], 'base64url').toString());
    expect(jwt.exp - jwt.iat).toBe(15 * 60);
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.id, jwt.sid));
    expect(Math.abs(session.expiresAt.getTime() - Date.now() - 30 * 86400_000)).toBeLessThan(60_000);
    // 30 days on, the cookie is still there but what it holds has ended
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, jwt.sid));
    expect((await t.app.inject({ url: '/api/v1/user', cookies: c })).statusCode).toBe(401);
    expect((await post('/api/v1/user/refresh', {}, { cookies: c })).json().code).toBe('session_expired');
  });

  it('logs out: the session no longer works', async () => {
    const login = await post('/api/v1/user/login', { username: member.email, password: DEMO_PASSWORD });
    const c = cookiesOf(login);
    const out = await post('/api/v1/user/logout', {}, { cookies: c });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((x) => x.name === 'shop_at')?.value).toBe('');
    expect((await t.app.inject({ url: '/api/v1/user', cookies: c })).statusCode).toBe(401);
  });

  it('refuses a state-changing call without the CSRF token', async () => {
    const res = await post(
      '/api/v1/user/login',
      { username: member.email, password: DEMO_PASSWORD },
      { csrf: false },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('csrf');
    const mismatched = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { username: member.email, password: DEMO_PASSWORD },
      cookies: { shop_csrf: 'aaa' },
      headers: { 'x-csrf-token': 'bbb' },
    });
    expect(mismatched.statusCode).toBe(403);
    expect(mismatched.json().code).toBe('csrf');
  });

  it('sets the CSRF cookie for API callers that have none', async () => {
    const res = await t.app.inject('/api/v1/setting');
    const csrf = res.cookies.find((c) => c.name === 'shop_csrf')!;
    expect(csrf.sameSite).toBe('Lax');
    expect(csrf.httpOnly).not.toBe(true);
  });

  it('checks whether a username exists (email or phone)', async () => {
    expect((await post('/api/v1/user/checkuser', { username: member.email.toUpperCase() })).json()).toEqual({
      exists: true,
    });
    expect((await post('/api/v1/user/checkuser', { username: `+852 ${member.phone}` })).json()).toEqual({
      exists: true,
    });
    expect((await post('/api/v1/user/checkuser', { username: 'nobody@example.com' })).json()).toEqual({
      exists: false,
    });
  });
});

describe('forgot and reset password', () => {
  it('answers the same for known and unknown accounts, and emails a link only to a real one', async () => {
    const member = DEMO_MEMBERS[2];
    const known = await post('/api/v1/forget-password', { username: member.email });
    const unknown = await post('/api/v1/forget-password', { username: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe('We are sending an reset password email with further instructions.');
    expect((await t.app.inject('/api/dev/outbox?to=ghost@example.com')).json()).toEqual([]);
    const mail = (await t.app.inject(`/api/dev/outbox?to=${member.email}`)).json()[0];
    expect(mail.link).toMatch(/\/reset-password\?token=/);
    const token = new URL(mail.link).searchParams.get('token')!;

    const session = cookiesOf(
      await post('/api/v1/user/login', { username: member.email, password: DEMO_PASSWORD }),
    );
    const bad = await post('/api/v1/reset-password', { token, password: 'NewPass123', confirm: 'NewPass12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('confirm');
    const ok = await post('/api/v1/reset-password', { token, password: 'NewPass123', confirm: 'NewPass123' });
    expect(ok.json()).toEqual({ message: 'ok' });
    // old sessions are revoked; the old password no longer works; the link works once
    expect((await t.app.inject({ url: '/api/v1/user', cookies: session })).statusCode).toBe(401);
    expect(
      (await post('/api/v1/user/login', { username: member.email, password: DEMO_PASSWORD })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/v1/user/login', { username: member.email, password: 'NewPass123' })).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/v1/reset-password', { token, password: 'Another123', confirm: 'Another123' })).json()
        .code,
    ).toBe('token_invalid');
  });

  it('a new reset link makes the older ones useless', async () => {
    const s = newShopper();
    expect((await registerBySms(s)).statusCode).toBe(201);
    await post('/api/v1/forget-password', { username: s.email });
    await post('/api/v1/forget-password', { username: s.email });
    const [newer, older] = (await t.app.inject(`/api/dev/outbox?to=${s.email}`)).json() as { link: string }[];
    const tokenOf = (m: { link: string }) => new URL(m.link).searchParams.get('token')!;
    expect(tokenOf(newer)).not.toBe(tokenOf(older));
    const first = await post('/api/v1/reset-password', {
      token: tokenOf(older),
      password: 'Older1234',
      confirm: 'Older1234',
    });
    expect(first.statusCode).toBe(400);
    expect(first.json().code).toBe('token_invalid');
    expect(
      (
        await post('/api/v1/reset-password', {
          token: tokenOf(newer),
          password: 'Newer1234',
          confirm: 'Newer1234',
        })
      ).json(),
    ).toEqual({ message: 'ok' });
    expect((await post('/api/v1/user/login', { username: s.email, password: 'Newer1234' })).statusCode).toBe(
      200,
    );
    const open = await t.database.db.select().from(passwordResets).where(eq(passwordResets.target, s.email));
    expect(open.every((r) => r.usedAt)).toBe(true);
  });

  it('sends the link by SMS for a phone', async () => {
    const member = DEMO_MEMBERS[0];
    await post('/api/v1/forget-password', { contact_no_country: '852', contact_no: member.phone });
    const sms = (await t.app.inject(`/api/dev/outbox?to=852${member.phone}`)).json()[0];
    expect(sms.channel).toBe('sms');
    expect(sms.link).toMatch(/reset-password\?token=/);
  });

  it('asks for an email or phone when given neither', async () => {
    const res = await post('/api/v1/forget-password', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('Please enter a valid phone number.');
  });
});

async function registerBySms(s: ReturnType<typeof newShopper>, payload = s.payload) {
  await sendCode(s.phone);
  return post('/api/v1/user/register', payload((await latestCode(`852${s.phone}`)).code));
}

async function registerByEmailCode(s: ReturnType<typeof newShopper>) {
  await sendCode(s.phone, { type: 'email', email: s.email, firstname: 'Siu Ming', lastname: 'Wong' });
  return post('/api/v1/user/register', s.payload((await latestCode(s.email)).code));
}

const userRow = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('a phone number belongs to whoever received its SMS code', () => {
  it('an SMS code verifies the phone; an email code verifies only the email', async () => {
    const bySms = newShopper();
    expect((await registerBySms(bySms)).statusCode).toBe(201);
    expect((await userRow(bySms.email)).phoneVerifiedAt).toBeInstanceOf(Date);
    const byEmail = newShopper();
    expect((await registerByEmailCode(byEmail)).statusCode).toBe(201);
    const row = await userRow(byEmail.email);
    expect(row.phone).toBe(`852${byEmail.phone}`);
    expect(row.phoneVerifiedAt).toBeNull();
  });

  it('an unverified phone signs nobody in, finds no account and gets no reset link', async () => {
    const squatter = newShopper();
    expect((await registerByEmailCode(squatter)).statusCode).toBe(201);
    const phone = `852${squatter.phone}`;
    expect((await post('/api/v1/user/login', { username: phone, password: 'Secret123' })).statusCode).toBe(
      401,
    );
    expect(
      (await post('/api/v1/user/login', { username: squatter.email, password: 'Secret123' })).statusCode,
    ).toBe(200);
    expect((await post('/api/v1/user/checkuser', { username: phone })).json()).toEqual({ exists: false });
    expect(
      (await post('/api/v1/forget-password', { contact_no_country: '852', contact_no: squatter.phone }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject(`/api/dev/outbox?to=${phone}`)).json()).toEqual([]);
  });

  it('the real owner registers the number by SMS and the unverified holder loses it', async () => {
    const squatter = newShopper();
    expect((await registerByEmailCode(squatter)).statusCode).toBe(201);
    const owner = { ...newShopper(), phone: squatter.phone };
    const ownerPayload = (otp: string) => ({
      ...owner.payload(otp),
      contact_no: squatter.phone,
      password: 'Owner1234',
    });
    expect((await registerBySms(owner, ownerPayload)).statusCode).toBe(201);
    expect((await userRow(owner.email)).phoneVerifiedAt).toBeInstanceOf(Date);
    expect(await userRow(squatter.email)).toMatchObject({
      phone: null,
      contactNo: null,
      phoneVerifiedAt: null,
    });
    const byPhone = await post('/api/v1/user/login', {
      username: `852${squatter.phone}`,
      password: 'Owner1234',
    });
    expect(byPhone.json().user.email).toBe(owner.email);
    // now the number is taken, by SMS or by email code
    const late = { ...newShopper(), phone: squatter.phone };
    await sendCode(squatter.phone, {
      type: 'email',
      email: late.email,
      firstname: 'Late',
      lastname: 'Comer',
    });
    const res = await post('/api/v1/user/register', {
      ...late.payload((await latestCode(late.email)).code),
      contact_no: squatter.phone,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('phone_taken');
  });
});

describe('calling codes', () => {
  it('lists about 240 regions with Hong Kong first, named in the locale', async () => {
    const body = (await t.app.inject('/api/v1/calling-codes?locale=hk')).json();
    expect(body.frequent[0]).toMatchObject({ iso2: 'HK', code: '852', name: '香港' });
    expect(body.frequent.length + body.others.length).toBeGreaterThan(200);
    const en = (await t.app.inject('/api/v1/calling-codes?locale=en')).json();
    expect(en.frequent[0].name).toMatch(/Hong Kong/);
  });
});
