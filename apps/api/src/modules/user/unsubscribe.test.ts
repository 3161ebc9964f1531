import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { newsletterSubscriptions, users } from '../../db/schema.ts';
import { hashPassword } from '../../lib/password.ts';
import type { EmailMessage, EmailProvider } from '../../providers/email/email.provider.ts';

// Every marketing email carries a working one-click unsubscribe (RFC 8058).
const sent: EmailMessage[] = [];
const capture: EmailProvider = { kind: 'capture', send: async (m) => void sent.push(m) };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://shop.example' }, { providers: { email: capture } });
});
afterAll(async () => {
  await t.close();
});

async function memberWithMarketing(email: string) {
  await t.database.db.insert(users).values({
    id: randomUUID(),
    email,
    firstname: 'Siu Ming',
    lastname: 'Wong',
    nickname: 'Ming',
    dob: '1990-01-31',
    country: 'hong kong',
    preferredLang: 'en',
    passwordHash: await hashPassword('Secret123'),
    notifications: { order_email: true, order_sms: true, marketing_email: true, marketing_sms: true },
  });
}
const notificationsOf = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!.notifications;
const subscriptionOf = async (email: string) =>
  (
    await t.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))
  )[0];

async function subscribe(email: string, locale = 'en') {
  const res = await t.inject({ method: 'POST', url: '/api/v1/newsletter', payload: { email, locale } });
  expect(res.statusCode, res.body).toBe(202);
  return sent.filter((m) => m.to === email).at(-1)!;
}

describe('one-click unsubscribe', () => {
  it('a newsletter email carries List-Unsubscribe (https, signed) and List-Unsubscribe-Post, and a page link', async () => {
    const mail = await subscribe(`news-${Date.now()}@example.com`, 'hk');
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers?.['List-Unsubscribe']).toMatch(
      /^<https:\/\/shop\.example\/api\/v1\/unsubscribe\?token=un\.[\w-]+\.[\w-]{43}>$/,
    );
    expect(mail.text).toMatch(/https:\/\/shop\.example\/unsubscribe\?token=un\./);
  });

  it('the mail client’s POST (a form, no cookie, no CSRF token) turns marketing email off for that address only', async () => {
    const email = `member-${Date.now()}@example.com`;
    const other = `other-${Date.now()}@example.com`;
    await memberWithMarketing(email);
    await memberWithMarketing(other);
    const mail = await subscribe(email);
    const url = new URL(mail.headers!['List-Unsubscribe']!.slice(1, -1));
    // straight to the app: no CSRF cookie or header, as a mail provider sends it
    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'unsubscribed' });
    expect((await notificationsOf(email)).marketing_email).toBe(false);
    // the other switches stay as they were
    expect((await notificationsOf(email)).marketing_sms).toBe(true);
    expect((await notificationsOf(email)).order_email).toBe(true);
    expect((await subscriptionOf(email))?.status).toBe('unsubscribed');
    expect((await notificationsOf(other)).marketing_email).toBe(true);
  });

  it('a forged or altered token is a 400 on token and changes nothing', async () => {
    const email = `forged-${Date.now()}@example.com`;
    await memberWithMarketing(email);
    const mail = await subscribe(`real-${Date.now()}@example.com`);
    const real = new URL(mail.headers!['List-Unsubscribe']!.slice(1, -1)).searchParams.get('token')!;
    const [, , sig] = real.split('.');
    const forged = `un.${Buffer.from(email).toString('base64url')}.${sig}`;
    for (const token of [forged, 'un.x.y', `${real}x`]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/unsubscribe?token=${encodeURIComponent(token)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode, token).toBe(400);
      expect(res.json().field).toBe('token');
    }
    expect((await notificationsOf(email)).marketing_email).toBe(true);
  });
});
