import { test, expect } from './fixtures.ts';
import { staffSignIn } from './admin-helpers.ts';

// A product made through the back office's API (the editor's pages post the same bodies): its old address answers
// 301 to the new one, its copy renders as the HTML staff wrote, its SEO title is the page title, and a name written
// only in English still shows on the Simplified pages.
test('a new product: old handle answers 301, rich copy and SEO title show, the name falls back in /cn', async ({
  page,
  browser,
}) => {
  await staffSignIn(page, 'owner');
  const csrf = (await page.context().cookies()).find((c) => c.name === 'shop_staff_csrf')!.value;
  const call = async (method: string, url: string, data: unknown) => {
    const res = await page.request.fetch(url, { method, data, headers: { 'x-csrf-token': csrf } });
    expect(res.status(), await res.text()).toBeLessThan(300);
    return (await res.json()) as { id: string; path: string };
  };
  const stamp = Date.now().toString(36);
  const name = `Redirect Balm ${stamp}`;
  const handle = `redirect-balm-${stamp}`;
  const made = await call('POST', '/api/v1/admin/products', {
    sku: `E2E-RD-${stamp}`.toUpperCase(),
    name: { eng: name },
    brand_key: 'oxygen_ceuticals',
    unique_url: handle,
    categories: ['body'],
    published: true,
    content: {
      eng: { description: '<p>A rich <strong>balm</strong> for dry hands.</p><ul><li>Calms</li></ul>' },
    },
    seo: {
      title: { eng: `Calming balm ${stamp}`, chi: '', cn: '' },
      description: { eng: '', chi: '', cn: '' },
    },
    options: [
      {
        sub_sku: `E2E-RD-${stamp}-50`.toUpperCase(),
        name: { eng: '50 ml' },
        price: 18_000,
        price_usd: 2_300,
      },
    ],
  });
  const moved = await call('PATCH', `/api/v1/admin/products/${made.id}`, { unique_url: `${handle}-new` });

  const context = await browser.newContext();
  try {
    const guest = await context.newPage();
    await guest.goto(`/en/oxygen-ceuticals/${handle}`);
    await expect(guest).toHaveURL(new RegExp(`/en${moved.path}$`));
    await expect(guest.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(guest).toHaveTitle(`Calming balm ${stamp}`);
    await expect(guest.getByRole('listitem').filter({ hasText: 'Calms' })).toBeVisible();
    await expect(guest.getByText('balm', { exact: true })).toHaveJSProperty('tagName', 'STRONG');

    await guest.goto(`/cn${moved.path}`);
    await expect(guest.getByRole('heading', { level: 1, name })).toBeVisible();
  } finally {
    await context.close();
    // out of every other spec's lists
    await call('PATCH', `/api/v1/admin/products/${made.id}`, { archived: true });
  }
});
