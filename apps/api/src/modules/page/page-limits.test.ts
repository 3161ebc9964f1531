import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { staffLogin, type StaffAuth } from '../../test/staff-login.ts';
import { startRedis } from '../../test/redis-server.ts';
import type { App } from '../../app.ts';
import { pages } from '../../db/schema.ts';
import { seededPageId } from '../../db/seed/pages-seed.ts';
import { PAGE_WRITE_BODY_LIMIT } from './page.admin.routes.ts';

// Over real HTTP (a socket, not app.inject): a huge body is answered, never a cut connection.
describe('page bodies over real HTTP', () => {
  let t: TestApp;
  let owner: StaffAuth;
  let base: string;
  const id = seededPageId('privacy');
  beforeAll(async () => {
    t = await createTestApp();
    owner = await staffLogin(t, 'owner');
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
  });
  const row = async () => (await t.database.db.select().from(pages).where(eq(pages.id, id)))[0]!;
  const patch = (body: string) =>
    fetch(`${base}/api/v1/admin/pages/${id}`, {
      method: 'PATCH',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      body,
    });

  it('a 10 MB body.chi is 400 payload_too_large naming the field, nothing written', async () => {
    const before = await row();
    const html = `<p>${'長'.repeat((10 * 1024 * 1024) / 3)}</p>`;
    const res = await patch(JSON.stringify({ version: before.version, body: { chi: html } }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'payload_too_large', field: 'body.chi' });
    const after = await row();
    expect(after.version).toBe(before.version);
    expect(after.draft).toEqual(before.draft);
  });

  it(`a body past the request limit (${PAGE_WRITE_BODY_LIMIT} bytes) is 413 payload_too_large, answered`, async () => {
    const before = await row();
    const res = await patch(
      JSON.stringify({ version: before.version, body: { eng: 'a'.repeat(PAGE_WRITE_BODY_LIMIT + 1024) } }),
    );
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe('payload_too_large');
    expect((await row()).version).toBe(before.version);
  });
});

describe('two instances with REDIS_URL', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let t: TestApp;
  let twin: { app: App; close(): Promise<void> };
  beforeAll(async () => {
    redis = await startRedis();
    t = await createTestApp({ REDIS_URL: redis.url });
    twin = await t.twin();
  });
  afterAll(async () => {
    await twin?.close();
    await t?.close();
    await redis?.stop();
  });

  it('a publish on one drops the cached page of the other', async () => {
    const read = async () => (await twin.app.inject('/api/v1/pages/shipping?locale=en')).json().title;
    const first = await read(); // now cached on the twin
    const owner = await staffLogin(t, 'owner');
    const id = seededPageId('shipping');
    const { version } = (
      await t.app.inject({ url: `/api/v1/admin/pages/${id}`, headers: owner.headers })
    ).json();
    const save = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/pages/${id}`,
      headers: owner.headers,
      payload: { version, title: { eng: 'Delivery, updated' } },
    });
    expect(save.statusCode).toBe(200);
    expect(await read()).toBe(first); // a draft changes nothing in the shop
    await t.app.inject({ method: 'POST', url: `/api/v1/admin/pages/${id}/publish`, headers: owner.headers });
    await expect.poll(read, { timeout: 5000 }).toBe('Delivery, updated');
  });
});
