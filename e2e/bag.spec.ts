import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

const bagButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Bag/ });
const bag = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Check out' }) });

/** Adds the cream from its own page and closes the bag that opens with it. */
async function addCreamFromItsPage(page: Page) {
  await page.goto('/en/oxygen-ceuticals/ceramide-barrier-cream');
  await page
    .getByRole('button', { name: /Add to bag.*HK\$/ })
    .first()
    .click();
  await expect(bag(page).getByRole('link', { name: 'Ceramide Barrier Cream' })).toBeVisible();
  await page.keyboard.press('Escape');
}

test('add from the grid, the product page and quick view; the badge and totals follow', async ({ page }) => {
  await page.goto('/en/collection/skin-care');
  await expect(bagButton(page)).toHaveAccessibleName('Bag, empty');
  const card = page.getByRole('main').getByRole('article').first();
  const cardName = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('button', { name: `Add to bag: ${cardName}` }).click();
  await expect(bag(page)).toBeVisible();
  await expect(bag(page).getByRole('link', { name: cardName })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bagButton(page)).toHaveAccessibleName('Bag, 1 item');

  await addCreamFromItsPage(page);
  await expect(bagButton(page)).toHaveAccessibleName('Bag, 2 items');

  await page.goto('/en');
  const best = page.getByRole('region', { name: 'Best sellers' });
  await best
    .getByRole('button', { name: /^Quick view: / })
    .nth(1)
    .click();
  const quick = page.getByRole('dialog');
  const quickName = (await quick.getByRole('heading').innerText()).trim();
  await quick.getByRole('button', { name: /Add to bag.*HK\$/ }).click();
  // the popup closes and the bag opens
  await expect(bag(page).getByRole('link', { name: quickName })).toBeVisible();
  await expect(page.getByRole('heading', { name: quickName, exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(bagButton(page)).toHaveAccessibleName('Bag, 3 items');
});

test('quantities change, the free-shipping bar moves, and zero deletes', async ({ page }) => {
  await page.goto('/en/oxygen-ceuticals/ceramide-barrier-cream');
  await page
    .getByRole('button', { name: /Add to bag.*HK\$/ })
    .first()
    .click();
  const drawer = bag(page);
  const progress = drawer.getByRole('progressbar', { name: 'Progress to free shipping' });
  const before = Number(await progress.getAttribute('aria-valuenow'));
  const total = drawer.getByTestId('cart-total');
  const firstTotal = await total.innerText();
  await drawer.getByRole('button', { name: 'One more Ceramide Barrier Cream' }).click();
  await expect(drawer.getByLabel('Quantity of Ceramide Barrier Cream')).toHaveText('2');
  await expect(total).not.toHaveText(firstTotal);
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(before);
  await drawer.getByRole('button', { name: 'One more Ceramide Barrier Cream' }).click();
  await expect(drawer.getByLabel('Quantity of Ceramide Barrier Cream')).toHaveText('3');
  await expect(drawer.getByText('Your order ships free.')).toBeVisible();
  await drawer.getByRole('button', { name: 'Remove Ceramide Barrier Cream' }).click();
  await expect(page.getByRole('dialog', { name: 'Bag' }).getByText('Your bag is empty.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bagButton(page)).toHaveAccessibleName('Bag, empty');
});

test('switching to Japan prices the bag in whole yen', async ({ page }) => {
  await page.goto('/en/oxygen-ceuticals/ceramide-barrier-cream');
  await page
    .getByRole('button', { name: /Add to bag.*HK\$/ })
    .first()
    .click();
  await expect(bag(page)).toBeVisible();
  await page.keyboard.press('Escape');
  // the top bar hid while the page scrolled to the button; back at the top it shows again
  await page.evaluate(() => window.scrollTo(0, 0));
  await page
    .getByRole('button', { name: /Country and language/ })
    .first()
    .click();
  await page
    .getByRole('dialog', { name: 'Country and language' })
    .getByRole('radio', { name: /Japan/ })
    .click();
  await expect(page.getByTestId('price')).toHaveText(/^¥[\d,]+$/);
  await bagButton(page).click();
  await expect(bag(page).getByTestId('cart-total')).toHaveText(/^¥[\d,]+$/);
  // the free-shipping bar is for Hong Kong only
  await expect(bag(page).getByRole('progressbar')).toHaveCount(0);
});

test('an item that cannot ship to the country blocks checkout with the reason', async ({ page }) => {
  await page.goto('/en/collection/maison-verdure?brand=maison-verdure');
  const card = page.getByRole('main').getByRole('article').first();
  const name = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('button', { name: `Add to bag: ${name}` }).click();
  await expect(bag(page).getByRole('button', { name: 'Check out' })).toBeEnabled();
  await page.keyboard.press('Escape');
  await page
    .getByRole('button', { name: /Country and language/ })
    .first()
    .click();
  await page
    .getByRole('dialog', { name: 'Country and language' })
    .getByRole('radio', { name: /United Kingdom/ })
    .click();
  await bagButton(page).click();
  const drawer = bag(page);
  await expect(drawer.getByText('Only Hong Kong and Macau', { exact: true })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Check out' })).toBeDisabled();
  await expect(
    drawer.getByText('Only Hong Kong and Macau: remove the marked items to check out.'),
  ).toBeVisible();
});

test('treatments and products do not mix without the shopper agreeing', async ({ page }) => {
  await page.goto('/en/oxygen-ceuticals/ceramide-barrier-cream');
  await page
    .getByRole('button', { name: /Add to bag.*HK\$/ })
    .first()
    .click();
  await expect(bag(page)).toBeVisible();
  await page.goto('/en/collection/treatments');
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
  await page
    .getByRole('button', { name: /Add to bag.*HK\$/ })
    .first()
    .click();
  await expect(page.getByRole('alert').filter({ hasText: 'can’t be in the bag together' })).toBeVisible();
  await page.getByRole('button', { name: 'Empty the bag and add this' }).click();
  await expect(bag(page)).toBeVisible();
  await expect(bag(page).getByRole('link', { name: 'Ceramide Barrier Cream' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(bagButton(page)).toHaveAccessibleName('Bag, 1 item');
});

test('a guest pressing checkout is asked to log in or continue as a guest', async ({ page }) => {
  await page.goto('/en/oxygen-ceuticals/ceramide-barrier-cream');
  await page
    .getByRole('button', { name: /Add to bag.*HK\$/ })
    .first()
    .click();
  await bag(page).getByRole('button', { name: 'Check out' }).click();
  const account = page.getByRole('dialog', { name: 'Account' });
  await expect(account.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await expect(account.getByRole('button', { name: 'Check out as a guest' })).toBeVisible();
});

test('with a bag, a shared page comes from the guest page cache and its header still shows the bag', async ({
  page,
}) => {
  await addCreamFromItsPage(page);
  // the first load of a path renders for this shopper; the next ones are the page every guest gets (a parallel
  // test's staff change empties the page cache now and then: load again until the page is the shared one)
  await expect
    .poll(
      async () =>
        (await page.goto('/en/oxygen-ceuticals/triple-hyaluronic-serum'))!.headers()['x-page-cache'],
    )
    .toBe('hit');
  await expect(bagButton(page)).toHaveAccessibleName('Bag, 1 item');
  await bagButton(page).click();
  await expect(bag(page).getByRole('link', { name: 'Ceramide Barrier Cream' })).toBeVisible();
  // a change in the bag shows at once: the header follows the bag, not the shared page
  await bag(page).getByRole('button', { name: 'Remove Ceramide Barrier Cream' }).click();
  await expect(bag(page).getByRole('link', { name: 'Ceramide Barrier Cream' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(bagButton(page)).toHaveAccessibleName('Bag, empty');
});
