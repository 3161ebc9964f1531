import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

// Storefront fidelity on phones: nothing overflows at 320–430 px, prices stay whole, the
// confirm-country bar is one compact row.

const LOCALES = [
  { path: '/', bag: /^購物袋/, every: /每\s*\d*\s*個?月/g },
  { path: '/en', bag: /^Bag/, every: /every( \d+)? months?/gi },
] as const;

const addToBag = async (page: Page) => {
  await page
    .getByRole('button', { name: /^Add to bag/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
};

test('the bag fits 320, 390 and 430 px phones in hk and en, prices whole, the interval said once', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/en/big-pi/oil-balance-scalp-shampoo');
  await page.getByRole('radio', { name: /Subscribe and save/ }).check();
  await addToBag(page);
  await page.goto('/en/oxygen-ceuticals/ceramide-barrier-cream');
  await addToBag(page);

  for (const locale of LOCALES) {
    for (const width of [320, 390, 430]) {
      const at = `${locale.path} at ${width} px`;
      await page.setViewportSize({ width, height: 800 });
      await page.goto(locale.path);
      await page.getByRole('banner').getByRole('button', { name: locale.bag }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer.locator('[data-price]').first()).toBeVisible();
      expect(
        await page.evaluate(() => document.scrollingElement!.scrollWidth),
        `page scrolls sideways ${at}`,
      ).toBeLessThanOrEqual(width);
      const overflow = await drawer.evaluate((el) =>
        [el, ...el.querySelectorAll<HTMLElement>('.overflow-y-auto')].map(
          (e) => e.scrollWidth - e.clientWidth,
        ),
      );
      for (const o of overflow) expect(o, `drawer scrolls sideways ${at}`).toBeLessThanOrEqual(0);

      const right = await drawer.evaluate((el) => el.getBoundingClientRect().right);
      // prices outside a carousel must sit wholly inside the drawer; all must be unclipped and carry digits
      const prices = await drawer.locator('[data-price]').evaluateAll((els) =>
        els.map((e) => ({
          text: e.textContent ?? '',
          clipped: e.scrollWidth > e.clientWidth,
          right: e.getBoundingClientRect().right,
          carousel: !!e.closest('[aria-roledescription="carousel"]'),
        })),
      );
      expect(prices.length, at).toBeGreaterThanOrEqual(4);
      for (const p of prices) {
        expect(p.text, `price ${at}`).toMatch(/\d/);
        expect(p.clipped, `price ${p.text} clipped ${at}`).toBe(false);
        if (!p.carousel)
          expect(p.right, `price ${p.text} outside the drawer ${at}`).toBeLessThanOrEqual(right + 0.5);
      }

      // the subscription line names its interval once, in the shopper's language
      const subscriptions = drawer.getByRole('region', {
        name: locale.path === '/' ? '定期訂購' : 'Subscriptions',
      });
      const line = await subscriptions.getByRole('listitem').first().innerText();
      expect(line.match(locale.every), `${line} ${at}`).toHaveLength(1);
      await page.keyboard.press('Escape');
    }
  }
});

test('the confirm-country bar is one compact row at 390 px, its controls 44 px high', async ({
  browser,
  baseURL,
}) => {
  for (const [path, label, button] of [
    ['/', '送貨地區', '確認'],
    ['/en', 'Ship to', 'Confirm'],
  ] as const) {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      extraHTTPHeaders: { 'cf-ipcountry': 'JP' },
    });
    const page = await context.newPage();
    await page.goto(path);
    const bar = page.getByRole('region', { name: label });
    await expect(bar).toBeVisible();
    const height = (await bar.boundingBox())!.height;
    expect(height, `${path} bar height`).toBeLessThanOrEqual(72);
    // a visible label names the select; the longer sentence still describes the form
    const select = bar.getByRole('combobox', { name: label });
    await expect(select).toHaveValue('jp');
    await expect(bar.getByText(label, { exact: true })).toBeVisible();
    await expect(bar.locator('form')).toHaveAccessibleDescription(/./);
    for (const control of [select, bar.getByRole('button', { name: button })]) {
      expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await select.focus();
    await expect(select).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(bar.getByRole('button', { name: button })).toBeFocused();
    await context.close();
  }
});

test('no page scrolls sideways on a 320 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  for (const path of [
    '/',
    '/en',
    '/en/collection/skin-care',
    '/collection/skin-care',
    '/en/contactus',
    '/membership',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toBeAttached();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth), path).toBeLessThanOrEqual(320);
  }
});

test('a phone shows a collection with one picture a card, drawn art as WebP, and fetches no hover picture', async ({
  page,
}) => {
  const pictures: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'image' && !r.url().startsWith('data:'))
      pictures.push(new URL(r.url()).pathname);
  });
  await page.goto('/en/collection/skin-care');
  const cards = page.getByRole('main').getByRole('article');
  const count = await cards.count();
  expect(count).toBeGreaterThan(8);
  // scroll through the grid so every lazy picture is asked for
  for (let i = 0; i < count; i += 2) await cards.nth(i).scrollIntoViewIfNeeded();
  await cards.nth(count - 1).scrollIntoViewIfNeeded();
  const shown = cards.locator('img:visible');
  await expect(shown).toHaveCount(count);
  await expect
    .poll(() => shown.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
  // a phone builds a document for each SVG picture on its main thread: none is fetched
  expect(pictures.filter((p) => p.endsWith('.svg'))).toEqual([]);
  const drawn = await shown.evaluateAll((imgs) =>
    imgs
      .map((i) => new URL((i as HTMLImageElement).currentSrc).pathname)
      .filter((p) => p.startsWith('/media/r/')),
  );
  expect(drawn.length).toBeGreaterThan(0);
  for (const p of drawn) expect(p).toMatch(/^\/media\/r\/\d+\/p\/[\w-]+\/1\.webp$/);
  // the picture a pointer's hover would show is not fetched on a touch screen
  expect(pictures.filter((p) => /\/[234]\.(webp|svg)$/.test(p))).toEqual([]);
  expect(new Set(pictures.filter((p) => p.startsWith('/media/'))).size).toBe(count);
});
