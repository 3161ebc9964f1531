// The back office's order tests: orders the shop itself made (order-fixture.ts), staff signed in by role, and the
// requests and reads the tests repeat.
import { eq } from 'drizzle-orm';
import { orders, outbox } from '../db/schema.ts';
import { orderFixture } from './order-fixture.ts';
import { staffLogin, type StaffAuth } from './staff-login.ts';
import type { TestApp } from './test-app.ts';

export const ship = { to: 'shipped', carrier: 'SF Express', tracking_number: 'SF1234567890' };

export async function orderAdminKit(t: TestApp) {
  const fx = await orderFixture(t);
  const owner = await staffLogin(t, 'owner');
  const fulfilment = await staffLogin(t, 'fulfilment');
  const support = await staffLogin(t, 'support');

  const get = (url: string, who: StaffAuth = owner) => t.app.inject({ url, headers: who.headers });
  const post = (url: string, payload: unknown, who: StaffAuth = owner) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: who.headers });
  const move = (id: string, body: Record<string, unknown>, who: StaffAuth = owner) =>
    post(`/api/v1/admin/orders/${id}/transitions`, body, who);
  const refund = (id: string, body: Record<string, unknown>, who: StaffAuth = owner) =>
    post(`/api/v1/admin/orders/${id}/refunds`, body, who);
  const detail = async (id: string) => (await get(`/api/v1/admin/orders/${id}`)).json();
  // order emails are jobs: run what is due, then read the outbox
  const mails = async (to: string) => {
    await t.app.jobs.drain();
    return t.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.createdAt);
  };
  const emailOf = async (id: string) =>
    (await t.database.db.select({ e: orders.email }).from(orders).where(eq(orders.id, id)))[0]!.e;

  return { fx, owner, fulfilment, support, get, post, move, refund, detail, mails, emailOf };
}

export type OrderAdminKit = Awaited<ReturnType<typeof orderAdminKit>>;
