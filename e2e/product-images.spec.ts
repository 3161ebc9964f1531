import sharp from 'sharp';
import type { Page, Response } from '@playwright/test';
import { IMAGE_WIDTHS } from '@shop/core';
import { IMAGE_SIZES } from '../apps/web/app/lib/image-sizes.ts';
import { test, expect } from './fixtures.ts';
import { staffSignIn } from './admin-helpers.ts';
import { uniqueSeq } from './unique.ts';

// A photographer's picture end to end (2.9-01): staff upload a 4000×3000 JPEG, its sizes are made, staff write its
// alt text; a shopper's Chromium gets <picture> with the gallery's `sizes` and fetches the AVIF variant.
const n = uniqueSeq();
const SKU = `E2E-PIC-${n}`;
const NAME = `Camellia Photo Serum ${n}`;
const ALT = `A glass bottle of camellia serum on pink marble ${n}`;

/** A real-sized photograph-like JPEG: a gradient with circles, so the encoder has detail to keep. */
async function photo(width: number, height: number, hue: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hue}"/><stop offset="1" stop-color="#f4ede4"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    ${Array.from({ length: 24 }, (_, i) => `<circle cx="${(i * 397) % width}" cy="${(i * 263) % height}" r="${60 + ((i * 53) % 300)}" fill="#fff" fill-opacity="0.${(i % 8) + 1}"/>`).join('')}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

async function upload(page: Page, name: string, file: Buffer) {
  await page.getByLabel('Add an image').setInputFiles({ name, mimeType: 'image/jpeg', buffer: file });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Image added.')).toBeVisible();
}

test('a 4000×3000 photo is served to a shopper as AVIF in <picture> with the gallery sizes and its alt text', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await staffSignIn(page, 'owner', '/admin/products/new');
  await page.getByLabel('Name (English)', { exact: true }).fill(NAME);
  await page.getByLabel('Name (Traditional Chinese)', { exact: true }).fill(`山茶花精華 ${n}`);
  await page.getByLabel('SKU', { exact: true }).fill(SKU);
  await page.getByLabel('Brand').selectOption({ label: 'Oxygen Ceuticals' });
  await page.getByRole('group', { name: 'Categories' }).getByLabel('Serums & Oils').check();
  const option = page.getByRole('group', { name: 'Option 1' });
  await option.getByLabel('Option name (English)').fill('30 ml');
  await option.getByLabel('Option SKU').fill(`${SKU}-30`);
  await option.getByLabel('Price (HKD)').fill('240');
  await option.getByLabel('Price (USD)').fill('31');
  await option.getByLabel('Stock').fill('20');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();

  // two pictures: the gallery then has a row of choices below the fold
  await upload(page, 'camellia.jpg', await photo(4000, 3000, '#e7a1b0'));
  await upload(page, 'camellia-detail.jpg', await photo(1600, 1200, '#b7c9a8'));
  // each shows as "processing" until its sizes exist, then as the picture itself (the card asks again meanwhile)
  await expect(page.getByRole('img', { name: 'Image 1' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('img', { name: 'Image 2' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Processing…' })).toHaveCount(0);

  const alt = page.getByRole('group', { name: 'Alt text for image 1' });
  await alt.getByLabel('English').fill(ALT);
  await alt.getByRole('button', { name: 'Save alt text' }).click();
  await expect(alt.getByText('Alt text saved.')).toBeVisible();
  await expect(page.getByRole('img', { name: ALT })).toBeVisible();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('button', { name: 'Hide from the shop' })).toBeVisible();
  const href = await page.getByRole('link', { name: 'View in shop' }).getAttribute('href');
  const path = href!.replace(/^\/(en|cn|zh)(?=\/)/, '');

  // a shopper on a desktop Chromium, in English
  const shopper = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage();
  const avif: Response[] = [];
  shopper.on('response', (r) => {
    if (/\/media\/i\/[0-9a-f]{64}\/\d+\.avif$/.test(new URL(r.url()).pathname)) avif.push(r);
  });
  await shopper.goto(`/en${path}`);
  const gallery = shopper.getByRole('region', { name: 'Product images' });
  const main = gallery.getByRole('img', { name: ALT });
  await expect(main).toBeVisible();
  await expect(main).toHaveAttribute('width', '4000');
  await expect(main).toHaveAttribute('height', '3000');
  await expect(main).toHaveAttribute('fetchpriority', 'high');
  await expect(main).not.toHaveAttribute('loading', 'lazy');

  const picture = gallery.locator('picture').first();
  await expect(picture.locator('img')).toHaveAttribute('alt', ALT);
  const source = picture.locator('source[type="image/avif"]');
  const srcset = (await source.getAttribute('srcset'))!;
  const base = /^(\S+)\/160\.avif 160w/.exec(srcset)?.[1];
  expect(base).toMatch(/\/media\/i\/[0-9a-f]{64}$/);
  expect(srcset).toBe(IMAGE_WIDTHS.map((w) => `${base}/${w}.avif ${w}w`).join(', '));
  await expect(source).toHaveAttribute('sizes', IMAGE_SIZES.gallery);
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute('sizes', IMAGE_SIZES.gallery);

  // Chromium chose the AVIF source and got an AVIF answer for the main picture
  await expect
    .poll(() =>
      avif.find((r) => new URL(r.url()).pathname.startsWith(`${new URL(base!, shopper.url()).pathname}/`)),
    )
    .toBeTruthy();
  const got = avif.find((r) =>
    new URL(r.url()).pathname.startsWith(`${new URL(base!, shopper.url()).pathname}/`),
  )!;
  expect(got.status()).toBe(200);
  expect(got.headers()['content-type']).toBe('image/avif');
  expect(await main.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);

  // the choices under the main picture are below the fold and load lazily
  const choices = gallery.getByRole('button', { name: /^Show image/ }).locator('img');
  await expect(choices).toHaveCount(2);
  for (const img of await choices.all()) {
    await expect(img).toHaveAttribute('loading', 'lazy');
    expect((await img.boundingBox())!.y).toBeGreaterThan(720);
  }
  await shopper.context().close();
});
