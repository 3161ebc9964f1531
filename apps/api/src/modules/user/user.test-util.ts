// The member tests' app and helpers: requests from fresh addresses (limits are per address), codes read from the dev
// outbox, new shoppers registered by SMS or by an email code.
import { afterAll, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sessions, users } from '../../db/schema.ts';
import { DEV_BOT_TOKEN } from '../../providers/captcha/captcha.provider.ts';
import { REFRESH_GRACE_MS, sha256 } from './auth.ts';

export let t: TestApp;

/** One app per test file. */
export function useUserApp() {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
}

let ipSeq = 1;
export const nextIp = () => `10.20.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;
export const post = (
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

export function cookiesOf(res: { cookies: { name: string; value: string }[] }) {
  return Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
}

/** moves a refresh token's rotation back past the grace window, as if the replay came later */
export async function agePastGrace(refreshToken: string) {
  await t.database.db
    .update(sessions)
    .set({ usedAt: new Date(Date.now() - REFRESH_GRACE_MS - 1000) })
    .where(eq(sessions.tokenHash, sha256(refreshToken)));
}

export async function latestCode(to: string) {
  const rows = (await t.app.inject(`/api/dev/outbox?to=${to}`)).json();
  return rows[0] as { code: string; text: string; link: string | null };
}

let phoneSeq = 60000000;
/** A phone number no other shopper of this file has. */
export const nextPhoneNumber = () => phoneSeq++;
export function newShopper() {
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

export async function sendCode(phone: string, extra: Record<string, unknown> = {}) {
  return post('/api/v1/user/register-otp', {
    recaptchaResponse: DEV_BOT_TOKEN,
    contact_no_country: '852',
    contact_no: phone,
    preferred_lang: 'en',
    ...extra,
  });
}

export async function registerBySms(s: ReturnType<typeof newShopper>, payload = s.payload) {
  await sendCode(s.phone);
  return post('/api/v1/user/register', payload((await latestCode(`852${s.phone}`)).code));
}

export async function registerByEmailCode(s: ReturnType<typeof newShopper>) {
  await sendCode(s.phone, { type: 'email', email: s.email, firstname: 'Siu Ming', lastname: 'Wong' });
  return post('/api/v1/user/register', s.payload((await latestCode(s.email)).code));
}

export const userRow = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0];
