import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { apiPost, newMember } from './member-helpers.ts';

// The member page cache: a signed-in member gets the page their group shares (rendered without them), and the
// header fills in their own name and bag once the page runs, after a navigation and after a reload too.
const header = (page: Page) => page.getByRole('banner');

async function addToBag(page: Page) {
  const [product] = (await (
    await page.request.get('/api/v1/product?channel=4&limit=1&sort=popularity&currency=HKD&country=hk')
  ).json()) as {
    _id: string;
    sku: string;
    product_option: { sub_sku: string; is_subscription: boolean; display: { purchasable: boolean } }[];
  }[];
  const option = product!.product_option.find((o) => !o.is_subscription && o.display.purchasable)!;
  await apiPost(page, '/api/v1/cart', {
    pid: product!._id,
    sku: product!.sku,
    sub_sku: option.sub_sku,
    quantity: 2,
    currency: 'HKD',
  });
}

test('a signed-in member on a shared page sees their own name and bag, after a navigation and a reload', async ({
  page,
}) => {
  await newMember(page);
  await addToBag(page);
  const url = '/en/oxygen-ceuticals/triple-hyaluronic-serum';
  // the first load of a path renders for the member; the next ones are the page their group shares
  let res = await page.goto(url);
  res = await page.goto(url);
  expect(res!.headers()['x-page-cache']).toMatch(/^(hit|miss)$/);
  expect(await res!.text()).not.toContain('Siu Ming');
  await expect(header(page).getByRole('link', { name: 'Siu Ming' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: /^Bag/ })).toHaveAccessibleName('Bag, 2 items');

  // a client navigation keeps them
  await header(page).getByRole('link', { name: 'Oxygen Ceuticals' }).click();
  await expect(page).toHaveURL(/\/en\/?$/);
  await expect(header(page).getByRole('link', { name: 'Siu Ming' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: /^Bag/ })).toHaveAccessibleName('Bag, 2 items');

  // a reload comes from the cache and still shows the member's own parts (a staff change in a parallel test
  // empties the page cache now and then: the next reload is a hit again)
  await page.goto(url);
  await expect.poll(async () => (await page.reload())!.headers()['x-page-cache']).toBe('hit');
  await expect(header(page).getByRole('link', { name: 'Siu Ming' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: /^Bag/ })).toHaveAccessibleName('Bag, 2 items');
  // the account link leads to the member's own account
  await header(page).getByRole('link', { name: 'Siu Ming' }).click();
  await expect(page).toHaveURL(/\/en\/account/);
});

test('a member who bought a product finds the review form on its shared page, loaded anew', async ({
  page,
}) => {
  const member = await newMember(page);
  const [cream] = (await (await page.request.get('/api/v1/product?channel=4&skus=OC-CRM-CER')).json()) as {
    _id: string;
    sku: string;
    product_option: { sub_sku: string; is_subscription: boolean; availability: string }[];
  }[];
  const option = cream!.product_option.find((o) => !o.is_subscription && o.availability === 'in_stock')!;
  await apiPost(
    page,
    '/api/v1/cart',
    { pid: cream!._id, sku: cream!.sku, sub_sku: option.sub_sku, quantity: 1, currency: 'HKD' },
    member.ip,
  );
  const methods = (await (await page.request.get('/api/v1/delivery-methods?country=hk')).json()).methods;
  const address = {
    cart_type: 'single',
    currency: 'HKD',
    email: member.email,
    delivery_method: methods.find((m: { kind: string }) => m.kind === 'delivery')._id,
    delivery_firstname: 'Siu Ming',
    delivery_lastname: 'Wong',
    delivery_calling_code: '852',
    delivery_contact: member.phone,
    delivery_address: '8 Finance Street',
    delivery_city: 'Central',
    delivery_country_key: 'hk',
    billing_same: true,
    add_gift_box_wrapping: false,
    locale: 'en',
  };
  const quote = await apiPost(page, '/api/v1/order/quote', address, member.ip);
  const { order, payment } = await apiPost(
    page,
    '/api/v1/order/create',
    { ...address, payment_method: 'card', expected_total: quote.total },
    member.ip,
  );
  await apiPost(page, `/api/v1/payment/sandbox/${payment.id}/complete`, { outcome: 'approve' }, member.ip);
  // loaded twice: the second is the page the member's group shares, which holds nobody's orders
  await page.goto('/en/oxygen-ceuticals/ceramide-barrier-cream');
  const res = await page.goto('/en/oxygen-ceuticals/ceramide-barrier-cream');
  expect(res!.headers()['x-page-cache']).toMatch(/^(hit|miss)$/);
  expect(await res!.text()).not.toContain(order._id);
  // the form (a closed disclosure) is there once the member's own orders have come
  await page.getByText('Write a review', { exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Item you bought' })).toHaveValue(
    new RegExp(`^${order._id}\\|`),
  );
});
