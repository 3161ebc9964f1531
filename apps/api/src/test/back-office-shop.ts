// A shopper's path for back-office tests: a bag, a quote, an order (paid through the sandbox or left awaiting).
import type { TestApp } from './test-app.ts';

interface Option {
  sub_sku: string;
  is_subscription: boolean;
  availability: string;
  display: { purchasable: boolean };
}
interface Product {
  _id: string;
  sku: string;
  brand_key: string;
  product_type: number;
  product_option: Option[];
}

export const shopperAddress = {
  cart_type: 'single',
  currency: 'HKD',
  email: 'back-office-buyer@example.com',
  delivery_firstname: 'Tai Man',
  delivery_lastname: 'Chan',
  delivery_calling_code: '852',
  delivery_contact: '91234567',
  delivery_address: "12/F, 88 Queen's Road Central",
  delivery_city: 'Hong Kong',
  delivery_country_key: 'hk',
  billing_same: true,
  add_gift_box_wrapping: false,
  locale: 'en',
};

export async function shopper(t: TestApp) {
  const catalogue: Product[] = (await t.app.inject('/api/v1/product?channel=4&limit=100')).json();
  const methods = (await t.app.inject('/api/v1/delivery-methods?country=hk')).json().methods as {
    _id: string;
    kind: string;
  }[];
  const homeDelivery = methods.find((m) => m.kind === 'delivery')!._id;
  const buyable = (p: Product) =>
    p.product_option.find(
      (o) => !o.is_subscription && o.display.purchasable && o.availability === 'in_stock',
    );
  const product = catalogue.find(
    (p) => p.product_type === 0 && p.brand_key === 'oxygen_ceuticals' && !!buyable(p),
  )!;

  /** A fresh guest with one item in the bag. */
  async function bag(quantity = 1) {
    const cookies = { shop_sid: t.app.auth.guestSessions.issue() };
    const o = buyable(product)!;
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/cart',
      cookies,
      payload: { pid: product._id, sku: product.sku, sub_sku: o.sub_sku, quantity, currency: 'HKD' },
    });
    if (res.statusCode !== 200) throw new Error(`add to bag: ${res.body}`);
    return cookies;
  }

  async function quote(cookies: Record<string, string>, extra: Record<string, unknown> = {}) {
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/order/quote',
      cookies,
      payload: { ...shopperAddress, delivery_method: homeDelivery, ...extra },
    });
    if (res.statusCode !== 200) throw new Error(`quote: ${res.body}`);
    return res.json();
  }

  /** Places an order; `pay` approves it through the sandbox (status paid). */
  async function order(opts: { method?: 'card' | 'bank_transfer'; pay?: boolean; quantity?: number } = {}) {
    const cookies = await bag(opts.quantity);
    const q = await quote(cookies);
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/order/create',
      cookies,
      payload: {
        ...shopperAddress,
        delivery_method: homeDelivery,
        payment_method: opts.method ?? 'card',
        expected_total: q.total,
      },
    });
    if (res.statusCode !== 201) throw new Error(`order: ${res.body}`);
    const { order, payment } = res.json();
    if (opts.pay) {
      const done = await t.inject({
        method: 'POST',
        url: `/api/v1/payment/sandbox/${payment.id}/complete`,
        payload: { outcome: 'approve', token: order.access_token },
      });
      if (done.json().status !== 'succeeded') throw new Error(`pay: ${done.body}`);
    }
    return { order, payment };
  }

  return { product, homeDelivery, bag, quote, order, subSku: buyable(product)!.sub_sku };
}
