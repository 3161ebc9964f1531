// The subscription tests' app and helpers: a member checks out a monthly subscription with the sandbox card, and
// the clock (run-renewals {now}) drives it. Each test file gets its own app (useSubscriptionApp).
import { beforeAll, afterAll, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { shopFixture, type FixtureOption } from '../../test/shop-fixture.ts';
import { staffLogin, type StaffAuth } from '../../test/staff-login.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../db/seed/members.ts';
import { outbox, subscriptions } from '../../db/schema.ts';
import {
  createSandboxPaymentProvider,
  type SandboxPaymentProvider,
} from '../../providers/payment/payment.provider.ts';

export let t: TestApp;
export let staff: StaffAuth;
export let sandbox: SandboxPaymentProvider;
/** set by a test: this subscription's next charge goes through at the sandbox, then the answer is lost */
let loseNextAnswerOf: string | null = null;
export const loseNextAnswer = (subscriptionId: string) => {
  loseNextAnswerOf = subscriptionId;
};

export async function loginAs(i: number) {
  const res = await t.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    payload: { username: DEMO_MEMBERS[i]!.email, password: DEMO_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
}

/** One app per test file, its sandbox provider able to lose a charge's answer. */
export function useSubscriptionApp() {
  beforeAll(async () => {
    sandbox = createSandboxPaymentProvider({ secret: 'subscription-test-secret' });
    // the network between the shop and the provider: a charge may succeed there and its answer never arrive
    const flaky = Object.create(sandbox) as SandboxPaymentProvider;
    flaky.chargeOffSession = async (c) => {
      const r = await sandbox.chargeOffSession(c);
      if (loseNextAnswerOf && c.idempotencyKey.startsWith(`sub_${loseNextAnswerOf}_`)) {
        loseNextAnswerOf = null;
        throw new Error('connection reset after the charge');
      }
      return r;
    };
    t = await createTestApp({}, { providers: { payments: flaky } });
    staff = await staffLogin(t, 'owner');
  });
  afterAll(async () => {
    await t.close();
  });
}

let shop: Awaited<ReturnType<typeof shopFixture>>;
async function monthlyOption() {
  shop ??= await shopFixture(t);
  type WithInterval = FixtureOption & { subscription_inteval_in_month?: number | null };
  for (const p of shop.catalogue) {
    const o = (p.product_option as WithInterval[]).find(
      (x) =>
        x.is_subscription &&
        x.display.purchasable &&
        x.availability === 'in_stock' &&
        x.subscription_inteval_in_month === 1,
    );
    if (o) return { p, o };
  }
  throw new Error('no monthly subscription option in the seed');
}

/** A member checks out a monthly subscription with the sandbox card; answers the subscription made. */
export async function subscribe(cookies: Record<string, string>, quantity = 1, method = 'card') {
  const { p, o } = await monthlyOption();
  const add = await t.inject({
    method: 'POST',
    url: '/api/v1/cart',
    cookies,
    payload: { pid: p._id, sku: p.sku, sub_sku: o.sub_sku, quantity, currency: 'HKD' },
  });
  expect(add.statusCode, add.body).toBe(200);
  const address = {
    cart_type: 'subscription',
    currency: 'HKD',
    email: 'subscriber@example.com',
    delivery_method: shop.homeDelivery,
    delivery_firstname: 'Siu Ming',
    delivery_lastname: 'Wong',
    delivery_calling_code: '852',
    delivery_contact: '6123 4567',
    delivery_address: '1 Nathan Road',
    delivery_city: 'Kowloon',
    delivery_country_key: 'hk',
    billing_same: true,
    add_gift_box_wrapping: false,
    locale: 'en',
  };
  const q = await t.inject({ method: 'POST', url: '/api/v1/order/quote', cookies, payload: address });
  const res = await t.inject({
    method: 'POST',
    url: '/api/v1/order/create',
    cookies,
    payload: { ...address, payment_method: method, expected_total: q.json().total },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  const { order, payment } = res.json();
  if (method === 'bank_transfer') {
    // staff match the transfer in the back office
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/bank-transfers/${order._id}/confirm`,
      headers: staff.headers,
      payload: { amount: order.total, reference: `HSB-${order.number}` },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  } else {
    const paid = await t.inject({
      method: 'POST',
      url: `/api/v1/payment/sandbox/${payment.id}/complete`,
      cookies,
      payload: { outcome: 'approve' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
  }
  const [s] = await t.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.firstOrderId, order._id));
  expect(s, 'a subscription from the paid order').toBeTruthy();
  return { id: s!.id, orderId: order._id as string, subSku: o.sub_sku };
}

export const run = async (now: Date | string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/subscriptions/run-renewals',
    payload: { now: typeof now === 'string' ? now : now.toISOString() },
    headers: staff.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { renewals: { subscriptionId: string; result: string }[]; reminded: number };
};
export const detail = async (cookies: Record<string, string>, id: string) => {
  const res = await t.inject({ url: `/api/v1/subscriptions/${id}`, cookies });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
export const setCard = async (cookies: Record<string, string>, id: string, card: string) => {
  const start = await t.inject({
    method: 'POST',
    url: '/api/v1/update-payment-method',
    cookies,
    payload: { id },
  });
  expect(start.statusCode, start.body).toBe(200);
  const res = await t.inject({
    method: 'POST',
    url: '/api/v1/update-payment-method',
    cookies,
    payload: { id, setup_ref: start.json().setup.setup_ref, card_number: card },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
export const chargedFor = (id: string) =>
  sandbox.offSessionCharges().filter((c) => c.key.startsWith(`sub_${id}_`));
export const mails = async (to: string) =>
  (await t.database.db.select().from(outbox).where(eq(outbox.to, to))).map((m) => m.subject ?? '');
export const emailOf = async (id: string) =>
  (await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!.email;
