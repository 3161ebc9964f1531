import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

// Storefront fidelity: what a shopper meets on the desktop.

test('the icon set and the web manifest answer with the right types, and the manifest icons resolve', async ({
  page,
  request,
}) => {
  const types: [string, RegExp][] = [
    ['/favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)/],
    ['/favicon.svg', /^image\/svg\+xml/],
    ['/apple-touch-icon.png', /^image\/png/],
    ['/icon-192.png', /^image\/png/],
    ['/icon-512.png', /^image\/png/],
    ['/site.webmanifest', /^application\/manifest\+json/],
  ];
  for (const [path, type] of types) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type'], path).toMatch(type);
  }
  const ico = await (await request.get('/favicon.ico')).body();
  // ICONDIR: reserved 0, type 1 (icon), at least one image
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
  expect(ico.readUInt16LE(4)).toBeGreaterThanOrEqual(1);

  const manifest = (await (await request.get('/site.webmanifest')).json()) as {
    name: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest.name).toBeTruthy();
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type'], icon.src).toContain(icon.type);
  }

  await page.goto('/en');
  const head = page.locator('head');
  await expect(head.locator('link[rel="manifest"]')).toHaveAttribute('href', '/site.webmanifest');
  await expect(head.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png');
  await expect(head.locator('link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1);
});

// the page's background token and colour scheme as the browser resolved them
const background = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    return `${style.getPropertyValue('--bg').trim()} ${style.colorScheme}`;
  });

test('the theme is light by default, even on a dark device; dark, or the device theme, only when chosen', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await background(page)).toBe('#fbf9f6 light');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Match device' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'system');
  await expect.poll(() => background(page)).toBe('#151311 dark');
  await context.close();
});

test('home: the scalp test banner opens the chat, and every banner button leads somewhere', async ({
  page,
  request,
}) => {
  for (const path of ['/', '/en']) {
    await page.goto(path);
    const scalp = page.locator('a[href*="/diagnostic"]');
    await expect(scalp).toHaveCount(1);
    expect((await request.get((await scalp.getAttribute('href'))!)).status()).toBe(200);
    const hero = page.getByRole('main').getByRole('region').first();
    const hrefs = await hero.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);
  }
});

test('contact: an empty submit shows the summary and every field error without a round trip', async ({
  page,
}) => {
  await page.goto('/en/contactus');
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push(r.url());
  });
  await page.getByRole('button', { name: 'Send message' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Please check the highlighted fields.');
  await expect(alert).toContainText('Name is required');
  await expect(alert).toContainText('Email is required');
  await expect(alert).toContainText('Message is required');
  await expect(alert).toBeFocused();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Message')).toHaveAttribute('aria-invalid', 'true');
  // corrections update the errors as the shopper types
  await page.getByLabel('Name', { exact: true }).fill('陳');
  await expect(alert).not.toContainText('Name');
  expect(posts).toEqual([]);
});

test('forgot password: the email tab left empty asks for the email, not a phone number', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const drawer = page.getByRole('dialog', { name: 'Account' });
  await drawer.getByRole('textbox', { name: 'Email' }).fill('vip@oxygen-ceuticals.example');
  await drawer.getByRole('button', { name: 'Continue' }).click();
  await drawer.getByRole('button', { name: 'Forgot password?' }).click();
  await drawer.getByRole('textbox', { name: 'Email' }).fill('');
  await drawer.getByRole('button', { name: 'Send reset link' }).click();
  await expect(drawer.getByRole('alert')).toContainText('Please enter your email address.');
  await expect(drawer.getByRole('alert')).not.toContainText('phone');
});

test('registration takes a one-character Chinese surname and still refuses a one-letter name', async ({
  page,
}) => {
  await page.goto('/en');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const drawer = page.getByRole('dialog', { name: 'Account' });
  await drawer.getByRole('textbox', { name: 'Email' }).fill(`chan-${Date.now()}@example.com`);
  await drawer.getByRole('button', { name: 'Continue' }).click();
  await drawer.getByRole('textbox', { name: 'First name' }).fill('A');
  await drawer.getByRole('textbox', { name: 'Last name' }).fill('陳');
  await drawer.getByRole('button', { name: 'Create account' }).click();
  const alert = drawer.getByRole('alert');
  await expect(alert).toContainText('First name: minimum 2 characters');
  await expect(alert).not.toContainText('Last name');
  await expect(drawer.getByRole('textbox', { name: 'Last name' })).not.toHaveAttribute(
    'aria-invalid',
    'true',
  );
});

test('the membership page describes the groups and the loyalty features the shop runs', async ({ page }) => {
  await page.goto('/en/membership');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { name: 'Cash dollars, referrals, review rewards and subscriptions' }),
  ).toBeVisible();
  await expect(main).toContainText('85%');
  await expect(main).toContainText('Your friend gets 10% off their first order');
  await expect(main).not.toContainText('birthday');
});
