import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@shop/api';
import { createServer } from './server.ts';
import { guestCardOrder as placeGuestCardOrder } from './guest-order.test-util.ts';

// Order and payment security through the shopper's path: the sandbox payment page (a React Router page whose action calls the API
// in-process) and the invoice, served by the one server process.

describe('payment pages and invoice in the server', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-orders-security-'));
  let server: Awaited<ReturnType<typeof createServer>>;
  beforeAll(async () => {
    server = await createServer(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' }));
  }, 60_000);
  afterAll(async () => {
    await server?.app.close();
    await server?.database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const guestCardOrder = (n: number) => placeGuestCardOrder(server.app, `orders-security-${n}`);
  const orderStatus = async (o: { _id: string; access_token: string }) =>
    (await server.app.inject(`/api/v1/order/${o._id}?token=${o.access_token}`)).json().order.status as string;
  const choose = (url: string, outcome: string) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `outcome=${outcome}`,
    });

  it('the sandbox page refuses a shopper holding only the payment id, and completes for the guest whose token is in its URL', async () => {
    const { order, payment } = await guestCardOrder(1);
    const page = await server.app.inject(`/en/pay/sandbox/${payment.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(order.number);
    expect(page.body).not.toContain(order.access_token);

    const stranger = await choose(`/en/pay/sandbox/${payment.id}`, 'approve');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).toContain('Only the buyer can complete this payment.');
    const forged = await choose(`/en/pay/sandbox/${payment.id}?token=not-the-token-0123456789`, 'decline');
    expect(forged.statusCode).toBe(404);
    expect(await orderStatus(order)).toBe('awaiting_payment');

    const buyer = await choose(`/en/pay/sandbox/${payment.id}?token=${order.access_token}`, 'approve');
    expect(buyer.statusCode).toBe(302);
    expect(buyer.headers.location).toBe(
      `/en/checkout/order-confirmation/${order._id}?token=${encodeURIComponent(order.access_token)}`,
    );
    expect(await orderStatus(order)).toBe('paid');
  }, 30_000);

  it('a declined card goes back to the order’s payment page, token kept', async () => {
    const { order, payment } = await guestCardOrder(2);
    const res = await choose(`/en/pay/sandbox/${payment.id}?token=${order.access_token}`, 'decline');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(
      `/en/checkout/${order._id}?token=${encodeURIComponent(order.access_token)}`,
    );
    expect(await orderStatus(order)).toBe('awaiting_payment');
  }, 30_000);

  it('serves the invoice with the same Content-Security-Policy as a page, each with its own nonce', async () => {
    const { order } = await guestCardOrder(3);
    const invoice = await server.app.inject(`/api/v1/order/${order._id}/invoice?token=${order.access_token}`);
    const page = await server.app.inject('/en');
    expect(invoice.statusCode).toBe(200);
    expect(page.statusCode).toBe(200);
    const shape = (csp: unknown) => String(csp ?? '').replace(/'nonce-[^']+'/, "'nonce-N'");
    expect(shape(invoice.headers['content-security-policy'])).toContain("'nonce-N'");
    expect(shape(invoice.headers['content-security-policy'])).toBe(
      shape(page.headers['content-security-policy']),
    );
    expect(invoice.headers['content-security-policy']).not.toBe(page.headers['content-security-policy']);
  }, 30_000);
});
