import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe } from '../../test/fake-stripe.ts';
import { createStripePaymentProvider, statusOfIntent } from './stripe.provider.ts';
import type { ProviderPayment } from './payment.provider.ts';

const WEBHOOK_SECRET = 'whsec_9f8e7d6c5b4a39281706';
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let provider: ReturnType<typeof createStripePaymentProvider>;
let manual: ReturnType<typeof createStripePaymentProvider>;

const options = (url: string, capture: 'automatic' | 'manual' = 'automatic') => ({
  secretKey: 'sk_test_51Hxyzabcdefghijk',
  publishableKey: 'pk_test_51Hxyzabcdefghijk',
  webhookSecret: WEBHOOK_SECRET,
  publicUrl: 'https://shop.example.com',
  apiUrl: url,
  capture,
  bank: { bank_name: 'HSBC', account_name: 'Oxygen Ceuticals Ltd', account_no: '004-123-456789-001' },
});
beforeAll(async () => {
  fake = await startFakeStripe();
  provider = createStripePaymentProvider(options(fake.url));
  manual = createStripePaymentProvider(options(fake.url, 'manual'));
});
afterAll(() => fake.close());

let n = 0;
const ctx = () => ({
  paymentId: `pay_${++n}`,
  orderNumber: 'OC2611240001001',
  amount: 12_345,
  currency: 'HKD',
  deadline: new Date(Date.now() + 30 * 60_000),
  returnUrl: '/en/checkout/order-confirmation/o1?token=t0k',
});
const paymentOf = (
  c: ReturnType<typeof ctx>,
  ref: string,
  method: 'card' | 'alipay' = 'card',
): ProviderPayment => ({
  paymentId: c.paymentId,
  providerRef: ref,
  method,
  amount: c.amount,
  currency: c.currency,
});

function event(type: string, object: object) {
  return JSON.stringify({ id: 'evt_1', object: 'event', type, created: 1_800_000_000, data: { object } });
}
const signed = (payload: string, secret = WEBHOOK_SECRET) => ({
  'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
});

describe('Stripe payment provider (Payment Intents)', () => {
  it('opens a card intent for the exact amount and hands the pay page its client secret, once per payment', async () => {
    const c = ctx();
    const s = await provider.initiate('card', c);
    const pi = fake.intents.get(s.provider_ref!)!;
    expect(pi).toMatchObject({
      amount: 12_345,
      currency: 'hkd',
      capture_method: 'automatic',
      allowed_payment_method_types: ['card'],
      metadata: { payment_id: c.paymentId, order_number: 'OC2611240001001' },
      status: 'requires_payment_method',
    });
    expect(s).toEqual({
      provider_ref: pi.id,
      client_secret: pi.client_secret,
      publishable_key: 'pk_test_51Hxyzabcdefghijk',
    });
    expect(s.redirect_url).toBeUndefined();
    // a retried initiate (same payment) gets the same intent: Stripe replays the idempotency key
    expect((await provider.initiate('card', c)).provider_ref).toBe(pi.id);
  });

  it('confirms Alipay server-side and sends the shopper to Alipay, coming back to the public URL', async () => {
    const c = ctx();
    const s = await provider.initiate('alipay', c);
    const pi = fake.intents.get(s.provider_ref!)!;
    const create = fake.requests.findLast((r) => r.path === '/v1/payment_intents')!.form;
    expect(create.get('confirm')).toBe('true');
    expect(create.get('payment_method_data[type]')).toBe('alipay');
    expect(create.get('return_url')).toBe(
      'https://shop.example.com/en/checkout/order-confirmation/o1?token=t0k',
    );
    expect(create.has('capture_method')).toBe(false);
    expect(pi.status).toBe('requires_action');
    expect(s.redirect_url).toBe(pi.next_action!.alipay_handle_redirect!.url);
    expect(s.redirect_url).toMatch(/^https:\/\/hooks\.stripe\.com\//);
    expect(s.client_secret).toBeUndefined();
  });

  it('describes an open intent again without opening another, and nothing once it is over', async () => {
    const c = ctx();
    const card = await provider.initiate('card', c);
    const alipay = await provider.initiate('alipay', ctx());
    const before = fake.intents.size;
    expect(await provider.describe('card', c, card.provider_ref!)).toEqual({
      client_secret: card.client_secret,
      publishable_key: 'pk_test_51Hxyzabcdefghijk',
    });
    expect(await provider.describe('alipay', c, alipay.provider_ref!)).toEqual({
      redirect_url: alipay.redirect_url,
    });
    expect(fake.intents.size).toBe(before);
    fake.intents.get(card.provider_ref!)!.status = 'succeeded';
    fake.intents.get(alipay.provider_ref!)!.status = 'canceled';
    expect(await provider.describe('card', c, card.provider_ref!)).toEqual({});
    expect(await provider.describe('alipay', c, alipay.provider_ref!)).toEqual({});
  });

  it('maps every intent status the way Medusa does, a declined attempt as failed', () => {
    const s = (status: Stripe.PaymentIntent.Status, err: unknown = null) =>
      statusOfIntent({ status, last_payment_error: err as Stripe.PaymentIntent.LastPaymentError | null });
    expect(s('requires_payment_method')).toBe('pending');
    expect(s('requires_payment_method', { code: 'card_declined' })).toBe('failed');
    expect(s('requires_confirmation')).toBe('pending');
    expect(s('processing')).toBe('pending');
    expect(s('requires_action')).toBe('requires_action');
    expect(s('requires_capture')).toBe('authorized');
    expect(s('succeeded')).toBe('captured');
    expect(s('canceled')).toBe('canceled');
  });

  it('holds a card payment with manual capture, captures it once, and answers a repeat capture as captured', async () => {
    const c = ctx();
    const s = await manual.initiate('card', c);
    const pi = fake.intents.get(s.provider_ref!)!;
    expect(pi.capture_method).toBe('manual');
    const p = paymentOf(c, pi.id);
    expect(await manual.authorize(p)).toBe('pending');
    // the shopper's card is approved: Stripe holds the money
    Object.assign(pi, { status: 'requires_capture', amount_capturable: pi.amount });
    expect(await manual.authorize(p)).toBe('authorized');
    expect(await manual.capture(p)).toEqual({ status: 'captured', amount: 12_345 });
    expect(await manual.getStatus(p)).toBe('captured');
    // Stripe refuses a second capture (payment_intent_unexpected_state); the provider reads the intent in the error
    const again = createStripePaymentProvider(options(fake.url, 'manual'));
    expect(await again.capture({ ...p, paymentId: `${p.paymentId}-retry` })).toEqual({
      status: 'captured',
      amount: 12_345,
    });
  });

  it('cancels an open intent; a cancelled one answers cancelled again; a captured one cannot be cancelled', async () => {
    const c = ctx();
    const s = await provider.initiate('card', c);
    const p = paymentOf(c, s.provider_ref!);
    expect(await provider.cancel(p)).toBe('canceled');
    expect(fake.intents.get(p.providerRef!)!.status).toBe('canceled');
    expect(await provider.cancel(p)).toBe('canceled');
    const c2 = ctx();
    const paid = await provider.initiate('card', c2);
    Object.assign(fake.intents.get(paid.provider_ref!)!, { status: 'succeeded', amount_received: 12_345 });
    await expect(provider.cancel(paymentOf(c2, paid.provider_ref!))).rejects.toThrow(/status of succeeded/);
  });

  it('refunds the intent once per refund id, reports Stripe refusals, and leaves bank transfers to staff', async () => {
    const c = ctx();
    const s = await provider.initiate('card', c);
    Object.assign(fake.intents.get(s.provider_ref!)!, { status: 'succeeded', amount_received: 12_345 });
    const p = paymentOf(c, s.provider_ref!);
    const r = await provider.refund(p, { refundId: 'rf_1', amount: 2_000, reason: 'damaged' });
    expect(r).toEqual({ status: 'succeeded', provider_ref: expect.stringMatching(/^re_/) });
    expect(fake.refunds.get(r.provider_ref!)).toMatchObject({
      amount: 2_000,
      payment_intent: p.providerRef,
      metadata: { refund_id: 'rf_1', payment_id: c.paymentId },
    });
    // the same refund id, retried: Stripe replays it, nothing is refunded twice
    expect(await provider.refund(p, { refundId: 'rf_1', amount: 2_000, reason: 'damaged' })).toEqual(r);
    expect([...fake.refunds.values()].filter((x) => x.payment_intent === p.providerRef)).toHaveLength(1);
    fake.refundStatus.next = 'pending';
    expect(await provider.refund(p, { refundId: 'rf_2', amount: 1_000, reason: 'late' })).toMatchObject({
      status: 'pending',
    });
    fake.refundStatus.next = 'succeeded';
    expect(await provider.refund(p, { refundId: 'rf_3', amount: 99_999, reason: 'too much' })).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/greater than unrefunded/),
    });
    expect(
      await provider.refund(
        { ...p, method: 'bank_transfer', providerRef: null },
        { refundId: 'rf_4', amount: 1, reason: 'x' },
      ),
    ).toEqual({ status: 'manual' });
  });

  it('offers card everywhere, Alipay in its currencies, bank transfer with the configured account', async () => {
    expect(provider.available('card', 'KRW')).toBe(true);
    expect(provider.available('alipay', 'HKD')).toBe(true);
    expect(provider.available('alipay', 'TWD')).toBe(false);
    expect(provider.available('bank_transfer', 'HKD')).toBe(true);
    expect(provider.available('fps', 'HKD')).toBe(false);
    expect(provider.available('payme', 'HKD')).toBe(false);
    const s = await provider.initiate('bank_transfer', ctx());
    expect(s.bank).toMatchObject({
      bank_name: 'HSBC',
      account_no: '004-123-456789-001',
      reference: 'OC2611240001001',
    });
  });

  it('accepts only webhooks signed with the endpoint secret over the exact raw body', () => {
    const paid = event('payment_intent.succeeded', {
      ...fake.intents.values().next().value,
      metadata: { payment_id: 'pay_x' },
      amount_received: 12_345,
      currency: 'hkd',
    });
    expect(provider.parseWebhook(paid, signed(paid))).toEqual({
      type: 'payment',
      payment: {
        payment_id: 'pay_x',
        status: 'succeeded',
        amount: 12_345,
        currency: 'HKD',
        timestamp: 1_800_000_000_000,
      },
    });
    expect(provider.parseWebhook(paid, signed(paid, 'whsec_someone_else_entirely'))).toBeNull();
    expect(provider.parseWebhook(paid, {})).toBeNull();
    expect(provider.parseWebhook(paid.replace('12345', '1'), signed(paid))).toBeNull();
    // the same JSON re-serialised is not the signed body
    expect(provider.parseWebhook(JSON.stringify(JSON.parse(paid), null, 1), signed(paid))).toBeNull();
  });

  it('settles payments on succeeded, held, failed and cancelled intents; refunds by their id; ignores the rest', () => {
    const parse = (type: string, object: object) => {
      const p = event(type, object);
      return provider.parseWebhook(p, signed(p));
    };
    const pi = {
      id: 'pi_1',
      object: 'payment_intent',
      metadata: { payment_id: 'pay_2' },
      currency: 'usd',
      amount: 500,
    };
    expect(parse('payment_intent.succeeded', { ...pi, amount_received: 500 })).toMatchObject({
      type: 'payment',
      payment: { payment_id: 'pay_2', status: 'succeeded', amount: 500, currency: 'USD' },
    });
    expect(
      parse('payment_intent.amount_capturable_updated', { ...pi, amount_capturable: 500 }),
    ).toMatchObject({
      payment: { status: 'authorized', amount: 500 },
    });
    expect(parse('payment_intent.payment_failed', pi)).toMatchObject({ payment: { status: 'failed' } });
    expect(parse('payment_intent.canceled', pi)).toMatchObject({ payment: { status: 'failed' } });
    // an intent someone opened in Stripe's dashboard names no payment of ours
    expect(parse('payment_intent.succeeded', { ...pi, metadata: {} })).toEqual({ type: 'ignored' });
    expect(parse('refund.updated', { id: 're_9', object: 'refund', status: 'succeeded' })).toEqual({
      type: 'refund',
      refunds: [{ provider_ref: 're_9', status: 'succeeded' }],
    });
    expect(parse('refund.failed', { id: 're_8', object: 'refund', status: 'failed' })).toEqual({
      type: 'refund',
      refunds: [{ provider_ref: 're_8', status: 'failed' }],
    });
    expect(
      parse('charge.refunded', {
        id: 'ch_1',
        object: 'charge',
        refunds: { object: 'list', data: [{ id: 're_7', object: 'refund', status: 'succeeded' }] },
      }),
    ).toEqual({ type: 'refund', refunds: [{ provider_ref: 're_7', status: 'succeeded' }] });
    expect(parse('charge.refunded', { id: 'ch_2', object: 'charge' })).toEqual({ type: 'ignored' });
    expect(parse('customer.created', { id: 'cus_1' })).toEqual({ type: 'ignored' });
  });
});

describe('Stripe payment provider: subscriptions (saved cards, off-session renewals)', () => {
  it('keeps the card of a subscription order on a Customer, and reads it back from the paid intent', async () => {
    const c = { ...ctx(), saveMethod: true };
    const { provider_ref } = await provider.initiate('card', c);
    const pi = fake.intents.get(provider_ref!)!;
    expect(pi.setup_future_usage).toBe('off_session');
    expect(pi.customer).toMatch(/^cus_/);
    // the shopper pays with the Payment Element
    Object.assign(pi, { status: 'succeeded', payment_method: 'pm_card_visa', amount_received: pi.amount });
    expect(await provider.savedMethodOf(paymentOf(c, provider_ref!))).toEqual({
      ref: 'pm_card_visa',
      customer: pi.customer,
      label: 'Card •••• 4242',
    });
    // a one-off order asks Stripe to keep nothing
    const plain = ctx();
    const other = fake.intents.get((await provider.initiate('card', plain)).provider_ref!)!;
    expect(other.setup_future_usage).toBeNull();
    expect(other.customer).toBeNull();
  });

  it('charges a saved card off-session once per idempotency key; a decline is an answer, not an error', async () => {
    const method = { ref: 'pm_card_visa', customer: 'cus_1', label: 'Card •••• 4242' };
    const charge = {
      idempotencyKey: 'sub_s1_p2_a1',
      amount: 9_900,
      currency: 'HKD',
      method,
      description: 'r',
    };
    const first = await provider.chargeOffSession(charge);
    expect(first).toMatchObject({ status: 'succeeded', provider_ref: expect.stringMatching(/^pi_/) });
    expect(await provider.chargeOffSession(charge)).toEqual(first);
    const sent = fake.requests.filter((r) => r.form.get('off_session') === 'true');
    expect(sent.at(-1)!.form.get('confirm')).toBe('true');
    expect(sent.at(-1)!.form.get('customer')).toBe('cus_1');
    const declined = await provider.chargeOffSession({
      ...charge,
      idempotencyKey: 'sub_s1_p3_a1',
      method: { ...method, ref: 'pm_card_declined' },
    });
    expect(declined).toEqual({ status: 'failed', error: 'insufficient_funds' });
  });

  it('updates the card through a SetupIntent the page completes', async () => {
    const setup = await provider.startMethodUpdate({ reference: 'sub_s1', customer: 'cus_1' });
    expect(setup).toMatchObject({
      setup_ref: expect.stringMatching(/^seti_/),
      publishable_key: 'pk_test_51Hxyzabcdefghijk',
    });
    expect(setup.client_secret).toBeTruthy();
    // not finished yet: nothing saved
    expect(await provider.confirmMethodUpdate(setup.setup_ref, {})).toBeNull();
    Object.assign(fake.setupIntents.get(setup.setup_ref)!, {
      status: 'succeeded',
      payment_method: 'pm_card_mastercard',
    });
    expect(await provider.confirmMethodUpdate(setup.setup_ref, {})).toEqual({
      ref: 'pm_card_mastercard',
      customer: 'cus_1',
      label: 'Card •••• 4444',
    });
    expect(await provider.confirmMethodUpdate('sbx_seti_x', {})).toBeNull();
  });
});
