// Subscriptions that renew: made from a paid checkout (card or bank transfer), changed by the member. The renewals
// with the clock are in subscription-renewals.test.ts, the back office's side in subscription.admin.test.ts.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema.ts';
import { SANDBOX_GOOD_CARD } from '../../providers/payment/payment.provider.ts';
import { detail, loginAs, run, setCard, subscribe, t, useSubscriptionApp } from './subscription.test-util.ts';

useSubscriptionApp();

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
