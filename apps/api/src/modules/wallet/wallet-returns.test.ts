// Cash dollars spent on an order come back once, whatever the order of partial returns and the closing refund:
// each return gives back its share, and the order's own refund hook gives back only the rest.
import { describe, expect, it } from 'vitest';
import {
  balance,
  credit,
  deliver,
  fx,
  ledgerSum,
  owner,
  referrer,
  REFERRER_ID,
  staffPost,
  t,
  useWalletApp,
} from './wallet.test-util.ts';

useWalletApp();

async function returnAndRefund(orderId: string, lineId: string, quantity: number) {
  const asked = await t.inject({
    method: 'POST',
    url: '/api/v1/returns',
    cookies: referrer,
    payload: { order_id: orderId, items: [{ order_item_id: lineId, quantity }], reason: 'changed_mind' },
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const id = asked.json().id as string;
  for (const [step, body] of [
    ['approve', {}],
    ['receive', { items: [{ order_item_id: lineId, quantity, disposition: 'restock' }] }],
  ] as const) {
    const r = await staffPost(`/api/v1/admin/returns/${id}/${step}`, body);
    expect(r.statusCode, r.body).toBe(200);
  }
  const refunded = await staffPost(`/api/v1/admin/returns/${id}/refund`, {});
  expect(refunded.statusCode, refunded.body).toBe(201);
  return refunded.json();
}

describe('cash dollars and returns', () => {
  it('two partial returns that together refund the order give the cash dollars back exactly once', async () => {
    await credit(REFERRER_ID, 40_00);
    const before = await balance(REFERRER_ID);
    const order = await fx.place({ cookies: referrer, quantity: 2, extra: { cash_dollars: 20_00 } });
    expect(await balance(REFERRER_ID)).toBe(before - 20_00);
    await deliver(order.id);
    const detail = (
      await t.app.inject({
        url: `/api/v1/admin/orders/${order.id}`,
        headers: owner.headers,
      })
    ).json();
    const line = detail.items[0].id as string;

    const first = await returnAndRefund(order.id, line, 1);
    expect(first.refund.to_wallet).toBeGreaterThan(0);
    expect(await balance(REFERRER_ID)).toBe(before - 20_00 + first.refund.to_wallet);

    await returnAndRefund(order.id, line, 1);
    const after = (
      await t.app.inject({
        url: `/api/v1/admin/orders/${order.id}`,
        headers: owner.headers,
      })
    ).json();
    expect(after.status).toBe('refunded');
    // every cash dollar back, none twice, and the balance still equals the ledger
    expect(await balance(REFERRER_ID)).toBe(before);
    expect(await ledgerSum(REFERRER_ID)).toBe(before);
  });
});
