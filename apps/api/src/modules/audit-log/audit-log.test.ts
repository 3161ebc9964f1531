import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { staffLogin, type StaffAuth } from '../../test/staff-login.ts';
import { audit } from '../staff/audit.ts';
import { orderAdminKit } from '../../test/order-admin-kit.ts';
import { users } from '../../db/schema.ts';

let t: TestApp;
let owner: StaffAuth;
beforeAll(async () => {
  t = await createTestApp();
  owner = await staffLogin(t, 'owner');
});
afterAll(() => t.close());

const list = (query: string, auth: StaffAuth = owner) =>
  t.app.inject({ url: `/api/v1/admin/audit-log${query}`, headers: auth.headers });

describe('GET /api/v1/admin/audit-log', () => {
  it('answers 401 without a staff session and 403 for roles without audit:read', async () => {
    expect((await t.app.inject('/api/v1/admin/audit-log')).statusCode).toBe(401);
    for (const role of ['fulfilment', 'support'] as const) {
      const res = await list('', await staffLogin(t, role));
      expect(res.statusCode, role).toBe(403);
    }
    expect((await list('', await staffLogin(t, 'manager'))).statusCode).toBe(200);
  });

  it('shows a staff write newest first with who, what and before → after', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings/gift-wrap',
      headers: owner.headers,
      payload: { hkd: 2500, usd: 350 },
    });
    expect(put.statusCode).toBe(200);
    const res = await list('?entity=settings&entity_id=gift_wrap_fee');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, page_size: 50, total: 1 });
    expect(body.items[0]).toMatchObject({
      staff_email: 'owner@example.com',
      action: 'settings.gift_wrap',
      before: { hkd: 2000, usd: 300 },
      after: { hkd: 2500, usd: 350 },
    });
    const all = (await list('')).json().items;
    const times = all.map((e: { at: string }) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('filters by staff email (any case) and pages 50 at a time', async () => {
    const actor = {
      staff: { id: 'x', email: 'support@example.com', name: 'S', role: 'support' },
      ip: '127.0.0.1',
    };
    for (let i = 0; i < 52; i++)
      await audit(t.database.db, actor as never, {
        action: 'member.update',
        entity: 'member',
        entityId: `m${i}`,
      });
    const first = (await list('?staff=SUPPORT@example.com&entity=member')).json();
    expect(first.total).toBe(52);
    expect(first.items).toHaveLength(50);
    expect(first.items.every((e: { staff_email: string }) => e.staff_email === 'support@example.com')).toBe(
      true,
    );
    const second = (await list('?staff=support@example.com&entity=member&page=2')).json();
    expect(second.items).toHaveLength(2);
    expect(new Set([...first.items, ...second.items].map((e: { id: string }) => e.id)).size).toBe(52);
  });

  it('refuses bad filters with 400 naming the field', async () => {
    const res = await list('?page=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('page');
    const unknown = await list('?sort=asc');
    expect(unknown.statusCode).toBe(400);
  });

  it('names what changed as a person reads it: order number and customer linked, staff by name, the currency', async () => {
    const k = await orderAdminKit(t);
    const o = await k.fx.place();
    const refund = await k.refund(o.id, { amount: 1250, reason: 'damaged box' });
    expect(refund.statusCode, refund.body).toBe(201);
    const [member] = await t.database.db.select().from(users).limit(1);
    const adjust = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/members/${member!.id}/wallet/adjust`,
      headers: owner.headers,
      payload: { currency: 'HKD', amount: 5000, reason: 'goodwill credit' },
    });
    expect(adjust.statusCode, adjust.body).toBeLessThan(300);

    const refunds = (await list(`?entity=order&entity_id=${o.id}&action=order.refund`)).json().items;
    expect(refunds[0]).toMatchObject({
      staff_name: expect.any(String),
      currency: 'HKD',
      target: { label: `#${o.number}`, href: `/admin/orders/${o.id}` },
      after: { amount: 1250 },
    });
    const wallet = (await list(`?entity=member&entity_id=${member!.id}&action=wallet.adjust`)).json().items;
    expect(wallet[0].target).toMatchObject({ href: `/admin/members/${member!.id}` });
    expect(wallet[0].target.label).not.toBe(member!.id);
    expect(wallet[0].target.label).toContain(member!.firstname || member!.email);
  });
});
