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

  // a reload comes from the cache and still shows the member's own parts
  await page.goto(url);
  res = await page.reload();
  expect(res!.headers()['x-page-cache']).toBe('hit');
  await expect(header(page).getByRole('link', { name: 'Siu Ming' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: /^Bag/ })).toHaveAccessibleName('Bag, 2 items');
  // the account link leads to the member's own account
  await header(page).getByRole('link', { name: 'Siu Ming' }).click();
  await expect(page).toHaveURL(/\/en\/account/);
});
