import { describe, expect, it } from 'vitest';
import {
  createSandboxPaymentProvider,
  SANDBOX_DECLINING_CARD,
  SANDBOX_GOOD_CARD,
  type NotificationFields,
} from './payment.provider.ts';

const ctx = (paymentId: string) => ({
  paymentId,
  orderNumber: 'OC2611240001001',
  amount: 5_000,
  currency: 'HKD',
  deadline: new Date(Date.now() + 30 * 60_000),
});
const payment = (paymentId: string, method: 'card' | 'bank_transfer' = 'card') => ({
  paymentId,
  providerRef: null,
  method,
  amount: 5_000,
  currency: 'HKD',
});

describe('sandbox payment provider: every method of the interface', () => {
  it('initiates, and the shopper’s approval captures at once (automatic capture)', async () => {
    const p = createSandboxPaymentProvider({ secret: 'sandbox-secret-0123456789' });
    expect(await p.initiate('card', ctx('a'))).toEqual({ redirect_url: '/pay/sandbox/a' });
    expect(await p.getStatus(payment('a'))).toBe('pending');
    expect(p.decide('a', true, 5_000)).toBe('succeeded');
    expect(await p.authorize(payment('a'))).toBe('captured');
    expect(await p.capture(payment('a'))).toEqual({ status: 'captured', amount: 5_000 });
    await expect(p.cancel(payment('a'))).rejects.toThrow(/refunded, not cancelled/);
  });

  it('holds the money with manual capture until capture(), and cancels an open or held payment', async () => {
    const p = createSandboxPaymentProvider({ secret: 'sandbox-secret-0123456789', capture: 'manual' });
    await p.initiate('card', ctx('b'));
    expect(p.decide('b', true, 5_000)).toBe('authorized');
    expect(await p.getStatus(payment('b'))).toBe('authorized');
    expect(await p.capture(payment('b'))).toEqual({ status: 'captured', amount: 5_000 });
    await p.initiate('alipay', ctx('c'));
    await expect(p.capture(payment('c'))).rejects.toThrow(/pending payment cannot be captured/);
    expect(await p.cancel(payment('c'))).toBe('canceled');
    expect(p.decide('c', true, 5_000)).toBe('authorized');
    // the shopper's late approval does not re-open a cancelled payment
    expect(await p.getStatus(payment('c'))).toBe('canceled');
  });

  it('refunds within what was captured, once per refund id; bank transfers are paid back by hand', async () => {
    const p = createSandboxPaymentProvider({ secret: 'sandbox-secret-0123456789' });
    await p.initiate('card', ctx('d'));
    p.decide('d', true, 5_000);
    const first = await p.refund(payment('d'), { refundId: 'r1', amount: 3_000, reason: 'x' });
    expect(first).toEqual({ status: 'succeeded', provider_ref: 'sbx_re_r1' });
    expect(await p.refund(payment('d'), { refundId: 'r1', amount: 3_000, reason: 'x' })).toEqual(first);
    expect(await p.refund(payment('d'), { refundId: 'r2', amount: 2_001, reason: 'x' })).toMatchObject({
      status: 'failed',
    });
    expect(await p.refund(payment('d'), { refundId: 'r3', amount: 2_000, reason: 'x' })).toMatchObject({
      status: 'succeeded',
    });
    // nothing captured, nothing to give back
    await p.initiate('card', ctx('e'));
    expect(await p.refund(payment('e'), { refundId: 'r4', amount: 1, reason: 'x' })).toMatchObject({
      status: 'failed',
    });
    expect(await p.refund(payment('f', 'bank_transfer'), { refundId: 'r5', amount: 1, reason: 'x' })).toEqual(
      {
        status: 'manual',
      },
    );
  });

  it('parses only notifications signed with its secret, over the body it was sent', () => {
    const p = createSandboxPaymentProvider({ secret: 'sandbox-secret-0123456789' });
    const fields: NotificationFields = {
      payment_id: 'g',
      status: 'authorized',
      amount: 5_000,
      currency: 'HKD',
      timestamp: 1,
    };
    const body = JSON.stringify(fields);
    expect(p.parseWebhook(body, { 'x-signature': p.sign(fields) })).toEqual({
      type: 'payment',
      payment: fields,
    });
    const other = createSandboxPaymentProvider({ secret: 'another-secret-0123456789' });
    expect(p.parseWebhook(body, { 'x-signature': other.sign(fields) })).toBeNull();
    expect(p.parseWebhook(body.replace('5000', '1'), { 'x-signature': p.sign(fields) })).toBeNull();
    expect(p.parseWebhook(body, {})).toBeNull();
  });
});

describe('sandbox payment provider: saved cards for subscriptions', () => {
  it('saves the approved card, charges it off-session once per key, and declines the test card 0341', async () => {
    const p = createSandboxPaymentProvider({ secret: 'sandbox-secret-0123456789' });
    await p.initiate('card', ctx('s1'));
    // nothing is saved before the shopper approves
    expect(await p.savedMethodOf(payment('s1'))).toBeNull();
    p.decide('s1', true, 5_000);
    const saved = (await p.savedMethodOf(payment('s1')))!;
    expect(saved.label).toBe('Card •••• 4242');
    expect(await p.savedMethodOf(payment('t1', 'bank_transfer'))).toBeNull();
    const charge = {
      idempotencyKey: 'sub_x_p2_a1',
      amount: 5_000,
      currency: 'HKD',
      method: saved,
      description: 'r',
    };
    const first = await p.chargeOffSession(charge);
    expect(first.status).toBe('succeeded');
    expect(await p.chargeOffSession(charge)).toEqual(first);
    expect(p.offSessionCharges()).toEqual([{ key: 'sub_x_p2_a1', amount: 5_000, currency: 'HKD' }]);

    const setup = await p.startMethodUpdate({ reference: 'sub_x', customer: null });
    expect(await p.confirmMethodUpdate(setup.setup_ref, { card_number: '4242 4242 4242 4241' })).toBeNull();
    expect(await p.confirmMethodUpdate('seti_other', { card_number: SANDBOX_GOOD_CARD })).toBeNull();
    const declining = (await p.confirmMethodUpdate(setup.setup_ref, {
      card_number: SANDBOX_DECLINING_CARD,
    }))!;
    expect(declining.label).toBe('Card •••• 0341');
    const refused = await p.chargeOffSession({ ...charge, idempotencyKey: 'sub_x_p3_a1', method: declining });
    expect(refused).toEqual({ status: 'failed', error: 'card_declined' });
    expect(p.offSessionCharges()).toHaveLength(1);
  });
});
