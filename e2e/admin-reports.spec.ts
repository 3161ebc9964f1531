import { readFile } from 'node:fs/promises';
import { test, expect } from './fixtures.ts';
import { staffSignIn } from './admin-helpers.ts';
import { placeApiOrder } from './order-helpers.ts';

/** Today as the shop counts it (Hong Kong) and as the report's day column reads it in English. */
const hkToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const dayLabel = (day: string) =>
  new Intl.DateTimeFormat('en-HK', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

test('the owner reads this month by day and by payment method, and downloads the CSV', async ({
  page,
  browser,
}) => {
  await placeApiOrder(browser, { emailPrefix: 'report' });
  await staffSignIn(page, 'owner');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sales reports' })).toBeVisible();
  await page.getByRole('link', { name: 'This month' }).click();
  await expect(page.getByRole('link', { name: 'This month' })).toHaveAttribute('aria-current', 'true');

  const table = page.getByRole('table', { name: /Sales in HKD · Day/ });
  const todayRow = table.getByRole('row', { name: new RegExp(`^${dayLabel(hkToday())}`) });
  await expect(todayRow).toBeVisible();
  // today holds at least the order just placed: a formatted amount, never cents
  await expect(todayRow.getByRole('cell').nth(2)).toHaveText(/^HK\$\s?[\d,]+\.\d{2}$/);
  await expect(page.getByRole('img', { name: /Net sales in HKD by Day/ })).toBeVisible();
  const todayOrders = Number((await todayRow.getByRole('cell').first().textContent())!.replace(/,/g, ''));
  expect(todayOrders).toBeGreaterThan(0);

  await page.getByLabel('Group by').selectOption({ label: 'Payment method' });
  await page.getByRole('button', { name: 'Show' }).click();
  const byMethod = page.getByRole('table', { name: /Sales in HKD · Payment method/ });
  const card = byMethod.getByRole('row', { name: /^Card/ });
  await expect(card).toBeVisible();
  const total = byMethod.getByRole('row', { name: /^Total/ });
  const net = (await total.getByRole('cell').nth(5).textContent())!;

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const file = await (await download).path();
  const csv = await readFile(file, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trim().split(/\r\n/);
  expect(lines[0]).toBe('currency,payment_method,name,orders,units,gross,discounts,refunds,net');
  expect(lines.some((l) => l.startsWith('HKD,card,'))).toBe(true);
  const totalLine = lines.find((l) => l.startsWith('HKD,total,'))!.split(',');
  // money as decimals beside the currency code; the rows add up to the total to the cent
  expect(totalLine[8]).toMatch(/^\d+\.\d{2}$/);
  const cents = (s: string) => Math.round(Number(s) * 100);
  const rows = lines.filter((l) => l.startsWith('HKD,') && !l.startsWith('HKD,total,'));
  expect(rows.reduce((n, l) => n + cents(l.split(',')[8]!), 0)).toBe(cents(totalLine[8]!));
  // other specs may place orders meanwhile: the file holds at least what the page showed
  expect(cents(totalLine[8]!)).toBeGreaterThanOrEqual(cents(net.replace(/[^\d.]/g, '')));
});

test('fulfilment staff see their work on the dashboard and no sales figures', async ({ page }) => {
  await staffSignIn(page, 'fulfilment');
  const work = page.getByRole('region', { name: 'Your work' });
  await expect(work.getByText('Packed, to ship')).toBeVisible();
  await expect(work.getByText('Returns on their way back')).toBeVisible();
  await expect(page.getByText("Today's sales")).toHaveCount(0);
  await expect(page.getByText(/HK\$/)).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Reports' }),
  ).toHaveCount(0);
});
