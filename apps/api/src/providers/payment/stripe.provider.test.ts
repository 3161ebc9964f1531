import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe } from '../../test/fake-stripe.ts';
import { createStripePaymentProvider } from './stripe.provider.ts';

const WEBHOOK_SECRET = 'whsec_9f8e7d6c5b4a39281706';
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let provider: ReturnType<typeof createStripePaymentProvider>;

beforeAll(async () => {
  fake = await startFakeStripe();
  provider = createStripePaymentProvider({
    secretKey: 'sk_test_51Hxyzabcdefghijk',
    webhookSecret: WEBHOOK_SECRET,
    publicUrl: 'https://shop.example.com',
    apiUrl: fake.url,
    bank: { bank_name: 'HSBC', account_name: 'Oxygen Ceuticals Ltd', account_no: '004-123-456789-001' },
  });
});
afterAll(() => fake.close());

const ctx = {
  paymentId: 'pay_1',
  orderNumber: 'OC2611240001001',
  amount: 12_345,
  currency: 'HKD',
  deadline: new Date(Date.now() + 30 * 60_000),
  returnUrl: '/en/checkout/order-confirmation/o1',
};

function event(type: string, session: object) {
  return JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type,
    created: 1_800_000_000,
    data: { object: session },
  });
}
const signed = (payload: string, secret = WEBHOOK_SECRET) => ({
  'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
});

describe('Stripe payment provider', () => {
  it('opens a Checkout Session for the exact amount and sends the shopper back to the public URL', async () => {
    const s = await provider.start('card', ctx);
    const session = fake.sessions.get(s.provider_ref!)!;
    expect(s.redirect_url).toBe(session.url);
    expect(session).toMatchObject({
      amount_total: 12_345,
      currency: 'hkd',
      client_reference_id: 'pay_1',
      allowed_payment_method_types: ['card'],
    });
    expect(session.success_url).toBe('https://shop.example.com/en/checkout/order-confirmation/o1');
    expect(session.cancel_url).toBe('https://shop.example.com/en/checkout/o1');
  });

  it('shows an open session again without opening another, and nothing once it is over', async () => {
    const s = await provider.start('alipay', ctx);
    const before = fake.sessions.size;
    expect(await provider.describe('alipay', ctx, s.provider_ref!)).toEqual({ redirect_url: s.redirect_url });
    expect(fake.sessions.size).toBe(before);
    fake.sessions.get(s.provider_ref!)!.status = 'expired';
    expect(await provider.describe('alipay', ctx, s.provider_ref!)).toEqual({});
  });

  it('offers card everywhere, Alipay in its currencies, bank transfer, and neither FPS nor PayMe', () => {
    expect(provider.available('card', 'KRW')).toBe(true);
    expect(provider.available('alipay', 'HKD')).toBe(true);
    expect(provider.available('alipay', 'TWD')).toBe(false);
    expect(provider.available('bank_transfer', 'HKD')).toBe(true);
    expect(provider.available('fps', 'HKD')).toBe(false);
    expect(provider.available('payme', 'HKD')).toBe(false);
  });

  it('gives bank-transfer orders the configured account, never the sandbox one', async () => {
    const s = await provider.start('bank_transfer', ctx);
    expect(s.bank).toMatchObject({
      bank_name: 'HSBC',
      account_no: '004-123-456789-001',
      reference: 'OC2611240001001',
    });
  });

  it('accepts only webhooks signed with the endpoint secret', () => {
    const paid = event('checkout.session.completed', {
      client_reference_id: 'pay_1',
      payment_status: 'paid',
      amount_total: 12_345,
      currency: 'hkd',
    });
    expect(provider.parseWebhook(paid, signed(paid))).toEqual({
      payment_id: 'pay_1',
      status: 'succeeded',
      amount: 12_345,
      currency: 'HKD',
      timestamp: 1_800_000_000_000,
    });
    expect(provider.parseWebhook(paid, signed(paid, 'whsec_someone_else_entirely'))).toBeNull();
    expect(provider.parseWebhook(paid, {})).toBeNull();
    const tampered = paid.replace('12345', '1');
    expect(provider.parseWebhook(tampered, signed(paid))).toBeNull();
  });

  it('settles on paid, async success and failure, expiry; ignores the rest', () => {
    const parse = (type: string, extra: object = {}) => {
      const p = event(type, {
        client_reference_id: 'pay_2',
        payment_status: 'unpaid',
        amount_total: 500,
        currency: 'usd',
        ...extra,
      });
      return provider.parseWebhook(p, signed(p));
    };
    expect(parse('checkout.session.completed')).toEqual({ ignored: true });
    expect(parse('checkout.session.async_payment_succeeded')).toMatchObject({
      status: 'succeeded',
      currency: 'USD',
    });
    expect(parse('checkout.session.async_payment_failed')).toMatchObject({ status: 'failed' });
    expect(parse('checkout.session.expired')).toMatchObject({ status: 'failed' });
    expect(parse('customer.created')).toEqual({ ignored: true });
  });
});
