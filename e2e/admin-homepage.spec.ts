import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { staffSignIn } from './admin-helpers.ts';
import { uniqueSeq } from './unique.ts';

// The owner schedules a homepage banner with an uploaded picture, drags it to the top and saves; the home page shows
// it first, with its picture, in every locale; a banner scheduled for next month does not show yet.
const n = uniqueSeq();
const TITLE = { eng: `Winter glow ${n}`, chi: `冬日光采 ${n}`, cn: `冬日光彩 ${n}` };
const LATER = `Spring preview ${n}`;
const DAY = 86_400_000;
/** an <input type="datetime-local"> value in Hong Kong time (UTC+8) */
const hk = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 16);

const picture = () =>
  sharp({
    create: { width: 1200, height: 600, channels: 3, background: '#d9a48f' },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600"><circle cx="600" cy="300" r="220" fill="#fff" fill-opacity="0.6"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();

async function addBanner(page: Page, title: string, from: number, to: number, file: Buffer) {
  await page.getByRole('button', { name: 'Add Banner' }).click();
  await page.getByLabel('Title (English)', { exact: true }).fill(title);
  await page
    .getByLabel('Title (Traditional Chinese)', { exact: true })
    .fill(title === TITLE.eng ? TITLE.chi : title);
  await page
    .getByLabel('Title (Simplified Chinese)', { exact: true })
    .fill(title === TITLE.eng ? TITLE.cn : title);
  await page.getByLabel('Button text (English)').fill('Shop the edit');
  await page.getByLabel('Button text (Traditional Chinese)').fill('立即選購');
  await page.getByLabel('Button text (Simplified Chinese)').fill('立即选购');
  await page
    .getByLabel('Upload a picture')
    .setInputFiles({ name: 'winter.jpg', mimeType: 'image/jpeg', buffer: file });
  await expect(page.getByText('Picture uploaded. Save to publish it.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'The section’s current picture' })).toBeVisible();
  await page
    .getByLabel('Picture description (for screen readers) (English)')
    .fill('A jar of cream in winter light');
  await page.getByLabel('Leads to').selectOption('collection');
  await page.getByLabel('Collection', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Starts', { exact: true }).fill(hk(from));
  await page.getByLabel('Ends', { exact: true }).fill(hk(to));
}

// tall enough that the dragged card and the first card are on screen together (a drag does not scroll)
test.use({ viewport: { width: 1280, height: 1600 } });

test('the owner schedules a banner with an uploaded picture, drags it to the top, and the home page shows it first', async ({
  page,
}) => {
  test.slow();
  const file = await picture();
  await staffSignIn(page, 'owner', '/admin/homepage');
  await expect(page.getByRole('heading', { name: 'Homepage', level: 1 })).toBeVisible();
  const cards = page.getByTestId('section-card');
  await expect(cards.first()).toBeVisible();

  const now = Date.now();
  await addBanner(page, TITLE.eng, now - 60_000, now + 7 * DAY, file);
  await addBanner(page, LATER, now + 30 * DAY, now + 37 * DAY, file);

  // the new banner is near the end: dragged onto the first card, it becomes first
  const ours = page.getByRole('listitem', { name: `Banner: ${TITLE.eng}` });
  await ours.getByTestId('section-card').dragTo(cards.first());
  await expect(page.getByRole('main').getByRole('listitem').first()).toHaveAccessibleName(
    `Banner: ${TITLE.eng}`,
  );
  // the schedule reads in Hong Kong time
  await expect(ours).toContainText('(HK time)');

  await page.getByRole('button', { name: 'Save homepage' }).click();
  await expect(page.getByText('Saved. The home page shows the change now.')).toBeVisible();
  await page.reload();
  await expect(cards.first()).toContainText(TITLE.eng);
  await expect(cards.first()).toContainText('Showing now');
  await expect(page.getByRole('listitem', { name: `Banner: ${LATER}` })).toContainText('Scheduled');

  for (const [path, title] of [
    ['/en', TITLE.eng],
    ['/', TITLE.chi],
  ] as const) {
    // the picture's sizes are made by a background job: the banner shows once they are
    await expect(async () => {
      await page.goto(path);
      const first = page.getByRole('main').getByRole('region').first();
      await expect(first).toHaveAccessibleName(title, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    const first = page.getByRole('main').getByRole('region').first();
    await expect(first.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(first.locator('picture source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      /\/media\/i\/[0-9a-f]{64}\/\d+\.avif/,
    );
    const img = first.locator('picture img');
    if (path === '/en') await expect(img).toHaveAttribute('alt', 'A jar of cream in winter light');
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);
    await expect(page.getByText(LATER)).toHaveCount(0);
    // the rest of the home is as before
    await expect(
      page.getByRole('region', { name: path === '/en' ? 'Best sellers' : '人氣之選' }),
    ).toBeVisible();
  }
});
