// Registration with a one-time code (SMS or email), who owns a phone number, and the calling codes. Sign-in and
// sessions are in user-login.test.ts, password resets in user-password-reset.test.ts.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { otpCodes, users } from '../../db/schema.ts';
import { DEMO_MEMBERS } from '../../db/seed/members.ts';
import {
  cookiesOf,
  latestCode,
  newShopper,
  nextPhoneNumber,
  post,
  registerByEmailCode,
  registerBySms,
  sendCode,
  t,
  useUserApp,
  userRow,
} from './user.test-util.ts';

useUserApp();

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
    // 9-25: the cookie lasts 365 days; the tokens inside end sooner (see 'token lifetimes')
    expect(at).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/', maxAge: 31536000 });
    const me = await t.app.inject({ url: '/api/v1/user', cookies: cookiesOf(res) });
    expect(me.json().user.email).toBe(s.email);
    // stored hashed
    const [row] = await t.database.db.select().from(users).where(eq(users.email, s.email));
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
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
    const again = { ...s2.payload(c2), username: `other${s2.email}`, contact_no: String(nextPhoneNumber()) };
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

describe('a phone number belongs to whoever received its SMS code', () => {
  it('an SMS code verifies the phone; an email code verifies only the email', async () => {
    const bySms = newShopper();
    expect((await registerBySms(bySms)).statusCode).toBe(201);
    expect((await userRow(bySms.email))!.phoneVerifiedAt).toBeInstanceOf(Date);
    const byEmail = newShopper();
    expect((await registerByEmailCode(byEmail)).statusCode).toBe(201);
    const row = await userRow(byEmail.email);
    expect(row!.phone).toBe(`852${byEmail.phone}`);
    expect(row!.phoneVerifiedAt).toBeNull();
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
    expect((await userRow(owner.email))!.phoneVerifiedAt).toBeInstanceOf(Date);
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

  it('an unverified holder blocks nobody: the owner gets an SMS code for the number and may register by email code', async () => {
    const squatter = newShopper();
    expect((await registerByEmailCode(squatter)).statusCode).toBe(201);
    // the owner asks for a code by SMS to that number: sent, not refused as taken
    const owner = { ...newShopper(), phone: squatter.phone };
    expect((await sendCode(squatter.phone)).statusCode).toBe(200);
    expect((await latestCode(`852${squatter.phone}`)).code).toMatch(/^\d{5}$/);
    // registering with an email code instead: allowed, and the number stays unverified on both accounts
    await sendCode(owner.phone, { type: 'email', email: owner.email, firstname: 'Real', lastname: 'Owner' });
    const res = await post('/api/v1/user/register', {
      ...owner.payload((await latestCode(owner.email)).code),
      contact_no: squatter.phone,
    });
    expect(res.statusCode).toBe(201);
    for (const email of [squatter.email, owner.email])
      expect(await userRow(email)).toMatchObject({ phone: `852${squatter.phone}`, phoneVerifiedAt: null });
    // neither signs in by the number until one of them proves it by SMS
    const byPhone = await post('/api/v1/user/login', {
      username: `852${squatter.phone}`,
      password: 'Secret123',
    });
    expect(byPhone.json().code).toBe('bad_credentials');
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
