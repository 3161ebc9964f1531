// Bulk actions on the order list: pack the chosen or matching orders (each done or skipped with the reason), and the
// tracking CSV, checked row by row first and applied whole or not at all. (Its own app: the orders it places would
// pass the checkout's per-address limit beside the shipment tests.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { orderAdminKit, type OrderAdminKit } from '../../test/order-admin-kit.ts';

let t: TestApp;
let k: OrderAdminKit;
let fx: OrderAdminKit['fx'];

beforeAll(async () => {
  t = await createTestApp();
  k = await orderAdminKit(t);
  ({ fx } = k);
});
afterAll(async () => {
  await t.close();
});

const bulk = (body: Record<string, unknown>, who = k.owner) => k.post('/api/v1/admin/orders/bulk', body, who);
const statusOf = async (id: string) =>
  (await t.database.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.s;

describe('admin bulk actions', () => {
  it('packs the chosen orders; one that cannot be packed is skipped with the reason', async () => {
    const a = await fx.place();
    const b = await fx.place();
    const unpaid = await fx.place({ paid: false });
    const res = await bulk({ action: 'pack', order_ids: [a.id, b.id, unpaid.id] }, k.fulfilment);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ action: 'pack', done: 2, skipped: 1 });
    expect(res.json().results[2]).toMatchObject({
      number: unpaid.number,
      result: 'skipped',
      reason: 'invalid_transition',
    });
    expect(await statusOf(a.id)).toBe('packed');
    expect(await statusOf(b.id)).toBe('packed');
    expect(await statusOf(unpaid.id)).toBe('awaiting_payment');
  });

  it('packs every order matching a filter', async () => {
    const a = await fx.place();
    const res = await bulk({ action: 'pack', filter: { q: a.number } });
    expect(res.json()).toMatchObject({ done: 1, results: [{ number: a.number, result: 'done' }] });
  });

  it('a tracking CSV with 20 good rows ships 20 orders', async () => {
    const placed = [];
    for (let i = 0; i < 20; i++) placed.push(await fx.place({ quantity: 1 }));
    const csv =
      '\uFEFFOrder number,Carrier,Tracking number\r\n' +
      placed.map((o, i) => `${o.number},${i % 2 ? '順豐速運' : 'Kerry Express'},"T${i}"`).join('\r\n');
    const res = await bulk({ action: 'ship_csv', csv }, k.fulfilment);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ action: 'ship_csv', done: 20, skipped: 0 });
    for (const o of placed) expect(await statusOf(o.id)).toBe('shipped');
  });

  it('a tracking CSV with one bad row ships nothing and names the row', async () => {
    const placed = [
      await fx.place({ quantity: 1 }),
      await fx.place({ quantity: 1 }),
      await fx.place({ quantity: 1 }),
    ];
    const unpaid = await fx.place({ paid: false });
    const rows = [
      'order,carrier,tracking',
      `${placed[0]!.number},SF Express,A1`,
      `${placed[1]!.number},Pigeon Post,A2`,
      `${placed[2]!.number},SF Express,A3`,
      `OC000000999999,SF Express,A4`,
      `${unpaid.number},SF Express,A5`,
      `${placed[0]!.number},SF Express,A6`,
    ];
    const res = await bulk({ action: 'ship_csv', csv: rows.join('\n') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'csv_invalid' });
    expect(res.json().rows).toEqual([
      { row: 3, order_number: placed[1]!.number, reason: 'unknown_carrier' },
      { row: 5, order_number: 'OC000000999999', reason: 'order_not_found' },
      { row: 6, order_number: unpaid.number, reason: 'not_shippable' },
      { row: 7, order_number: placed[0]!.number, reason: 'duplicate_row' },
    ]);
    for (const o of placed) expect(await statusOf(o.id)).toBe('paid');
    expect((await k.detail(placed[0]!.id)).shipments).toHaveLength(0);
  });
});
