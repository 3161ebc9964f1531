import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { staffLogin, type StaffAuth } from '../../test/staff-login.ts';

let t: TestApp;
let support: StaffAuth;
beforeAll(async () => {
  t = await createTestApp();
  support = await staffLogin(t, 'support');
});
afterAll(() => t.close());

const me = async () =>
  (await t.app.inject({ url: '/api/v1/admin/auth/me', headers: support.headers })).json();
const setZone = (time_zone: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/admin/auth/time-zone',
    headers: support.headers,
    payload: { time_zone },
  });

describe("a staff member's own time zone", () => {
  it('is Hong Kong until they choose another, any role may set their own, null goes back', async () => {
    expect((await me()).time_zone).toBe('Asia/Hong_Kong');
    const res = await setZone('Europe/London');
    expect(res.statusCode).toBe(200);
    expect(res.json().time_zone).toBe('Europe/London');
    expect((await me()).time_zone).toBe('Europe/London');
    expect((await setZone(null)).statusCode).toBe(200);
    expect((await me()).time_zone).toBe('Asia/Hong_Kong');
  });

  it('refuses a zone that does not exist with 400 naming the field, and keeps the old one', async () => {
    await setZone('Asia/Tokyo');
    const bad = await setZone('Mars/Olympus_Mons');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('time_zone');
    expect((await me()).time_zone).toBe('Asia/Tokyo');
    expect(
      (
        await t.inject({
          method: 'PUT',
          url: '/api/v1/admin/auth/time-zone',
          payload: { time_zone: null },
        })
      ).statusCode,
    ).toBe(401);
  });
});
