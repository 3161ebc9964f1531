import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { orderFixture } from '../../test/order-fixture.ts';
import { outbox, users } from '../../db/schema.ts';
import { hashPassword } from '../../lib/password.ts';

// 1-19: a member's order emails follow their switch (notifications.order_email) and preferred language.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let n = 0;
async function member(lang: string, orderEmail: boolean) {
  const id = randomUUID();
  const email = `notify${++n}-${Date.now()}@example.com`;
  await t.database.db.insert(users).values({
    id,
    email,
    firstname: 'Siu Ming',
    lastname: 'Wong',
    nickname: 'Ming',
    dob: '1990-01-31',
    country: 'hong kong',
    preferredLang: lang,
    passwordHash: await hashPassword('Secret123'),
    notifications: { order_email: orderEmail, order_sms: true, marketing_email: false, marketing_sms: false },
  });
  const login = await t.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    payload: { username: email, password: 'Secret123' },
    remoteAddress: `10.42.0.${n}`,
  });
  expect(login.statusCode, login.body).toBe(200);
  return { email, cookies: Object.fromEntries(login.cookies.map((c) => [c.name, c.value])) };
}
const mails = async (to: string) => {
  await t.app.jobs.drain();
  return t.database.db.select().from(outbox).where(eq(outbox.to, to));
};

describe('order emails and the member’s notification settings', () => {
  it('a member with order emails on gets them in the preferred language, whatever the page locale', async () => {
    const m = await member('zh_hk', true);
    // the fixture checks out on the English pages
    const o = await (await orderFixture(t)).place({ cookies: m.cookies, email: m.email });
    const sent = await mails(m.email);
    expect(sent.map((s) => s.subject)).toContain(`已收到訂單 ${o.number}`);
    expect(sent.some((s) => s.subject?.startsWith('Order '))).toBe(false);
  });

  it('a member who switched order emails off gets none; a guest still gets them', async () => {
    const m = await member('en', false);
    const fx = await orderFixture(t);
    await fx.place({ cookies: m.cookies, email: m.email });
    expect(await mails(m.email)).toEqual([]);
    const guest = `guest-${Date.now()}@example.com`;
    const g = await fx.place({ email: guest });
    expect((await mails(guest)).map((s) => s.subject)).toContain(`Order ${g.number} received`);
  });
});
