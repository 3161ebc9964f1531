import { test, expect } from './fixtures.ts';
import { staffSignIn } from './admin-helpers.ts';
import { placeApiOrder } from './order-helpers.ts';

/** A phone number no other order in this run has: 6 and seven digits. */
const uniquePhone = () => `6${String(Date.now() % 10_000_000).padStart(7, '0')}`;

test('the owner finds an order by the shopper’s phone number with ⌘K and Ctrl-K, and opens it', async ({
  page,
  browser,
}) => {
  const phone = uniquePhone();
  const order = await placeApiOrder(browser, { emailPrefix: 'search', address: { delivery_contact: phone } });
  await staffSignIn(page, 'owner', '/admin/orders');

  for (const keys of ['Meta+K', 'Control+K']) {
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press(keys);
    const palette = page.getByRole('dialog', { name: 'Search the back office' });
    await expect(palette).toBeVisible();
    const box = palette.getByRole('combobox', { name: 'Search' });
    await expect(box).toBeFocused();
    // as a person types it: with the calling code and a space
    await box.fill(`+852 ${phone.slice(0, 4)} ${phone.slice(4)}`);
    const list = palette.getByRole('listbox', { name: 'Results' });
    const group = list.getByRole('group', { name: 'Orders' });
    const option = group.getByRole('option', { name: new RegExp(order.number) });
    await expect(option).toBeVisible();
    await expect(option).toContainText('Mei Ling Chan');
    await expect(option).toContainText(/HK\$\s?[\d,]+\.\d{2}/);
    if (keys === 'Meta+K') {
      await page.keyboard.press('Escape');
      await expect(palette).toBeHidden();
      continue;
    }
    // the first result is active: Enter opens it
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await group.getByRole('option').first().getAttribute('id'))!,
    );
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
  }
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(order.number);
});

test('the owner finds a product by its Simplified Chinese name from the header search box', async ({
  page,
  browser,
}) => {
  const context = await browser.newContext();
  const catalogue: { _id: string; sku: string; name: { eng: string; chi: string; cn: string } }[] = await (
    await context.request.get('/api/v1/product?channel=4&limit=100')
  ).json();
  await context.close();
  const product = catalogue.find((p) => p.name.cn && p.name.chi && p.name.cn !== p.name.chi)!;
  expect(product, 'a product whose Simplified name differs from its Traditional one').toBeDefined();

  await staffSignIn(page, 'owner');
  await page.getByRole('button', { name: 'Search orders, customers, products and pages' }).click();
  const palette = page.getByRole('dialog', { name: 'Search the back office' });
  await palette.getByRole('combobox', { name: 'Search' }).fill(product.name.cn);
  const option = palette
    .getByRole('group', { name: 'Products' })
    .getByRole('option', { name: new RegExp(product.sku) });
  await expect(option).toBeVisible();
  await expect(option).toContainText(product.name.eng);
  await option.click();
  await expect(page).toHaveURL(new RegExp(`/admin/products/${product._id}`));
});

test('“?” lists the keyboard shortcuts; “g o” goes to orders; letters do nothing while typing', async ({
  page,
}) => {
  await staffSignIn(page, 'owner');
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  for (const action of [
    'Open the search',
    'Go to orders',
    'Go to customers',
    'Go to products',
    'Show this list',
  ])
    await expect(help.getByRole('rowheader', { name: action })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  await page.keyboard.press('g');
  await page.keyboard.press('o');
  await expect(page).toHaveURL(/\/admin\/orders$/);
  // typing "g p" in the list's search field stays in the field
  const q = page.getByRole('searchbox').first();
  await q.fill('');
  await q.pressSequentially('gp');
  await expect(q).toHaveValue('gp');
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('/');
  await expect(page.getByRole('dialog', { name: 'Search the back office' })).toBeVisible();
});
