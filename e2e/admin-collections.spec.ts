import type { Browser, Page } from '@playwright/test';
import type { AdminCollection, CollectionProductsOut } from '@shop/core/contract/admin-collection';
import type { MenuItem } from '@shop/core';
import { test, expect } from './fixtures.ts';
import { staffSignIn } from './admin-helpers.ts';
import { uniqueSeq } from './unique.ts';

/** A first-time guest (no cookies, no staff session): what any shopper sees. */
async function asGuest<T>(browser: Browser, fn: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    return await fn(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The product names a collection page lists, in order. */
const listed = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });

const collectionId = (page: Page) => decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

test.describe.configure({ mode: 'serial' });

test('an owner builds "in stock, Big Pi, under HK$500" and the shop lists exactly those products in /hk and /en', async ({
  page,
  browser,
}) => {
  const n = uniqueSeq();
  const title = {
    eng: `Big Pi under HK$500 ${n}`,
    chi: `Big Pi 五百元以下 ${n}`,
    cn: `Big Pi 五百元以下简 ${n}`,
  };
  await staffSignIn(page, 'owner', '/admin/collections');
  await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
  await page.getByRole('link', { name: 'New collection' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New collection' })).toBeVisible();

  await page.getByLabel('Title (English)', { exact: true }).fill(title.eng);
  await page.getByLabel('Title (Traditional Chinese)', { exact: true }).fill(title.chi);
  await page.getByLabel('Title (Simplified Chinese)', { exact: true }).fill(title.cn);
  // the description is rich text: the owner writes it, bold by the toolbar's shortcut, never as HTML
  await page.getByRole('textbox', { name: 'Description (English)', exact: true }).click();
  await page.keyboard.type('Scalp care that costs ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('less');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('.');
  await expect(page.getByLabel('Automatic: products that meet conditions')).toBeChecked();

  // brand by its name, never its key
  const first = page.getByRole('group', { name: 'Condition 1' });
  await first.getByLabel('Field').selectOption({ label: 'Brand' });
  await first.getByLabel('Value').selectOption({ label: 'Big Pi' });
  await page.getByRole('button', { name: 'Add condition' }).click();
  const second = page.getByRole('group', { name: 'Condition 2' });
  await second.getByLabel('Field').selectOption({ label: 'Price (HK$)' });
  await second.getByLabel('Comparison').selectOption({ label: 'is under' });
  await second.getByLabel('Value').fill('HK$500');
  await page.getByRole('button', { name: 'Add condition' }).click();
  const third = page.getByRole('group', { name: 'Condition 3' });
  await third.getByLabel('Field').selectOption({ label: 'In stock' });
  await expect(third.getByLabel('In stock')).toBeChecked();
  // the live preview says how many match before anything is saved
  await expect(page.getByText(/^\d+ products match$/)).toBeVisible();
  const previewed = Number((await page.getByText(/^\d+ products match$/).textContent())!.split(' ')[0]);

  await page.getByLabel('Published: shown in the shop').check();
  await page.getByRole('button', { name: 'Create collection' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Collection created.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title.eng })).toBeVisible();

  // what the API says the rules select, checked against the rules themselves
  const id = collectionId(page);
  const collection = (await (
    await page.request.get(`/api/v1/admin/collections/${id}`)
  ).json()) as AdminCollection;
  const members = (await (
    await page.request.get(`/api/v1/admin/collections/${id}/products`)
  ).json()) as CollectionProductsOut;
  expect(members.total).toBe(previewed);
  expect(members.total).toBeGreaterThan(2);
  for (const p of members.items) {
    expect(p.brand_key).toBe('big_pi');
    expect(p.in_stock).toBe(true);
    expect(p.price).toBeLessThan(50_000);
  }
  const shown = members.items.filter((p) => p.published);

  await asGuest(browser, async (guest) => {
    await guest.goto(`/collection/${collection.handle}`);
    await expect(guest.getByRole('heading', { level: 1, name: title.chi })).toBeVisible();
    expect((await listed(guest).allTextContents()).sort()).toEqual(shown.map((p) => p.name.chi).sort());

    await guest.goto(`/en/collection/${collection.handle}`);
    await expect(guest.getByRole('heading', { level: 1, name: title.eng })).toBeVisible();
    await expect(guest.getByRole('main').getByText('less', { exact: true })).toBeVisible();
    expect((await listed(guest).allTextContents()).sort()).toEqual(shown.map((p) => p.name.eng).sort());
    await expect(guest).toHaveTitle(new RegExp(title.eng.replace(/[$]/g, '\\$')));
  });
});

test('a manual collection lists two picked products in the order the owner set', async ({
  page,
  browser,
}) => {
  const n = uniqueSeq();
  await staffSignIn(page, 'owner', '/admin/collections/new');
  await page.getByLabel('Title (English)', { exact: true }).fill(`Staff picks ${n}`);
  await page.getByLabel('Title (Traditional Chinese)', { exact: true }).fill(`店長推介 ${n}`);
  await page.getByLabel('Manual: I pick the products and their order').check();

  const search = page.getByLabel('Find a product by name or SKU');
  await search.fill('Calendula');
  await page.getByRole('button', { name: 'Add Calendula Comfort Cream' }).click();
  await search.fill('HB-CLN-RICE');
  await page.getByRole('button', { name: 'Add Rice Cleansing Foam' }).click();
  const picked = page.getByRole('list', { name: 'Products' });
  await expect(picked.getByRole('listitem')).toHaveCount(2);
  // the second picked goes first
  await page.getByRole('button', { name: 'Move Rice Cleansing Foam up' }).click();
  await expect(picked.getByRole('listitem').first()).toContainText('Rice Cleansing Foam');

  await page.getByLabel('Published: shown in the shop').check();
  // in the shop's menu, first: the menus list collections by this order, highest first
  await page.getByLabel('Show in the shop’s menu').check();
  await page.getByLabel('Order (higher shows first)').fill('100000');
  await page.getByRole('button', { name: 'Create collection' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Collection created.' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toContainText(
    'Rice Cleansing Foam',
  );
  await expect(page.getByLabel('Order (higher shows first)')).toHaveValue('100000');
  const handle = (
    (await (
      await page.request.get(`/api/v1/admin/collections/${collectionId(page)}`)
    ).json()) as AdminCollection
  ).handle;

  // the side menu is the owner's own tree (/admin/menus): the new collection goes first in it
  const csrf = (await page.context().cookies()).find((c) => c.name === 'shop_staff_csrf')!.value;
  const side = (await (await page.request.get('/api/v1/admin/menus/side')).json()) as { items: MenuItem[] };
  const withPicks: MenuItem[] = [
    {
      id: `picks-${n}`,
      label: { eng: `Staff picks ${n}`, chi: `店長推介 ${n}`, cn: '' },
      kind: 'collection',
      target: collectionId(page),
      children: [],
    },
    ...side.items,
  ];
  const saved = await page.request.put('/api/v1/admin/menus/side', {
    data: { items: withPicks },
    headers: { 'x-csrf-token': csrf },
  });
  expect(saved.status()).toBe(200);

  await asGuest(browser, async (guest) => {
    await guest.goto(`/en/collection/${handle}`);
    await expect(listed(guest)).toHaveText(['Rice Cleansing Foam', 'Calendula Comfort Cream']);
    // first in the shop's menu, where the owner put it
    await guest.getByRole('button', { name: 'Open menu' }).click();
    await expect(
      guest
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('navigation', { name: 'Collections' })
        .getByRole('link')
        .first(),
    ).toHaveText(`Staff picks ${n}`);
  });
  // the side menu as it was, for the other tests
  await page.request.put('/api/v1/admin/menus/side', {
    data: { items: side.items },
    headers: { 'x-csrf-token': csrf },
  });

  // an unknown handle is a 404 page
  await asGuest(browser, async (guest) => {
    const res = await guest.goto(`/en/collection/no-such-collection-${n}`);
    expect(res?.status()).toBe(404);
  });
});

test('an owner adds a tag in three scripts, renames it and deletes it after confirming', async ({ page }) => {
  const n = uniqueSeq();
  await staffSignIn(page, 'owner', '/admin/tags');
  await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
  const add = page.getByRole('region', { name: 'Add a tag' });
  await add.getByLabel('Name (English)').fill(`Vegan ${n}`);
  await add.getByLabel('Name (Traditional Chinese)').fill(`純素 ${n}`);
  await add.getByLabel('Name (Simplified Chinese)').fill(`纯素 ${n}`);
  await add.getByLabel('Order (higher shows first)').fill('500');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add.getByRole('status')).toHaveText(`“Vegan ${n}” added.`);

  const entry = page.getByRole('region', { name: new RegExp(`^Vegan ${n}`) });
  await entry.getByLabel('Name (English)').fill(`Vegan formula ${n}`);
  await entry.getByRole('button', { name: `Save Vegan ${n}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `“Vegan formula ${n}” saved.` })).toBeVisible();

  const renamed = page.getByRole('region', { name: new RegExp(`^Vegan formula ${n}`) });
  await renamed.getByRole('button', { name: `Delete Vegan formula ${n}` }).click();
  const confirm = renamed.getByRole('alertdialog');
  await expect(confirm).toContainText('It comes off 0 products.');
  await confirm.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: `“Vegan formula ${n}” deleted` })).toBeVisible();
  await expect(page.getByRole('region', { name: new RegExp(`^Vegan formula ${n}`) })).toHaveCount(0);
});

test('fulfilment staff see collections without edit controls, and their writes get 403', async ({ page }) => {
  await staffSignIn(page, 'fulfilment', '/admin/collections');
  await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New collection' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Face', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Face' })).toBeVisible();
  await expect(page.getByText('You can look at collections but not change them.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save collection' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete collection' })).toHaveCount(0);
  await expect(page.getByLabel('Find a product by name or SKU')).toHaveCount(0);

  await page.goto('/admin/tags');
  await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Save|Delete|Add)/ })).toHaveCount(0);

  const csrf = (await page.context().cookies()).find((c) => c.name === 'shop_staff_csrf')!.value;
  const headers = { 'x-csrf-token': csrf };
  for (const res of [
    await page.request.patch('/api/v1/admin/collections/face', { data: { published: false }, headers }),
    await page.request.delete('/api/v1/admin/collections/face', { headers }),
    await page.request.post('/api/v1/admin/collections', {
      data: { title: { eng: 'Nope' }, kind: 'manual' },
      headers,
    }),
    await page.request.post('/api/v1/admin/tags', { data: { name: { eng: 'Nope' } }, headers }),
    await page.request.delete('/api/v1/admin/categories/face', { headers }),
  ]) {
    expect(res.status()).toBe(403);
    expect((await res.json()).code).toBe('forbidden');
  }
});
