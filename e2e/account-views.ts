import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Each view's heading level 2 (the first one in main), by locale: what the member sees first. */
export const VIEWS: Record<'en' | 'hk', { prefix: string; views: [view: string, heading: RegExp][] }> = {
  en: {
    prefix: '/en',
    views: [
      ['DASHBOARD', /^Hi, Siu Ming$/],
      ['ORDERS', /^Orders$/],
      ['SUBSCRIPTION', /^Subscriptions$/],
      ['WALLET', /^Cash dollars$/],
      ['REWARD', /^My rewards$/],
      ['REFERRAL', /^Invite friends$/],
      ['REVIEWS', /^My reviews$/],
      ['SCALP_TEST', /^My scalp tests$/],
      ['ADDRESS', /^Addresses$/],
      ['DETAILS', /^Personal details$/],
      ['NOTIFICATIONS', /^Notifications$/],
      ['PRIVACY', /^Download my data$/],
    ],
  },
  hk: {
    prefix: '',
    views: [
      ['DASHBOARD', /Siu Ming/],
      ['ORDERS', /^訂單$/],
      ['SUBSCRIPTION', /^訂閱$/],
      ['WALLET', /^現金回贈$/],
      ['REWARD', /^我的獎賞$/],
      ['REFERRAL', /^邀請朋友$/],
      ['REVIEWS', /^我的評價$/],
      ['SCALP_TEST', /^我的頭皮測試$/],
      ['ADDRESS', /^地址簿$/],
      ['DETAILS', /^個人資料$/],
      ['NOTIFICATIONS', /^通知設定$/],
      ['PRIVACY', /^下載我的資料$/],
    ],
  },
};

/**
 * A full-page picture of the view for a person to open (E2E_SHOTS=1 npx playwright test …). It asserts nothing, and
 * in CI nobody opens it: there it would only add two seconds a view on a slow machine.
 */
export async function lookAt(page: Page, file: string) {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `/tmp/shots-w16/${file}`, fullPage: true });
}

export async function expectNoSeriousAxe(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe on ${where}`,
  ).toEqual([]);
}

/**
 * Visits every view in one locale: heading, the nav marks it current, axe clean (and a picture, `lookAt`). One test
 * per locale: the two run on both workers at once, and each stays well within its time on a slow machine.
 */
export async function tourViews(page: Page, device: string, orderId: string, locale: keyof typeof VIEWS) {
  const { prefix, views } = VIEWS[locale];
  for (const [view, heading] of views) {
    await page.goto(`${prefix}/account?view=${view}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText(heading);
    await expect(main.getByRole('navigation').first().locator('[aria-current="page"]')).toHaveCount(1);
    expect(
      await page.evaluate(() => document.scrollingElement!.scrollWidth),
      `${view} sideways`,
    ).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expectNoSeriousAxe(page, `${locale} ${view}`);
    await lookAt(page, `${device}-${locale}-${view}.png`);
  }
  await page.goto(`${prefix}/account?view=ORDERS&order=${orderId}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectNoSeriousAxe(page, `${locale} order detail`);
  await lookAt(page, `${device}-${locale}-ORDER.png`);
}

/** The dark theme (the shopper's choice is the shop_theme cookie): axe clean (and a picture); then light again. */
export async function darkShot(page: Page, path: string, file: string) {
  const url = new URL(page.url());
  await page.context().addCookies([{ name: 'shop_theme', value: 'dark', domain: url.hostname, path: '/' }]);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectNoSeriousAxe(page, `dark ${path}`);
  await lookAt(page, file);
  await page.context().clearCookies({ name: 'shop_theme' });
}
