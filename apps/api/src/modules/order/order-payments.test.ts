// Paying an order: the sandbox card flow with its signed notifications (applied once, never re-opening an order),
// a declined card tried again, and the FPS QR code.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema.ts';
import { sandboxOf } from '../../providers/payment/payment.provider.ts';
import { parseEmv, crc16Ccitt } from '../../providers/payment/fps-qr.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkoutKit, type CheckoutKit } from '../../test/checkout-kit.ts';

let t: TestApp;
let k: CheckoutKit;
beforeAll(async () => {
  t = await createTestApp();
  k = await checkoutKit(t);
});
afterAll(async () => {
  await t.close();
});

const session = () => k.session();
const product = (...a: Parameters<CheckoutKit['product']>) => k.product(...a);
const addToBag = (...a: Parameters<CheckoutKit['addToBag']>) => k.addToBag(...a);
const create = (...a: Parameters<CheckoutKit['create']>) => k.create(...a);

describe('checkout', () => {
  it('pays by card through the sandbox: signed notification, paid once, confirmation email', async () => {
    const c = session();
    await addToBag(c, product());
    const res = await create(c, { email: 'card-buyer@example.com' });
    const { order, payment } = res.json();
    expect(order.status).toBe('awaiting_payment');
    expect(payment.redirect_url).toBe(`/pay/sandbox/${payment.id}`);
    // the guest's own order token completes it; the answer names the page but never carries the token
    const done = await t.inject({
      method: 'POST',
      url: `/api/v1/payment/sandbox/${payment.id}/complete`,
      payload: { outcome: 'approve', token: order.access_token },
    });
    expect(done.json().status).toBe('succeeded');
    expect(done.json().redirect).toMatch(new RegExp(`/order-confirmation/${order._id}$`));
    const view = await t.app.inject(`/api/v1/order/${order._id}?token=${order.access_token}`);
    expect(view.json().order.status).toBe('paid');
    expect(view.json().events.map((e: { to: string }) => e.to)).toEqual(['awaiting_payment', 'paid']);
    // order emails go out through the email.send job (retried when the mail server fails)
    await t.app.jobs.drain();
    const mails = (await t.app.inject('/api/dev/outbox?to=card-buyer@example.com')).json();
    expect(mails.map((m: { subject: string }) => m.subject)).toEqual([
      `Payment received for order ${order.number}`,
      `Order ${order.number} received`,
    ]);
    // the line's picture is one every mail program shows: a JPEG the shop serves, not the SVG drawing (2.9-01)
    const [received] = await t.database.db
      .select({ html: outbox.html })
      .from(outbox)
      .where(
        and(eq(outbox.to, 'card-buyer@example.com'), eq(outbox.subject, `Order ${order.number} received`)),
      );
    const html = received?.html ?? '';
    const pictures = [...html.matchAll(/<img[^>]+src="([^"]+)"/g)]
      .map((m) => m[1]!)
      .filter((s) => /\/media\//.test(s));
    expect(pictures.length).toBeGreaterThan(0);
    for (const src of pictures) {
      expect(src).toMatch(/^https?:\/\/[^/]+\/media\/(r\/640\/p\/[\w-]+\/[1-4]\.jpeg|i\/[0-9a-f]{64})$/);
      const picture = await t.app.inject(new URL(src).pathname);
      expect([picture.statusCode, picture.headers['content-type']], src).toEqual([200, 'image/jpeg']);
    }
    // the bag became the order
    expect(
      (await t.app.inject({ url: '/api/v1/cart?currency=HKD&country=hk', cookies: c })).json().single_cart
        .items,
    ).toEqual([]);
  });

  it('ignores duplicate and forged notifications and never re-opens an order', async () => {
    const c = session();
    await addToBag(c, product());
    const { order, payment } = (await create(c)).json();
    const fields = {
      payment_id: payment.id,
      status: 'succeeded',
      amount: payment.amount,
      currency: payment.currency,
      timestamp: Date.now(),
    };
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/notify/card',
      headers: { 'x-signature': 'f'.repeat(64) },
      payload: fields,
    });
    expect(forged.statusCode).toBe(401);
    const sig = sandboxOf(t.app.deps.payments).sign(fields as never);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/notify/card',
      headers: { 'x-signature': sig },
      payload: fields,
    });
    expect(first.json()).toEqual({ applied: true, status: 'succeeded' });
    const repeat = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/notify/card',
      headers: { 'x-signature': sig },
      payload: fields,
    });
    expect(repeat.json()).toEqual({ applied: false, status: 'succeeded' });
    const late = { ...fields, status: 'failed', timestamp: Date.now() };
    const lateRes = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/notify/card',
      headers: { 'x-signature': sandboxOf(t.app.deps.payments).sign(late as never) },
      payload: late,
    });
    expect(lateRes.json().applied).toBe(false);
    expect(
      (await t.app.inject(`/api/v1/order/${order._id}?token=${order.access_token}`)).json().order.status,
    ).toBe('paid');
  });

  it('lets a declined card try again', async () => {
    const c = session();
    await addToBag(c, product());
    const { order, payment } = (await create(c)).json();
    const declined = await t.inject({
      method: 'POST',
      url: `/api/v1/payment/sandbox/${payment.id}/complete`,
      payload: { outcome: 'decline', token: order.access_token },
    });
    expect(declined.json().status).toBe('failed');
    const retry = await t.inject({
      method: 'POST',
      url: `/api/v1/order/${order._id}/pay`,
      payload: { payment_method: 'card', token: order.access_token },
    });
    expect(retry.statusCode).toBe(200);
    const p2 = retry.json().payment;
    await t.inject({
      method: 'POST',
      url: `/api/v1/payment/sandbox/${p2.id}/complete`,
      payload: { outcome: 'challenge_pass', token: order.access_token },
    });
    expect(
      (await t.app.inject(`/api/v1/order/${order._id}?token=${order.access_token}`)).json().order.status,
    ).toBe('paid');
  });

  it('makes an FPS QR that follows the EMVCo format with the amount and order reference', async () => {
    const c = session();
    await addToBag(c, product());
    const { order, payment } = (await create(c, { payment_method: 'fps' })).json();
    const f = parseEmv(payment.qr_payload);
    expect(f['53']).toBe('344');
    expect(f['54']).toBe((order.total / 100).toFixed(2));
    expect(parseEmv(f['62']!)['05']).toBe(order.number);
    expect(parseEmv(f['26']!)['00']).toBe('hk.com.hkicl');
    expect(crc16Ccitt(payment.qr_payload.slice(0, -4))).toBe(f['63']);
    expect(payment.qr_svg).toMatch(/^<svg/);
  });
});
