import { test, expect } from './fixtures.ts';
import { staffSignIn } from './admin-helpers.ts';
import { uniqueSeq } from './unique.ts';

// 2.2-12, 2.12-14: the owner writes the shipping page in English, Traditional (typed) and Simplified (filled from the
// Traditional by the OpenCC assist), sees the draft only through its preview link, publishes, and every language of
// the shop shows its own text at today's addresses.
test('the owner edits the shipping page in three scripts, previews the draft and publishes it', async ({
  page,
  browser,
  baseURL,
}) => {
  // three editors, a build of the page in four addresses: a slow shared machine needs more than the default
  test.setTimeout(240_000);
  const n = uniqueSeq();
  const en = { title: `Delivery and returns ${n}`, text: `Parcels leave within two days (${n}).` };
  const chi = { title: `運送資料 ${n}`, text: `我們會準時送貨，歡迎查詢（${n}）。` };
  const cn = { title: `运送资料 ${n}`, text: `我们会准时送货，欢迎查询（${n}）。` };

  await staffSignIn(page, 'owner', '/admin/pages');
  await page.getByRole('link', { name: 'Pages', exact: true }).first().click();
  const table = page.getByRole('table', { name: /Content pages/ });
  await expect(table.getByRole('row', { name: /Shipping/ })).toContainText('Published');
  await table.getByRole('link', { name: 'Shipping', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping' })).toBeVisible();

  // English: a new title and a paragraph at the end of the text
  await page.getByLabel('Title (English)', { exact: true }).fill(en.title);
  await page.getByLabel('Search engine title (English)', { exact: true }).fill(en.title);
  const enBody = page.getByRole('textbox', { name: 'Text (English)' });
  await enBody.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(en.text);
  // Traditional, typed
  await page.getByLabel('Title (Traditional Chinese)', { exact: true }).fill(chi.title);
  await page.getByLabel('Search engine title (Traditional Chinese)', { exact: true }).fill(chi.title);
  const chiBody = page.getByRole('textbox', { name: 'Text (Traditional Chinese)' });
  await chiBody.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(chi.text);
  // Simplified, from the assist (title, text and search fields as typed above)
  await page.getByRole('button', { name: 'Fill Simplified from Traditional' }).click();
  await expect(page.getByText('Filled from Traditional. Check it, then save.')).toBeVisible();
  await expect(page.getByLabel('Title (Simplified Chinese)', { exact: true })).toHaveValue(cn.title);
  await expect(page.getByLabel('Search engine title (Simplified Chinese)', { exact: true })).toHaveValue(
    cn.title,
  );
  await expect(page.getByRole('textbox', { name: 'Text (Simplified Chinese)' })).toContainText(cn.text);

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();
  await expect(page.getByText('Status: Published, with unpublished changes')).toBeVisible();

  // a guest: the shop still shows the published page; the preview link opens the draft
  const guest = await browser.newContext({ baseURL });
  const shop = await guest.newPage();
  await shop.goto('/en/shipping');
  await expect(shop.getByRole('heading', { level: 1 })).toHaveText('Shipping');
  const previewHref = await page.getByRole('link', { name: 'Open the English preview' }).getAttribute('href');
  expect(previewHref).toMatch(/^\/en\/pages\/shipping\?preview=/);
  const preview = await shop.goto(previewHref!);
  expect(preview?.headers()['cache-control']).toContain('no-store');
  await expect(shop.getByRole('heading', { level: 1 })).toHaveText(en.title);
  await expect(shop.getByRole('status').filter({ hasText: 'Preview of the draft' })).toBeVisible();
  await expect(shop.getByRole('main')).toContainText(en.text);
  await shop.goto('/en/shipping');
  await expect(shop.getByRole('heading', { level: 1 })).toHaveText('Shipping');

  // publish, confirmed first
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish this page?' });
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published. The shop shows the new text now.')).toBeVisible();
  await expect(page.getByText(/^Status: Published · Last published/)).toBeVisible();

  for (const [path, want, lang] of [
    ['/en/shipping', en, 'en'],
    ['/shipping', chi, 'zh-Hant-HK'],
    ['/cn/shipping', cn, 'zh-Hans-CN'],
    ['/cn/pages/shipping', cn, 'zh-Hans-CN'],
  ] as const) {
    await shop.goto(path);
    await expect(shop.getByRole('heading', { level: 1 }), path).toHaveText(want.title);
    await expect(shop.getByRole('main'), path).toContainText(want.text);
    await expect(shop.locator('html'), path).toHaveAttribute('lang', lang);
    await expect(shop, path).toHaveTitle(new RegExp(want.title));
    // the owner's free-shipping thresholds still follow the text
    await expect(shop.getByRole('table')).toBeVisible();
  }
  // publishing made a new preview link: the old one opens nothing
  expect((await shop.goto(previewHref!))?.status()).toBe(404);
  await guest.close();
});

test('an unknown page is not found', async ({ page }) => {
  expect((await page.goto('/en/pages/no-such-page'))?.status()).toBe(404);
});
