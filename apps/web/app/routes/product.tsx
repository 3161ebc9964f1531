import { lazy, memo, Suspense, useMemo, useState } from 'react';
import { Await, Link, redirect, useSearchParams } from 'react-router';
import {
  CURRENCIES,
  LOCALE_SCRIPT,
  localizePath,
  parseLocalePath,
  shareableImageUrl,
  type Locale,
} from '@shop/core';
import type { ProductOut, ProductRedirectOut } from '@shop/core/contract/product';
import type { Route } from './+types/product';
import { api, type OfferOut } from '../lib/api.server.ts';
import { pagePath, readShopState } from '../lib/shop-state.ts';
import { seoMeta, rootMeta } from '../lib/seo.ts';
import { localizedName, money } from '../lib/format.ts';
import { copyHtml, plainText } from '../lib/rich-copy.ts';
import {
  defaultOption,
  optionName,
  singleOptions,
  subscriptionsOf,
  type ProductOption,
} from '../lib/product-view.ts';
import { Gallery } from '../components/product/gallery.tsx';
import { useRecentlyViewed } from '../lib/recently-viewed.ts';
import { useI18n, type MessageKey } from '../i18n/i18n.tsx';
import { AddToBag } from '../components/add-to-bag.tsx';
import { sharedPageHeaders } from '../lib/page-cache.server.ts';
import { QuantityPricing } from '../components/product/quantity-pricing.tsx';
import { ShippingEstimate } from '../components/product/shipping-estimate.tsx';
import { addOnAction } from '../lib/add-on.server.ts';
import { loadReviews, postReview } from '../lib/reviews.server.ts';
import type { ReviewsData } from '../lib/reviews.ts';
import { ReviewSummary } from '../components/product/stars.tsx';
import { lazySection } from '../lib/lazy-section.tsx';
import { memberRenderContext } from '../lib/member-render.ts';
import { useMemberReviewable } from '../lib/use-member-reviewable.ts';

// the bundle offers (deferred: streamed after the page) load their code when the shopper nears them; recently
// viewed (this browser's history, after hydration) when there is something to show (first-load budget,
// docs/scaling.md)
const BundleAddOns = lazySection('bundle-offers', () =>
  import('../components/product/bundle-add-ons.tsx').then((m) => m.BundleAddOns),
);
const RecentlyViewed = lazy(() =>
  import('../components/product/recently-viewed.tsx').then((m) => ({ default: m.RecentlyViewed })),
);
// below the fold: their code loads as the reader scrolls near them (the server renders them in full)
const ProductReviews = lazySection('reviews', () =>
  import('../components/product/reviews.tsx').then((m) => m.ProductReviews),
);
const BeforeAfter = lazySection('before-after', () =>
  import('../components/product/before-after.tsx').then((m) => m.BeforeAfter),
);

/**
 * Product page /{brand-with-hyphens}/{unique_url} and treatment page /treatment/{url} (2.2-16, 2.2-17): server-rendered,
 * 404 when unknown; the add-on offers are deferred so they never hold up the page.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const state = readShopState(request);
  const client = api(context, request);
  const url = ('treatmenturl' in params ? params.treatmenturl : params.producturl) ?? '';
  if (!url) throw new Response('Not found', { status: 404 });
  const [product] = await client.products(state, { unique_url: url, html_content: true, limit: 1 });
  if (!product) {
    // a former address of a product answers 301 to its current page (links, search engines)
    const moved = await client
      .get<ProductRedirectOut>('/api/v1/product/redirect', { unique_url: url })
      .catch(() => null);
    if (moved) throw redirect(localizePath(moved.path + new URL(request.url).search, state.locale), 301);
    throw new Response('Not found', { status: 404 });
  }
  const canonical = product.path;
  const { rest } = parseLocalePath(pagePath(request));
  // one address per product: a wrong brand segment or kind of page moves to the canonical one
  if (rest !== canonical) {
    const search = new URL(request.url).search;
    throw redirect(localizePath(canonical + search, state.locale), 301);
  }
  const packageItems = product.package_items.length
    ? client
        .products(state, { skus: product.package_items.map((p) => p.sku) })
        .catch(() => [] as ProductOut[])
    : Promise.resolve([] as ProductOut[]);
  const reviews = await loadReviews(context, request, product._id);
  return {
    product,
    path: canonical,
    ...reviews,
    // a page members of one group share holds nobody's orders: the member's own come after hydration
    reviewable: context.get(memberRenderContext) ? null : reviews.reviewable,
    offers: client.offers(state, product._id) as Promise<OfferOut[]>,
    packageItems: await packageItems,
  };
}

/** The bundle add-on button (components/product/bundle-add-ons.tsx). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.clone().formData();
  if (form.get('intent') === 'review:post') return { review: await postReview(context, request, form) };
  return addOnAction(request, context);
}

export const handle = { productPage: true };

// every guest with the same preferences sees this page alike: the server may share it for a few seconds
export const headers = sharedPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootMeta(matches);
  if (!loaderData || !root) return [];
  const { product } = loaderData;
  const locale = root.state.locale;
  const copy = product.content?.[locale];
  // staff's SEO title and description win when written for this script
  const script = LOCALE_SCRIPT[locale];
  return [
    ...seoMeta({
      title:
        product.seo?.title[script] ||
        `${localizedName(product.name, locale)} · ${localizedName(product.brand_name, locale)}`,
      description: product.seo?.description[script] || plainText(copy?.why).slice(0, 155) || undefined,
      path: loaderData.path,
      locale,
      origin: root.origin,
    }),
    { property: 'og:image', content: new URL(shareableImageUrl(product.thumbnail), root.origin).toString() },
    { 'script:ld+json': productJsonLd(product, locale, root.origin, loaderData.path, loaderData.reviews) },
  ];
}

function productJsonLd(
  p: ProductOut,
  locale: Locale,
  origin: string,
  path: string,
  reviews: ReviewsData | null,
) {
  const d = p.display;
  const divisor = 10 ** (CURRENCIES[d.currency as keyof typeof CURRENCIES]?.minorDigits ?? 2);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: localizedName(p.name, locale),
    sku: p.sku,
    brand: { '@type': 'Brand', name: p.brand_name.eng },
    image: p.detail
      .filter((x) => x.type === 'image')
      .map((x) => new URL(shareableImageUrl(x.thumbnail), origin).toString()),
    description: plainText(p.content?.[locale]?.description) || undefined,
    offers:
      d.price === null
        ? undefined
        : {
            '@type': 'Offer',
            url: new URL(localizePath(path, locale), origin).toString(),
            priceCurrency: CURRENCIES[d.currency as keyof typeof CURRENCIES]?.intlCode ?? d.currency,
            price: (d.price / divisor).toFixed(divisor === 1 ? 0 : 2),
            availability: d.purchasable ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          },
    // published reviews only (the API lists no others); the average is the one the page shows
    ...(reviews?.count && reviews.average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: reviews.average,
            reviewCount: reviews.count,
            bestRating: 5,
            worstRating: 1,
          },
          review: reviews.comment_list.map((r) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: r.nickname },
            datePublished: r.created_at.slice(0, 10),
            name: r.title || undefined,
            reviewBody: r.content,
            reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, offers, packageItems, reviews, stories } = loaderData;
  const reviewable = useMemberReviewable(product._id, loaderData.reviewable, ProductReviews.preload);
  const { t, locale } = useI18n();
  const [params, setParams] = useSearchParams();
  const singles = singleOptions(product);
  const selected = singles.find((o) => o.sub_sku === params.get('variant')) ?? defaultOption(product);
  const subs = selected ? subscriptionsOf(product, selected.sub_sku) : [];
  const [mode, setMode] = useState<'single' | 'subscription'>('single');
  const [interval, setInterval] = useState<number>(() => subs[0]?.subscription_inteval_in_month ?? 1);
  const subscription = subs.find((s) => s.subscription_inteval_in_month === interval) ?? subs[0];
  const chosen: ProductOption | undefined = mode === 'subscription' && subscription ? subscription : selected;
  const name = localizedName(product.name, locale);
  const copy = product.content?.[locale];
  const history = useMemo(
    () => ({
      _id: product._id,
      path: product.path,
      name: product.name,
      thumbnail: product.thumbnail,
      price: product.display.price,
      currency: product.display.currency,
      detail: product.detail,
    }),
    [product],
  );
  const recent = useRecentlyViewed(history);
  const selectVariant = (sku: string) => {
    const next = new URLSearchParams(params);
    next.set('variant', sku);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const sections: [MessageKey, string | undefined][] = [
    ['product.why', copy?.why],
    ['product.description', copy?.description],
    ['product.how_to_use', copy?.how_to_use],
    ['product.ingredients', copy?.ingredients],
  ];
  const editor = product.editor_comment
    ? locale === 'en'
      ? product.editor_comment._en
      : locale === 'cn'
        ? product.editor_comment._cn
        : product.editor_comment._zh
    : '';
  return (
    <div className="container-page py-8 md:py-12">
      <div className="grid gap-10 md:grid-cols-12">
        <Gallery product={product} name={name} />
        <div className="md:col-span-5">
          <p className="eyebrow">
            {product.product_type === 2 ? t('product.treatment') : localizedName(product.brand_name, locale)}
          </p>
          <h1 className="mt-2 font-serif text-3xl leading-tight md:text-4xl">{name}</h1>
          {locale !== 'en' && (
            <p className="mt-1 text-sm text-muted" lang="en">
              {product.name.eng}
            </p>
          )}
          {reviews && (
            <a href="#reviews" className="mt-2 flex min-h-11 w-fit items-center">
              <ReviewSummary average={reviews.average} count={reviews.count} />
            </a>
          )}
          {editor && (
            <p className="mt-4 border-l-2 border-accent pl-3 text-sm">
              <span className="sr-only">{t('product.editor')}: </span>
              {editor}
            </p>
          )}
          {chosen && <PriceLine option={chosen} />}

          {singles.length > 1 && (
            <fieldset className="mt-6">
              <legend className="text-sm font-medium">{t('product.variant')}</legend>
              <div className="mt-2 flex flex-wrap gap-2">
                {singles.map((o) => (
                  <label
                    key={o.sub_sku}
                    className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm has-[:focus-visible]:outline-2 ${o.sub_sku === selected?.sub_sku ? 'border-accent bg-surface-2' : 'border-line'}`}
                  >
                    <input
                      type="radio"
                      name="variant"
                      value={o.sub_sku}
                      checked={o.sub_sku === selected?.sub_sku}
                      onChange={() => selectVariant(o.sub_sku)}
                      className="sr-only"
                    />
                    {optionName(o, locale)}
                    {!o.display.purchasable && (
                      <span className="text-xs text-muted">
                        · {t(`reason.${o.display.reason}` as 'reason.out_of_stock')}
                      </span>
                    )}
                  </label>
                ))}
              </div>
            </fieldset>
          )}

          {subs.length > 0 && (
            <fieldset className="mt-6">
              <legend className="text-sm font-medium">{t('product.purchase_type')}</legend>
              <div className="mt-2 grid gap-2">
                {(['single', 'subscription'] as const).map((m) => (
                  <label
                    key={m}
                    className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-4 ${mode === m ? 'border-accent bg-surface-2' : 'border-line'}`}
                  >
                    <input
                      type="radio"
                      name="purchase"
                      value={m}
                      checked={mode === m}
                      onChange={() => setMode(m)}
                      className="accent-[var(--accent)]"
                    />
                    <span className="flex-1">
                      {m === 'single' ? t('product.single') : t('product.subscribe')}
                    </span>
                    <span className="text-sm">
                      {money(
                        (m === 'single' ? selected : subscription)?.display.price ?? 0,
                        product.display.currency,
                        locale,
                      )}
                    </span>
                  </label>
                ))}
              </div>
              {mode === 'subscription' && (
                <label className="mt-3 grid gap-1 text-sm">
                  {t('product.interval')}
                  <select
                    value={interval}
                    onChange={(e) => setInterval(Number(e.target.value))}
                    className="min-h-11 rounded-full border border-line bg-surface px-4"
                  >
                    {subs.map((s) => (
                      <option key={s.sub_sku} value={s.subscription_inteval_in_month ?? 1}>
                        {t('product.every_n_months', { n: s.subscription_inteval_in_month ?? 1 })}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </fieldset>
          )}

          {chosen && <QuantityPricing option={chosen} />}

          <AddToBag product={product} option={chosen} className="mt-6" />
          {chosen && <ShippingEstimate option={chosen} />}

          {packageItems.length > 0 && (
            <section className="mt-8" aria-labelledby="includes-title">
              <h2 id="includes-title" className="text-sm font-medium">
                {t('product.includes')}
              </h2>
              <ul className="mt-2 list-disc pl-5 text-sm">
                {packageItems.map((p) => (
                  <li key={p._id}>
                    <Link className="underline" to={localizePath(p.path, locale)}>
                      {localizedName(p.name, locale)}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>

      <div className="mt-14 grid gap-10 md:grid-cols-12">
        <div className="divide-y divide-line border-y border-line md:col-span-7">
          {sections
            .filter(([, text]) => text)
            .map(([key, text], i) => (
              <details key={key} open={i < 2} className="group py-4">
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between font-serif text-xl">
                  {t(key)}
                  <span aria-hidden="true" className="transition-transform group-open:rotate-45">
                    +
                  </span>
                </summary>
                {/* the API sanitized staff's HTML; plain-text copy becomes escaped paragraphs */}
                <div
                  className="mt-2 space-y-2 text-muted [&_a]:underline [&_h2]:font-serif [&_h2]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
                  dangerouslySetInnerHTML={{ __html: copyHtml(text ?? '') }}
                />
              </details>
            ))}
        </div>
      </div>

      <ProductReviews data={reviews} reviewable={reviewable} stories={stories} />

      {product.before_after && (
        <BeforeAfter images={product.before_after} name={name} result={copy?.before_after} />
      )}

      <Offers offers={offers} product={product} selected={selected} />

      {recent.length > 0 && (
        <Suspense fallback={null}>
          <RecentlyViewed items={recent} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The deferred bundle offers, memoised: a re-render of the page (recently viewed read after hydration, a member's
 * reviewable orders) would otherwise reach their boundary while it still waits to hydrate, and React would drop
 * the server's HTML and draw the section again (a layout shift under the reader).
 */
const Offers = memo(function Offers({
  offers,
  product,
  selected,
}: {
  offers: Promise<OfferOut[]>;
  product: ProductOut;
  selected: ProductOption | undefined;
}) {
  return (
    <Suspense fallback={null}>
      <Await resolve={offers}>
        {(list) => list.length > 0 && <BundleAddOns offers={list} parent={product} parentOption={selected} />}
      </Await>
    </Suspense>
  );
});

function PriceLine({ option }: { option: ProductOption }) {
  const { t, locale } = useI18n();
  const d = option.display;
  if (!d.show_price)
    return <p className="mt-4 text-danger">{t(`reason.${d.reason}` as 'reason.out_of_stock')}</p>;
  return (
    <p className="mt-4 text-2xl">
      <span data-testid="price">{money(d.price, d.currency, locale)}</span>
      {d.original_price !== null && d.original_price > d.price && (
        <s
          className="ml-3 text-base text-muted"
          aria-label={t('product.original_price', { price: money(d.original_price, d.currency, locale) })}
        >
          {money(d.original_price, d.currency, locale)}
        </s>
      )}
    </p>
  );
}
