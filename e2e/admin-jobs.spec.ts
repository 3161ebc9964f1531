import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { staffSignIn } from './admin-helpers.ts';

/**
 * Durable jobs: a failed job is visible in the back office with a retry button. The failure is a real
 * one: a shopper's email at the reserved `.invalid` domain, which the demo mail outbox refuses like a mail server
 * (the e2e server retries once, at once: JOB_RETRY_LIMIT=1, JOB_RETRY_DELAY_SECONDS=0).
 */

const PRODUCT = '/en/oxygen-ceuticals/ceramide-barrier-cream';

async function guestOrder(page: Page, email: string) {
  await page.goto(PRODUCT);
  await page
    .getByRole('button', { name: /Add to bag.*HK\$/ })
    .first()
    .click();
  await expect(
    page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Check out' }) }),
  ).toBeVisible();
  await page.goto('/en/checkout');
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'First name' }).first().fill('Tai Man');
  await form.getByRole('textbox', { name: 'Last name' }).first().fill('Chan');
  await form.getByRole('textbox', { name: 'Phone number' }).first().fill('91234567');
  const address = form.getByRole('textbox', { name: /^Address/ }).first();
  if (await address.isVisible()) await address.fill("12/F, 88 Queen's Road Central");
  await form.getByRole('radio', { name: /Credit or debit card/ }).check();
  const place = form.getByRole('button', { name: /^Place order/ });
  await expect(place).toBeEnabled();
  await place.click();
  await expect(page).toHaveURL(/\/en\/pay\/sandbox\/[^/?]+\?token=/);
}

test('an order email that cannot be delivered shows as failed after its retry, and the owner retries it', async ({
  page,
  browser,
}) => {
  // a whole journey (a guest order, the back office, two waits on the job queue): 11 s on a quiet machine
  test.setTimeout(180_000);
  const email = `jobs-${Date.now()}@example.invalid`;
  const shopper = await browser.newContext();
  try {
    await guestOrder(await shopper.newPage(), email);
  } finally {
    await shopper.close();
  }

  await staffSignIn(page, 'owner', '/admin/jobs');
  await expect(page.getByRole('heading', { name: 'Background jobs' })).toBeVisible();
  const table = page.getByRole('table', { name: /Background jobs in the chosen state.*Failed/ });
  const row = table
    .getByRole('row')
    .filter({ hasText: 'Order email' })
    .filter({ hasText: '550 no such domain: example.invalid does not receive mail' })
    .first();
  // the workers poll every second; the page shows what the queue holds when it loads
  await expect(async () => {
    await page.reload();
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  // the first attempt and one retry
  await expect(row.getByRole('cell', { name: '1 of 1' })).toBeVisible();
  // the address itself is not shown: ids and kinds only
  await expect(row).not.toContainText(email);

  await row.getByRole('button', { name: /^Retry job / }).click();
  await expect(page.getByRole('status')).toHaveText('The job will run again in a moment.');
  // it ran once more (the address still does not exist): failed again, one retry more
  const again = table.getByRole('row').filter({ has: page.getByRole('cell', { name: '2 of 2' }) });
  await expect(async () => {
    await page.reload();
    await expect(again.first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  // the state filter lives in the URL
  await page.getByLabel('State').selectOption('completed');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/\/admin\/jobs\?state=completed$/);
  await expect(page.getByRole('table', { name: /Done$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Retry job / })).toHaveCount(0);
});

test('fulfilment staff have no jobs section: no menu link, and the jobs API refuses them', async ({
  page,
}) => {
  await staffSignIn(page, 'fulfilment');
  await expect(
    page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Jobs' }),
  ).toHaveCount(0);
  const res = await page.request.get('/api/v1/admin/jobs?state=failed');
  expect(res.status()).toBe(403);
  expect((await res.json()).code).toBe('forbidden');
});
