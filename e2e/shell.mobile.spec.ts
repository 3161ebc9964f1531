import { test, expect } from './fixtures.ts';

test('on mobile the top bar hides on scroll down only on product pages', async ({ page }) => {
  await page.goto('/en/oxygen-ceuticals/triple-hyaluronic-serum');
  const header = page.locator('header.site-header');
  await expect(header).toBeInViewport();
  // nothing on the page (the review stories strip included) widens it past the phone's screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()!.width);
  await page.mouse.wheel(0, 800);
  await expect(header).toHaveAttribute('data-hidden', 'true');
  await page.mouse.wheel(0, -300);
  await expect(header).not.toHaveAttribute('data-hidden', 'true');

  await page.goto('/en/shipping');
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await expect(header).not.toHaveAttribute('data-hidden', 'true');
  await expect(header).toHaveAttribute('data-scrolled', 'true');
});

test('the country modal becomes a bottom sheet on small screens', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('button', { name: /Country and language/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Country and language' });
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(Math.round(box.y + box.height)).toBe(viewport.height);
  expect(Math.round(box.width)).toBe(viewport.width);
});
