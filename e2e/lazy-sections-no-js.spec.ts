import { test, expect } from '@playwright/test';

/**
 * Without JavaScript, the parts that hydrate later (lib/lazy-section.tsx, lib/hydrate-near.tsx) are in the
 * server's HTML, in place and shown. Playwright's own test: the fixtures' goto waits for a hydration that never
 * comes here.
 */

const CREAM = '/en/oxygen-ceuticals/ceramide-barrier-cream';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sections that hydrate later are in the page, in place and shown', async ({ page }) => {
    await page.goto(CREAM, { waitUntil: 'load' });
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByRole('heading', { name: 'Reviews' })).toBeVisible();
    await expect(reviews.getByRole('listitem').first()).toBeVisible();
    // the comparison shows both pictures at 50%, without the control that needs a script to move them
    await page.goto('/en/oxygen-ceuticals/oxygen-bubble-cleansing-gel', { waitUntil: 'load' });
    const compare = page.getByRole('region', { name: 'Before and after' });
    await compare.scrollIntoViewIfNeeded();
    await expect(compare.getByRole('img', { name: 'Oxygen Bubble Cleansing Gel: before' })).toBeVisible();
    await expect(compare.getByRole('img', { name: 'Oxygen Bubble Cleansing Gel: after' })).toBeVisible();
    await expect(compare.getByRole('slider')).toBeHidden();
    // a collection's later cards and home's later sections are shown by the server's HTML alone
    await page.goto('/en/collection/skin-care', { waitUntil: 'load' });
    await expect(page.getByRole('main').getByRole('article').nth(6)).toBeVisible();
    await page.goto('/en', { waitUntil: 'load' });
    await expect(page.getByRole('region', { name: 'Best sellers' })).toBeVisible();
    // no content was moved out of place to be shown by a script (React Router streams its data scripts so)
    expect(await page.locator('[hidden][id^="S:"] :not(script, template)').count()).toBe(0);
  });
});
