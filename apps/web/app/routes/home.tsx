import { Link } from 'react-router';
import { localizePath } from '@shop/core';
import type { ProductOut } from '@shop/core/contract/product';
import type { Route } from './+types/home';
import { api } from '../lib/api.server.ts';
import { readShopState } from '../lib/shop-state.ts';
import { seoMeta, rootMeta } from '../lib/seo.ts';
import { localizedName } from '../lib/format.ts';
import { collectionHref, collectionText, splitMenu, type MenuEntry } from '../lib/menu.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { IMAGE_SIZES } from '../lib/image-sizes.ts';
import { Picture } from '../components/picture.tsx';
import { toCard } from '../lib/product-view.ts';
import { ProductGrid } from '../components/product-grid.tsx';
import { ProductCard } from '../components/product-card.tsx';
import { Slider } from '../components/slider.tsx';
import { sharedPageHeaders } from '../lib/page-cache.server.ts';
import { isPendingPage } from '../lib/pending-pages.ts';

/** Home (2.1-02): hero banners, best sellers, treatments and collection menus from the homepage settings. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const state = readShopState(request);
  const client = api(context, request);
  const settings = await client.settings();
  const list = (key: string) => (settings.homepage_setting[key] as string[] | undefined) ?? [];
  const bestSkus = list('best_seller_list').slice(0, 8);
  const treatmentSkus = list('treatment_list');
  // one product call for both lists
  const products = await client.products(state, { skus: [...bestSkus, ...treatmentSkus] });
  const bySku = new Map(products.map((p) => [p.sku, p]));
  const pick = (skus: string[]) =>
    skus
      .map((s) => bySku.get(s))
      .filter((p): p is ProductOut => !!p)
      .map(toCard);
  return {
    banners: settings.hero_banner,
    bestSellers: pick(bestSkus),
    treatments: pick(treatmentSkus),
    menu: splitMenu((settings.homepage_setting.menu ?? []) as MenuEntry[]).main,
  };
}

// every guest with the same preferences sees this page alike: the server may share it for a few seconds
export const headers = sharedPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const root = rootMeta(matches);
  if (!root) return [];
  return seoMeta({
    title: root.messages['meta.home_title'] ?? 'Oxygen Ceuticals',
    description: root.messages['meta.home_description'],
    path: '/',
    locale: root.state.locale,
    origin: root.origin,
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { banners, bestSellers, treatments, menu } = loaderData;
  return (
    <>
      {banners.length > 0 && (
        <section aria-label={t('home.hero_label')} className="bg-surface-2">
          <div className="container-page py-8 md:py-12">
            <Slider label={t('home.hero_label')} perView={1}>
              {banners.map((b, i) => (
                <div key={b._id} className="grid items-center gap-8 md:grid-cols-12">
                  <div className="md:col-span-5">
                    <p className="eyebrow">{t('home.hero_label')}</p>
                    {i === 0 ? (
                      <h1 className="mt-3 font-serif text-4xl leading-tight md:text-6xl">
                        {localizedName(b.title, locale)}
                      </h1>
                    ) : (
                      <p className="mt-3 font-serif text-4xl leading-tight md:text-6xl">
                        {localizedName(b.title, locale)}
                      </p>
                    )}
                    <p className="mt-4 max-w-md text-muted">{localizedName(b.subtitle, locale)}</p>
                    {/* a button to a page that comes in a later issue is hidden, not broken */}
                    {!isPendingPage(b.link) && (
                      <Link to={localizePath(b.link, locale)} className="btn-primary mt-8">
                        {localizedName(b.cta, locale)}
                      </Link>
                    )}
                  </div>
                  <div className="md:col-span-7">
                    <Picture
                      src={b.image}
                      sizes={IMAGE_SIZES.homeBanner}
                      alt=""
                      decorative
                      locale={locale}
                      width={1600}
                      height={800}
                      priority={i === 0}
                      className="aspect-[2/1] w-full rounded-sm object-cover"
                    />
                  </div>
                </div>
              ))}
            </Slider>
          </div>
        </section>
      )}

      <section aria-labelledby="scalp-banner-title" className="container-page mt-8">
        <div className="flex flex-col gap-4 rounded-lg bg-surface-2 p-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="scalp-banner-title" className="font-serif text-2xl">
              {t('scalp.banner_title')}
            </h2>
            <p className="mt-1 text-muted">{t('scalp.banner_body')}</p>
          </div>
          <Link to={localizePath('/diagnostic/start', locale)} className="btn-primary shrink-0">
            {t('scalp.banner_cta')}
          </Link>
        </div>
      </section>

      <section aria-labelledby="best-title" className="container-page mt-16">
        <h2 id="best-title" className="font-serif text-3xl md:text-4xl">
          {t('home.best_sellers')}
        </h2>
        <p className="mt-1 text-muted">{t('home.best_sellers_intro')}</p>
        <div className="mt-8">
          <ProductGrid products={bestSellers} quickView />
        </div>
      </section>

      {treatments.length > 0 && (
        <section aria-labelledby="treat-title" className="container-page mt-20">
          <h2 id="treat-title" className="font-serif text-3xl md:text-4xl">
            {t('home.treatments')}
          </h2>
          <p className="mt-1 text-muted">{t('home.treatments_intro')}</p>
          <div className="mt-8">
            <Slider label={t('home.treatments')} perView={2}>
              {treatments.map((p) => (
                <ProductCard key={p._id} product={p} sizes={IMAGE_SIZES.sliderHalf} />
              ))}
            </Slider>
          </div>
        </section>
      )}

      {menu.length > 0 && (
        <nav aria-labelledby="col-title" className="container-page mt-20">
          <h2 id="col-title" className="font-serif text-3xl md:text-4xl">
            {t('home.collections')}
          </h2>
          <ul className="mt-6 flex flex-wrap gap-3">
            {menu.map((m) => (
              <li key={m._id}>
                <Link className="btn-ghost border border-line" to={localizePath(collectionHref(m), locale)}>
                  {collectionText(m.name, locale)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
