// Who may see and act on an order: its buyer (member, or guest with the token) and nobody else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../db/seed/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buyable, checkoutKit, type CheckoutKit } from '../../test/checkout-kit.ts';

let t: TestApp;
let k: CheckoutKit;
beforeAll(async () => {
  t = await createTestApp();
  k = await checkoutKit(t);
});
afterAll(async () => {
  await t.close();
});

const session = () => k.session();
const product = (...a: Parameters<CheckoutKit['product']>) => k.product(...a);
const addToBag = (...a: Parameters<CheckoutKit['addToBag']>) => k.addToBag(...a);
const create = (...a: Parameters<CheckoutKit['create']>) => k.create(...a);

describe('checkout', () => {
  it('never lets a guest or another member read an order', async () => {
    const c = session();
    await addToBag(c, product());
    const { order } = (await create(c)).json();
    expect((await t.app.inject(`/api/v1/order/${order._id}`)).statusCode).toBe(404);
    expect((await t.app.inject(`/api/v1/order/${order._id}?token=wrong`)).statusCode).toBe(404);
    const login = await t.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { username: DEMO_MEMBERS[1].email, password: DEMO_PASSWORD },
    });
    const member = Object.fromEntries(login.cookies.map((x) => [x.name, x.value]));
    expect((await t.app.inject({ url: `/api/v1/order/${order._id}`, cookies: member })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/v1/orders', cookies: member }))
        .json()
        .items.every((o: { _id: string }) => o._id !== order._id),
    ).toBe(true);
    expect((await t.app.inject('/api/v1/address')).statusCode).toBe(401);
  });

  it('keeps every order action, address and bag to its owner: another member gets 404 or sees nothing', async () => {
    const loginAs = async (i: number) => {
      const res = await t.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { username: DEMO_MEMBERS[i]!.email, password: DEMO_PASSWORD },
      });
      return Object.fromEntries(res.cookies.map((x) => [x.name, x.value]));
    };
    const [owner, other] = [await loginAs(0), await loginAs(2)];
    const p = product();
    await addToBag(owner, p, 2);
    const saved = await t.inject({
      method: 'POST',
      url: '/api/v1/address',
      cookies: owner,
      payload: {
        firstname: 'Owner',
        lastname: 'Only',
        code: '852',
        phone: '91234567',
        address: 'Owner street 1',
        country: 'hk',
      },
    });
    expect(saved.statusCode).toBe(201);
    const { order } = (await create(owner)).json();
    // the other member, by id, through every order door
    expect((await t.app.inject({ url: `/api/v1/order/${order._id}`, cookies: other })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/v1/order/${order._id}/invoice`, cookies: other })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.inject({
          method: 'POST',
          url: `/api/v1/order/${order._id}/pay`,
          cookies: other,
          payload: { payment_method: 'card' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.inject({
          method: 'POST',
          url: `/api/v1/order/${order._id}/transfer-reference`,
          cookies: other,
          payload: { reference: 'HSB-STOLEN' },
        })
      ).statusCode,
    ).toBe(404);
    // and in their own lists: none of the owner's addresses, orders or bag lines
    const addresses = (await t.app.inject({ url: '/api/v1/address', cookies: other })).json().addresses as {
      _id: string;
      address: string;
    }[];
    expect(addresses.some((a) => a._id === saved.json().address._id || a.address === 'Owner street 1')).toBe(
      false,
    );
    expect(
      (
        (await t.app.inject({ url: '/api/v1/orders', cookies: other })).json().items as { _id: string }[]
      ).some((o) => o._id === order._id),
    ).toBe(false);
    await addToBag(owner, p, 1);
    const bag = (await t.app.inject({ url: '/api/v1/cart?currency=HKD&country=hk', cookies: other })).json();
    expect(
      bag.single_cart.items.some(
        (i: { sub_sku: string; quantity: number }) => i.sub_sku === buyable(p)!.sub_sku && i.quantity === 1,
      ),
    ).toBe(false);
    // the owner still has all of it
    expect(
      (await t.app.inject({ url: `/api/v1/order/${order._id}/invoice`, cookies: owner })).statusCode,
    ).toBe(200);
  });
});
