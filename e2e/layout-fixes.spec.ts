// Layout defects found on phones, each pinned by a test: the confirm-country bar is one compact row (4-22), a
// notice never covers the header's account and bag buttons (4-02), and the bag's add-on carousel draws no empty
// boxes (2.11-03).
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { apiPost } from './member-helpers.ts';

/** The element drawn at the centre of the locator's box is the locator's element (or inside it). */
async function onTop(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  return target.evaluate(
    (el, p) => {
      const hit = document.elementFromPoint(p.x, p.y);
      return !!hit && (hit === el || el.contains(hit));
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
}

for (const [path, region] of [
  ['/', '送貨地區'],
  ['/en', 'Ship to'],
] as const)
  test(`the confirm-country bar is one line of at most 72 px on a 390 px first visit (${path})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      extraHTTPHeaders: { 'cf-ipcountry': 'JP' },
    });
    const page = await context.newPage();
    await page.goto(path);
    const bar = page.getByRole('region', { name: region });
    await expect(bar).toBeVisible();
    expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(72);
    // label, country and button share one row
    const rows = await bar
      .locator('label, select, button')
      .evaluateAll((els) =>
        els.map((e) => Math.round(e.getBoundingClientRect().top + e.getBoundingClientRect().height / 2)),
      );
    expect(Math.max(...rows) - Math.min(...rows)).toBeLessThanOrEqual(4);
    await context.close();
  });

test('the welcome notice after registering leaves the header’s account and bag buttons visible and clickable', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const phone = String(60_000_000 + Math.floor(Math.random() * 9_999_999));
  await page.goto('/en');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const drawer = page.getByRole('dialog', { name: 'Account' });
  await drawer.getByRole('textbox', { name: 'Email' }).fill(`e2e-layout-${phone}@example.com`);
  await drawer.getByRole('button', { name: 'Continue' }).click();
  await drawer.getByLabel('First name').fill('Siu Ming');
  await drawer.getByLabel('Last name').fill('Wong');
  await drawer.getByLabel('Date of birth').pressSequentially('31011990');
  await drawer.getByLabel('Password', { exact: true }).fill('Secret123');
  await drawer.getByLabel('Confirm password').fill('Secret123');
  await drawer.getByLabel('Phone number').fill(phone);
  await drawer.getByRole('button', { name: 'Send code' }).click();
  const codes = async () =>
    (await (await request.get(`/api/dev/outbox?to=852${phone}`)).json()) as { code: string | null }[];
  await expect.poll(async () => (await codes()).length).toBe(1);
  await drawer.getByLabel('Verification code').fill((await codes())[0]!.code!);
  await drawer.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Welcome to Oxygen Ceuticals' })).toBeVisible();
  const account = page.getByRole('banner').getByRole('link', { name: 'Siu Ming' });
  const bag = page.getByRole('banner').getByRole('button', { name: /^Bag/ });
  await expect(account).toBeVisible();
  expect(await onTop(page, account), 'the account link is not covered').toBe(true);
  expect(await onTop(page, bag), 'the bag button is not covered').toBe(true);
  await bag.click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the bag’s add-on carousel on a desktop shows offers and no empty boxes', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en');
  const catalogue = (await (await page.request.get('/api/v1/product?channel=4&limit=100')).json()) as {
    _id: string;
    sku: string;
    product_type: number;
    product_option: { sub_sku: string; is_subscription: boolean; display: { purchasable: boolean } }[];
  }[];
  let added = false;
  for (const p of catalogue.filter((c) => c.product_type === 0)) {
    const offers = (
      await (await page.request.get(`/api/v1/product/offers/${p._id}?currency=HKD&country=hk`)).json()
    ).offers as unknown[];
    const option = p.product_option.find((o) => !o.is_subscription && o.display.purchasable);
    if (offers?.length && offers.length < 4 && option) {
      await apiPost(page, '/api/v1/cart', {
        pid: p._id,
        sku: p.sku,
        sub_sku: option.sub_sku,
        quantity: 1,
        currency: 'HKD',
      });
      added = true;
      break;
    }
  }
  expect(added, 'a product with fewer than four add-ons').toBe(true);
  await page.reload();
  await page.getByRole('banner').getByRole('button', { name: /^Bag/ }).click();
  const carousel = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: 'Check out' }) })
    .getByRole('region', { name: 'Special add-ons' });
  await expect(carousel.getByRole('button', { name: /^Add to bag: / }).first()).toBeVisible();
  // every slide holds an offer, or draws nothing at all (no border, no background, no content)
  const empties = await carousel.locator('li').evaluateAll(
    (lis) =>
      lis
        .filter((li) => !li.querySelector('button'))
        .flatMap((li) => [li, ...li.querySelectorAll('*')])
        .filter((el) => {
          const s = getComputedStyle(el);
          return (
            (s.borderStyle !== 'none' && parseFloat(s.borderWidth) > 0) ||
            s.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
            (el as HTMLElement).innerText.trim() !== ''
          );
        }).length,
  );
  expect(empties, 'empty slides that draw a box').toBe(0);
});
