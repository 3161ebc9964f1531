import type { Route } from '@playwright/test';
import { test, expect } from './fixtures.ts';

/**
 * A product's reviews are below the fold: the server renders them in full, and their script loads only when the
 * shopper scrolls near them (first-load budget, docs/scaling.md). A tap on them before the script has come is held
 * and replayed once it has: late, never lost.
 */

// the script's request is held by the test: the shop's service worker (which would fetch it itself) stays out
test.use({ serviceWorkers: 'block' });

const CREAM = '/en/oxygen-ceuticals/ceramide-barrier-cream';
const REVIEWS_JS = /\/assets\/reviews-[^/]+\.js$/;

test('the reviews load their script on the way to them, and a tap made before it came is not lost', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  let held: Route | null = null;
  let asked = 0;
  await page.route(REVIEWS_JS, (route) => {
    asked++;
    held = route;
  });
  await page.goto(CREAM);
  await page.waitForLoadState('networkidle');
  // painted by the server, not yet asked for
  const reviews = page.getByRole('region', { name: 'Reviews' });
  const chinese = reviews.getByRole('listitem').filter({ has: page.locator('[lang="zh-Hant"]') });
  await expect(chinese.first()).toBeAttached();
  expect(asked).toBe(0);

  // the shopper scrolls down and taps Translate while the script is still on its way
  await chinese.first().scrollIntoViewIfNeeded();
  await expect.poll(() => asked).toBe(1);
  const nickname = await chinese.first().locator('span.font-medium').first().innerText();
  const card = reviews.getByRole('listitem').filter({ hasText: nickname }).first();
  await card.getByRole('button', { name: 'Translate' }).click();
  await expect(card.getByRole('button', { name: 'Show original' })).toHaveCount(0);
  await held!.continue();
  // the held tap is replayed once the section runs
  await expect(card.getByRole('button', { name: 'Show original' })).toBeVisible();
  await expect(card.locator('[lang="en"]')).toBeVisible();
});

test('from another page, the reviews are drawn when the shopper comes near them', async ({ page }) => {
  await page.goto('/en/collection/skin-care');
  await page.getByRole('main').getByRole('link', { name: 'Ceramide Barrier Cream' }).first().click();
  await expect(page).toHaveURL(/ceramide-barrier-cream/);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews).toHaveCount(0);
  // the summary's link goes to the reviews' place, and they are drawn there
  await page
    .getByRole('link', { name: /reviews$/ })
    .first()
    .click();
  await expect(reviews.getByRole('heading', { name: 'Reviews' })).toBeVisible();
});

test('sections the shopper jumps past keep the place and content the server gave them as they hydrate', async ({
  page,
}) => {
  await page.goto('/en/oxygen-ceuticals/oxygen-bubble-cleansing-gel');
  const main = page.getByRole('main');
  const offers = main.getByRole('region', { name: 'Complete the routine' });
  const compare = main.getByRole('slider', { name: 'Compare before and after' });
  // hydrated (the fixture's goto waits for it): the server's offers and comparison are in place, not yet running
  await expect(offers.getByRole('article').first()).toBeAttached();
  await expect(compare).toBeDisabled();
  const height = () => main.evaluate((m) => Math.round(m.getBoundingClientRect().height));
  const before = await height();

  // one jump to the bottom: the sections above the reader hydrate, and nothing moves under them
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(compare).toBeEnabled();
  await expect(offers.getByRole('button', { name: /^Add / }).first()).toBeEnabled();
  expect(await height()).toBe(before);
});
