// Subscriptions in the back office: list, detail, cancel with a reason, retry now (audited), and run-renewals for
// the owner outside production only.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { productOptions } from '../../db/schema.ts';
import { productionEnv } from '../../test/production-env.ts';
import { staffLogin } from '../../test/staff-login.ts';
import { SANDBOX_DECLINING_CARD, SANDBOX_GOOD_CARD } from '../../providers/payment/payment.provider.ts';
import { stockSkuOf } from '../product/stock-ledger.ts';
import { createTestApp } from '../../test/test-app.ts';
import {
  detail,
  loginAs,
  run,
  setCard,
  staff,
  subscribe,
  t,
  useSubscriptionApp,
} from './subscription.test-util.ts';

useSubscriptionApp();

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
