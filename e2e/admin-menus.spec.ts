import type { Browser, Page } from '@playwright/test';
import type { MenuItem } from '@shop/core';
import { test, expect } from './fixtures.ts';
import { staffSignIn } from './admin-helpers.ts';
import { uniqueSeq } from './unique.ts';

/** A first-time guest (no cookies, no staff session): what any shopper sees. */
async function asGuest<T>(browser: Browser, fn: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    return await fn(await context.newPage());
  } finally {
    await context.close();
  }
}

const footerLinks = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('navigation', { name }).getByRole('link');

test.describe.configure({ mode: 'serial' });

test('the owner rebuilds the footer menu and the shop shows it in /en and /hk, in that order', async ({
  page,
  browser,
}) => {
  const n = uniqueSeq();
  const [skin, join] = [`Skin care ${n}`, `Join us ${n}`];
  await staffSignIn(page, 'owner', '/admin/menus');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Menus' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Menus' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Menus' }).getByRole('link', { name: 'Footer' }).click();
  await expect(page.getByRole('link', { name: 'Footer' })).toHaveAttribute('aria-current', 'page');
  const csrf = (await page.context().cookies()).find((c) => c.name === 'shop_staff_csrf')!.value;
  const before = (
    (await (await page.request.get('/api/v1/admin/menus/footer')).json()) as { items: MenuItem[] }
  ).items;

  // a collection link, found by its name
  await page.getByRole('button', { name: 'Add a link' }).click();
  let item = page.getByRole('group', { name: 'New link' });
  await item.getByLabel('Label (English)').fill(skin);
  item = page.getByRole('group', { name: skin });
  await item.getByLabel('Label (Traditional Chinese)').fill(`護膚精選 ${n}`);
  await item.getByRole('button', { name: `Fill Simplified from Traditional for ${skin}` }).click();
  await expect(item.getByLabel('Label (Simplified Chinese)')).toHaveValue(`护肤精选 ${n}`);
  await item.getByLabel('Opens').selectOption({ label: 'A collection' });
  await item.getByLabel('Find a collection').fill('Skin');
  await item.getByRole('button', { name: 'Choose Skin Care' }).click();
  await expect(item.getByText('Opens: Skin Care')).toBeVisible();

  // a page link, nested under it
  await page.getByRole('button', { name: 'Add a link' }).click();
  item = page.getByRole('group', { name: 'New link' });
  await item.getByLabel('Label (English)').fill(join);
  item = page.getByRole('group', { name: join });
  await item.getByLabel('Label (Traditional Chinese)').fill(`加入我們 ${n}`);
  await item.getByLabel('Find a page').fill('Member');
  await item.getByRole('button', { name: 'Choose Membership' }).click();
  await expect(item.getByText('Opens: Membership')).toBeVisible();
  await page.getByRole('button', { name: `Put ${join} under the link above` }).click();
  await expect(page.getByRole('button', { name: `Take ${join} out one level` })).toBeEnabled();

  // one removed, after confirming
  await page.getByRole('button', { name: 'Remove Investors' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this link?' });
  await confirm.getByRole('button', { name: 'Remove link' }).click();
  await expect(page.getByRole('group', { name: 'Investors' })).toHaveCount(0);

  // reordered: the new link goes before "Contact us"
  await page.getByRole('button', { name: `Move ${skin} up` }).click();
  await page.getByRole('button', { name: 'Save menu' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Menu saved.' })).toBeVisible();

  const seeded = ['Shipping', 'Returns & exchange', 'Privacy', 'Terms', 'Our story', 'Membership', 'Shops'];
  await asGuest(browser, async (guest) => {
    await guest.goto('/en');
    await expect(footerLinks(guest, 'Legal and help')).toHaveText([...seeded, skin, join, 'Contact us']);
    await guest.goto('/');
    await expect(footerLinks(guest, '條款及協助')).toHaveText([
      '運送資料',
      '退換貨政策',
      '私隱政策',
      '條款及細則',
      '品牌故事',
      '會員計劃',
      '門市',
      `護膚精選 ${n}`,
      `加入我們 ${n}`,
      '聯絡我們',
    ]);
    await guest.goto('/cn');
    await expect(footerLinks(guest, '条款与帮助').nth(7)).toHaveText(`护肤精选 ${n}`);
    // the links open their pages in the shopper's locale
    await guest.goto('/en');
    await footerLinks(guest, 'Legal and help').filter({ hasText: join }).click();
    await expect(guest).toHaveURL(/\/en\/membership$/);
    await expect(guest.getByRole('heading', { level: 1 })).toBeVisible();
    await guest.goto('/en');
    await footerLinks(guest, 'Legal and help').filter({ hasText: skin }).click();
    await expect(guest).toHaveURL(/\/en\/collection\/skin-care$/);
  });

  // the footer as it was, for the other tests
  const restored = await page.request.put('/api/v1/admin/menus/footer', {
    data: { items: before },
    headers: { 'x-csrf-token': csrf },
  });
  expect(restored.status()).toBe(200);
});

test('a link that leads nowhere is refused beside the item, and nothing is saved', async ({ page }) => {
  await staffSignIn(page, 'owner', '/admin/menus?menu=side');
  await expect(page.getByRole('link', { name: 'Side menu' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'Add a link' }).click();
  const item = page.getByRole('group', { name: 'New link' });
  await item.getByLabel('Label (English)').fill('Nowhere');
  await page
    .getByRole('group', { name: 'Nowhere' })
    .getByLabel('Opens')
    .selectOption({ label: 'A web address' });
  await page.getByRole('group', { name: 'Nowhere' }).getByLabel('Web address').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save menu' }).click();
  await expect(page.getByRole('group', { name: 'Nowhere' }).getByRole('alert')).toHaveText(
    'A web address starts with / (a page of this shop) or https://.',
  );
  await page.reload();
  await expect(page.getByRole('group', { name: 'Nowhere' })).toHaveCount(0);
});
