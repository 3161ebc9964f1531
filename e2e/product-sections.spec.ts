import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

// The product page sections (2.9-01 to 2.9-12), walked as a shopper meets them.
const CLEANSER = '/en/oxygen-ceuticals/oxygen-bubble-cleansing-gel';
const bag = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Check out' }) });

/** Today's Hong Kong date + n days, DD/MM/YYYY (the shop's own calendar). */
function hkDatePlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  const [y, m, day] = d.toISOString().slice(0, 10).split('-');
  return `${day}/${m}/${y}`;
}

test('shipping text, before/after and a bundle add-on at its offer price', async ({ page }) => {
  await page.goto(CLEANSER);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Oxygen Bubble Cleansing Gel' })).toBeVisible();

  // estimated shipping: 48 hours, the delivery window the bag uses, office hours
  const shipping = main.getByRole('region', { name: 'Shipping and delivery' });
  await expect(shipping).toContainText('Ships within 48 hours');
  await expect(shipping).toContainText(`Estimated delivery ${hkDatePlus(2)} – ${hkDatePlus(4)}`);
  await expect(shipping.getByRole('term').first()).toHaveText('Monday to Friday:');
  await expect(shipping).toContainText('10:00–19:00');
  await expect(shipping).toContainText('12:00–19:00');

  // before/after: both pictures, a keyboard-operable comparison and the tested result in words
  const ba = main.getByRole('region', { name: 'Before and after' });
  // below the fold: its script loads as the shopper scrolls to it
  await ba.scrollIntoViewIfNeeded();
  await expect(ba.getByRole('img', { name: 'Oxygen Bubble Cleansing Gel: before' })).toBeVisible();
  await expect(ba.getByRole('img', { name: 'Oxygen Bubble Cleansing Gel: after' })).toBeVisible();
  const compare = ba.getByRole('slider', { name: 'Compare before and after' });
  await expect(compare).toHaveAttribute('aria-valuetext', 'Showing 50% after');
  // the server's comparison runs once its section has hydrated
  await expect(compare).toBeEnabled();
  await compare.focus();
  await page.keyboard.press('ArrowRight');
  await expect(compare).toHaveAttribute('aria-valuetext', 'Showing 55% after');
  await expect(ba).toContainText('27 of 30 volunteers');
  await expect(ba).toContainText('Illustration of the tested result.');

  // bundle add-on: the product comes along, and the add-on sits in the bag at its offer price
  const addOns = main.getByRole('region', { name: 'Complete the routine' });
  await expect(addOns).toContainText('Add-on price with Oxygen Bubble Cleansing Gel');
  const card = addOns.getByRole('article', { name: 'Triple Hyaluronic Serum Mini' });
  const offerPrice = (await card.getByRole('paragraph').first().locator('span').innerText()).trim();
  expect(offerPrice).toMatch(/^HK\$\d+\.\d\d$/);
  await expect(card.getByLabel(/^Original price HK\$/)).toBeVisible(); // the regular price, struck through
  await card.getByRole('button', { name: `Add Triple Hyaluronic Serum Mini ${offerPrice}` }).click();
  const drawer = bag(page);
  const addOnLine = drawer
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Triple Hyaluronic Serum Mini' }) });
  await expect(addOnLine).toContainText(offerPrice);
  await expect(
    drawer
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Oxygen Bubble Cleansing Gel' }) }),
  ).toContainText('HK$280.00');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('banner').getByRole('button', { name: /^Bag/ })).toHaveAccessibleName(
    'Bag, 2 items',
  );
});

test('recently viewed: the other products seen, newest first, never the one on screen', async ({ page }) => {
  await page.goto(CLEANSER);
  const recent = () => page.getByRole('main').getByRole('region', { name: 'Recently viewed' }).first();
  // the page has run (the comparison slider, below the fold, exists only in the browser once scrolled to), and
  // a first visit has nothing to show
  await page.getByRole('main').getByRole('region', { name: 'Before and after' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('slider', { name: 'Compare before and after' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recently viewed' })).toHaveCount(0);

  await page.goto('/en/oxygen-ceuticals/c15-bright-serum');
  await expect(recent().getByRole('link', { name: 'Oxygen Bubble Cleansing Gel' })).toBeVisible();
  await expect(recent().getByRole('link', { name: 'C15 Bright Vitamin C Serum' })).toHaveCount(0);

  await page.goto('/en/oxygen-ceuticals/ceramide-barrier-cream');
  const links = recent().getByRole('link');
  await expect(links).toHaveText(['C15 Bright Vitamin C Serum', 'Oxygen Bubble Cleansing Gel']);
  // two fit in view: no arrows yet
  await expect(recent().getByRole('button', { name: 'Next' })).toHaveCount(0);

  // five products seen: the four others, newest first, two in view with arrows for the rest
  await page.goto('/en/oxygen-ceuticals/silk-melt-cleansing-oil');
  // the history is written once the page runs: wait for it before moving on
  await expect(links.first()).toHaveText('Ceramide Barrier Cream');
  await page.goto('/en/oxygen-ceuticals/triple-hyaluronic-serum');
  await expect(links).toHaveText([
    'Silk Melt Cleansing Oil',
    'Ceramide Barrier Cream',
    'C15 Bright Vitamin C Serum',
    'Oxygen Bubble Cleansing Gel',
  ]);
  await expect(recent().getByRole('button', { name: 'Next' })).toBeVisible();
  await recent().scrollIntoViewIfNeeded();
  await expect(links.nth(0)).toBeInViewport();
  await expect(links.nth(3)).not.toBeInViewport();
  await recent().getByRole('button', { name: 'Next' }).click();
  await expect(links.nth(3)).toBeInViewport();
});

test('a member sees the multi-quantity table, and the bag charges its price for two', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const account = page.getByRole('dialog', { name: 'Account' });
  await account.getByRole('textbox', { name: 'Email' }).fill('basic@oxygen-ceuticals.example');
  await account.getByRole('button', { name: 'Continue' }).click();
  await account.getByLabel('Password', { exact: true }).fill('Demo1234');
  await account.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /Mei/ })).toBeVisible();

  await page.goto(CLEANSER);
  const table = page.getByRole('main').getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Quantity', 'Price each', 'You save']);
  const row = (name: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(row('1')).toContainText('HK$280.00');
  await expect(row('2 or more')).toContainText('HK$250.00');
  await expect(row('2 or more')).toContainText('HK$60.00 (10%)');
  await expect(row('3 or more')).toContainText('HK$230.00');
  await expect(row('3 or more')).toContainText('HK$150.00 (17%)');

  await page.getByRole('button', { name: /^Add to bag HK\$280\.00/ }).click();
  const drawer = bag(page);
  await drawer.getByRole('button', { name: 'One more Oxygen Bubble Cleansing Gel' }).click();
  await expect(drawer.getByLabel('Quantity of Oxygen Bubble Cleansing Gel')).toHaveText('2');
  await expect(
    drawer
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Oxygen Bubble Cleansing Gel' }) }),
  ).toContainText('HK$500.00');
});
