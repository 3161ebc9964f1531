import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

// Orders: what's inside a set, the gift card set after the order, and the invoice in the page's language.

async function buySetAsGuest(page: Page) {
  await page.goto('/en/oxygen-ceuticals/barrier-ritual-gift-set');
  await page
    .getByRole('button', { name: /Add to bag.*HK\$/ })
    .first()
    .click();
  await expect(
    page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Check out' }) }),
  ).toBeVisible();
  await page.goto('/en/checkout');
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Email' }).fill(`guest-set-${Date.now()}@example.com`);
  await form.getByRole('textbox', { name: 'First name' }).first().fill('Tai Man');
  await form.getByRole('textbox', { name: 'Last name' }).first().fill('Chan');
  await form.getByRole('textbox', { name: 'Phone number' }).first().fill('91234567');
  const address = form.getByRole('textbox', { name: /^Address/ }).first();
  if (await address.isVisible()) await address.fill("12/F, 88 Queen's Road Central");
  await form.getByRole('radio', { name: /Credit or debit card/ }).check();
  const place = form.getByRole('button', { name: /^Place order/ });
  await expect(place).toBeEnabled();
  await place.click();
  await expect(page).toHaveURL(/\/pay\/sandbox\//);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/checkout\/order-confirmation\/.+\?token=/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
}

test('confirmation: what is inside the set, a card message added after the order, the invoice in en and hk', async ({
  page,
}) => {
  await buySetAsGuest(page);
  const confirmation = page.url();

  // what's inside the package line, each item linking to its page
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByText('What’s inside:')).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Ceramide Barrier Cream' })).toHaveAttribute(
    'href',
    '/en/oxygen-ceuticals/ceramide-barrier-cream',
  );

  // the card: refused with the checkout's rule, then saved and shown
  const card = page.getByRole('region', { name: 'Gift card' });
  await card.getByRole('button', { name: 'Add a card message' }).click();
  await card.getByRole('textbox', { name: 'Recipient' }).fill('Ada');
  await card.getByRole('textbox', { name: 'Sender' }).fill('Mei');
  await card.getByRole('textbox', { name: 'Card message' }).fill('Happy birthday 🎉');
  await card.getByRole('button', { name: 'Save card message' }).click();
  await expect(card.getByRole('alert')).toContainText('Card message');
  await card.getByRole('textbox', { name: 'Card message' }).fill('Happy birthday, with love');
  await card.getByRole('button', { name: 'Save card message' }).click();
  await expect(card.getByRole('status')).toHaveText('Your card message is saved.');
  await expect(card.getByText('Happy birthday, with love')).toBeVisible();

  // the invoice from the English page is in English, and carries the card and the set's contents
  await page.getByRole('link', { name: 'Download invoice' }).click();
  await expect(page).toHaveURL(/\/invoice\?.*lang=en/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Invoice/);
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByText('Happy birthday, with love')).toBeVisible();
  await expect(page.getByText(/Inside: .*Ceramide Barrier Cream/)).toBeVisible();

  // the same order's page in Hong Kong Chinese links to a Chinese invoice
  await page.goto(confirmation.replace('/en/checkout/', '/checkout/'));
  await expect(page.getByText('套裝內含：')).toBeVisible();
  await page.getByRole('link', { name: '下載發票' }).click();
  await expect(page).toHaveURL(/\/invoice\?.*lang=hk/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/發票/);
  await expect(page.getByText('已付款', { exact: true })).toBeVisible();
  await expect(page.getByText('Chan Tai Man')).toBeVisible();
  await expect(page.getByText(/內含：?.*神經酰胺屏障修護霜/)).toBeVisible();
});
