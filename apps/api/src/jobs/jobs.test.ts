import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { staffLogin, type StaffAuth } from '../test/staff-login.ts';
import { shopFixture, type FixtureProduct } from '../test/shop-fixture.ts';
import { auditLog, orders, outbox } from '../db/schema.ts';
import { createOutboxEmailProvider, type EmailProvider } from '../providers/email/email.provider.ts';

// a mail server that is down until the test brings it back
let mailDown = false;
let mailAttempts = 0;
let t: TestApp;
let catalogue: FixtureProduct[];
let homeDelivery = '';
let owner: StaffAuth;

beforeAll(async () => {
  let outboxProvider: EmailProvider | undefined;
  t = await createTestApp(
    { JOB_RETRY_LIMIT: '2' },
    {
      providers: {
        email: {
          kind: 'flaky',
          async send(msg) {
            mailAttempts++;
            // refusals quote the recipient, as SMTP servers do
            if (mailDown) throw new Error(`421 <${msg.to}> mail server busy, try later`);
            outboxProvider ??= createOutboxEmailProvider(t.database.db);
            await outboxProvider.send(msg);
          },
        },
      },
    },
  );
  ({ catalogue, homeDelivery } = await shopFixture(t));
  owner = await staffLogin(t, 'owner');
});
afterAll(async () => {
  await t.close();
});

const product = () =>
  catalogue.find(
    (p) =>
      p.product_type === 0 &&
      p.product_option.some(
        (o) => !o.is_subscription && o.display.purchasable && o.availability === 'in_stock',
      ),
  )!;

/** A guest's card order for one unit, through the shop's own routes. */
async function placeOrder(email: string, paymentMethod = 'card', on: TestApp = t) {
  const cookies = { shop_sid: on.app.auth.guestSessions.issue() };
  const p = product();
  const o = p.product_option.find((x) => !x.is_subscription && x.display.purchasable)!;
  const bag = await on.inject({
    method: 'POST',
    url: '/api/v1/cart',
    cookies,
    payload: { pid: p._id, sku: p.sku, sub_sku: o.sub_sku, quantity: 1, currency: 'HKD' },
  });
  expect(bag.statusCode, bag.body).toBe(200);
  const address = {
    cart_type: 'single',
    currency: 'HKD',
    email,
    delivery_method: homeDelivery,
    delivery_firstname: 'Tai Man',
    delivery_lastname: 'Chan',
    delivery_calling_code: '852',
    delivery_contact: '91234567',
    delivery_address: "12/F, 88 Queen's Road Central",
    delivery_city: 'Hong Kong',
    delivery_country_key: 'hk',
    billing_same: true,
    add_gift_box_wrapping: false,
    locale: 'en',
  };
  const q = await on.inject({ method: 'POST', url: '/api/v1/order/quote', cookies, payload: address });
  expect(q.statusCode, q.body).toBe(200);
  const res = await on.inject({
    method: 'POST',
    url: '/api/v1/order/create',
    cookies,
    payload: { ...address, payment_method: paymentMethod, expected_total: q.json().total },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as { _id: string; number: string; payment_deadline: string };
}

const listJobs = (query: string, auth: StaffAuth | null = owner) =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/jobs${query}`, headers: auth?.headers ?? {} });
const retryJob = (id: string, auth: StaffAuth | null = owner) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/jobs/${id}/retry`, headers: auth?.headers ?? {} });
const mailsTo = async (to: string) => t.database.db.select().from(outbox).where(eq(outbox.to, to));

interface JobView {
  id: string;
  queue: string;
  data: Record<string, string>;
  state: string;
  retry_count: number;
  last_error: string | null;
  finished_at: string | null;
  start_after: string;
}

describe('email.send', () => {
  it('retries an order email while the mail server fails, lists it as failed after its retries, and a retry sends it', async () => {
    mailDown = true;
    mailAttempts = 0;
    const order = await placeOrder('retry-me@example.com');
    // the answer does not wait for the mail server: the email is a job
    expect(mailAttempts).toBe(0);
    expect(await t.app.jobs.drain()).toBe(3);
    // the first attempt and JOB_RETRY_LIMIT=2 retries
    expect(mailAttempts).toBe(3);
    expect(await mailsTo('retry-me@example.com')).toEqual([]);

    const failed = await listJobs('?state=failed');
    expect(failed.statusCode, failed.body).toBe(200);
    const job = (failed.json().jobs as JobView[]).find((j) => j.data.orderId === order._id)!;
    expect(job).toMatchObject({
      queue: 'email.send',
      data: { orderId: order._id, kind: 'confirmation' },
      state: 'failed',
      retry_count: 2,
    });
    // the stored error is masked like the logs: the server's words, not the shopper's address
    expect(job.last_error).toMatch(/^421 <.+> mail server busy, try later$/);
    expect(job.finished_at).not.toBeNull();
    // ids and kinds only: never the shopper's address, nor an error's stack
    expect(failed.body).not.toContain('retry-me@example.com');
    expect(failed.body).not.toContain('jobs.test.ts');
    expect(await t.app.jobs.countFailed()).toBeGreaterThan(0);

    mailDown = false;
    const retried = await retryJob(job.id);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ id: job.id, state: 'retry' });
    expect(await t.app.jobs.drain()).toBe(1);
    const [mail] = await mailsTo('retry-me@example.com');
    expect(mail!.subject).toBe(`Order ${order.number} received`);
    const after = (await listJobs('?state=failed')).json().jobs as JobView[];
    expect(after.some((j) => j.id === job.id)).toBe(false);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'job.retry'), eq(auditLog.entityId, job.id)));
    expect(entry).toMatchObject({ staffEmail: 'owner@example.com', entity: 'job' });
    expect(entry!.before).toMatchObject({ state: 'failed', queue: 'email.send' });
  });

  it('retries only a failed job: 409 otherwise, 404 for an unknown id, 400 naming the field for a bad one', async () => {
    mailDown = false;
    const order = await placeOrder('queued-only@example.com');
    const queued = (await listJobs('?state=created')).json().jobs as JobView[];
    const job = queued.find((j) => j.queue === 'email.send' && j.data.orderId === order._id)!;
    expect(job).toBeDefined();
    const busy = await retryJob(job.id);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe('not_failed');
    const unknown = await retryJob('7b0c8f6e-8d2a-4f7e-9a51-6a1f0c2b9d33');
    expect(unknown.statusCode).toBe(404);
    const bad = await retryJob('not-a-job');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('id');
    const badState = await listJobs('?state=lost');
    expect(badState.statusCode).toBe(400);
    expect(badState.json().field).toBe('state');
    await t.app.jobs.drain();
  });

  it('the demo outbox refuses the reserved .invalid domain like a real mail server: the job fails', async () => {
    const order = await placeOrder('nobody@example.invalid');
    await t.app.jobs.drain();
    const failed = (await listJobs('?state=failed')).json().jobs as JobView[];
    const job = failed.find((j) => j.data.orderId === order._id)!;
    expect(job.last_error).toBe('550 no such domain: example.invalid does not receive mail');
  });

  it('several instances share the queue: each email is sent once', async () => {
    const twin = await t.twin();
    try {
      const placed = [];
      for (let i = 0; i < 4; i++) placed.push(await placeOrder(`shared-${i}@example.com`));
      const [a, b] = await Promise.all([t.app.jobs.drain(), twin.app.jobs.drain()]);
      expect(a + b).toBe(4);
      for (let i = 0; i < 4; i++) expect(await mailsTo(`shared-${i}@example.com`)).toHaveLength(1);
    } finally {
      await twin.close();
    }
  });
});

describe('order.expire', () => {
  it('is queued with the order, keyed by it, for its payment deadline; it waits until then', async () => {
    const order = await placeOrder('transfer-wait@example.com', 'bank_transfer');
    const queued = (await listJobs('?state=created')).json().jobs as JobView[];
    const job = queued.find((j) => j.queue === 'order.expire' && j.data.orderId === order._id)!;
    expect(new Date(job.start_after).getTime()).toBe(new Date(order.payment_deadline).getTime());
    await t.app.jobs.drain();
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.status).toBe('awaiting_payment');
    expect(await t.app.jobs.pendingKeys('order.expire', [order._id])).toEqual(new Set([order._id]));
  });

  it('queues a missing expiry at boot (orders placed before the queue moved), due at once when past', async () => {
    const order = await placeOrder('lost-job@example.com', 'bank_transfer');
    await t.database.db.execute(sql`delete from pgboss.job where singleton_key = ${order._id}`);
    await t.database.db
      .update(orders)
      .set({ paymentDeadline: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order._id));
    expect(await t.app.jobs.pendingKeys('order.expire', [order._id])).toEqual(new Set());
    expect(await t.app.orders.queueMissingExpiries()).toBeGreaterThanOrEqual(1);
    await t.app.jobs.drain();
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.status).toBe('expired');
  });
});

describe('admin jobs access', () => {
  it('needs a staff session with jobs permissions', async () => {
    expect((await listJobs('', null)).statusCode).toBe(401);
    for (const role of ['support', 'fulfilment'] as const) {
      const staff = await staffLogin(t, role);
      expect((await listJobs('', staff)).statusCode).toBe(403);
      expect((await retryJob('7b0c8f6e-8d2a-4f7e-9a51-6a1f0c2b9d33', staff)).statusCode).toBe(403);
    }
    const manager = await staffLogin(t, 'manager');
    expect((await listJobs('', manager)).statusCode).toBe(200);
    // a staff write without the staff CSRF header is refused before the route
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/jobs/7b0c8f6e-8d2a-4f7e-9a51-6a1f0c2b9d33/retry',
      headers: { cookie: owner.cookie },
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});

describe('retry backoff', () => {
  it('a failed attempt waits JOB_RETRY_DELAY_SECONDS or more before its retry', async () => {
    const slow = await createTestApp(
      { JOB_RETRY_DELAY_SECONDS: '30' },
      {
        providers: {
          email: {
            kind: 'down',
            send: async () => {
              throw new Error('mail server down');
            },
          },
        },
      },
    );
    try {
      const before = Date.now();
      await placeOrder('slow-mail@example.com', 'card', slow);
      // one attempt, then the retry waits: drain does not run it again now
      expect(await slow.app.jobs.drain()).toBe(1);
      const [job] = (await slow.app.jobs.listJobs({ state: 'retry', page: 1 })).jobs;
      expect(job!.queue).toBe('email.send');
      expect(new Date(job!.start_after).getTime()).toBeGreaterThanOrEqual(before + 30_000);
    } finally {
      await slow.close();
    }
  });
});
