import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { orderFixture } from '../../test/order-fixture.ts';
import { users } from '../../db/schema.ts';
import { hashPassword } from '../../lib/password.ts';

// 1-18: a signed-in member's checkout can save the new delivery address to the address book.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let n = 0;
async function member() {
  const email = `saver${++n}-${Date.now()}@example.com`;
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
  });
  const login = await t.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    payload: { username: email, password: 'Secret123' },
    remoteAddress: `10.43.0.${n}`,
  });
  expect(login.statusCode, login.body).toBe(200);
  return { email, cookies: Object.fromEntries(login.cookies.map((c) => [c.name, c.value])) };
}
const book = async (cookies: Record<string, string>) =>
  (await t.inject({ method: 'GET', url: '/api/v1/address', cookies })).json().addresses as {
    _id: string;
    address: string;
    firstname: string;
  }[];

describe('checkout: save this address to my address book', () => {
  it('stores the delivery address when the member ticks it, and not otherwise', async () => {
    const m = await member();
    const fx = await orderFixture(t);
    await fx.place({ cookies: m.cookies, email: m.email, paid: false });
    expect(await book(m.cookies)).toEqual([]);
    await fx.place({ cookies: m.cookies, email: m.email, paid: false, extra: { save_address: true } });
    const saved = await book(m.cookies);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ firstname: 'Siu Ming', address: '1 Nathan Road' });
    // paying to a saved address (address_id) adds no copy of it
    await fx.place({
      cookies: m.cookies,
      email: m.email,
      paid: false,
      extra: { save_address: true, address_id: saved[0]!._id },
    });
    expect(await book(m.cookies)).toHaveLength(1);
  });
});
