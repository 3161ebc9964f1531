import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { LOCALE_META, SUPPORTED_LOCALES } from '@shop/core';

const CONTENT_PAGES = ['exchange', 'membership', 'privacy', 'shipping', 'story', 'terms', 'shops'];
/** 2.2-12, 2.2-13: the legacy _cn/_en/_zh variants (shops only has _zh) */
const CONTENT_VARIANTS = CONTENT_PAGES.flatMap((p) =>
  (p === 'shops' ? ['_zh'] : ['_cn', '_en', '_zh']).map((s) => `${p}${s}`),
);

/** Locale-free page paths → route modules; every page exists under each locale prefix (2.1-01). */
const PAGES: [path: string, file: string, idSuffix?: string][] = [
  ['', 'routes/home.tsx'],
  ['preferences', 'routes/preferences.tsx'],
  ['newsletter', 'routes/newsletter.tsx'],
  ['auth', 'routes/auth.tsx'],
  ['register', 'routes/register.tsx'],
  ['reset-password', 'routes/reset-password.tsx'],
  ['account', 'routes/account.tsx'],
  ['order-lookup', 'routes/order-lookup.tsx'],
  ['unsubscribe', 'routes/unsubscribe.tsx'],
  ['cart', 'routes/cart.tsx'],
  ['cart-offers', 'routes/cart-offers.tsx'],
  ['newsletter/confirm', 'routes/newsletter-confirm.tsx'],
  ['contactus', 'routes/contact.tsx'],
  ['maintance', 'routes/maintenance.tsx'],
  ['pi-marketplace', 'routes/marketplace.tsx'],
  ['collection/:collection', 'routes/collection.tsx'],
  ['collection', 'routes/collection.tsx', 'all'],
  ['product', 'routes/collection.tsx', 'product'],
  ['treatment/:treatmenturl', 'routes/product.tsx', 'treatment'],
  ['treatment', 'routes/treatments.tsx'],
  ['checkout', 'routes/checkout.tsx'],
  ['checkout/quote', 'routes/checkout-quote.tsx'],
  ['checkout/payment-status/:paymentId', 'routes/checkout-status.tsx'],
  ['checkout/order-confirmation/:orderId?', 'routes/checkout-confirmation.tsx'],
  ['order-confirmation', 'routes/checkout-confirmation.tsx', 'legacy'],
  ['checkout/:orderId', 'routes/checkout-pay.tsx'],
  ['pay/sandbox/:paymentId', 'routes/pay-sandbox.tsx'],
  ['diagnostic/start', 'routes/scalp-test.tsx'],
  ['scalptest/result/:id', 'routes/scalp-result.tsx'],
  ['pages/:handle', 'routes/content-page.tsx', 'handle'],
  [':brand/:producturl', 'routes/product.tsx'],
  ...CONTENT_PAGES.map((p): [string, string, string] => [p, 'routes/content-page.tsx', p]),
  ...CONTENT_VARIANTS.map((p): [string, string, string] => [p, 'routes/content-redirect.tsx', p]),
  ['*', 'routes/not-found.tsx'],
];

/** The back office (English and Traditional Chinese, no locale prefix): path → route module under the layout. */
const ADMIN_PAGES: [path: string, file: string][] = [
  ['security', 'routes/admin/security.tsx'],
  ['staff', 'routes/admin/staff.tsx'],
  ['products', 'routes/admin/products.tsx'],
  ['products/import', 'routes/admin/products-import.tsx'],
  ['products/new', 'routes/admin/product/new.tsx'],
  ['stock', 'routes/admin/stock.tsx'],
  // collections, categories and tags
  ['collections', 'routes/admin/collections.tsx'],
  ['collections/:id', 'routes/admin/collection.tsx'],
  ['categories', 'routes/admin/categories.tsx'],
  ['tags', 'routes/admin/tags.tsx'],
  ['menus', 'routes/admin/menus.tsx'],
  // content: the homepage sections
  ['homepage', 'routes/admin/homepage.tsx'],
  // coupons, members and groups (members)
  ['coupons', 'routes/admin/coupons.tsx'],
  ['coupons/:code', 'routes/admin/coupon.tsx'],
  ['members', 'routes/admin/members.tsx'],
  ['members/:id', 'routes/admin/member.tsx'],
  ['customers/:id', 'routes/admin/customer.tsx'],
  ['groups', 'routes/admin/groups.tsx'],
  ['pages', 'routes/admin/pages.tsx'],
  ['pages/:id', 'routes/admin/page.tsx'],
  ['segments', 'routes/admin/segments.tsx'],
  ['audit-log', 'routes/admin/audit-log.tsx'],
  ['reports', 'routes/admin/reports.tsx'],
  ['emails', 'routes/admin/emails.tsx'],
  ['emails/:template', 'routes/admin/emails-template.tsx'],
  ['orders', 'routes/admin/orders.tsx'],
  ['orders/bulk', 'routes/admin/orders-bulk.tsx'],
  ['orders/drafts', 'routes/admin/drafts.tsx'],
  ['orders/drafts/new', 'routes/admin/draft-new.tsx'],
  ['orders/drafts/:id', 'routes/admin/draft.tsx'],
  ['order-views', 'routes/admin/order-views.tsx'],
  ['order-views/:id/delete', 'routes/admin/order-view-delete.tsx'],
  ['returns', 'routes/admin/returns.tsx'],
  ['returns/:id', 'routes/admin/return.tsx'],
  ['jobs', 'routes/admin/jobs.tsx'],
  ['scalp-test', 'routes/admin/scalp-test.tsx'],
  ['loyalty', 'routes/admin/loyalty.tsx'],
  ['subscriptions', 'routes/admin/subscriptions.tsx'],
  ['subscriptions/:id', 'routes/admin/subscription.tsx'],
  ['reviews', 'routes/admin/reviews.tsx'],
  ['review-stories', 'routes/admin/review-stories.tsx'],
];

/**
 * Back-office pages with many forms: the page is a parent route (loader and layout) and each form posts to a child
 * route of its own, whose action reads the form into the API's request schema (one form, one action).
 */
const ADMIN_FORM_PAGES: [path: string, file: string, forms: [path: string, file: string][]][] = [
  [
    'settings',
    'routes/admin/settings/settings.tsx',
    [
      ['rates/:currency', 'routes/admin/settings/rate.tsx'],
      ['gift-wrap', 'routes/admin/settings/gift-wrap.tsx'],
      ['free-shipping', 'routes/admin/settings/free-shipping.tsx'],
      ['delivery-methods', 'routes/admin/settings/delivery-method-add.tsx'],
      ['delivery-methods/:id', 'routes/admin/settings/delivery-method-save.tsx'],
      ['delivery-methods/:id/delete', 'routes/admin/settings/delivery-method-delete.tsx'],
      ['bank-account', 'routes/admin/settings/bank-account.tsx'],
      ['homepage/:key', 'routes/admin/settings/homepage-list.tsx'],
      ['banners', 'routes/admin/settings/banner-add.tsx'],
      ['banners/:id', 'routes/admin/settings/banner-save.tsx'],
      ['banners/:id/delete', 'routes/admin/settings/banner-delete.tsx'],
      ['optout-skus', 'routes/admin/settings/optout-skus.tsx'],
      ['carriers', 'routes/admin/settings/carrier-add.tsx'],
      ['carriers/:id', 'routes/admin/settings/carrier-save.tsx'],
      ['order-operations', 'routes/admin/settings/order-operations.tsx'],
    ],
  ],
  [
    'products/:id',
    'routes/admin/product/product.tsx',
    [
      // the editor's sections, each a page of its own with its form's action ('' is the overview)
      ['', 'routes/admin/product/overview.tsx'],
      ['details', 'routes/admin/product/details.tsx'],
      ['description', 'routes/admin/product/description.tsx'],
      ['seo', 'routes/admin/product/seo.tsx'],
      ['options', 'routes/admin/product/options.tsx'],
      ['options/:sub_sku', 'routes/admin/product/option.tsx'],
      // forms without a page of their own
      ['publish', 'routes/admin/product/publish.tsx'],
      ['archive', 'routes/admin/product/archive.tsx'],
      ['delete', 'routes/admin/product/delete.tsx'],
      ['duplicate', 'routes/admin/product/duplicate.tsx'],
      ['images', 'routes/admin/product/images.tsx'],
      ['image-alt', 'routes/admin/product/image-alt.tsx'],
      ['option-order', 'routes/admin/product/option-order.tsx'],
      ['options/:sub_sku/remove', 'routes/admin/product/option-remove.tsx'],
      ['options/:sub_sku/restore', 'routes/admin/product/option-restore.tsx'],
      ['options/:sub_sku/stock', 'routes/admin/product/stock.tsx'],
    ],
  ],
  [
    'orders/:id',
    'routes/admin/order/order.tsx',
    [
      ['transitions', 'routes/admin/order/move.tsx'],
      ['refunds', 'routes/admin/order/refund.tsx'],
      ['payment/recheck', 'routes/admin/order/payment-recheck.tsx'],
      ['transfer', 'routes/admin/order/transfer.tsx'],
      ['notes', 'routes/admin/order/note.tsx'],
      ['shipments', 'routes/admin/order/shipment.tsx'],
      ['edits', 'routes/admin/order/edit.tsx'],
      ['edits/preview', 'routes/admin/order/edit-preview.tsx'],
      ['edits/products', 'routes/admin/order/edit-products.tsx'],
    ],
  ],
];

export default [
  route('admin/login', 'routes/admin/login.tsx'),
  route('admin/logout', 'routes/admin/logout.tsx'),
  route('admin/lang', 'routes/admin/lang.tsx'),
  layout('routes/admin/layout.tsx', { id: 'admin-layout' }, [
    route('admin', 'routes/admin/dashboard.tsx'),
    ...ADMIN_PAGES.map(([path, file]) => route(`admin/${path}`, file)),
    ...ADMIN_FORM_PAGES.map(([path, file, forms]) =>
      route(
        `admin/${path}`,
        file,
        forms.map(([form, formFile]) => (form === '' ? index(formFile) : route(form, formFile))),
      ),
    ),
    route('admin/*', 'routes/admin/not-found.tsx'),
  ]),
  route('robots.txt', 'routes/robots.tsx'),
  route('dev/outbox', 'routes/dev-outbox.tsx'),
  route('account/export', 'routes/account-export.tsx'),
  route('account/shell', 'routes/account-shell.ts'),
  route('sitemap.xml', 'routes/sitemap.tsx'),
  ...SUPPORTED_LOCALES.flatMap((locale) => {
    const prefix = LOCALE_META[locale].prefix.replace(/^\//, '');
    return PAGES.map(([path, file, suffix]) => {
      const full = [prefix, path].filter(Boolean).join('/');
      const id = `${locale}:${file.replace(/^routes\/|\.tsx$/g, '')}${suffix ? `:${suffix}` : ''}`;
      return full === '' ? index(file, { id }) : route(full, file, { id });
    });
  }),
] satisfies RouteConfig;
