// Issue 17: subscriptions that renew. A member buys a monthly subscription through checkout and the sandbox card;
// the clock (run-renewals {now}) then drives it through a year of renewals, a failing card, a suspension, a
// reactivation, cancellation, a crash between charge and order write, and two runners at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { shopFixture, type FixtureOption } from '../../test/shop-fixture.ts';
import { staffLogin, type StaffAuth } from '../../test/staff-login.ts';
import { productionEnv } from '../../test/production-env.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../db/seed/members.ts';
import { outbox, orders, productOptions, subscriptionRenewals, subscriptions } from '../../db/schema.ts';
import {
  createSandboxPaymentProvider,
  SANDBOX_DECLINING_CARD,
  SANDBOX_GOOD_CARD,
  type SandboxPaymentProvider,
} from '../../providers/payment/payment.provider.ts';
import { stockSkuOf } from '../product/stock-ledger.ts';

let t: TestApp;
let staff: StaffAuth;
let sandbox: SandboxPaymentProvider;
/** set by a test: this subscription's next charge goes through at the sandbox, then the answer is lost */
let loseNextAnswerOf: string | null = null;

async function loginAs(i: number) {
  const res = await t.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    payload: { username: DEMO_MEMBERS[i].email, password: DEMO_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
}

beforeAll(async () => {
  sandbox = createSandboxPaymentProvider({ secret: 'subscription-test-secret' });
  // the network between the shop and the provider: a charge may succeed there and its answer never arrive
  const flaky = Object.create(sandbox) as SandboxPaymentProvider;
  flaky.chargeOffSession = async (c) => {
    const r = await sandbox.chargeOffSession(c);
    if (loseNextAnswerOf && c.idempotencyKey.startsWith(`sub_${loseNextAnswerOf}_`)) {
      loseNextAnswerOf = null;
      throw new Error('connection reset after the charge');
    }
    return r;
  };
  t = await createTestApp({}, { providers: { payments: flaky } });
  staff = await staffLogin(t, 'owner');
});
afterAll(async () => {
  await t.close();
});

let shop: Awaited<ReturnType<typeof shopFixture>>;
async function monthlyOption() {
  shop ??= await shopFixture(t);
  type WithInterval = FixtureOption & { subscription_inteval_in_month?: number | null };
  for (const p of shop.catalogue) {
    const o = (p.product_option as WithInterval[]).find(
      (x) =>
        x.is_subscription &&
        x.display.purchasable &&
        x.availability === 'in_stock' &&
        x.subscription_inteval_in_month === 1,
    );
    if (o) return { p, o };
  }
  throw new Error('no monthly subscription option in the seed');
}

/** A member checks out a monthly subscription with the sandbox card; answers the subscription made. */
async function subscribe(cookies: Record<string, string>, quantity = 1, method = 'card') {
  const { p, o } = await monthlyOption();
  const add = await t.inject({
    method: 'POST',
    url: '/api/v1/cart',
    cookies,
    payload: { pid: p._id, sku: p.sku, sub_sku: o.sub_sku, quantity, currency: 'HKD' },
  });
  expect(add.statusCode, add.body).toBe(200);
  const address = {
    cart_type: 'subscription',
    currency: 'HKD',
    email: 'subscriber@example.com',
    delivery_method: shop.homeDelivery,
    delivery_firstname: 'Siu Ming',
    delivery_lastname: 'Wong',
    delivery_calling_code: '852',
    delivery_contact: '6123 4567',
    delivery_address: '1 Nathan Road',
    delivery_city: 'Kowloon',
    delivery_country_key: 'hk',
    billing_same: true,
    add_gift_box_wrapping: false,
    locale: 'en',
  };
  const q = await t.inject({ method: 'POST', url: '/api/v1/order/quote', cookies, payload: address });
  const res = await t.inject({
    method: 'POST',
    url: '/api/v1/order/create',
    cookies,
    payload: { ...address, payment_method: method, expected_total: q.json().total },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  const { order, payment } = res.json();
  if (method === 'bank_transfer') {
    // staff match the transfer in the back office
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/bank-transfers/${order._id}/confirm`,
      headers: staff.headers,
      payload: { amount: order.total, reference: `HSB-${order.number}` },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  } else {
    const paid = await t.inject({
      method: 'POST',
      url: `/api/v1/payment/sandbox/${payment.id}/complete`,
      cookies,
      payload: { outcome: 'approve' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
  }
  const [s] = await t.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.firstOrderId, order._id));
  expect(s, 'a subscription from the paid order').toBeTruthy();
  return { id: s!.id, orderId: order._id as string, subSku: o.sub_sku };
}

const run = async (now: Date | string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/subscriptions/run-renewals',
    payload: { now: typeof now === 'string' ? now : now.toISOString() },
    headers: staff.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { renewals: { subscriptionId: string; result: string }[]; reminded: number };
};
const detail = async (cookies: Record<string, string>, id: string) => {
  const res = await t.inject({ url: `/api/v1/subscriptions/${id}`, cookies });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const setCard = async (cookies: Record<string, string>, id: string, card: string) => {
  const start = await t.inject({
    method: 'POST',
    url: '/api/v1/update-payment-method',
    cookies,
    payload: { id },
  });
  expect(start.statusCode, start.body).toBe(200);
  const res = await t.inject({
    method: 'POST',
    url: '/api/v1/update-payment-method',
    cookies,
    payload: { id, setup_ref: start.json().setup.setup_ref, card_number: card },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const chargedFor = (id: string) => sandbox.offSessionCharges().filter((c) => c.key.startsWith(`sub_${id}_`));
const mails = async (to: string) =>
  (await t.database.db.select().from(outbox).where(eq(outbox.to, to))).map((m) => m.subject ?? '');
const emailOf = async (id: string) =>
  (await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!.email;

describe('a subscription from checkout', () => {
  it('is made when the subscription order is paid, once, with the card saved; only its member sees it', async () => {
    const member = await loginAs(0);
    const { id, orderId } = await subscribe(member);
    const d = await detail(member, id);
    expect(d).toMatchObject({
      _id: id,
      status: 'active',
      interval_months: 1,
      periods_paid: 1,
      renewal_orders: [],
    });
    expect(d.payment_method).toMatch(/•••• 4242$/);
    expect(new Date(d.next_renewal_at).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    // a repeated payment announcement makes no second subscription
    await t.app.subscriptions.createFromOrder(orderId);
    const mine = (await t.inject({ url: '/api/v1/subscriptions', cookies: member })).json().subscriptions;
    expect(mine.filter((s: { _id: string }) => s._id === id)).toHaveLength(1);
    const other = await loginAs(2);
    expect((await t.inject({ url: `/api/v1/subscriptions/${id}`, cookies: other })).statusCode).toBe(404);
    const theirs = await t.inject({
      method: 'PATCH',
      url: `/api/v1/subscriptions/${id}`,
      cookies: other,
      payload: { quantity: 2 },
    });
    expect(theirs.statusCode).toBe(404);
    expect((await t.inject({ url: '/api/v1/subscriptions' })).statusCode).toBe(401);
  });

  it('starts from a bank transfer staff confirm too; with no card saved, its renewal asks for one', async () => {
    const member = await loginAs(1);
    const { id } = await subscribe(member, 1, 'bank_transfer');
    const d = await detail(member, id);
    expect(d).toMatchObject({ status: 'active', payment_method: null });
    const out = await run(d.next_renewal_at);
    expect(out.renewals.filter((r) => r.subscriptionId === id).map((r) => r.result)).toEqual(['failed']);
    expect((await detail(member, id)).renewal_orders[0]).toMatchObject({
      status: 'failed',
      last_error: 'no saved card',
    });
    // the member saves a card and the retry on day 1 pays
    await setCard(member, id, SANDBOX_GOOD_CARD);
    const retry = await run(new Date(new Date(d.next_renewal_at).getTime() + 86_400_000));
    expect(retry.renewals.filter((r) => r.subscriptionId === id).map((r) => r.result)).toEqual(['paid']);
  });

  it('refuses bad changes with 400 and the field', async () => {
    const member = await loginAs(0);
    const { id } = await subscribe(member);
    for (const [payload, field] of [
      [{ interval_months: 7 }, 'interval_months'],
      [{ quantity: 0 }, 'quantity'],
      [{ next_renewal_at: 'tomorrow' }, 'next_renewal_at'],
      [{ next_renewal_at: new Date(Date.now() + 3600_000).toISOString() }, 'next_renewal_at'],
      [{ address_id: 'nope' }, 'address_id'],
    ] as const) {
      const res = await t.inject({
        method: 'PATCH',
        url: `/api/v1/subscriptions/${id}`,
        cookies: member,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().field).toBe(field);
    }
  });
});

describe('renewals with the clock', () => {
  it('renews a monthly subscription 12 times in a year, re-priced and charged once each, then lets it be cancelled', async () => {
    const member = await loginAs(0);
    const { id } = await subscribe(member);
    // cancellation is refused while only the first period is paid (SPEC §8)
    const early = await t.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/cancel',
      cookies: member,
      payload: { id },
    });
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ code: 'cancel_too_early' });
    expect(early.json().error).toMatch(/two/);
    let next = new Date((await detail(member, id)).next_renewal_at);
    // the reminder, 3 days before
    const reminded = await run(new Date(next.getTime() - 3 * 86_400_000 + 1000));
    expect(reminded.reminded).toBeGreaterThanOrEqual(1);
    for (let i = 0; i < 12; i++) {
      const out = await run(next);
      expect(
        out.renewals.filter((r) => r.subscriptionId === id).map((r) => r.result),
        `renewal ${i + 1}`,
      ).toEqual(['paid']);
      // the same instant again renews nothing more
      expect((await run(next)).renewals.filter((r) => r.subscriptionId === id)).toEqual([]);
      next = new Date((await detail(member, id)).next_renewal_at);
    }
    const d = await detail(member, id);
    expect(d.periods_paid).toBe(13);
    expect(d.renewal_orders).toHaveLength(12);
    expect(new Set(d.renewal_orders.map((r: { order_id: string }) => r.order_id)).size).toBe(12);
    expect(
      d.renewal_orders.every(
        (r: { status: string; order_status: string }) => r.status === 'paid' && r.order_status === 'paid',
      ),
    ).toBe(true);
    expect(chargedFor(id)).toHaveLength(12);
    await t.app.jobs.drain();
    expect((await mails(await emailOf(id))).some((s) => /renews on/.test(s))).toBe(true);
    // the renewal orders are the member's subscription orders, ready for fulfilment
    const listed = (
      await t.inject({ url: '/api/v1/orders?type=subscription&page_size=50', cookies: member })
    ).json();
    expect(listed.items.filter((o: { status: string }) => o.status === 'paid').length).toBeGreaterThanOrEqual(
      13,
    );
    const cancelled = await t.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/cancel',
      cookies: member,
      payload: { id },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    // a cancelled subscription renews no more, and cannot be brought back by the member
    expect(
      (await run(new Date(next.getTime() + 40 * 86_400_000))).renewals.filter((r) => r.subscriptionId === id),
    ).toEqual([]);
    const back = await t.inject({
      method: 'POST',
      url: '/api/v1/subscritpion/renew-subscription',
      cookies: member,
      payload: { id },
    });
    expect(back.statusCode).toBe(422);
    expect(back.json()).toMatchObject({ code: 'contact_specialist' });
  });

  it('re-prices each renewal at the member’s price on the day', async () => {
    const member = await loginAs(0);
    const { id, subSku } = await subscribe(member);
    const next = new Date((await detail(member, id)).next_renewal_at);
    const [o] = await t.database.db.select().from(productOptions).where(eq(productOptions.subSku, subSku));
    await t.database.db
      .update(productOptions)
      .set({ priceHkd: o!.priceHkd + 1000 })
      .where(eq(productOptions.subSku, subSku));
    t.app.products.invalidate();
    try {
      await run(next);
      const [r] = (await detail(member, id)).renewal_orders;
      expect(
        r.total -
          (await t.database.db.select().from(orders).where(eq(orders.id, r.order_id)))[0]!.deliveryFee,
      ).toBe(o!.priceHkd + 1000);
    } finally {
      await t.database.db
        .update(productOptions)
        .set({ priceHkd: o!.priceHkd })
        .where(eq(productOptions.subSku, subSku));
      t.app.products.invalidate();
    }
  });

  it('retries a failing card on day 1, 3 and 7 with an email each, suspends, and reactivates after a card update', async () => {
    const member = await loginAs(1);
    const { id } = await subscribe(member);
    await setCard(member, id, SANDBOX_DECLINING_CARD);
    const due = new Date((await detail(member, id)).next_renewal_at);
    const day = (n: number) => new Date(due.getTime() + n * 86_400_000);
    const results = [];
    for (const at of [due, day(1), day(3), day(7)]) {
      results.push((await run(at)).renewals.filter((r) => r.subscriptionId === id).map((r) => r.result));
      // nothing in between: the next try waits for its day
      expect(
        (await run(new Date(at.getTime() + 3600_000))).renewals.filter((r) => r.subscriptionId === id),
      ).toEqual([]);
    }
    expect(results).toEqual([['failed'], ['failed'], ['failed'], ['suspended']]);
    let d = await detail(member, id);
    expect(d).toMatchObject({ status: 'suspended', periods_paid: 1 });
    expect(d.renewal_orders[0]).toMatchObject({ status: 'failed', attempts: 4, order_status: 'cancelled' });
    expect(chargedFor(id)).toHaveLength(0);
    // the bag asks for a card update
    const bag = async () =>
      (await t.inject({ url: '/api/v1/cart?currency=HKD&country=hk', cookies: member })).json()
        .subscription_suspended;
    expect(await bag()).toBe(true);
    await t.app.jobs.drain();
    const subjects = await mails(await emailOf(id));
    expect(subjects.filter((s) => /could not charge/.test(s)).length).toBeGreaterThanOrEqual(3);
    expect(subjects).toContain('Your subscription is suspended');
    // reactivating with the declining card still on file fails again and stays suspended
    const refused = await t.inject({
      method: 'POST',
      url: '/api/v1/subscription/renew-subscription',
      cookies: member,
      payload: { id },
    });
    expect(refused.statusCode, refused.body).toBe(402);
    expect((await detail(member, id)).status).toBe('suspended');
    await setCard(member, id, SANDBOX_GOOD_CARD);
    const back = await t.inject({
      method: 'POST',
      url: '/api/v1/subscritpion/renew-subscription',
      cookies: member,
      payload: { id },
    });
    expect(back.statusCode, back.body).toBe(200);
    d = await detail(member, id);
    expect(d).toMatchObject({ status: 'active', periods_paid: 2 });
    expect(await bag()).toBe(false);
    expect(d.renewal_orders[0]).toMatchObject({ period: 2, status: 'paid', order_status: 'paid' });
    expect(chargedFor(id)).toHaveLength(1);
    // two periods paid: the member may cancel now
    const cancelled = await t.inject({
      method: 'POST',
      url: `/api/v1/subscriptions/${id}/cancel`,
      cookies: member,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });

  it('a crash between the charge and the order write leaves neither a double charge nor a missing order', async () => {
    const member = await loginAs(0);
    const { id } = await subscribe(member);
    const due = new Date((await detail(member, id)).next_renewal_at);
    loseNextAnswerOf = id;
    // the runner's answer is lost: nothing recorded as paid, the charge taken at the provider
    expect((await run(due)).renewals.filter((r) => r.subscriptionId === id)).toEqual([]);
    expect(chargedFor(id)).toHaveLength(1);
    expect((await detail(member, id)).periods_paid).toBe(1);
    // the next run (a retried job, a restart) asks again with the same key: recorded once, charged once
    expect((await run(due)).renewals.filter((r) => r.subscriptionId === id).map((r) => r.result)).toEqual([
      'paid',
    ]);
    const d = await detail(member, id);
    expect(d.periods_paid).toBe(2);
    expect(d.renewal_orders).toHaveLength(1);
    expect(chargedFor(id)).toHaveLength(1);
    expect(chargedFor(id)[0]!.amount).toBe(d.renewal_orders[0].total);
  });

  it('the durable job renews a subscription when its date comes, on the real clock', async () => {
    const member = await loginAs(0);
    const { id } = await subscribe(member);
    await t.database.db
      .update(subscriptions)
      .set({ nextRenewalAt: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.id, id));
    await t.app.jobs.send('subscription.renew', { subscriptionId: id });
    await t.app.jobs.drain();
    const d = await detail(member, id);
    expect(d.periods_paid).toBe(2);
    expect(new Date(d.next_renewal_at).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect(chargedFor(id)).toHaveLength(1);
  });

  it('two runners at once create each renewal once', async () => {
    const member = await loginAs(0);
    const { id } = await subscribe(member);
    const due = new Date((await detail(member, id)).next_renewal_at);
    const twin = await t.twin();
    try {
      const [a, b] = await Promise.all([
        t.app.renewals.renewOne(id, due),
        twin.app.renewals.renewOne(id, due),
      ]);
      const mine = [a, b].filter((r) => r?.result === 'paid');
      expect(mine).toHaveLength(1);
    } finally {
      await twin.close();
    }
    const rows = await t.database.db
      .select()
      .from(subscriptionRenewals)
      .where(and(eq(subscriptionRenewals.subscriptionId, id), eq(subscriptionRenewals.period, 2)));
    expect(rows).toHaveLength(1);
    expect(chargedFor(id)).toHaveLength(1);
    expect((await detail(member, id)).periods_paid).toBe(2);
  });

  it('delays a renewal that is out of stock and tells the member, then renews when stock is back', async () => {
    const member = await loginAs(0);
    const { id, subSku } = await subscribe(member);
    const due = new Date((await detail(member, id)).next_renewal_at);
    const sku = await stockSkuOf(t.database.db, subSku);
    const [o] = await t.database.db.select().from(productOptions).where(eq(productOptions.subSku, sku));
    await t.database.db.update(productOptions).set({ stock: 0 }).where(eq(productOptions.subSku, sku));
    t.app.products.invalidate();
    try {
      expect((await run(due)).renewals.filter((r) => r.subscriptionId === id).map((r) => r.result)).toEqual([
        'out_of_stock',
      ]);
      const d = await detail(member, id);
      expect(d.next_attempt_at).toBe(new Date(due.getTime() + 86_400_000).toISOString());
      expect(chargedFor(id)).toHaveLength(0);
      await t.app.jobs.drain();
      expect(await mails(await emailOf(id))).toContain('Your subscription delivery is delayed');
    } finally {
      await t.database.db
        .update(productOptions)
        .set({ stock: o!.stock })
        .where(eq(productOptions.subSku, sku));
      t.app.products.invalidate();
    }
    expect(
      (await run(new Date(due.getTime() + 86_400_000))).renewals
        .filter((r) => r.subscriptionId === id)
        .map((r) => r.result),
    ).toEqual(['paid']);
  });
});

describe('member changes', () => {
  it('changes quantity and interval, skips a delivery, and closes changes 1 day before the renewal', async () => {
    const member = await loginAs(0);
    const { id } = await subscribe(member);
    const before = await detail(member, id);
    const changed = await t.inject({
      method: 'PATCH',
      url: `/api/v1/subscriptions/${id}`,
      cookies: member,
      payload: { quantity: 2, interval_months: 2 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ quantity: 2, interval_months: 2 });
    const skipTo = new Date(new Date(before.next_renewal_at).getTime() + 31 * 86_400_000).toISOString();
    const skipped = await t.inject({
      method: 'PATCH',
      url: `/api/v1/subscriptions/${id}`,
      cookies: member,
      payload: { next_renewal_at: skipTo },
    });
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(skipped.json().next_renewal_at).toBe(skipTo);
    // inside the last day before the renewal every change is greyed and refused
    await t.database.db
      .update(subscriptions)
      .set({ nextRenewalAt: new Date(Date.now() + 12 * 3600_000) })
      .where(eq(subscriptions.id, id));
    const late = await t.inject({
      method: 'PATCH',
      url: `/api/v1/subscriptions/${id}`,
      cookies: member,
      payload: { quantity: 3 },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'change_window_closed' });
    expect((await detail(member, id)).allowed).toMatchObject({
      change: 'change_window_closed',
      address: 'address_window_closed',
    });
  });
});

describe('admin', () => {
  it('lists and shows subscriptions, cancels with a reason (audited), and only the owner runs renewals', async () => {
    const member = await loginAs(0);
    const { id, subSku } = await subscribe(member);
    // a renewal waiting for a retry holds stock: cancelling closes its order and gives the stock back
    await setCard(member, id, SANDBOX_DECLINING_CARD);
    await run((await detail(member, id)).next_renewal_at);
    const waiting = (await detail(member, id)).renewal_orders[0];
    expect(waiting).toMatchObject({ status: 'failed', order_status: 'awaiting_payment' });
    const sku = await stockSkuOf(t.database.db, subSku);
    const stockOf = async () =>
      (await t.database.db.select().from(productOptions).where(eq(productOptions.subSku, sku)))[0]!.stock;
    const held = await stockOf();
    const list = await t.app.inject({ url: '/api/v1/admin/subscriptions', headers: staff.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().subscriptions.some((s: { _id: string }) => s._id === id)).toBe(true);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/subscriptions/${id}/cancel`,
      headers: staff.headers,
      payload: { reason: 'customer called' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await detail(member, id)).renewal_orders[0].order_status).toBe('cancelled');
    expect(await stockOf()).toBe(held + 1);
    expect(
      (await t.app.inject({ url: `/api/v1/admin/subscriptions/${id}`, headers: staff.headers })).json(),
    ).toMatchObject({ status: 'cancelled', cancel_reason: expect.stringMatching(/customer called/) });
    const manager = await staffLogin(t, 'manager');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/subscriptions/run-renewals',
      headers: manager.headers,
      payload: { now: '2027-01-01T00:00:00Z' },
    });
    expect(refused.statusCode).toBe(403);
    const anonymous = await t.inject({
      method: 'POST',
      url: '/api/v1/admin/subscriptions/run-renewals',
      payload: { now: '2027-01-01T00:00:00Z' },
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/subscriptions/run-renewals',
      headers: staff.headers,
      payload: { now: 'soon' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('now');
  });

  it('retries a suspended subscription now: reactivated, charged, audited', async () => {
    const member = await loginAs(2);
    const { id } = await subscribe(member);
    await setCard(member, id, SANDBOX_DECLINING_CARD);
    const due = new Date((await detail(member, id)).next_renewal_at);
    for (const d of [0, 1, 3, 7]) await run(new Date(due.getTime() + d * 86_400_000));
    expect((await detail(member, id)).status).toBe('suspended');
    await setCard(member, id, SANDBOX_GOOD_CARD);
    const fulfilment = await staffLogin(t, 'fulfilment');
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/subscriptions/${id}/retry`,
      headers: fulfilment.headers,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({
      result: 'paid',
      status: 'active',
      periods_paid: 2,
      failed_attempts: 0,
    });
    const support = await staffLogin(t, 'support');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/subscriptions/${id}/retry`,
      headers: support.headers,
    });
    expect(refused.statusCode).toBe(403);
    const log = await t.app.inject({
      url: '/api/v1/admin/audit-log?entity=subscription',
      headers: staff.headers,
    });
    expect(JSON.stringify(log.json())).toContain('subscription.retry');
  });

  it('has no run-renewals in production', async () => {
    const prod = await createTestApp(productionEnv());
    try {
      const res = await prod.inject({
        method: 'POST',
        url: '/api/v1/admin/subscriptions/run-renewals',
        payload: { now: '2027-01-01T00:00:00Z' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
