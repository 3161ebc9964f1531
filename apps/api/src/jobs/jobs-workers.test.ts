// The server's own workers (work(), not the tests' drain()): a burst of emails is taken in batches and every job
// settles on its own, so one refused address fails alone and nothing is sent twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { outbox } from '../db/schema.ts';
import { orderFixture } from '../test/order-fixture.ts';
import { staffLogin, type StaffAuth } from '../test/staff-login.ts';

let t: TestApp;
let owner: StaffAuth;

beforeAll(async () => {
  t = await createTestApp({ JOB_RETRY_LIMIT: '0' });
  owner = await staffLogin(t, 'owner');
});
afterAll(async () => {
  await t.close();
});

describe('job workers', () => {
  it('send a burst of order emails once each; a refused address fails alone with its reason', async () => {
    const fx = await orderFixture(t);
    const to = Array.from({ length: 12 }, (_, i) => `burst-${i}-${Date.now()}@example.com`);
    // the dev outbox refuses the reserved .invalid domain as a mail server would
    to[5] = `burst-${Date.now()}@example.invalid`;
    // unpaid orders: each queues exactly one email (the confirmation) and nothing runs it yet
    for (const email of to) await fx.place({ email, paid: false, method: 'bank_transfer' });
    await t.app.jobs.work();
    const delivered = to.filter((a) => !a.endsWith('.invalid')).sort();
    await expect
      .poll(
        async () =>
          (await t.database.db.select().from(outbox).where(inArray(outbox.to, to))).map((m) => m.to).sort(),
        { timeout: 30_000, interval: 250 },
      )
      .toEqual(delivered);
    const failed = async () => {
      const rows = await t.app.inject({ url: '/api/v1/admin/jobs?state=failed', headers: owner.headers });
      return (rows.json().jobs as { data: { orderId: string }; last_error: string }[]).map(
        (j) => j.last_error,
      );
    };
    await expect.poll(failed, { timeout: 10_000 }).toEqual([expect.stringMatching(/^550 no such domain/)]);
    // nothing twice
    expect(await t.database.db.select().from(outbox).where(inArray(outbox.to, delivered))).toHaveLength(11);
  });
});
