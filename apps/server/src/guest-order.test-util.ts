import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';

const CSRF = 'guest-order-csrf-0123456789';

export interface GuestCardOrder {
  order: { _id: string; number: string; access_token: string };
  payment: { id: string; redirect_url?: string; client_secret?: string };
}

/** A guest's card order placed through the API, as the checkout page does: bag, quote, then the order. */
export async function guestCardOrder(app: FastifyInstance, tag: string): Promise<GuestCardOrder> {
  const headers = { cookie: `shop_csrf=${CSRF}`, 'x-csrf-token': CSRF, 'content-type': 'application/json' };
  const [product] = (await app.inject('/api/v1/product?channel=4&brand=oxygen-ceuticals&limit=1')).json();
  const option = product.product_option.find(
    (o: { is_subscription: boolean; availability: string }) =>
      !o.is_subscription && o.availability === 'in_stock',
  );
  const add = await app.inject({
    method: 'POST',
    url: '/api/v1/cart',
    headers,
    payload: { pid: product._id, sku: product.sku, sub_sku: option.sub_sku, quantity: 1, currency: 'HKD' },
  });
  expect(add.statusCode, add.body).toBe(200);
  // the bag's session id is the one the server issued (a made-up shop_sid is ignored)
  headers.cookie += `; shop_sid=${add.cookies.find((c) => c.name === 'shop_sid')!.value}`;
  const methods = (await app.inject('/api/v1/delivery-methods?country=hk')).json().methods as {
    _id: string;
    kind: string;
  }[];
  const body = {
    cart_type: 'single',
    currency: 'HKD',
    email: `${tag}-${Date.now()}@example.com`,
    delivery_method: methods.find((m) => m.kind === 'delivery')!._id,
    delivery_firstname: 'Tai Man',
    delivery_lastname: 'Chan',
    delivery_calling_code: '852',
    delivery_contact: '91234567',
    delivery_address: "1 Queen's Road",
    delivery_country_key: 'hk',
    locale: 'en',
  };
  const q = (await app.inject({ method: 'POST', url: '/api/v1/order/quote', headers, payload: body })).json();
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/order/create',
    headers,
    payload: { ...body, payment_method: 'card', expected_total: q.total },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as GuestCardOrder;
}
