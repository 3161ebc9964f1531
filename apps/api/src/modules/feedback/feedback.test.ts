import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { feedback } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const good = {
  name: 'Chan Tai Man',
  email: 'tai.man@example.com',
  subject: 'Order question',
  message: 'When will my serum ship to Kowloon?',
  locale: 'en',
};

describe('POST /api/v1/feedback', () => {
  it('stores a valid message and acknowledges it', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/feedback',
      payload: good,
      remoteAddress: '10.0.0.1',
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const [row] = await t.database.db.select().from(feedback).where(eq(feedback.id, id));
    expect(row).toMatchObject({ name: good.name, email: good.email, subject: good.subject, locale: 'en' });
  });

  it.each([
    [{ ...good, email: 'not-an-email' }, 'email', /not a valid email/],
    [{ ...good, name: 'A' }, 'name', /at least 2/],
    [{ ...good, message: 'short' }, 'message', /at least 10/],
    [{ ...good, phone: '12ab' }, 'phone', /digits/],
    [{ ...good, extra: 1 }, '', /Unrecognized key|unrecognized/i],
  ])('rejects bad input with a 400 naming the field (%#)', async (payload, field, text) => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/feedback',
      payload,
      remoteAddress: '10.0.0.2',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    if (field) expect(body.field).toBe(field);
    expect(body.error).toMatch(text);
  });

  it('stores script and SQL text inertly, as written', async () => {
    const payload = {
      ...good,
      subject: "'; drop table feedback; --",
      message: '<script>alert(1)</script> and more text',
    };
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/feedback',
      payload,
      remoteAddress: '10.0.0.3',
    });
    const [row] = await t.database.db.select().from(feedback).where(eq(feedback.id, res.json().id));
    expect(row!.subject).toBe(payload.subject);
    expect(row!.message).toBe(payload.message);
  });

  it('rate-limits one address to 5 messages per 10 minutes', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push(
        (
          await t.inject({
            method: 'POST',
            url: '/api/v1/feedback',
            payload: good,
            remoteAddress: '10.9.9.9',
          })
        ).statusCode,
      );
    expect(codes.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(codes[5]).toBe(429);
  });
});
