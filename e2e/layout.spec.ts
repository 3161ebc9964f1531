// The storefront's layout on phones (2.12-*): every page type, drawer, modal and sheet at 320, 360, 390 and 412 px,
// in all four locales, light and dark, checked by layoutProblems (layout-check.ts): nothing overflows sideways, no
// price or button text is clipped, no tap target is under 44×44 px. One page per locale and theme, resized: each
// state is checked at the four widths without reloading.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { apiPost, newMember, placeOrder } from './member-helpers.ts';
import { layoutProblems } from './layout-check.ts';

const WIDTHS = [320, 360, 390, 412];
const HEIGHT = 800;

const L = {
  hk: {
    prefix: '',
    openMenu: '打開選單',
    country: '國家及語言',
    quick: /^快速預覽/,
    bag: /^購物袋/,
    checkout: '前往結帳',
    search: '搜尋產品',
  },
  zh: {
    prefix: '/zh',
    openMenu: '開啟選單',
    country: '國家與語言',
    quick: /^快速預覽/,
    bag: /^購物車/,
    checkout: '前往結帳',
    search: '搜尋商品',
  },
  cn: {
    prefix: '/cn',
    openMenu: '打开菜单',
    country: '国家和语言',
    quick: /^快速预览/,
    bag: /^购物袋/,
    checkout: '去结算',
    search: '搜索商品',
  },
  en: {
    prefix: '/en',
    openMenu: 'Open menu',
    country: 'Country and language',
    quick: /^Quick view/,
    bag: /^Bag/,
    checkout: 'Check out',
    search: 'Search products',
  },
} as const;
type Locale = keyof typeof L;

/**
 * Every width, the problems found, prefixed by what was on screen. It starts at the width the page has now (one
 * resize fewer per state); each check waits for animations and a frame itself (layoutProblems).
 */
async function checkAtWidths(page: Page, what: string, found: string[]) {
  const now = page.viewportSize()?.width;
  const widths = WIDTHS.includes(now ?? 0) ? [now!, ...WIDTHS.filter((w) => w !== now)] : WIDTHS;
  for (const width of widths) {
    if (width !== now) await page.setViewportSize({ width, height: HEIGHT });
    for (const p of await layoutProblems(page)) found.push(`${what} @${width}px: ${p}`);
  }
  expect(widths.toSorted((a, b) => a - b)).toEqual(WIDTHS);
}

async function visit(page: Page, path: string, what: string, found: string[]) {
  await page.setViewportSize({ width: 390, height: HEIGHT });
  await page.goto(path);
  await checkAtWidths(page, what, found);
}

interface CatalogueProduct {
  _id: string;
  sku: string;
  brand_key: string;
  product_type: number;
  product_option: {
    sub_sku: string;
    is_subscription: boolean;
    availability: string;
    display: { purchasable: boolean };
  }[];
}

/** A bag of several lines: a single purchase, a subscription and a special add-on under its product. */
async function fillBag(page: Page) {
  const catalogue = (await (
    await page.request.get('/api/v1/product?channel=4&limit=100')
  ).json()) as CatalogueProduct[];
  const sellable = (p: CatalogueProduct, sub: boolean) =>
    p.product_option.find(
      (o) => o.is_subscription === sub && o.display.purchasable && o.availability === 'in_stock',
    );
  const add = (p: CatalogueProduct, sub_sku: string, extra: Record<string, unknown> = {}) =>
    apiPost(page, '/api/v1/cart', {
      pid: p._id,
      sku: p.sku,
      sub_sku,
      quantity: 1,
      currency: 'HKD',
      ...extra,
    });
  let withOffer: {
    parent: CatalogueProduct;
    offer: { _id: string; sku: string; product_option: { sub_sku: string }[] };
  } | null = null;
  for (const p of catalogue.filter((c) => c.product_type === 0 && sellable(c, false))) {
    const offers = (
      await (await page.request.get(`/api/v1/product/offers/${p._id}?currency=HKD&country=hk`)).json()
    ).offers;
    if (offers?.length) {
      withOffer = { parent: p, offer: offers[0] };
      break;
    }
  }
  expect(withOffer, 'a product with a special add-on').not.toBeNull();
  const { parent, offer } = withOffer!;
  await add(parent, sellable(parent, false)!.sub_sku);
  await add(offer as unknown as CatalogueProduct, offer.product_option[0]!.sub_sku, {
    bundle_sku: parent.sku,
  });
  const subscribable = catalogue.find((p) => p.product_type === 0 && sellable(p, true))!;
  await add(subscribable, sellable(subscribable, true)!.sub_sku);
  const other = catalogue.find(
    (p) => p !== parent && p !== subscribable && p.product_type === 0 && sellable(p, false),
  )!;
  await add(other, sellable(other, false)!.sub_sku);
}

for (const locale of Object.keys(L) as Locale[])
  for (const theme of ['light', 'dark'] as const)
    test(`${locale} ${theme}: pages, drawers and modals fit 320–412 px phones`, async ({ page, baseURL }) => {
      test.setTimeout(480_000);
      const l = L[locale];
      const url = new URL(baseURL!);
      await page.context().addCookies(
        [
          ['shop_theme', theme],
          ['shop_gdpr', '1'],
          ['shop_confirm_country', '1'],
        ].map(([name, value]) => ({ name: name!, value: value!, domain: url.hostname, path: '/' })),
      );
      await page.emulateMedia({ colorScheme: theme });
      const found: string[] = [];
      const p = l.prefix;

      // home, and what opens over it: the side menu and its search, the country modal, a quick view
      await visit(page, p || '/', 'home', found);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await page.getByRole('button', { name: l.openMenu }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await checkAtWidths(page, 'side menu', found);
      await page.getByRole('dialog').getByRole('combobox', { name: l.search }).fill('cream');
      await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible();
      await checkAtWidths(page, 'search', found);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page
        .getByRole('button', { name: new RegExp(l.country) })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: l.country })).toBeVisible();
      await checkAtWidths(page, 'country modal', found);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: l.quick }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await checkAtWidths(page, 'quick view', found);
      await page.keyboard.press('Escape');

      // the other pages a guest opens
      await visit(page, `${p}/collection/skin-care`, 'collection', found);
      await visit(page, `${p}/oxygen-ceuticals/ceramide-barrier-cream`, 'product', found);
      const [treatment] = (await (
        await page.request.get('/api/v1/product?channel=4&type=treatment&sort=popularity&limit=1')
      ).json()) as { path: string }[];
      await visit(page, `${p}${treatment!.path}`, 'treatment', found);
      await expect(page).toHaveURL(/\/treatment\//);
      await visit(page, `${p}/shipping`, 'content page', found);
      await visit(page, `${p}/diagnostic/start`, 'scalp test chat', found);

      // the side cart with several lines, the bag page, checkout as a guest
      await fillBag(page);
      await page.reload();
      await page.getByRole('banner').getByRole('button', { name: l.bag }).click();
      const bag = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: l.checkout }) });
      // four lines (one a subscription, one an add-on under its product) and the add-on carousel
      const lines = bag.locator('li:has(input[name=intent][value=delta])');
      await expect(lines).toHaveCount(4);
      await expect(lines.filter({ has: page.locator('input[name=bundle_sku]') })).toHaveCount(1);
      await expect(bag.locator('[aria-roledescription=carousel]')).toBeVisible();
      await checkAtWidths(page, 'side cart', found);
      await page.keyboard.press('Escape');
      await visit(page, `${p}/cart`, 'bag page', found);
      await visit(page, `${p}/checkout`, 'checkout', found);

      // a guest's order: confirmation
      const order = await placeOrder(page, `layout-${locale}-${theme}@example.com`);
      const guestOrder = order as { _id: string; access_token?: string };
      await visit(
        page,
        `${p}/checkout/order-confirmation/${guestOrder._id}${guestOrder.access_token ? `?token=${guestOrder.access_token}` : ''}`,
        'order confirmation',
        found,
      );

      // a member's account views and order
      await newMember(page, 'en');
      await placeOrder(page, 'member@example.com');
      // the views through the account's own tabs (client-side, as a member moves between them)
      await visit(page, `${p}/account?view=DASHBOARD`, 'account DASHBOARD', found);
      for (const view of [
        'ORDERS',
        'SUBSCRIPTION',
        'WALLET',
        'REWARD',
        'REFERRAL',
        'REVIEWS',
        'SCALP_TEST',
        'ADDRESS',
        'DETAILS',
        'NOTIFICATIONS',
        'PRIVACY',
      ]) {
        const tab = page.locator(`main nav a[href$="view=${view}"]`);
        await tab.click();
        await expect(tab).toHaveAttribute('aria-current', 'page');
        await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
        await checkAtWidths(page, `account ${view}`, found);
      }
      // an order's own page, from the orders list
      await page.locator('main nav a[href$="view=ORDERS"]').click();
      await page.locator('main a[href*="order="]').first().click();
      await expect(page).toHaveURL(/order=/);
      await checkAtWidths(page, 'account order', found);

      expect(found, `${found.length} layout problems`).toEqual([]);
    });
