import { expect, type Page, type Route } from '@playwright/test';

/**
 * A shopper on a slow phone taps before the page's script has run. The page is painted and its buttons are there;
 * the tap must not be lost: the drawer it asked for opens once the script runs. The specs use Playwright's own
 * `test`, not the fixtures', whose goto waits for the script these flows hold back.
 */
async function holdScripts(page: Page) {
  let held = true;
  const waiting: Route[] = [];
  await page.route(/\/assets\/[^?]+\.js(\?.*)?$/, (route) => {
    if (held) waiting.push(route);
    else void route.continue();
  });
  return async () => {
    held = false;
    // the tap's navigation cancelled the first page's requests: those are gone
    for (const route of waiting.splice(0)) await route.continue().catch(() => {});
  };
}

const painted = (page: Page, path: string) => page.goto(path, { waitUntil: 'commit' });
const notHydrated = (page: Page) =>
  expect(page.locator('html')).not.toHaveAttribute('data-hydrated', { timeout: 1 });

export async function logInTappedEarly(page: Page) {
  const release = await holdScripts(page);
  await painted(page, '/en/collection/skin-care?sort=price');
  const logIn = page.getByRole('banner').getByRole('button', { name: 'Log in' });
  await expect(logIn).toBeVisible();
  await notHydrated(page);
  await logIn.click();
  // the shopper's place is kept (the sort), and the page is asked for with the login form open
  await expect(page).toHaveURL(/\/en\/collection\/skin-care\?sort=price&login=1$/);
  await release();
  const drawer = page.getByRole('dialog', { name: 'Account' });
  await expect(drawer.getByRole('textbox', { name: 'Email' })).toBeVisible();
  // the one-off request leaves the address
  await expect(page).toHaveURL(/\/en\/collection\/skin-care\?sort=price$/);
}

export async function addToBagTappedEarly(page: Page) {
  const release = await holdScripts(page);
  await painted(page, '/en/oxygen-ceuticals/ceramide-barrier-cream');
  const add = page.getByRole('button', { name: /Add to bag.*HK\$/ }).first();
  await expect(add).toBeVisible();
  await notHydrated(page);
  await add.click();
  await expect(page).toHaveURL(/\/en\/oxygen-ceuticals\/ceramide-barrier-cream\?bag=1$/);
  await release();
  const bag = page.getByRole('dialog', { name: /1 item/ });
  await expect(bag.getByRole('button', { name: 'Check out' })).toBeVisible();
  await expect(bag).toContainText('Ceramide Barrier Cream');
}

export async function bagTappedEarly(page: Page) {
  const release = await holdScripts(page);
  await painted(page, '/en');
  const bagButton = page.getByRole('banner').getByRole('button', { name: /bag/i });
  await expect(bagButton).toBeVisible();
  await notHydrated(page);
  await bagButton.click();
  await expect(page).toHaveURL(/\/en\?bag=1$/);
  await release();
  await expect(page.getByRole('dialog', { name: /bag/i })).toBeVisible();
  await expect(page).toHaveURL(/\/en$/);
}
