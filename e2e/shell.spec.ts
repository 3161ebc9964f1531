import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures.ts';

test.describe('country and language', () => {
  test('switching country changes the currency of prices', async ({ page }) => {
    await page.goto('/en');
    const best = page.getByRole('region', { name: 'Best sellers' });
    await expect(best.getByText(/HK\$/).first()).toBeVisible();
    await page
      .getByRole('button', { name: /Country and language/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Country and language' });
    await dialog.getByRole('radio', { name: /United Kingdom/ }).click();
    await expect(dialog).toBeHidden();
    await expect(best.getByText(/£\d/).first()).toBeVisible();
    await expect(best.getByText(/HK\$/)).toHaveCount(0);
  });

  test('switching language from a deep page keeps the page', async ({ page }) => {
    await page.goto('/en/shipping');
    await expect(page.getByRole('heading', { level: 1, name: 'Shipping' })).toBeVisible();
    await page
      .getByRole('button', { name: /Country and language/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Country and language' });
    await dialog.getByRole('tab', { name: 'Language' }).click();
    // country hk: the Taiwan locale is not offered
    await expect(dialog.getByRole('radio')).toHaveCount(3);
    await dialog.getByRole('radio', { name: '简体中文' }).click();
    await expect(page).toHaveURL(/\/cn\/shipping$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans-CN');
  });

  test('the confirm-country bar appears for a mismatching visitor country and goes away on confirm', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'cf-ipcountry': 'JP' } });
    const page = await context.newPage();
    await page.goto('/');
    const bar = page.getByRole('region', { name: '送貨地區' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('combobox')).toHaveValue('jp');
    await bar.getByRole('button', { name: '確認' }).click();
    // Japan suggests English, and prices follow the yen
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('region', { name: 'Ship to' })).toHaveCount(0);
    await expect(
      page
        .getByRole('region', { name: 'Best sellers' })
        .getByText(/¥[\d,]+/)
        .first(),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Ship to' })).toHaveCount(0);
    await context.close();
  });

  test('no confirm bar when the detected country is the chosen one', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'cf-ipcountry': 'HK' } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: '人氣之選' })).toBeVisible();
    await expect(page.getByRole('region', { name: '送貨地區' })).toHaveCount(0);
    await context.close();
  });
});

test.describe('consent', () => {
  test('is not asked in Hong Kong', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: '人氣之選' })).toBeVisible();
    await expect(page.getByRole('button', { name: '同意' })).toHaveCount(0);
  });

  test('is asked elsewhere and remembered once agreed', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'shop_country', value: 'uk', url: baseURL! }]);
    await page.goto('/en');
    await page.getByRole('button', { name: 'Agree' }).click();
    await expect(page.getByRole('button', { name: 'Agree' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Best sellers' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Agree' })).toHaveCount(0);
  });
});

test('the menu drawer opens and closes by keyboard, trapping focus', async ({ page }) => {
  await page.goto('/en');
  const opener = page.getByRole('button', { name: 'Open menu' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(
    drawer.getByRole('navigation', { name: 'Collections' }).getByRole('link').first(),
  ).toBeVisible();
  for (let i = 0; i < 30; i++) await page.keyboard.press('Tab');
  expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();
});

test('theme switch renders dark from the server after a reload', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test.describe('contact us', () => {
  test('bad input shows field errors; good input is stored and acknowledged', async ({ page }) => {
    await page.goto('/en/contactus');
    await page.getByLabel('Name', { exact: true }).fill('A');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Send message' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Name: minimum 2 characters');
    await expect(alert).toContainText('Email is incorrect');
    await expect(alert).toContainText('Message is required');
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Name', { exact: true }).fill('Wong Siu Ming');
    await page.getByLabel('Email', { exact: true }).fill('siu.ming@example.com');
    await page.getByLabel('Subject').fill('Pre-order date');
    await page.getByLabel('Message').fill('Could you tell me when the pre-order serum ships?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you, we have your message' })).toBeVisible();
    await expect(page.getByText('siu.ming@example.com')).toBeVisible();
  });

  test('errors read in the shopper language', async ({ page }) => {
    await page.goto('/contactus');
    await page.getByRole('button', { name: '傳送訊息' }).click();
    await expect(page.getByRole('alert')).toContainText('請填寫姓名');
  });
});

test('footer subscription sends a confirmation link that confirms', async ({ page, request }) => {
  await page.goto('/en');
  const email = `news-${Date.now()}@example.com`;
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'check your inbox' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
  const [mail] = await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
  await page.goto(new URL(mail.link).pathname + new URL(mail.link).search);
  await expect(page.getByRole('heading', { name: 'You are subscribed' })).toBeVisible();
});

test.describe('content pages and SEO', () => {
  test('legacy variants redirect to the localized page', async ({ page }) => {
    await page.goto('/privacy_en');
    await expect(page).toHaveURL(/\/en\/privacy$/);
    await page.goto('/shops_zh');
    await expect(page).toHaveURL(/\/zh\/shops$/);
  });

  test('shipping shows the free-shipping thresholds from the rules', async ({ page }) => {
    await page.goto('/en/shipping');
    const row = page.getByRole('row', { name: /Japan/ });
    await expect(row).toContainText('¥20,000');
    await expect(page.getByRole('row', { name: /Hong Kong/ })).toContainText('HK$800.00');
  });

  test('pages carry canonical and hreflang alternates', async ({ page }) => {
    await page.goto('/zh/story');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/zh\/story$/);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /\/en\/story$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="zh-Hant-HK"]')).toHaveAttribute(
      'href',
      /\/story$/,
    );
  });

  test('robots.txt and sitemap.xml list the localized pages', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain('/en/shipping</loc>');
    expect(xml).toContain('/cn/terms</loc>');
  });
});

test.describe('accessibility (axe)', () => {
  for (const path of ['/en', '/', '/en/privacy']) {
    test(`no serious or critical violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  // a collection's cards sit right under its h1 (h2 titles); the review filters are links, never pressed toggles
  for (const path of ['/en/collection/skin-care', '/oxygen-ceuticals/triple-hyaluronic-serum']) {
    test(`no serious or critical violations, and headings in order, on ${path}`, async ({ page }) => {
      await page.goto(path);
      if (path.includes('serum')) {
        await expect(page.getByRole('link', { name: '只睇有相' })).toBeVisible();
        // the review stories scroll sideways: a keyboard reaches the row, which holds the stories
        const stories = page.getByRole('list', { name: '用家分享' });
        await stories.focus();
        await expect(stories).toBeFocused();
        await expect(stories.getByRole('figure').first()).toBeVisible();
      }
      const results = await new AxeBuilder({ page }).analyze();
      const bad = results.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order',
      );
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('no serious or critical violations in the country modal', async ({ page }) => {
    await page.goto('/en');
    await page
      .getByRole('button', { name: /Country and language/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Country and language' })).toBeVisible();
    const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => v.id)).toEqual([]);
  });
});

test.describe('demo mode', () => {
  test('every page says it is a demo shop, in the shopper’s language, before the header', async ({
    page,
  }) => {
    await page.goto('/');
    const hk = page.getByRole('note').filter({ hasText: '示範商店：不會收取真實款項' });
    await expect(hk).toBeVisible();
    await page.goto('/en/collection/skin-care');
    const en = page.getByRole('note').filter({ hasText: 'Demo shop: no real payments' });
    await expect(en).toBeVisible();
    const [banner, header] = await Promise.all([en.boundingBox(), page.getByRole('banner').boundingBox()]);
    expect(banner!.y + banner!.height).toBeLessThanOrEqual(header!.y + 1);
  });
});
