import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { productionEnv } from '../../test/production-env.ts';
import { staffLogin } from '../../test/staff-login.ts';
import { DEMO_STAFF_PASSWORD } from '../../db/seed/staff.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../db/seed/members.ts';
import { auditLog, staff } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, totp?: string) =>
  t.inject({ method: 'POST', url: '/api/v1/admin/auth/login', payload: { email, password, totp } });

function codeFor(secret: string, email: string, offsetSteps = 0) {
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    label: email,
    digits: 6,
    period: 30,
  });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

describe('staff sign-in', () => {
  it('a wrong password answers 401; the right one opens a session in the staff cookie', async () => {
    const bad = await login('owner@example.com', 'wrong-password');
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe('invalid_credentials');
    const unknown = await login('nobody@example.com', DEMO_STAFF_PASSWORD);
    expect(unknown.statusCode).toBe(401);
    const ok = await login('OWNER@example.com', DEMO_STAFF_PASSWORD);
    expect(ok.statusCode).toBe(200);
    const session = ok.cookies.find((c) => c.name === 'shop_staff')!;
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe('Strict');
    expect(ok.cookies.find((c) => c.name === 'shop_staff_csrf')?.value).toBe(ok.json().csrf);
    const me = await t.app.inject({
      url: '/api/v1/admin/auth/me',
      headers: { cookie: `shop_staff=${session.value}` },
    });
    expect(me.json()).toMatchObject({ email: 'owner@example.com', role: 'owner' });
  });

  it("a shopper's session never opens an admin endpoint (401)", async () => {
    const member = await t.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { username: DEMO_MEMBERS[0].email, password: DEMO_PASSWORD },
    });
    expect(member.statusCode).toBe(200);
    const jar = member.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    for (const url of ['/api/v1/admin/auth/me', '/api/v1/admin/staff']) {
      const res = await t.app.inject({ url, headers: { cookie: jar } });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe('unauthenticated');
    }
  });

  it('staff writes need the staff CSRF token (double submit)', async () => {
    const owner = await staffLogin(t, 'owner');
    const body = { email: 'csrf-check@example.com', name: 'C', role: 'support', password: 'long-enough-pw' };
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/staff',
      headers: { cookie: owner.cookie },
      payload: body,
    });
    expect(none.statusCode).toBe(403);
    expect(none.json().code).toBe('csrf');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/staff',
      headers: { cookie: owner.cookie, 'x-csrf-token': 'not-the-token' },
      payload: body,
    });
    expect(wrong.statusCode).toBe(403);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/staff',
      headers: owner.headers,
      payload: body,
    });
    expect(ok.statusCode).toBe(201);
  });

  it('roles: only the owner manages staff (403 for the others)', async () => {
    for (const role of ['manager', 'fulfilment', 'support'] as const) {
      const s = await staffLogin(t, role);
      const res = await t.app.inject({ url: '/api/v1/admin/staff', headers: s.headers });
      expect(res.statusCode, role).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
  });

  it('five wrong passwords lock the account for 15 minutes (429), whatever the address', async () => {
    const owner = await staffLogin(t, 'owner');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/staff',
      headers: owner.headers,
      payload: { email: 'brute@example.com', name: 'B', role: 'support', password: 'right-password-1' },
    });
    for (let i = 0; i < 5; i++) expect((await login('brute@example.com', `wrong-${i}`)).statusCode).toBe(401);
    const locked = await login('brute@example.com', 'right-password-1');
    expect(locked.statusCode).toBe(429);
  });

  it('a locked staff account cannot sign in and its sessions end; the change is audited', async () => {
    const owner = await staffLogin(t, 'owner');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/staff',
      headers: owner.headers,
      payload: {
        email: 'leaver@example.com',
        name: 'Leaver',
        role: 'fulfilment',
        password: 'leaver-password',
      },
    });
    const id = created.json().id as string;
    const first = await login('leaver@example.com', 'leaver-password');
    const cookie = first.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/staff/${id}`,
      headers: owner.headers,
      payload: { locked: true },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/admin/auth/me', headers: { cookie } })).statusCode).toBe(401);
    expect((await login('leaver@example.com', 'leaver-password')).statusCode).toBe(401);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, id))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(entry).toMatchObject({
      action: 'staff.update',
      staffEmail: 'owner@example.com',
      before: { locked: false },
      after: { locked: true },
    });
  });
});

describe('two-factor sign-in (TOTP)', () => {
  it('once turned on, sign-in needs a fresh code, and a code works once', async () => {
    const owner = await staffLogin(t, 'owner');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/staff',
      headers: owner.headers,
      payload: { email: 'twofa@example.com', name: 'T', role: 'manager', password: 'twofa-password' },
    });
    const first = await login('twofa@example.com', 'twofa-password');
    const headers = {
      cookie: first.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
      'x-csrf-token': first.json().csrf,
    };
    const setup = await t.app.inject({ method: 'POST', url: '/api/v1/admin/auth/totp/setup', headers });
    const { secret, otpauth_url } = setup.json();
    expect(otpauth_url).toContain('otpauth://totp/');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/totp/enable',
      headers,
      payload: { code: '000000' === codeFor(secret, 'twofa@example.com') ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    const enabled = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/totp/enable',
      headers,
      payload: { code: codeFor(secret, 'twofa@example.com', -1) },
    });
    expect(enabled.statusCode).toBe(204);

    const noCode = await login('twofa@example.com', 'twofa-password');
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json().code).toBe('totp_required');
    const code = codeFor(secret, 'twofa@example.com');
    expect((await login('twofa@example.com', 'twofa-password', code)).statusCode).toBe(200);
    const replay = await login('twofa@example.com', 'twofa-password', code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('totp_invalid');
  });
});

describe('production: owners must use two-factor', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp(productionEnv());
  });
  afterAll(() => prod.close());

  it('an owner without TOTP can sign in and set it up, but nothing else until then', async () => {
    const owner = await staffLogin(prod, 'owner');
    const me = await prod.app.inject({ url: '/api/v1/admin/auth/me', headers: owner.headers });
    expect(me.json().totp_setup_required).toBe(true);
    const blocked = await prod.app.inject({ url: '/api/v1/admin/staff', headers: owner.headers });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('totp_setup_required');
    const setup = await prod.app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/totp/setup',
      headers: owner.headers,
    });
    const enable = await prod.app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/totp/enable',
      headers: owner.headers,
      payload: { code: codeFor(setup.json().secret, 'owner@example.com') },
    });
    expect(enable.statusCode).toBe(204);
    expect((await prod.app.inject({ url: '/api/v1/admin/staff', headers: owner.headers })).statusCode).toBe(
      200,
    );
    const [row] = await prod.database.db.select().from(staff).where(eq(staff.email, 'owner@example.com'));
    expect(row!.totpEnabledAt).not.toBeNull();
    // and cannot turn it off again
    const off = await prod.app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/totp/disable',
      headers: owner.headers,
      payload: { code: codeFor(setup.json().secret, 'owner@example.com', 1) },
    });
    expect(off.statusCode).toBe(400);
  });
});
