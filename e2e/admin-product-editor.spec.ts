import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { staffSignIn } from './admin-helpers.ts';
import { uniqueSeq } from './unique.ts';

// One product made from scratch by the owner, then bought, copied and moved; the tests share it (serial).
const n = uniqueSeq();
const SKU = `E2E-RNS-${n}`;
const NAME = `Rose Night Serum ${n}`;
const HANDLE = `rose-night-serum-${n}`;
const state: { id?: string; path?: string } = {};

test.describe.configure({ mode: 'serial' });

/** The shop path of a product without its locale prefix ('/oxygen-ceuticals/rose-night-serum-1'). */
const bare = (path: string) => path.replace(/^\/(en|cn|zh)(?=\/)/, '');

async function editor(page: Page, section = '') {
  await page.goto(`/admin/products/${state.id}${section ? `/${section}` : ''}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The rich text editor of one section: its toolbar buttons have names, its text box the section's label. */
async function write(page: Page, section: string, text: string) {
  const box = page.getByRole('textbox', { name: new RegExp(`^${section}`) });
  await box.click();
  await page.keyboard.type(text);
  return box;
}

test('the owner creates a product with two options and a monthly subscription, in three scripts', async ({
  page,
}) => {
  await staffSignIn(page, 'owner', '/admin/products/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();

  await page.getByLabel('Name (English)', { exact: true }).fill(NAME);
  await page.getByLabel('Name (Traditional Chinese)', { exact: true }).fill(`玫瑰晚間精華 ${n}`);
  await page.getByRole('button', { name: 'Fill from Traditional: Name (Simplified Chinese)' }).click();
  await expect(page.getByLabel('Name (Simplified Chinese)', { exact: true })).toHaveValue(
    `玫瑰晚间精华 ${n}`,
  );
  // the web address follows the English name until staff type their own
  await expect(page.getByLabel('Web address (handle)')).toHaveValue(HANDLE);
  await page.getByLabel('SKU', { exact: true }).fill(SKU);
  await page.getByLabel('Brand').selectOption({ label: 'Oxygen Ceuticals' });
  await page.getByRole('group', { name: 'Categories' }).getByLabel('Serums & Oils').check();
  await page.getByRole('group', { name: 'Tags' }).getByLabel('Fragrance free').check();

  const first = page.getByRole('group', { name: 'Option 1' });
  await first.getByLabel('Option name (English)').fill('30 ml');
  await first.getByLabel('Option name (Traditional Chinese)').fill('30 毫升');
  await first.getByLabel('Option SKU').fill(`${SKU}-30`);
  await first.getByLabel('Price (HKD)').fill('120');
  await first.getByLabel('Price (USD)').fill('15.50');
  await first.getByLabel('Stock').fill('40');
  await page.getByRole('button', { name: 'Add another option' }).click();
  const second = page.getByRole('group', { name: 'Option 2' });
  await second.getByLabel('Option name (English)').fill('50 ml');
  await second.getByLabel('Option SKU').fill(`${SKU}-50`);
  await second.getByLabel('Price (HKD)').fill('180.00');
  await second.getByLabel('Price (USD)').fill('23');
  await second.getByLabel('Stock').fill('40');

  await page.getByLabel('Offer a monthly subscription').check();
  await page.getByLabel('Subscription of').selectOption({ label: '30 ml' });
  const sub = page.getByRole('group', { name: 'Subscription 1' });
  await expect(sub.getByLabel('Delivered every (months)')).toHaveValue('1');
  await expect(sub.getByLabel('Option SKU')).toHaveValue(`${SKU}-30-SUB1M`);
  await sub.getByLabel('Subscription price (HKD)').fill('108');
  await sub.getByLabel('Subscription price (USD)').fill('14');
  await page.getByRole('button', { name: 'Create product' }).click();

  await expect(page).toHaveURL(/\/admin\/products\/[^/?]+\?created=1$/);
  state.id = new URL(page.url()).pathname.split('/').pop();
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByText('Hidden from the shop', { exact: true })).toBeVisible();

  // the options, in order, with their prices as money and the subscription drawing on 30 ml
  await page
    .getByRole('navigation', { name: 'Product sections' })
    .getByRole('link', { name: 'Options' })
    .click();
  const rows = page.getByRole('table', { name: /options in the order/ }).getByRole('row');
  await expect(rows.nth(1)).toContainText('30 ml');
  await expect(rows.nth(1)).toContainText('HK$120.00');
  await expect(rows.nth(2)).toContainText('50 ml');
  await expect(rows.nth(2)).toContainText('HK$180.00');
  await expect(rows.nth(3)).toContainText('every 1 month');
  await expect(rows.nth(3)).toContainText('HK$108.00');
});

test('the owner writes the description in three scripts, adds a picture and publishes', async ({ page }) => {
  await staffSignIn(page, 'owner');
  await editor(page, 'description');
  const scripts = page.getByRole('navigation', { name: 'Script' });

  // English, with a list made from the toolbar
  await write(page, 'Why you’ll love it', 'Calms the skin overnight');
  await page
    .getByRole('toolbar', { name: 'Formatting: Why you’ll love it' })
    .getByRole('button', { name: 'Bulleted list' })
    .click();
  const toolbar = page.getByRole('toolbar', { name: 'Formatting: Why you’ll love it' });
  await expect(toolbar.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // one tab stop, the arrow keys move along the toolbar
  await toolbar.getByRole('button', { name: 'Heading', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Subheading' })).toBeFocused();
  await write(page, 'Description', 'A light rose serum for the night.');
  await page.getByRole('button', { name: 'Save English' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  await scripts.getByRole('link', { name: /Traditional Chinese/ }).click();
  // the script's own form has replaced the English one before anything is typed
  await expect(scripts.getByRole('link', { name: /Traditional Chinese/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('button', { name: 'Save Traditional Chinese' })).toBeVisible();
  await write(page, 'Why you’ll love it', '一夜舒緩肌膚');
  await write(page, 'Description', '輕盈的玫瑰晚間精華。');
  await page.getByRole('button', { name: 'Save Traditional Chinese' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  // Simplified, filled from the saved Traditional copy
  await scripts.getByRole('link', { name: /Simplified Chinese/ }).click();
  await expect(scripts.getByRole('link', { name: /Simplified Chinese/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(scripts.getByRole('link', { name: /Simplified Chinese/ })).toContainText('missing');
  await page.getByRole('button', { name: 'Fill all sections from Traditional' }).click();
  await expect(page.getByText('Filled from Traditional. Check it, then save.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Description/ })).toContainText('轻盈的玫瑰晚间精华。');
  await expect(page.getByRole('textbox', { name: /^Why you’ll love it/ })).toContainText('一夜舒缓肌肤');
  await page.getByRole('button', { name: 'Save Simplified Chinese' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(scripts.getByRole('link', { name: /Simplified Chinese/ })).not.toContainText('missing');

  // the search result: a title of its own, counted and previewed
  await page.getByRole('navigation', { name: 'Product sections' }).getByRole('link', { name: 'SEO' }).click();
  const english = page.getByRole('group', { name: 'English' });
  await english.getByLabel('Search title').fill('Rose night serum for calm skin');
  await expect(english.getByText('30 characters (search results show about 60)')).toBeVisible();
  await expect(english.getByRole('figure')).toContainText('Rose night serum for calm skin');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('form', { name: 'SEO' }).getByRole('status')).toHaveText('Saved.');

  // a picture, then publish
  await editor(page);
  await page.getByLabel('Add an image').setInputFiles('apps/web/public/icon-192.png');
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Image added.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Image 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('button', { name: 'Hide from the shop' })).toBeVisible();
  const href = await page.getByRole('link', { name: 'View in shop' }).getAttribute('href');
  state.path = bare(href!);
  expect(state.path).toBe(`/oxygen-ceuticals/${HANDLE}`);
});

async function buyAsGuest(browser: Browser, locale: 'en' | 'cn') {
  const words =
    locale === 'en'
      ? {
          add: /Add to bag.*HK\$/,
          checkout: 'Check out',
          email: 'Email',
          first: 'First name',
          last: 'Last name',
          phone: 'Phone number',
          address: /^Address/,
          card: /Credit or debit card/,
          place: /^Place order/,
          approve: 'Approve',
          thanks: 'Thank you for your order',
          copy: 'A light rose serum for the night.',
        }
      : {
          add: /加入购物袋.*HK\$/,
          checkout: '去结算',
          email: '邮箱',
          first: '名字',
          last: '姓氏',
          phone: '电话号码',
          address: /^详细地址/,
          card: /信用卡或借记卡/,
          place: /^提交订单/,
          approve: '批准',
          thanks: '感谢您的订购',
          copy: '轻盈的玫瑰晚间精华。',
        };
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`/${locale}${state.path}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      locale === 'en' ? NAME : `玫瑰晚间精华 ${n}`,
    );
    await expect(page.getByText(words.copy).first()).toBeAttached();
    await page.getByRole('button', { name: words.add }).first().click();
    await expect(
      page.getByRole('dialog').filter({ has: page.getByRole('button', { name: words.checkout }) }),
    ).toBeVisible();
    await page.goto(`/${locale}/checkout`);
    const form = page.getByRole('main');
    await form.getByRole('textbox', { name: words.email }).fill(`guest-editor-${locale}-${n}@example.com`);
    await form.getByRole('textbox', { name: words.first }).first().fill('Tai Man');
    await form.getByRole('textbox', { name: words.last }).first().fill('Chan');
    await form.getByRole('textbox', { name: words.phone }).first().fill('91234567');
    const address = form.getByRole('textbox', { name: words.address }).first();
    if (await address.isVisible()) await address.fill("12/F, 88 Queen's Road Central");
    await form.getByRole('radio', { name: words.card }).check();
    const place = form.getByRole('button', { name: words.place });
    await expect(place).toBeEnabled();
    await place.click();
    await expect(page).toHaveURL(/\/pay\/sandbox\//);
    await page.getByRole('button', { name: words.approve }).click();
    await expect(page).toHaveURL(/\/checkout\/order-confirmation\/.+\?token=/);
    await expect(page.getByRole('heading', { name: words.thanks })).toBeVisible();
  } finally {
    await context.close();
  }
}

test('a guest buys the new product in /en and in /cn', async ({ browser }) => {
  await buyAsGuest(browser, 'en');
  await buyAsGuest(browser, 'cn');
});

test('the copy of a product gets its own handle; its old address answers 301 to the new one', async ({
  page,
  browser,
}) => {
  await staffSignIn(page, 'owner');
  await editor(page);
  // ordered now: it can no longer be deleted, only archived
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByText('This product has been ordered, so it cannot be deleted')).toBeVisible();

  await page.getByRole('button', { name: 'Duplicate' }).click();
  const dialog = page.getByRole('dialog', { name: `Duplicate ${NAME}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Make a copy' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/[^/]+\/details\?copied=1$/);
  expect(new URL(page.url()).pathname).not.toContain(`/${state.id}/`);
  await expect(page.getByText('This is the copy.')).toBeVisible();
  const copyId = new URL(page.url()).pathname.split('/')[3]!;
  const details = page.getByRole('form', { name: 'Details' });

  // the copy's own name, then published at the handle the server chose
  await page.getByLabel('Name (English)', { exact: true }).fill(`${NAME} Travel Size`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(details.getByRole('status')).toHaveText('Saved.');
  const oldHandle = await page.getByLabel('Web address (handle)').inputValue();
  expect(oldHandle).not.toBe(HANDLE);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('button', { name: 'Hide from the shop' })).toBeVisible();

  const newHandle = `${HANDLE}-travel`;
  await page.getByLabel('Web address (handle)').fill(newHandle);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(details.getByRole('status')).toHaveText('Saved.');
  await expect(page.getByText(`/oxygen-ceuticals/${newHandle}`)).toBeVisible();

  // a handle another product holds is refused beside the field, in the staff's words
  await page.getByLabel('Web address (handle)').fill(HANDLE);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('This web address is already used by another product.')).toBeVisible();
  await expect(page.getByLabel('Web address (handle)')).toHaveAttribute('aria-invalid', 'true');

  const context = await browser.newContext();
  try {
    const old = await context.request.get(`/en/oxygen-ceuticals/${oldHandle}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toMatch(new RegExp(`/en/oxygen-ceuticals/${newHandle}$`));
    const guest = await context.newPage();
    await guest.goto(`/en/oxygen-ceuticals/${oldHandle}`);
    await expect(guest).toHaveURL(new RegExp(`/en/oxygen-ceuticals/${newHandle}$`));
    await expect(guest.getByRole('heading', { level: 1 })).toContainText(`${NAME} Travel Size`);
  } finally {
    await context.close();
  }
  expect(copyId).not.toBe(state.id);
});

test('options are reordered, and removing an ordered one archives it until it is restored', async ({
  page,
}) => {
  await staffSignIn(page, 'owner');
  await editor(page, 'options');
  const table = page.getByRole('table', { name: /options in the order/ });
  await page.getByRole('button', { name: 'Move 50 ml up' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Order saved.' })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText('50 ml');

  // 30 ml was bought by the guests: removing it keeps it for their orders, archived
  const row = table
    .getByRole('row')
    .filter({ hasText: `${SKU}-30` })
    .filter({ hasNotText: 'SUB' });
  await row.getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove 30 ml?' });
  await expect(dialog).toContainText('If it has ever been ordered, it is archived instead of deleted');
  await dialog.getByRole('button', { name: 'Remove option' }).click();
  await expect(page.getByText('The option had been ordered, so it was archived')).toBeVisible();
  await expect(row).toContainText('Archived');
  await page.getByRole('button', { name: 'Restore 30 ml', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Option restored' })).toBeVisible();
  await expect(row).not.toContainText('Archived');
});

test('fulfilment sees the catalogue read-only and is refused a catalogue write (403)', async ({ page }) => {
  await staffSignIn(page, 'fulfilment');
  await editor(page, 'details');
  await expect(page.getByText('View only')).toBeVisible();
  await expect(page.getByLabel('Name (English)', { exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Hide from the shop' })).toHaveCount(0);
  await editor(page, 'options');
  await expect(page.getByRole('button', { name: 'Add option' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Open 30 ml', exact: true })).toBeVisible();

  const csrf = (await page.context().cookies()).find((c) => c.name === 'shop_staff_csrf')!.value;
  const writes = [
    page.request.patch(`/api/v1/admin/products/${state.id}`, {
      data: { published: false },
      headers: { 'x-csrf-token': csrf },
    }),
    page.request.post('/api/v1/admin/products', {
      data: { duplicate_of: state.id },
      headers: { 'x-csrf-token': csrf },
    }),
    page.request.post(`/api/v1/admin/products/${state.id}/options`, {
      data: { sub_sku: `${SKU}-X`, name: { eng: 'X' }, price: 100, price_usd: 13 },
      headers: { 'x-csrf-token': csrf },
    }),
  ];
  for (const res of await Promise.all(writes)) {
    expect(res.status()).toBe(403);
    expect((await res.json()).code).toBe('forbidden');
  }
});
