import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@shop/api';
import { startFakeStripe } from '../../api/src/test/fake-stripe.ts';
import { createServer } from './server.ts';
import { guestCardOrder as placeGuestCardOrder } from './guest-order.test-util.ts';

// Stripe through the shopper's path: the order's pay page (a React Router page whose loader and action call the API
// in-process) mounts the Payment Element for a card payment and sends an Alipay payment on to Alipay.

describe('the pay page with Stripe configured', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-stripe-pay-'));
  let server: Awaited<ReturnType<typeof createServer>>;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await createServer(
      loadConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_51PayPageTestKey',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_51PayPageTestKey',
        STRIPE_WEBHOOK_SECRET: 'whsec_PayPageTestSecret01',
        STRIPE_API_URL: stripe.url,
      }),
    );
  }, 60_000);
  afterAll(async () => {
    await server?.app.close();
    await server?.database.close();
    await stripe?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const guestCardOrder = () => placeGuestCardOrder(server.app, 'stripe-page');

  it('shows a card payment the Payment Element form, with Stripe.js allowed by the page policy', async () => {
    const { order, payment } = await guestCardOrder();
    expect(payment.redirect_url).toBeUndefined();
    const page = await server.app.inject(`/en/checkout/${order._id}?token=${order.access_token}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pay by card');
    expect(page.body).toContain('data-testid="stripe-payment-element"');
    // the form needs the intent's secret; the page is the buyer's only and never stored
    expect(page.body).toContain(payment.client_secret);
    expect(page.body).toContain('pk_test_51PayPageTestKey');
    expect(page.headers['cache-control']).toContain('no-store');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
    // no card form for someone without the order's token
    const stranger = await server.app.inject(`/en/checkout/${order._id}`);
    expect(stranger.body).not.toContain(payment.client_secret);
  }, 30_000);

  it('sends a shopper who switches to Alipay on to Alipay through the page form', async () => {
    const { order } = await guestCardOrder();
    const res = await server.app.inject({
      method: 'POST',
      url: `/en/checkout/${order._id}?token=${order.access_token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'payment_method=alipay',
    });
    expect(res.statusCode, res.body).toBe(302);
    const alipay = [...stripe.intents.values()].find(
      (pi) => pi.metadata.order_number === order.number && pi.payment_method_types.includes('alipay'),
    )!;
    expect(res.headers.location).toBe(alipay.next_action!.alipay_handle_redirect!.url);
    expect(res.headers.location).toMatch(/^https:\/\/hooks\.stripe\.com\//);
    expect(alipay.next_action!.alipay_handle_redirect!.return_url).toBe(
      `http://localhost:3000/en/checkout/order-confirmation/${order._id}?token=${order.access_token}`,
    );
  }, 30_000);
});
