// Subscriptions with the clock (run-renewals {now}): a year of renewals, re-pricing, a failing card, a suspension,
// a reactivation, cancellation, a crash between charge and order write, two runners at once, and stock running out.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { orders, productOptions, subscriptionRenewals, subscriptions } from '../../db/schema.ts';
import { SANDBOX_DECLINING_CARD, SANDBOX_GOOD_CARD } from '../../providers/payment/payment.provider.ts';
import { stockSkuOf } from '../product/stock-ledger.ts';
import {
  chargedFor,
  detail,
  loseNextAnswer,
  emailOf,
  loginAs,
  mails,
  run,
  setCard,
  subscribe,
  t,
  useSubscriptionApp,
} from './subscription.test-util.ts';

useSubscriptionApp();

describe('renewals with the clock', () => {
  it('renews a monthly subscription 12 times in a year, re-priced and charged once each, then lets it be cancelled', async () => {
    const member = await loginAs(0);
    const { id } = await subscribe(member);
    // cancellation is refused while only the first period is paid (8-15)
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
    loseNextAnswer(id);
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
