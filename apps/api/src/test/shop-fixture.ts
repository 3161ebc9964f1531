import type { TestApp } from './test-app.ts';

export interface FixtureOption {
  sub_sku: string;
  is_subscription: boolean;
  availability: string;
  display: { price: number; purchasable: boolean };
}
export interface FixtureProduct {
  _id: string;
  sku: string;
  brand_key: string;
  product_type: number;
  product_option: FixtureOption[];
}

/** What checkout tests start from: the seeded catalogue as the API lists it, and Hong Kong home delivery. */
export async function shopFixture(t: TestApp) {
  const catalogue = (await t.app.inject('/api/v1/product?channel=4&limit=100')).json() as FixtureProduct[];
  const methods = (await t.app.inject('/api/v1/delivery-methods?country=hk')).json().methods as {
    _id: string;
    kind: string;
  }[];
  return { catalogue, homeDelivery: methods.find((m) => m.kind === 'delivery')!._id };
}
