import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { uniqueSeq } from './unique.ts';

// A fresh member per test (the shared demo accounts are never changed), registered through the API in the page's
// own browser context, so the page is signed in. Each member comes from its own address (TRUST_PROXY is on in
// e2e), so the per-address limits on codes never meet another test's.
export const PASSWORD = 'Secret123';

export interface Member {
  email: string;
  phone: string;
  ip: string;
}

async function csrfOf(context: BrowserContext, page: Page) {
  await page.request.get('/api/v1/cart?currency=HKD&country=hk');
  return (await context.cookies()).find((c) => c.name === 'shop_csrf')!.value;
}

export async function apiPost(page: Page, url: string, data: Record<string, unknown>, ip?: string) {
  const csrf = await csrfOf(page.context(), page);
  const res = await page.request.post(url, {
    data,
    headers: { 'x-csrf-token': csrf, ...(ip ? { 'x-forwarded-for': ip } : {}) },
  });
  expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

export async function outboxCode(page: Page, to: string) {
  let code = '';
  await expect
    .poll(async () => {
      const rows = (await (
        await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)
      ).json()) as {
        code: string | null;
      }[];
      code = rows[0]?.code ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

export async function newMember(page: Page, preferred = 'en'): Promise<Member> {
  const n = uniqueSeq();
  const phone = String(50_000_000 + n);
  const email = `member-${n}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  await apiPost(
    page,
    '/api/v1/user/register-otp',
    {
      recaptchaResponse: 'dev-bot-check-pass',
      contact_no_country: '852',
      contact_no: phone,
      preferred_lang: preferred,
    },
    ip,
  );
  const otp = await outboxCode(page, `852${phone}`);
  await apiPost(
    page,
    '/api/v1/user/register',
    {
      dob: '31/01/1990',
      username: email,
      nickname: 'Ming',
      firstname: 'Siu Ming',
      lastname: 'Wong',
      contact_no_country: '852',
      contact_no: phone,
      password: PASSWORD,
      otp,
      country: 'hong kong',
      preferred_lang: preferred,
    },
    ip,
  );
  return { email, phone, ip };
}

/** An order of whoever the page is signed in as, or a guest (bank transfer: it stays awaiting payment). */
export async function placeOrder(page: Page, email: string) {
  const catalogue = (await (await page.request.get('/api/v1/product?channel=4&limit=100')).json()) as {
    _id: string;
    sku: string;
    product_type: number;
    brand_key: string;
    product_option: {
      sub_sku: string;
      is_subscription: boolean;
      display: { purchasable: boolean };
      availability: string;
    }[];
  }[];
  const product = catalogue.find(
    (p) =>
      p.product_type === 0 &&
      p.product_option.some(
        (o) => !o.is_subscription && o.display.purchasable && o.availability === 'in_stock',
      ),
  )!;
  const option = product.product_option.find(
    (o) => !o.is_subscription && o.display.purchasable && o.availability === 'in_stock',
  )!;
  await apiPost(page, '/api/v1/cart', {
    pid: product._id,
    sku: product.sku,
    sub_sku: option.sub_sku,
    quantity: 1,
    currency: 'HKD',
  });
  const methods = (await (await page.request.get('/api/v1/delivery-methods?country=hk')).json()).methods;
  const address = {
    cart_type: 'single',
    currency: 'HKD',
    email,
    delivery_method: methods.find((m: { kind: string }) => m.kind === 'delivery')._id,
    delivery_firstname: 'Siu Ming',
    delivery_lastname: 'Wong',
    delivery_calling_code: '852',
    delivery_contact: '98765432',
    delivery_address: '8 Finance Street',
    delivery_city: 'Central',
    delivery_country_key: 'hk',
    billing_same: true,
    add_gift_box_wrapping: false,
    locale: 'en',
  };
  const quote = await apiPost(page, '/api/v1/order/quote', address);
  const { order } = await apiPost(page, '/api/v1/order/create', {
    ...address,
    payment_method: 'bank_transfer',
    expected_total: quote.total,
  });
  // the bag is empty again after the order: buy again fills it
  return order as { _id: string; number: string };
}
