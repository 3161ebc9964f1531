import { mkdirSync } from 'node:fs';
import { test, expect } from './fixtures.ts';

/** The scalp test (2.12-15) on a phone: the chat and the result fit the screen, in hk and en (screenshots for review). */
const SHOTS = '/tmp/shots-c20';
const FLOWS = {
  en: {
    start: '/en/diagnostic/start',
    answers: [
      'Dry or tight',
      'Dryness',
      'Curly or coily',
      'Once a week or less',
      'No allergies',
      'A salon brand',
    ],
    next: 'Continue',
    type: 'Dry scalp',
  },
  hk: {
    start: '/diagnostic/start',
    answers: ['乾燥繃緊', '乾燥', '曲髮', '一星期一次或更少', '沒有', '髮型屋品牌'],
    next: '繼續',
    type: '乾性頭皮',
  },
};

for (const [locale, f] of Object.entries(FLOWS)) {
  test(`scalp test on a phone in ${locale}: no sideways scrolling, buttons only`, async ({ page }, info) => {
    mkdirSync(SHOTS, { recursive: true });
    const shot = (name: string) =>
      page.screenshot({ path: `${SHOTS}/${locale}-${info.project.name}-${name}.png`, fullPage: true });
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await page.goto(f.start);
    const main = page.getByRole('main');
    for (const [i, a] of f.answers.entries()) {
      if (i === 1) {
        await main.getByRole('checkbox', { name: a }).check();
        await main.getByRole('button', { name: f.next }).click();
      } else await main.getByRole('button', { name: a, exact: true }).click();
      if (i === 2) {
        expect(await fits()).toBe(true);
        await shot('chat');
      }
    }
    await expect(main.getByText(f.type, { exact: true })).toBeVisible();
    expect(await fits()).toBe(true);
    await shot('result');
  });
}

test('scalp test on a phone in dark mode: the chat uses the dark theme', async ({ page, baseURL }) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.context().addCookies([{ name: 'shop_theme', value: 'dark', url: baseURL! }]);
  await page.goto('/en/diagnostic/start');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Oily already', exact: true }).click();
  await expect(main.getByRole('checkbox', { name: 'Oiliness' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/en-mobile-dark-chat.png`, fullPage: true });
});
