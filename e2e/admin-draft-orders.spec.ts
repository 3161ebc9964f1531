import { test, expect } from './fixtures.ts';
import { staffSignIn } from './admin-helpers.ts';

/**
 * Phone and WhatsApp orders: support staff build a draft for a demo member through the pickers, send the payment
 * link, the shopper pays it in their own browser, and staff see the order paid.
 */

// a product no other spec counts on
const PRODUCT = 'Hinoki Hand Cream';

test('a phone order drafted for a member and paid through the link', async ({ page, browser }) => {
  await staffSignIn(page, 'support', '/admin/orders');
  await page.getByRole('link', { name: 'Draft orders' }).click();
  await page.getByRole('link', { name: 'New draft order' }).click();

  // the customer: a member found by name, in English for this test's shopper
  await page.getByLabel('Find a member by name, email or phone').fill('Vivian');
  await page.getByRole('button', { name: 'Choose Vivian Lee' }).click();
  await expect(page.getByText('Customer: Vivian Lee')).toBeVisible();
  await page.getByLabel(/language/).selectOption('en');
  await page.getByRole('button', { name: 'Start draft' }).click();
  await expect(page.getByRole('heading', { name: /^Draft D\d+$/ })).toBeVisible();

  // a product by name, at the member's price, then one more
  await page.getByLabel('Find a product by name or SKU').fill('Hinoki');
  await page
    .getByRole('list', { name: 'Products found' })
    .getByRole('button', { name: new RegExp(`^Add ${PRODUCT}`) })
    .first()
    .click();
  const quantity = page.getByLabel(new RegExp(`^Quantity of ${PRODUCT}`));
  await expect(quantity).toHaveText('1');
  await page.getByRole('button', { name: new RegExp(`^One more ${PRODUCT}`) }).click();
  await expect(quantity).toHaveText('2');
  await expect(page.getByText('Member discount')).toBeVisible();

  // delivery to an address, with the method's own fee
  await page.getByLabel('Delivery method').selectOption({ index: 1 });
  await page.getByLabel('Address', { exact: true }).fill('1 Nathan Road');
  await page.getByLabel('City or district').fill('Kowloon');
  await page.getByRole('button', { name: 'Save delivery' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  const total = (await page.getByTestId('draft-total').textContent())!;
  expect(total).toMatch(/^HK\$/);

  // the link: confirmed with the amount, shown to copy and emailed
  await page.getByRole('button', { name: 'Send payment link' }).click();
  const confirm = page.getByRole('dialog', { name: `Send a payment link for ${total}?` });
  await confirm.getByRole('button', { name: 'Send payment link' }).click();
  await expect(page.getByText(/^Order OC\d+ placed\.$/)).toBeVisible();
  await expect(
    page.getByText('The link was emailed to vip@oxygen-ceuticals.example.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible();
  const link = await page.getByRole('textbox', { name: 'Payment link' }).inputValue();
  expect(link).toMatch(/\/en\/checkout\/[^/?]+\?token=/);

  // the shopper, not signed in, opens the link in their own browser and pays by the sandbox card
  const shopper = await browser.newContext();
  const shop = await shopper.newPage();
  await shop.goto(link);
  await shop.getByRole('radio', { name: /Credit or debit card/ }).check();
  await shop.getByRole('button', { name: /^Pay / }).click();
  await expect(shop).toHaveURL(/\/pay\/sandbox\//);
  await shop.getByRole('button', { name: 'Approve' }).click();
  await expect(shop.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await shopper.close();

  // staff see it paid
  await page.getByRole('link', { name: /^View order OC\d+$/ }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
});

test('fulfilment staff do not see draft orders', async ({ page }) => {
  await staffSignIn(page, 'fulfilment', '/admin/orders');
  await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Draft orders' })).toHaveCount(0);
});
