// Sign-in, refresh and logout: the same 401 for a wrong password or an unknown member, the bot check after many
// failures, refresh-token rotation and replay, token lifetimes, the CSRF pair.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginFailures, sessions } from '../../db/schema.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../db/seed/members.ts';
import { DEV_BOT_TOKEN } from '../../providers/captcha/captcha.provider.ts';
import { agePastGrace, cookiesOf, newShopper, nextIp, post, t, useUserApp } from './user.test-util.ts';

useUserApp();

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
    await agePastGrace(first.shop_rt!);
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
    // both hold the current session's token: the race made no second branch
    expect(cookiesOf(a).shop_rt).toBe(cookiesOf(b).shop_rt);
    for (const tab of [cookiesOf(a), cookiesOf(b)]) {
      expect((await t.app.inject({ url: '/api/v1/user', cookies: tab })).json().user.email).toBe(
        member.email,
      );
      expect((await post('/api/v1/user/refresh', {}, { cookies: tab })).statusCode).toBe(200);
    }
    // the first token has now been rotated twice: presented again, even at once, it ends the family
    const stale = await post('/api/v1/user/refresh', {}, { cookies: first });
    expect(stale.json().code).toBe('refresh_reuse');
  });

  it('token lifetimes: the access token lasts 15 minutes and the refresh session 30 days, whatever the cookie says', async () => {
    const res = await post('/api/v1/user/login', { username: member.email, password: DEMO_PASSWORD });
    for (const name of ['shop_at', 'shop_rt'])
      expect(res.cookies.find((c) => c.name === name)?.maxAge).toBe(365 * 24 * 3600);
    const c = cookiesOf(res);
    const jwt = JSON.parse(Buffer.from(c.shop_at!.split('.')[1]!, 'base64url').toString());
    expect(jwt.exp - jwt.iat).toBe(15 * 60);
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.id, jwt.sid));
    expect(Math.abs(session!.expiresAt.getTime() - Date.now() - 30 * 86400_000)).toBeLessThan(60_000);
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
