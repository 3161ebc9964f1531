import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionEnv } from '../../test/production-env.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function lastEmailTo(to: string) {
  const res = await t.app.inject(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return res.json()[0] as { link: string; subject: string; text: string; channel: string };
}

describe('newsletter double opt-in', () => {
  it('keeps a subscription pending until the emailed link is used', async () => {
    const sub = await t.inject({
      method: 'POST',
      url: '/api/v1/newsletter',
      payload: { email: 'Mei@Example.com', locale: 'zh' },
    });
    expect(sub.statusCode).toBe(202);
    expect(sub.json()).toEqual({ status: 'pending' });
    const mail = await lastEmailTo('mei@example.com');
    expect(mail.channel).toBe('email');
    expect(mail.subject).toBe('請確認訂閱');
    expect(mail.link).toMatch(/\/zh\/newsletter\/confirm\?token=/);
    const token = new URL(mail.link).searchParams.get('token')!;
    const ok = await t.inject({ method: 'POST', url: '/api/v1/newsletter/confirm', payload: { token } });
    expect(ok.json()).toEqual({ status: 'confirmed', email: 'mei@example.com' });
    const again = await t.inject({ method: 'POST', url: '/api/v1/newsletter/confirm', payload: { token } });
    expect(again.statusCode).toBe(400);
    const resub = await t.inject({
      method: 'POST',
      url: '/api/v1/newsletter',
      payload: { email: 'mei@example.com' },
    });
    expect(resub.json()).toEqual({ status: 'confirmed' });
  });

  it('rejects a forged token and a bad email', async () => {
    const forged = await t.inject({
      method: 'POST',
      url: '/api/v1/newsletter/confirm',
      payload: { token: 'x'.repeat(32) },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('token_invalid');
    const bad = await t.inject({ method: 'POST', url: '/api/v1/newsletter', payload: { email: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('email');
  });
});

describe('dev outbox', () => {
  it('is absent in production', async () => {
    const prod = await createTestApp(productionEnv());
    expect((await prod.app.inject('/api/dev/outbox')).statusCode).toBe(404);
    await prod.close();
  });
});
