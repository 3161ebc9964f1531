import { expect, type Browser } from '@playwright/test';

/**
 * An order placed through the shop's own API (bag, quote, create, and the sandbox card page's approval), in a
 * browser context of its own so no shopper page of the test changes: the back-office specs start from these.
 */
export interface PlacedOrder {
  id: string;
  number: string;
  /** the guest's access token (opens the order's pages) */
  token: string;
  total: number;
  email: string;
}

export interface PlaceOptions {
  /** the product by sku; absent: the first sellable product */
  sku?: string;
  quantity?: number;
  /** card is paid at once through the sandbox; a bank transfer waits for staff */
  method?: 'card' | 'bank_transfer';
  /** the email's first part (a new guest each time) */
  emailPrefix?: string;
  /** the checkout allows so many orders a minute from one address: bulk specs place from their own */
  ip?: string;
  /** delivery fields over the default Hong Kong address */
  address?: Record<string, unknown>;
}

type Option = { sub_sku: string; is_subscription: boolean; availability: string };
export type CatalogueProduct = {
  _id: string;
  sku: string;
  brand_key: string;
  name: { eng: string };
  product_option: Option[];
};

const singleInStock = (p: CatalogueProduct) =>
  p.product_option.find((o) => !o.is_subscription && o.availability === 'in_stock');

export async function placeApiOrder(browser: Browser, opts: PlaceOptions = {}): Promise<PlacedOrder> {
  const context = await browser.newContext(
    opts.ip ? { extraHTTPHeaders: { 'x-forwarded-for': opts.ip } } : {},
  );
  try {
    const request = context.request;
    await request.get('/api/v1/cart?currency=HKD&country=hk');
    const csrf = (await context.cookies()).find((c) => c.name === 'shop_csrf')!.value;
    const post = async (url: string, data: Record<string, unknown>) => {
      const res = await request.post(url, { data, headers: { 'x-csrf-token': csrf } });
      expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
      return res.json();
    };
    const catalogue: CatalogueProduct[] = await (
      await request.get('/api/v1/product?channel=4&limit=100')
    ).json();
    const product = opts.sku
      ? catalogue.find((p) => p.sku === opts.sku)!
      : catalogue.find((p) => singleInStock(p))!;
    const option = singleInStock(product) ?? product.product_option.find((o) => !o.is_subscription)!;
    await post('/api/v1/cart', {
      pid: product._id,
      sku: product.sku,
      sub_sku: option.sub_sku,
      quantity: opts.quantity ?? 1,
      currency: 'HKD',
    });
    const methods = (await (await request.get('/api/v1/delivery-methods?country=hk')).json()).methods;
    const email = `${opts.emailPrefix ?? 'order'}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const address = {
      cart_type: 'single',
      currency: 'HKD',
      email,
      delivery_method: methods.find((m: { kind: string }) => m.kind === 'delivery')._id,
      delivery_firstname: 'Mei Ling',
      delivery_lastname: 'Chan',
      delivery_calling_code: '852',
      delivery_contact: '98765432',
      delivery_address: '8 Finance Street',
      delivery_city: 'Central',
      delivery_country_key: 'hk',
      billing_same: true,
      add_gift_box_wrapping: false,
      locale: 'en',
      ...opts.address,
    };
    const method = opts.method ?? 'card';
    const quote = await post('/api/v1/order/quote', address);
    const { order, payment } = await post('/api/v1/order/create', {
      ...address,
      payment_method: method,
      expected_total: quote.total,
    });
    if (method === 'card')
      await post(`/api/v1/payment/sandbox/${payment.id}/complete`, {
        outcome: 'approve',
        token: order.access_token,
      });
    return { id: order._id, number: order.number, token: order.access_token, total: order.total, email };
  } finally {
    await context.close();
  }
}

/** The shop's products as the storefront API lists them (to pick one a spec adds or counts). */
export async function catalogueOf(browser: Browser): Promise<CatalogueProduct[]> {
  const context = await browser.newContext();
  try {
    return await (await context.request.get('/api/v1/product?channel=4&limit=100')).json();
  } finally {
    await context.close();
  }
}
