// Forgot and reset password: the same answer for known and unknown accounts, one live link at a time, by email
// or SMS.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { passwordResets } from '../../db/schema.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../db/seed/members.ts';
import { cookiesOf, newShopper, post, registerBySms, t, useUserApp } from './user.test-util.ts';

useUserApp();

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
    expect(tokenOf(newer!)).not.toBe(tokenOf(older!));
    const first = await post('/api/v1/reset-password', {
      token: tokenOf(older!),
      password: 'Older1234',
      confirm: 'Older1234',
    });
    expect(first.statusCode).toBe(400);
    expect(first.json().code).toBe('token_invalid');
    expect(
      (
        await post('/api/v1/reset-password', {
          token: tokenOf(newer!),
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
