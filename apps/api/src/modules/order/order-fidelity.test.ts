import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatMoney } from '@shop/core';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { orders } from '../../db/schema.ts';

// Orders: the invoice in the page's language with the shop's money formatter, the gift card message,
// and what is inside a package product.
let t: TestApp;
interface Option {
  sub_sku: string;
  is_subscription: boolean;
  availability: string;
  display: { purchasable: boolean };
}
interface Product {
  _id: string;
  sku: string;
  name: { eng: string; chi: string; cn: string };
  brand_key: string;
  product_type: number;
  package_items: { sku: string }[];
  product_option: Option[];
}
let catalogue: Product[];
beforeAll(async () => {
  t = await createTestApp();
  catalogue = (await t.app.inject('/api/v1/product?channel=4&limit=100')).json();
});
afterAll(async () => {
  await t.close();
});

const session = () => ({ shop_sid: t.app.auth.guestSessions.issue() });
const buyable = (p: Product) =>
  p.product_option.find((o) => !o.is_subscription && o.display.purchasable && o.availability === 'in_stock');
const globalLine = (pred: (p: Product) => boolean = () => true) =>
  catalogue.find(
    (p) => p.product_type === 0 && p.brand_key === 'oxygen_ceuticals' && !!buyable(p) && pred(p),
  )!;

const PLACES = {
  hk: { currency: 'HKD', calling: '852', contact: '91234567', city: 'Hong Kong', extra: {} },
  jp: { currency: 'JPY', calling: '81', contact: '9012345678', city: 'Tokyo', extra: {} },
  tw: {
    currency: 'TWD',
    calling: '886',
    contact: '912345678',
    city: 'Taipei',
    extra: { delivery_passport: 'A123456789' },
  },
} as const;

/** A guest order for one product, shipped to `country`, placed in `locale`. */
async function placeOrder(
  country: keyof typeof PLACES,
  opts: { locale?: string; p?: Product; first?: string; last?: string; gift?: Record<string, unknown> } = {},
) {
  const place = PLACES[country];
  const c = session();
  const p = opts.p ?? globalLine();
  const added = await t.inject({
    method: 'POST',
    url: `/api/v1/cart?country=${country}`,
    cookies: c,
    payload: { pid: p._id, sku: p.sku, sub_sku: buyable(p)!.sub_sku, quantity: 1, currency: place.currency },
  });
  expect(added.statusCode, added.body).toBe(200);
  const methods = (
    await t.app.inject(`/api/v1/delivery-methods?country=${country}&currency=${place.currency}`)
  ).json().methods as { _id: string; kind: string }[];
  const body = {
    cart_type: 'single',
    currency: place.currency,
    email: `fidelity-${country}@example.com`,
    delivery_method: methods.find((m) => m.kind === 'delivery')!._id,
    delivery_firstname: opts.first ?? 'Tai Man',
    delivery_lastname: opts.last ?? 'Chan',
    delivery_calling_code: place.calling,
    delivery_contact: place.contact,
    delivery_address: '1 Main Road',
    delivery_city: place.city,
    delivery_country_key: country,
    billing_same: true,
    add_gift_box_wrapping: false,
    locale: opts.locale ?? 'en',
    ...place.extra,
    ...opts.gift,
  };
  const q = await t.inject({ method: 'POST', url: '/api/v1/order/quote', cookies: c, payload: body });
  expect(q.statusCode, q.body).toBe(200);
  const res = await t.inject({
    method: 'POST',
    url: '/api/v1/order/create',
    cookies: c,
    payload: { ...body, payment_method: 'card', expected_total: q.json().total },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { order: res.json().order, product: p, cookies: c };
}

const invoice = (o: { _id: string; access_token: string }, lang?: string) =>
  t.app.inject(`/api/v1/order/${o._id}/invoice?token=${o.access_token}${lang ? `&lang=${lang}` : ''}`);

describe('invoice in the page language', () => {
  it('hk: Chinese labels, status, country and product names; family name first without space', async () => {
    const { order, product } = await placeOrder('hk', { first: '美玲', last: '歐陽' });
    const res = await invoice(order, 'hk');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<html lang="zh-Hant-HK">');
    expect(html).toContain('發票');
    expect(html).toContain('待付款');
    expect(html).toContain('香港及澳門');
    expect(html).toContain(product.name.chi);
    expect(html).toContain('歐陽美玲');
    // Chinese punctuation, and a phone renders it at its own width
    expect(html).toMatch(/送貨方式：\S/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain(formatMoney(order.total, 'HKD', 'hk'));
    for (const raw of ['awaiting_payment', '>hk<', 'Invoice', 'Subtotal']) expect(html).not.toContain(raw);
  });

  it('en: English labels and names, given name first', async () => {
    const { order, product } = await placeOrder('hk', { locale: 'hk' });
    const html = (await invoice(order, 'en')).body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Invoice');
    expect(html).toContain('Awaiting payment');
    expect(html).toContain('Hong Kong &amp; Macau');
    expect(html).toContain(product.name.eng);
    expect(html).toContain('Tai Man Chan');
    expect(html).toContain(`HK$`);
    expect(html).not.toContain('HKD ');
    // without ?lang the invoice speaks the order's own language (placed in hk)
    const own = (await invoice(order)).body;
    expect(own).toContain('發票');
    expect(own).toContain('Chan Tai Man');
  });

  it('cn and zh have their own words', async () => {
    const { order } = await placeOrder('hk');
    expect((await invoice(order, 'cn')).body).toMatch(/发票[\s\S]*等待付款[\s\S]*香港及澳门/);
    expect((await invoice(order, 'zh')).body).toContain('<html lang="zh-Hant-TW">');
  });

  it('JPY and TWD show whole units (9-10), in the invoice and the e-mail', async () => {
    const jp = (await placeOrder('jp')).order;
    expect(jp.currency).toBe('JPY');
    const jpHtml = (await invoice(jp, 'en')).body;
    expect(jpHtml).toContain(formatMoney(jp.total, 'JPY', 'en'));
    expect(jpHtml).not.toMatch(/¥[\d,]+\.\d/);
    expect(jpHtml).not.toContain('JPY ');

    const tw = (await placeOrder('tw')).order;
    expect(tw.currency).toBe('TWD');
    const twHtml = (await invoice(tw, 'zh')).body;
    const shown = formatMoney(tw.total, 'TWD', 'zh');
    expect(shown).toMatch(/^NT\$[\d,]+$/);
    expect(twHtml).toContain(shown);
    expect(twHtml).not.toMatch(/NT\$[\d,]+\.\d/);
    expect(twHtml).not.toContain('TWD ');
    expect(twHtml).toContain('台灣');

    await t.app.jobs.drain();
    const mails = (await t.app.inject('/api/dev/outbox?to=fidelity-tw@example.com')).json() as {
      text: string;
    }[];
    expect(mails[0]!.text).toContain(formatMoney(tw.total, 'TWD', 'en'));
    expect(mails[0]!.text).not.toContain('TWD');
  });

  it('refuses an unknown lang with a 400 naming the field', async () => {
    const { order } = await placeOrder('hk');
    const res = await invoice(order, 'fr');
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('lang');
  });
});

describe('card message', () => {
  const card = { recipient: 'Ada', sender: 'Mei', message: '生日快樂 Happy birthday 2026' };

  it('the guest with the order token sets it; the order and its invoice show it', async () => {
    const { order } = await placeOrder('hk');
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/order/card-message',
      payload: { order_id: order._id, token: order.access_token, ...card },
    });
    expect(res.statusCode, res.body).toBe(200);
    const view = (await t.app.inject(`/api/v1/order/${order._id}?token=${order.access_token}`)).json();
    expect(view.order.gift).toEqual(card);
    expect(view.events.at(-1)).toMatchObject({ actor: 'guest', to: 'awaiting_payment' });
    const html = (await invoice(order, 'en')).body;
    expect(html).toContain('Card message');
    expect(html).toContain(card.message);
    expect((await invoice(order, 'hk')).body).toContain('心意卡');
  });

  it('the checkout gift message is already on the invoice; a change replaces it', async () => {
    const { order } = await placeOrder('hk', {
      gift: {
        add_gift_box_wrapping: true,
        gift_recipient: 'Bo',
        gift_sender: 'Al',
        gift_message: 'First note',
      },
    });
    expect((await invoice(order, 'en')).body).toContain('First note');
    await t.inject({
      method: 'POST',
      url: '/api/v1/order/card-message',
      payload: { order_id: order._id, token: order.access_token, ...card },
    });
    const html = (await invoice(order, 'en')).body;
    expect(html).toContain(card.message);
    expect(html).not.toContain('First note');
  });

  it('validates as checkout does (5-13, 5-14): all required, ≤ 100, no emoji', async () => {
    const { order } = await placeOrder('hk');
    const send = (extra: Record<string, unknown>) =>
      t.inject({
        method: 'POST',
        url: '/api/v1/order/card-message',
        payload: { order_id: order._id, token: order.access_token, ...card, ...extra },
      });
    for (const [field, value] of [
      ['message', 'Love you 🎉'],
      ['message', 'x'.repeat(101)],
      ['message', ''],
      ['recipient', ''],
      ['sender', '   '],
    ] as const) {
      const res = await send({ [field]: value });
      expect(res.statusCode, `${field}=${value}`).toBe(400);
      expect(res.json().field).toBe(field);
    }
    expect((await send({ message: '中'.repeat(100) })).statusCode).toBe(200);
  });

  it('only the buyer: another token or none gets the 404 of an unknown order', async () => {
    const { order } = await placeOrder('hk');
    for (const token of ['not-the-token', undefined]) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/v1/order/card-message',
        payload: { order_id: order._id, ...(token ? { token } : {}), ...card },
      });
      expect(res.statusCode).toBe(404);
    }
    const view = (await t.app.inject(`/api/v1/order/${order._id}?token=${order.access_token}`)).json();
    expect(view.order.gift).toBeNull();
  });

  it('is locked once the order has shipped', async () => {
    const { order } = await placeOrder('hk');
    await t.database.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, order._id));
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/order/card-message',
      payload: { order_id: order._id, token: order.access_token, ...card },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('card_message_locked');
  });
});

describe('package details', () => {
  it('lists the products inside a package with their names in every language', async () => {
    const set = catalogue.find((p) => p.package_items.length > 0)!;
    const single = catalogue.find((p) => p.package_items.length === 0)!;
    const res = await t.app.inject(`/api/v1/order/packageDetails?skus=${set.sku},${single.sku}`);
    expect(res.statusCode, res.body).toBe(200);
    const { packages } = res.json();
    expect(packages).toHaveLength(1);
    expect(packages[0].sku).toBe(set.sku);
    expect(packages[0].items.map((i: { sku: string }) => i.sku)).toEqual(set.package_items.map((i) => i.sku));
    const first = catalogue.find((p) => p.sku === set.package_items[0]!.sku)!;
    expect(packages[0].items[0]).toMatchObject({ name: first.name, path: expect.stringMatching(/^\//) });
  });

  it('answers 400 naming skus when none are given', async () => {
    const res = await t.app.inject('/api/v1/order/packageDetails?skus=');
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('skus');
  });

  it('the invoice of a package order says what is inside', async () => {
    const set = globalLine((p) => p.package_items.length > 0);
    const { order } = await placeOrder('hk', { p: set });
    const first = catalogue.find((p) => p.sku === set.package_items[0]!.sku)!;
    expect((await invoice(order, 'en')).body).toMatch(new RegExp(`Inside: [^<]*${first.name.eng}`));
  });
});
