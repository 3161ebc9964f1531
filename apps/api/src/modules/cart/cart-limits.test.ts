import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { shopFixture, type FixtureOption, type FixtureProduct } from '../../test/shop-fixture.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../db/seed/members.ts';

// Security: per-line quantity limits (bag and checkout) and add-on prices only with their product.

let t: TestApp;
let catalogue: Product[];
let homeDelivery = '';
beforeAll(async () => {
  t = await createTestApp();
  ({ catalogue, homeDelivery } = await shopFixture(t));
});
afterAll(async () => {
  await t.close();
});

type Option = FixtureOption;
type Product = FixtureProduct;
interface Line {
  sub_sku: string;
  bundle_sku: string | null;
  quantity: number;
  price: number;
  line_total: number;
  purchasable: boolean;
  reason: string | null;
}
type Cookies = Record<string, string>;

// guest ids are issued by the server (a made-up shop_sid is ignored): mint one as the first bag write would
const session = (): Cookies => ({ shop_sid: t.app.auth.guestSessions.issue() });
const single = (p: Product, availability = 'in_stock') =>
  p.product_option.find(
    (o) => !o.is_subscription && o.display.purchasable && o.availability === availability,
  );

function post(cookies: Cookies, body: Record<string, unknown>) {
  return t.inject({ method: 'POST', url: '/api/v1/cart', cookies, payload: { currency: 'HKD', ...body } });
}
const line = (p: Product, o: Option, extra: Record<string, unknown> = {}) => ({
  pid: p._id,
  sku: p.sku,
  sub_sku: o.sub_sku,
  quantity: 1,
  ...extra,
});
const bag = async (cookies: Cookies) =>
  (await t.app.inject({ url: '/api/v1/cart?currency=HKD&country=hk', cookies })).json().single_cart;

describe('quantity per line', () => {
  it('answers 2^31, 1e9 and 100 units with a 400 naming quantity, and never lets a line pass 99', async () => {
    const p = catalogue.find((x) => x.product_type === 0 && !!single(x))!;
    const o = single(p)!;
    const c = session();
    for (const quantity of [2 ** 31, 1e9, 100_000, 100]) {
      const res = await post(c, line(p, o, { quantity }));
      expect(res.statusCode, String(quantity)).toBe(400);
      expect(res.json().field).toBe('quantity');
    }
    expect((await post(c, line(p, o, { quantity: 99 }))).statusCode).toBe(200);
    // adding one more: quantities add up, the sum is what counts
    const more = await post(c, line(p, o, { quantity: 1 }));
    expect(more.statusCode).toBe(400);
    expect(more.json()).toMatchObject({ field: 'quantity', code: 'max_quantity' });
    const step = await post(c, line(p, o, { delta: 1 }));
    expect(step.statusCode).toBe(400);
    expect(step.json()).toMatchObject({ field: 'quantity', code: 'max_quantity' });
    const current = await bag(c);
    const set = await post(c, line(p, o, { quantity: 100, update_ts: current.update_ts }));
    expect(set.statusCode).toBe(400);
    expect((await bag(c)).items[0].quantity).toBe(99);
    // stepping down still works
    expect((await post(c, line(p, o, { delta: -1 }))).json().single_cart.items[0].quantity).toBe(98);
  });

  it('caps pre-orders too (they hold no stock), and checks out 99 of them with a total that fits', async () => {
    const p = catalogue.find((x) => !!single(x, 'pre_order'))!;
    const o = single(p, 'pre_order')!;
    const c = session();
    expect((await post(c, line(p, o, { quantity: 99 }))).statusCode).toBe(200);
    expect((await post(c, line(p, o, { quantity: 99 }))).statusCode).toBe(400);
    expect((await post(c, line(p, o, { quantity: 100_000 }))).statusCode).toBe(400);
    const address = {
      cart_type: 'single',
      currency: 'HKD',
      email: 'preorder-99@example.com',
      delivery_method: homeDelivery,
      delivery_firstname: 'Tai Man',
      delivery_lastname: 'Chan',
      delivery_calling_code: '852',
      delivery_contact: '91234567',
      delivery_address: "1 Queen's Road",
      delivery_country_key: 'hk',
      locale: 'en',
    };
    const q = await t.inject({ method: 'POST', url: '/api/v1/order/quote', cookies: c, payload: address });
    expect(q.json().subtotal).toBe(99 * o.display.price);
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/order/create',
      cookies: c,
      payload: { ...address, payment_method: 'card', expected_total: q.json().total },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order.items[0].quantity).toBe(99);
  });

  it('caps the merge of a guest bag into the member bag at 99 per line', async () => {
    const p = catalogue.filter((x) => x.product_type === 0 && !!single(x)).at(-1)!;
    const o = single(p)!;
    const member = DEMO_MEMBERS[1];
    const login1 = await t.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { username: member.email, password: DEMO_PASSWORD },
    });
    const memberCookies = Object.fromEntries(login1.cookies.map((x) => [x.name, x.value]));
    expect((await post({ ...memberCookies, ...session() }, line(p, o, { quantity: 60 }))).statusCode).toBe(
      200,
    );
    const guest = session();
    expect((await post(guest, line(p, o, { quantity: 60 }))).statusCode).toBe(200);
    const login2 = await t.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      cookies: guest,
      payload: { username: member.email, password: DEMO_PASSWORD },
    });
    const after = { ...guest, ...Object.fromEntries(login2.cookies.map((x) => [x.name, x.value])) };
    expect((await bag(after)).items.find((i: Line) => i.sub_sku === o.sub_sku).quantity).toBe(99);
  });
});

describe('add-on (special-offer) prices', () => {
  interface Offer {
    _id: string;
    sku: string;
    product_option: { sub_sku: string; special_pricing: number | null; display: { price: number } }[];
  }
  async function withOffer() {
    for (const p of catalogue.filter((x) => x.product_type === 0 && !!single(x))) {
      const offers = (await t.app.inject(`/api/v1/product/offers/${p._id}?currency=HKD&country=hk`)).json()
        .offers as Offer[];
      const offer = offers.find((x) => x.product_option.some((o) => (o.special_pricing ?? 0) > 0));
      if (offer)
        return { main: p, offer, option: offer.product_option.find((o) => (o.special_pricing ?? 0) > 0)! };
    }
    throw new Error('the seed has no product with an add-on');
  }
  const address = {
    cart_type: 'single',
    currency: 'HKD',
    email: 'addon@example.com',
    delivery_firstname: 'Tai Man',
    delivery_lastname: 'Chan',
    delivery_calling_code: '852',
    delivery_contact: '91234567',
    delivery_address: "1 Queen's Road",
    delivery_country_key: 'hk',
    locale: 'en',
  };

  it('prices the add-on at its offer price only while its product is in the bag; checkout recomputes', async () => {
    const { main, offer, option } = await withOffer();
    const c = session();
    expect((await post(c, line(main, single(main)!))).statusCode).toBe(200);
    const added = await post(c, {
      pid: offer._id,
      sku: offer.sku,
      sub_sku: option.sub_sku,
      quantity: 1,
      bundle_sku: main.sku,
    });
    expect(added.statusCode, added.body).toBe(200);
    let addOn = added.json().single_cart.items.find((i: Line) => i.bundle_sku === main.sku) as Line;
    expect(addOn.price).toBe(option.special_pricing);
    expect(addOn.purchasable).toBe(true);

    // the main product leaves the bag: no offer price any more, and the hidden add-on cannot be bought alone
    const removed = await post(c, line(main, single(main)!, { quantity: 0 }));
    addOn = removed.json().single_cart.items.find((i: Line) => i.bundle_sku === main.sku) as Line;
    expect(addOn.price).toBeGreaterThan(option.special_pricing!);
    expect(addOn).toMatchObject({ purchasable: false, reason: 'out_of_stock' });
    expect(removed.json().single_cart.can_checkout).toBe(false);
    const quote = await t.inject({
      method: 'POST',
      url: '/api/v1/order/quote',
      cookies: c,
      payload: { ...address, delivery_method: homeDelivery },
    });
    expect(quote.json().subtotal).not.toBe(option.special_pricing);
    const order = await t.inject({
      method: 'POST',
      url: '/api/v1/order/create',
      cookies: c,
      payload: {
        ...address,
        delivery_method: homeDelivery,
        payment_method: 'card',
        expected_total: option.special_pricing!,
      },
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().field).toBe('cart_type');
  });

  it('never gives the offer price for a bundle sku of a product that does not offer it, nor without a bundle sku', async () => {
    const { main, offer, option } = await withOffer();
    const c = session();
    const alone = await post(c, { pid: offer._id, sku: offer.sku, sub_sku: option.sub_sku, quantity: 1 });
    expect(alone.statusCode).toBe(400);
    expect(alone.json()).toMatchObject({ field: 'sub_sku', code: 'out_of_stock' });
    // another product in the bag, named as the bundle: it does not offer this add-on
    const other = catalogue.find(
      (x) =>
        x.product_type === 0 &&
        x._id !== main._id &&
        !!single(x) &&
        !((x as Product & { offer_ids?: string[] }).offer_ids ?? []).includes(offer._id),
    )!;
    expect((await post(c, line(other, single(other)!))).statusCode).toBe(200);
    const res = await post(c, {
      pid: offer._id,
      sku: offer.sku,
      sub_sku: option.sub_sku,
      quantity: 1,
      bundle_sku: other.sku,
    });
    const addOn = res.json().single_cart.items.find((i: Line) => i.bundle_sku === other.sku) as Line;
    expect(addOn.price).not.toBe(option.special_pricing);
    expect(addOn.purchasable).toBe(false);
  });
});
