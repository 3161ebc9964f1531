import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { staffSignIn } from './admin-helpers.ts';

/** The scalp test chat (1-20, 2.12-15), answered with buttons only, ends in a result whose shampoo goes into the bag. */
const SHOTS = '/tmp/shots-c20';

const LOCALES = {
  en: {
    home: '/en',
    banner: 'Take the scalp test',
    answers: ['Oily already', ['Oiliness'], 'Medium', 'Every day', 'No allergies', 'A supermarket shampoo'],
    continue: 'Continue',
    back: 'Back',
    progress: '2 of 6 answered',
    type: 'Oily scalp',
    shampoo: 'Oil Balance Scalp Shampoo',
    shampooHeading: 'Your shampoo',
    addToBag: /Add to bag.*HK\$/,
    checkout: 'Check out',
    share: 'Share this result',
  },
  hk: {
    home: '/',
    banner: '開始頭皮測試',
    answers: ['已經油油地', ['出油'], '中等', '每日', '沒有', '超市洗頭水'],
    continue: '繼續',
    back: '上一步',
    progress: '已答 2 / 6 題',
    type: '油性頭皮',
    shampoo: '控油平衡頭皮洗髮露',
    shampooHeading: '你的洗頭水',
    addToBag: /加入購物袋.*HK\$/,
    checkout: '前往結帳',
    share: '分享此結果',
  },
} as const;

async function answer(page: Page, value: string | readonly string[], next: string) {
  const main = page.getByRole('main');
  if (typeof value === 'string') await main.getByRole('button', { name: value, exact: true }).click();
  else {
    for (const v of value) await main.getByRole('checkbox', { name: v }).check();
    await main.getByRole('button', { name: next }).click();
  }
}

for (const [locale, l] of Object.entries(LOCALES)) {
  test(`scalp test in ${locale}: buttons only, a shampoo recommended, add to bag opens the side cart`, async ({
    page,
  }, info) => {
    mkdirSync(SHOTS, { recursive: true });
    const shot = (name: string) =>
      page.screenshot({ path: `${SHOTS}/${locale}-${info.project.name}-${name}.png`, fullPage: true });
    await page.goto(l.home);
    await page.getByRole('link', { name: l.banner }).click();
    await expect(page).toHaveURL(/\/diagnostic\/start/);
    const main = page.getByRole('main');
    const log = main.getByRole('log');
    await expect(log).toHaveAttribute('aria-live', 'polite');

    const [first, second, ...rest] = l.answers;
    await answer(page, first, l.continue);
    await answer(page, second, l.continue);
    await expect(main.getByText(l.progress)).toBeVisible();
    // back forgets the last answer: the concerns question is asked again
    await main.getByRole('button', { name: l.back }).click();
    await expect(main.getByRole('checkbox', { name: second[0] })).toBeVisible();
    await answer(page, second, l.continue);
    await shot('chat');
    for (const a of rest) await answer(page, a, l.continue);

    await expect(page).toHaveURL(/\/scalptest\/result\/[\w-]{16}$/);
    await expect(main.getByText(l.type, { exact: true })).toBeVisible();
    const shampoo = main.getByRole('region', { name: l.shampooHeading });
    await expect(shampoo.getByRole('link', { name: l.shampoo })).toBeVisible();
    await expect(main.getByRole('button', { name: l.share })).toBeVisible();
    await shot('result');

    await shampoo.getByRole('button', { name: l.addToBag }).click();
    const bag = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: l.checkout }) });
    await expect(bag.getByRole('link', { name: l.shampoo })).toBeVisible();
    await shot('bag');
  });
}

test('another visitor cannot open a result until it is shared', async ({ page, browser, baseURL }) => {
  await page.goto('/en/diagnostic/start');
  const l = LOCALES.en;
  for (const a of l.answers) await answer(page, a, l.continue);
  await expect(page).toHaveURL(/\/scalptest\/result\//);
  const url = page.url();
  const stranger = await browser.newContext({ baseURL });
  const other = await stranger.newPage();
  expect((await other.goto(url))?.status()).toBe(404);
  await page.getByRole('main').getByRole('button', { name: l.share }).click();
  await expect(page.getByRole('textbox', { name: 'Link to this result' })).toHaveValue(url);
  expect((await other.goto(url))?.status()).toBe(200);
  await expect(other.getByRole('main').getByText(l.type, { exact: true })).toBeVisible();
  await expect(other.getByRole('main').getByRole('button', { name: l.share })).toHaveCount(0);
  await stranger.close();
});

test('admin: a scalp type’s products are edited at /admin/scalp-test; a wrong SKU is named', async ({
  page,
}) => {
  await staffSignIn(page, 'owner', '/admin/scalp-test');
  await expect(page.getByRole('heading', { name: 'Scalp test recommendations' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Sensitive scalp' });
  await card.getByRole('textbox', { name: 'Companion 2 SKU' }).fill('NOPE-SKU');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByRole('alert')).toHaveText('No product has this SKU.');
  await expect(card.getByRole('textbox', { name: 'Companion 2 SKU' })).toHaveAccessibleDescription(
    'No product has this SKU.',
  );
  await card.getByRole('textbox', { name: 'Companion 2 SKU' }).fill('BP-ACC-BRUSH');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByRole('status')).toHaveText('Saved: Sensitive scalp.');
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Sensitive scalp' }).getByRole('textbox', { name: 'Companion 2 SKU' }),
  ).toHaveValue('BP-ACC-BRUSH');
});

test('a member’s results are kept in their account', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const drawer = page.getByRole('dialog', { name: 'Account' });
  await drawer.getByRole('textbox', { name: 'Email' }).fill('basic@oxygen-ceuticals.example');
  await drawer.getByRole('button', { name: 'Continue' }).click();
  await drawer.getByLabel('Password', { exact: true }).fill('Demo1234');
  await drawer.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /Mei/ })).toBeVisible();
  await page.goto('/en/diagnostic/start');
  const l = LOCALES.en;
  for (const a of l.answers) await answer(page, a, l.continue);
  await expect(page).toHaveURL(/\/scalptest\/result\//);
  const result = new URL(page.url()).pathname;
  await page.goto('/en/account?view=SCALP_TEST');
  const view = page.getByRole('main').getByRole('region', { name: 'My scalp tests' });
  await expect(view.getByText(l.type).first()).toBeVisible();
  await view.getByRole('link', { name: 'See result' }).first().click();
  await expect(page).toHaveURL(new RegExp(`${result}$`));
});
