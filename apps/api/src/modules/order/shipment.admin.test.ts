// Shipments and carriers: several parcels per order (shipped once every line has gone, one email per
// parcel), over-shipping and a stale version refused, the carrier list, and who may do it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, orders } from '../../db/schema.ts';
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

const ship = (id: string, body: Record<string, unknown>, who = k.owner) =>
  k.post(`/api/v1/admin/orders/${id}/shipments`, body, who);
const bulk = (body: Record<string, unknown>, who = k.owner) => k.post('/api/v1/admin/orders/bulk', body, who);
const statusOf = async (id: string) =>
  (await t.database.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.s;

describe('admin shipments', () => {
  it('two shipments on one order: shipped only after the second, an email for each', async () => {
    const o = await fx.place({ quantity: 3 });
    const first = await ship(o.id, {
      items: [{ sub_sku: o.subSku, quantity: 1 }],
      carrier: 'SF Express',
      tracking_number: 'SF 001/A',
      version: (await k.detail(o.id)).version,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      status: 'packed',
      carrier: 'SF Express',
      tracking_number: 'SF 001/A',
    });
    expect(first.json().items[0].shipped_quantity).toBe(1);
    expect(first.json().shipments[0]).toMatchObject({
      carrier_id: 'sf-express',
      tracking_url: expect.stringContaining('SF%20001%2FA'),
      items: [{ sub_sku: o.subSku, quantity: 1 }],
    });

    const second = await ship(o.id, {
      items: [{ sub_sku: o.subSku, quantity: 2 }],
      carrier: '香港郵政',
      tracking_number: 'RR123HK',
      version: first.json().version,
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({
      status: 'shipped',
      carrier: 'Hongkong Post',
      tracking_number: 'RR123HK',
    });
    expect(second.json().shipments).toHaveLength(2);
    expect(second.json().timeline.map((e: { to: string }) => e.to)).toEqual([
      'awaiting_payment',
      'paid',
      'packed',
      'shipped',
    ]);

    const mails = (await k.mails(await k.emailOf(o.id))).filter((m) => m.subject?.includes('shipped'));
    expect(mails.map((m) => m.subject)).toEqual([
      `Part of order ${o.number} has shipped`,
      `Order ${o.number} has shipped`,
    ]);
    expect(mails[0]!.text).toContain('× 1');
    expect(mails[0]!.text).toContain('SF 001/A');
    expect(mails[1]!.text).toContain('× 2');
    expect(mails[1]!.text).toContain(
      'https://www.hongkongpost.hk/en/mail_tracking/index.html?trackcode=RR123HK',
    );
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, o.id), eq(auditLog.action, 'order.shipment')));
    expect(audits).toHaveLength(2);
  });

  it('refuses more than is left, an unknown line, zero, no carrier or an unknown one, and a stale version', async () => {
    const o = await fx.place({ quantity: 2 });
    const base = { carrier: 'sf-express', tracking_number: 'SF9' };
    const over = await ship(o.id, { ...base, items: [{ sub_sku: o.subSku, quantity: 3 }] });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ field: 'items', code: 'exceeds_unshipped' });
    expect((await ship(o.id, { ...base, items: [{ sub_sku: 'NOPE', quantity: 1 }] })).json().code).toBe(
      'unknown_item',
    );
    expect((await ship(o.id, { ...base, items: [{ sub_sku: o.subSku, quantity: 0 }] })).json().code).toBe(
      'not_positive',
    );
    const line = [{ sub_sku: o.subSku, quantity: 1 }];
    expect((await ship(o.id, { ...base, carrier: '', items: line })).json()).toMatchObject({
      field: 'carrier',
      code: 'required',
    });
    expect((await ship(o.id, { ...base, tracking_number: ' ', items: line })).json()).toMatchObject({
      field: 'tracking_number',
      code: 'required',
    });
    expect((await ship(o.id, { ...base, carrier: 'Lalamove', items: line })).json()).toMatchObject({
      field: 'carrier',
      code: 'unknown_carrier',
    });
    const d = await k.detail(o.id);
    expect(d.items[0].shipped_quantity).toBe(0);
    expect(d.shipments).toHaveLength(0);
    expect(await statusOf(o.id)).toBe('paid');

    const ok = await ship(o.id, { ...base, items: line, version: d.version });
    expect(ok.statusCode).toBe(201);
    const stale = await ship(o.id, { ...base, items: line, version: d.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('order_changed');
    expect((await k.detail(o.id)).items[0].shipped_quantity).toBe(1);
  });

  it('the old ship move sends everything left as one parcel', async () => {
    const o = await fx.place({ quantity: 2 });
    await k.move(o.id, { to: 'packed' });
    const res = await k.move(o.id, { to: 'shipped', carrier: 'DHL Express', tracking_number: 'DHL1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'shipped', carrier: 'DHL Express' });
    expect(res.json().shipments[0]).toMatchObject({ carrier_id: 'dhl-express', items: [{ quantity: 2 }] });
    expect(res.json().items[0].shipped_quantity).toBe(2);
  });

  it('fulfilment can ship; support cannot (403)', async () => {
    const o = await fx.place({ quantity: 1 });
    const body = { carrier: 'ups', tracking_number: '1Z', items: [{ sub_sku: o.subSku, quantity: 1 }] };
    expect((await ship(o.id, body, k.support)).statusCode).toBe(403);
    expect((await bulk({ action: 'pack', order_ids: [o.id] }, k.support)).statusCode).toBe(403);
    const res = await ship(o.id, body, k.fulfilment);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().status).toBe('shipped');
  });
});

describe('admin carriers', () => {
  it('lists, creates, renames and deactivates carriers; only settings:write manages them', async () => {
    const list = await k.get('/api/v1/admin/carriers', k.fulfilment);
    expect(list.statusCode).toBe(200);
    expect(list.json().items[0]).toMatchObject({ id: 'sf-express', name: { chi: '順豐速運' }, active: true });
    const body = {
      name: { eng: 'Lalamove', chi: '啦啦快送', cn: '啦啦快送' },
      tracking_url_template: 'https://track.example.com/{tracking}',
    };
    expect((await k.post('/api/v1/admin/carriers', body, k.fulfilment)).statusCode).toBe(403);
    const bad = await k.post('/api/v1/admin/carriers', { ...body, tracking_url_template: 'http://x.com/' });
    expect(bad.json()).toMatchObject({ field: 'tracking_url_template', code: 'invalid_url' });
    const made = await k.post('/api/v1/admin/carriers', body);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ id: 'lalamove', active: true });
    const o = await fx.place({ quantity: 1 });
    const shipped = await ship(o.id, {
      carrier: '啦啦快送',
      tracking_number: 'LL 1',
      items: [{ sub_sku: o.subSku, quantity: 1 }],
    });
    expect(shipped.json().tracking_url).toBe('https://track.example.com/LL%201');
    const off = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/admin/carriers/lalamove',
      payload: { active: false },
      headers: k.owner.headers,
    });
    expect(off.json()).toMatchObject({ active: false });
    const o2 = await fx.place({ quantity: 1 });
    const refused = await ship(o2.id, {
      carrier: 'Lalamove',
      tracking_number: 'LL 2',
      items: [{ sub_sku: o2.subSku, quantity: 1 }],
    });
    expect(refused.json().code).toBe('unknown_carrier');
  });
});
