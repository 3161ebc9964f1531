import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deliveryMethods } from '../../db/schema.ts';

// 4-12: purchasable only if the product ships to the chosen country BY AN AVAILABLE DELIVERY METHOD. The brand
// list alone is not enough: here Japan is in the global line's list but no delivery method serves it.
let t: TestApp;
interface Option {
  sub_sku: string;
  is_subscription: boolean;
  availability: string;
  display: { purchasable: boolean; reason: string | null };
}
interface Product {
  _id: string;
  sku: string;
  brand_key: string;
  product_type: number;
  product_option: Option[];
  display: { purchasable: boolean; reason: string | null };
}
let product: Product;
let option: Option;

beforeAll(async () => {
  t = await createTestApp();
  const list: Product[] = (await t.app.inject('/api/v1/product?channel=4&limit=100&country=jp')).json();
  product = list.find(
    (p) =>
      p.product_type === 0 &&
      p.brand_key === 'oxygen_ceuticals' &&
      p.product_option.some(
        (o) => !o.is_subscription && o.availability === 'in_stock' && o.display.purchasable,
      ),
  )!;
  option = product.product_option.find((o) => !o.is_subscription && o.display.purchasable)!;
  // the bag line goes in while Japan is still served; then the shop stops delivering there
  await t.database.db
    .update(deliveryMethods)
    .set({ availableCountryList: sql`array_remove(${deliveryMethods.availableCountryList}, 'jp')` });
  t.app.settings.invalidate();
});
afterAll(async () => {
  await t.close();
});

const session = () => ({ shop_sid: t.app.auth.guestSessions.issue() });

describe('availability by delivery method', () => {
  it('the product page shows the option as not shippable where no delivery method serves the country', async () => {
    expect((await t.app.inject('/api/v1/delivery-methods?country=jp&currency=JPY')).json().methods).toEqual(
      [],
    );
    const [p]: Product[] = (
      await t.app.inject(`/api/v1/product?channel=4&skus=${product.sku}&country=jp&currency=JPY`)
    ).json();
    const o = p!.product_option.find((x) => x.sub_sku === option.sub_sku)!;
    expect(o.display).toMatchObject({ purchasable: false, reason: 'not_shippable' });
    expect(p!.display).toMatchObject({ purchasable: false, reason: 'not_shippable' });
    // the same product still sells in Taiwan, which a method serves
    const [tw]: Product[] = (
      await t.app.inject(`/api/v1/product?channel=4&skus=${product.sku}&country=tw&currency=TWD`)
    ).json();
    expect(tw!.product_option.find((x) => x.sub_sku === option.sub_sku)!.display.purchasable).toBe(true);
  });

  it('bag lines are flagged and checkout is refused with the reason', async () => {
    const c = session();
    const added = await t.inject({
      method: 'POST',
      url: '/api/v1/cart?country=jp',
      cookies: c,
      payload: { pid: product._id, sku: product.sku, sub_sku: option.sub_sku, quantity: 1, currency: 'JPY' },
    });
    // a shipping reason does not stop the add (the shopper may change country), it blocks the checkout
    expect(added.statusCode, added.body).toBe(200);
    const bag = (await t.app.inject({ url: '/api/v1/cart?currency=JPY&country=jp', cookies: c })).json()
      .single_cart;
    expect(bag.items[0]).toMatchObject({ purchasable: false, reason: 'not_shippable' });
    expect(bag).toMatchObject({ can_checkout: false, blocking_reason: 'not_shippable' });

    const body = {
      cart_type: 'single',
      currency: 'JPY',
      email: 'guest@example.com',
      delivery_method: 'any',
      delivery_firstname: 'Hanako',
      delivery_lastname: 'Sato',
      delivery_calling_code: '81',
      delivery_contact: '9012345678',
      delivery_address: '1-1 Chiyoda',
      delivery_city: 'Tokyo',
      delivery_country_key: 'jp',
      billing_same: true,
      add_gift_box_wrapping: false,
      locale: 'en',
    };
    const q = await t.inject({ method: 'POST', url: '/api/v1/order/quote', cookies: c, payload: body });
    expect(q.json()).toMatchObject({ can_checkout: false, blocking_reason: 'not_shippable' });
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/order/create',
      cookies: c,
      payload: { ...body, payment_method: 'card', expected_total: q.json().total },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'not_shippable', field: 'cart_type' });
  });
});
