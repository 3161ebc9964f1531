import { describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { apiFetchContext, type ApiFetch } from '../lib/api-context.ts';
import { maskDob, phoneFromQuery, type AuthResult } from '../lib/auth.ts';
import { DEV_BOT_TOKEN } from '../lib/bot-check.ts';
import { action } from './auth.tsx';

interface Call {
  method: string;
  url: string;
  body: Record<string, unknown>;
}

/** Runs the /auth action against a fake in-process API. */
async function run(
  path: string,
  fields: Record<string, string>,
  reply: (call: Call) => { status?: number; body?: unknown; cookies?: string[] } = () => ({}),
) {
  const calls: Call[] = [];
  const fetchApi: ApiFetch = async (url, init = {}) => {
    const call = {
      method: init.method ?? 'GET',
      url,
      body: init.body ? (JSON.parse(init.body) as Record<string, unknown>) : {},
    };
    calls.push(call);
    const r = reply(call);
    const headers = new Headers({ 'content-type': 'application/json' });
    for (const c of r.cookies ?? []) headers.append('set-cookie', c);
    return new Response(JSON.stringify(r.body ?? {}), { status: r.status ?? 200, headers });
  };
  const context = new RouterContextProvider();
  context.set(apiFetchContext, fetchApi);
  const request = new Request(`http://shop.test${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  const res = await action({ request, context, params: {} } as unknown as Parameters<typeof action>[0]);
  const out = res as unknown as { data: AuthResult; init: ResponseInit | null };
  return {
    result: out.data,
    status: out.init?.status ?? 200,
    headers: new Headers(out.init?.headers),
    calls,
  };
}

const user = {
  _id: 'u1',
  username: 'a@b.co',
  email: 'a@b.co',
  firstname: 'Ada',
  lastname: 'Lee',
  nickname: 'Ada Lee',
  member_group: [],
  discount_rate: {},
};

describe('auth action', () => {
  it('check: every email error translated and prefixed, no API call', async () => {
    const { result, status, calls } = await run('/en/auth', {
      intent: 'check',
      mode: 'email',
      email: 'nope',
    });
    expect(status).toBe(400);
    expect(result).toMatchObject({
      ok: false,
      intent: 'check',
      errors: ['Email is incorrect'],
      fields: { email: 'Email is incorrect' },
    });
    expect(calls).toEqual([]);
  });

  it('check: a phone username is calling code + digits', async () => {
    const { result, calls } = await run(
      '/auth',
      { intent: 'check', mode: 'phone', contact_no_country: '852', contact_no: '9123 4567' },
      () => ({ body: { exists: true } }),
    );
    expect(calls[0]).toMatchObject({ url: '/api/v1/user/checkuser', body: { username: '85291234567' } });
    expect(result).toEqual({ ok: true, intent: 'check', exists: true, username: '85291234567' });
  });

  it('login: passes the API cookies on and returns the first name', async () => {
    const { result, headers } = await run(
      '/en/auth',
      { intent: 'login', mode: 'email', email: 'a@b.co', password: 'secret123' },
      () => ({ body: { user }, cookies: ['access=1; Path=/; HttpOnly', 'refresh=2; Path=/; HttpOnly'] }),
    );
    expect(result).toMatchObject({ ok: true, intent: 'login', firstname: 'Ada' });
    expect(headers.getSetCookie()).toEqual(['access=1; Path=/; HttpOnly', 'refresh=2; Path=/; HttpOnly']);
  });

  it("login failure: the message for the server's code, or Please try again! when there is none (8-01)", async () => {
    const a = await run(
      '/en/auth',
      { intent: 'login', mode: 'email', email: 'a@b.co', password: 'x' },
      () => ({ status: 403, body: { error: 'Account locked', code: 'account_locked' } }),
    );
    expect(a.result).toMatchObject({
      ok: false,
      errors: ['This account is locked. Please contact us for help.'],
    });
    // a code outside the list, or none: never the API's English text
    const unknown = await run(
      '/en/auth',
      { intent: 'login', mode: 'email', email: 'a@b.co', password: 'x' },
      () => ({ status: 403, body: { error: 'Account locked', code: 'locked' } }),
    );
    expect(unknown.result).toMatchObject({ ok: false, errors: ['Please try again!'] });
    const b = await run(
      '/en/auth',
      { intent: 'login', mode: 'email', email: 'a@b.co', password: 'x' },
      () => ({ status: 500, body: {} }),
    );
    expect(b.result).toMatchObject({ ok: false, errors: ['Please try again!'] });
    const c = await run('/auth', { intent: 'login', mode: 'email', email: 'a@b.co', password: 'x' }, () => ({
      status: 401,
      body: { error: 'Incorrect', code: 'bad_credentials' },
    }));
    expect(c.result).toMatchObject({ ok: false, errors: ['電郵、電話號碼或密碼不正確'] });
  });

  it('a 429 is marked as a rate limit and worded in the shopper’s language, not the API’s English', async () => {
    const { result, status } = await run(
      '/auth',
      { intent: 'login', mode: 'email', email: 'a@b.co', password: 'x' },
      () => ({ status: 429, body: { error: 'Too many requests', code: 'rate_limited' } }),
    );
    expect(status).toBe(429);
    expect(result).toMatchObject({ ok: false, limited: true, errors: ['請稍後再試。'] });
    const minutes = await run('/en/auth', { intent: 'forgot', username: 'a@b.co' }, () => ({
      status: 429,
      body: { error: 'Slow down', code: 'rate_limited', retry_after_seconds: 600 },
    }));
    expect(minutes.result).toMatchObject({ limited: true, errors: ['Please try again in 10 minutes.'] });
    const wrong = await run(
      '/en/auth',
      { intent: 'login', mode: 'email', email: 'a@b.co', password: 'x' },
      () => ({ status: 401, body: { error: 'Wrong password', code: 'invalid_credentials' } }),
    );
    expect(wrong.result).not.toHaveProperty('limited');
  });

  it('register: all field errors at once, de-duplicated', async () => {
    const { result, calls } = await run('/en/auth', {
      intent: 'register',
      email: '',
      firstname: 'A',
      lastname: '',
      dob: '31/02/1990',
      password: 'short',
      confirmPassword: 'other',
      contact_no_country: '852',
      contact_no: '12',
      otp: '1',
    });
    expect(calls).toEqual([]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      'Email is required',
      'First name: minimum 2 characters',
      'Last name is required',
      'Date of birth: incorrect, example 31/01/1990',
      'Password: Contain numbers, English and more than 8 digits',
      'Mobile number: minimum 6 characters',
      'Verification code: minimum 4 characters',
      'Confirm password: the two passwords are not the same',
    ]);
  });

  it('register: builds the payload with the country name and preferred language', async () => {
    const { result, calls } = await run(
      '/zh/auth',
      {
        intent: 'register',
        email: 'a@b.co',
        firstname: 'Ada',
        lastname: 'Lee',
        dob: '31/01/1990',
        password: 'abc12345',
        confirmPassword: 'abc12345',
        contact_no_country: '852',
        contact_no: '91234567',
        otp: '12 345',
        country_iso2: 'HK',
        country_name: 'Hong Kong',
      },
      (call) =>
        call.url.startsWith('/api/v1/calling-codes')
          ? {
              body: {
                frequent: [{ iso2: 'HK', code: '852', name: 'Hong Kong', name_en: 'Hong Kong SAR China' }],
                others: [],
              },
            }
          : { status: 201, body: { user } },
    );
    expect(result).toMatchObject({ ok: true, intent: 'register', firstname: 'Ada' });
    expect(calls[1]!.body).toEqual({
      dob: '31/01/1990',
      username: 'a@b.co',
      nickname: 'Ada Lee',
      firstname: 'Ada',
      lastname: 'Lee',
      contact_no_country: '852',
      contact_no: '91234567',
      password: 'abc12345',
      otp: '12345',
      country: 'hong kong sar china',
      preferred_lang: 'zh_tw',
    });
  });

  it('send-otp: sms and email payloads', async () => {
    const sms = await run(
      '/en/auth',
      {
        intent: 'send-otp',
        channel: 'sms',
        recaptchaResponse: DEV_BOT_TOKEN,
        contact_no_country: '852',
        contact_no: '91234567',
      },
      () => ({ body: { message: 'ok', resend_after: 60 } }),
    );
    expect(sms.calls[0]!.body).toEqual({
      recaptchaResponse: DEV_BOT_TOKEN,
      contact_no_country: '852',
      contact_no: '91234567',
      preferred_lang: 'en',
    });
    expect(sms.result).toEqual({ ok: true, intent: 'send-otp', channel: 'sms', resendAfter: 60 });
    const email = await run(
      '/cn/auth',
      {
        intent: 'send-otp',
        channel: 'email',
        recaptchaResponse: DEV_BOT_TOKEN,
        contact_no_country: '852',
        contact_no: '91234567',
        email: 'a@b.co',
        firstname: 'Ada',
        lastname: 'Lee',
      },
      () => ({ body: { message: 'ok', resend_after: 120 } }),
    );
    expect(email.calls[0]!.body).toMatchObject({ type: 'email', email: 'a@b.co', preferred_lang: 'cn' });
    expect(email.result).toMatchObject({ channel: 'email', resendAfter: 120 });
    const limited = await run(
      '/en/auth',
      {
        intent: 'send-otp',
        channel: 'sms',
        recaptchaResponse: DEV_BOT_TOKEN,
        contact_no_country: '852',
        contact_no: '91234567',
      },
      () => ({
        status: 429,
        body: { error: 'Please wait 42 seconds', code: 'rate_limited', retry_after_seconds: 42 },
      }),
    );
    expect(limited.result).toMatchObject({
      ok: false,
      retryAfter: 42,
      limited: true,
      errors: ['Please wait 42 seconds and try again.'],
    });
  });

  it('forgot: empty input and success texts (8-05)', async () => {
    const empty = await run('/en/auth', {
      intent: 'forgot',
      mode: 'phone',
      contact_no_country: '852',
      contact_no: '',
    });
    expect(empty.result).toMatchObject({ ok: false, errors: ['Please enter a valid phone number.'] });
    // the email tab left empty asks for the email, not a phone number
    const emptyEmail = await run('/en/auth', { intent: 'forgot', mode: 'email', username: '' });
    expect(emptyEmail.calls).toEqual([]);
    expect(emptyEmail.result).toMatchObject({
      ok: false,
      errors: ['Please enter your email address.'],
      fields: { username: 'Please enter your email address.' },
    });
    const emptyEmailHk = await run('/auth', { intent: 'forgot', mode: 'email', username: ' ' });
    expect(emptyEmailHk.result).toMatchObject({ errors: ['請輸入你的電郵地址。'] });
    const ok = await run('/en/auth', { intent: 'forgot', mode: 'email', username: 'a@b.co' }, () => ({
      body: { message: 'x' },
    }));
    expect(ok.calls[0]!.body).toEqual({ username: 'a@b.co' });
    expect(ok.result).toEqual({
      ok: true,
      intent: 'forgot',
      message: 'We are sending an reset password email with further instructions.',
    });
  });

  it('logout clears the cookies the API clears', async () => {
    const { result, headers } = await run('/auth', { intent: 'logout' }, () => ({
      body: { ok: true },
      cookies: ['access=; Max-Age=0; Path=/'],
    }));
    expect(result).toEqual({ ok: true, intent: 'logout' });
    expect(headers.getSetCookie()).toEqual(['access=; Max-Age=0; Path=/']);
  });
});

describe('input helpers', () => {
  it('masks a date of birth as DD/MM/YYYY', () => {
    expect(maskDob('3')).toBe('3');
    expect(maskDob('310')).toBe('31/0');
    expect(maskDob('31011990')).toBe('31/01/1990');
    expect(maskDob('31/01/19901')).toBe('31/01/1990');
  });
  it('strips a leading 852 from the contact_no query', () => {
    expect(phoneFromQuery('85291234567')).toBe('91234567');
    expect(phoneFromQuery('91234567')).toBe('91234567');
    expect(phoneFromQuery(null)).toBe(null);
  });
});
