import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';
import { productionEnv } from './production-env.ts';

/** SHOP_MODE=production: the demo's doors (dev outbox, sandbox payments, API docs) do not exist. */
let prod: TestApp;
let demo: TestApp;
beforeAll(async () => {
  [prod, demo] = await Promise.all([createTestApp(productionEnv()), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([prod.close(), demo.close()]);
});

describe('production mode', () => {
  it('has no dev outbox and no API docs', async () => {
    for (const url of ['/api/dev/outbox', '/api/docs', '/api/docs/json']) {
      expect((await prod.inject(url)).statusCode, url).toBe(404);
      expect((await demo.inject(url)).statusCode, url).toBe(200);
    }
  });

  it('has no demo review-reward grant (the demo registers it beside the dev outbox)', async () => {
    const send = (app: TestApp) =>
      app.inject({ method: 'POST', url: '/api/dev/review-reward', payload: { email: 'nobody@example.com' } });
    const [inProd, inDemo] = await Promise.all([send(prod), send(demo)]);
    expect(inProd.statusCode).toBe(404);
    expect(inProd.json().error).toMatch(/^Route POST/);
    // the demo has it: the member is looked up
    expect(inDemo.statusCode).toBe(404);
    expect(inDemo.json().error).toBe('No such member');
  });

  it('has no sandbox payment page or completion endpoint', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await prod.inject(`/api/v1/payment/sandbox/${id}`)).statusCode).toBe(404);
    const complete = await prod.inject({
      method: 'POST',
      url: `/api/v1/payment/sandbox/${id}/complete`,
      payload: { outcome: 'approve' },
    });
    expect(complete.statusCode).toBe(404);
    expect(complete.json().code).toBe('not_found');
    // the sandbox's notification doors are gone; Stripe's own one takes only Stripe's signature
    const fields = { payment_id: id, status: 'succeeded', amount: 1, currency: 'HKD', timestamp: 1 };
    expect(
      (await prod.inject({ method: 'POST', url: '/api/v1/payment/notify/card', payload: fields })).statusCode,
    ).toBe(404);
    const unsigned = await prod.inject({
      method: 'POST',
      url: '/api/v1/payment/notify/stripe',
      payload: fields,
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().code).toBe('bad_signature');
  });

  it('tells pages whether to show the demo banner', async () => {
    expect((await prod.inject('/api/v1/setting')).json().demo).toBe(false);
    expect((await demo.inject('/api/v1/setting')).json().demo).toBe(true);
  });

  it('offers only the payment methods a real provider takes', async () => {
    const p = prod.app.deps.payments;
    expect(p.kind).toBe('stripe');
    expect(
      ['card', 'alipay', 'bank_transfer', 'fps', 'payme'].filter((m) => p.available(m as never, 'HKD')),
    ).toEqual(['card', 'alipay', 'bank_transfer']);
    // the checkout pages ask the API, so they never offer what the provider refuses
    expect((await prod.inject('/api/v1/payment-methods?currency=HKD')).json().methods).toEqual([
      'card',
      'alipay',
      'bank_transfer',
    ]);
    expect((await prod.inject('/api/v1/payment-methods?currency=TWD')).json().methods).toEqual([
      'card',
      'bank_transfer',
    ]);
    expect((await demo.inject('/api/v1/payment-methods?currency=HKD')).json().methods).toEqual([
      'card',
      'payme',
      'fps',
      'alipay',
      'bank_transfer',
    ]);
    expect((await demo.inject('/api/v1/payment-methods?currency=TWD')).json().methods).toEqual([
      'card',
      'alipay',
      'bank_transfer',
    ]);
  });
});
