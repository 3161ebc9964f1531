import { Link } from 'react-router';
import { localizePath } from '@shop/core';
import type { Route } from './+types/marketplace';
import { api } from '../lib/api.server.ts';
import { readShopState } from '../lib/shop-state.ts';
import { seoMeta, rootMeta } from '../lib/seo.ts';
import { localizedName } from '../lib/format.ts';
import { collectionHref, collectionText, type MenuEntry } from '../lib/menu.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { IMAGE_SIZES } from '../lib/image-sizes.ts';
import { Picture } from '../components/picture.tsx';
import { toCard } from '../lib/product-view.ts';
import { ProductGrid } from '../components/product-grid.tsx';
import { sharedPageHeaders } from '../lib/page-cache.server.ts';

/** /pi-marketplace: marketplace banners, best sellers and the partner brands. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const state = readShopState(request);
  const client = api(context, request);
  const settings = await client.settings();
  const skus = (settings.homepage_setting.marketplace_best_seller_list as string[] | undefined) ?? [];
  const bestSellers = skus.length ? await client.products(state, { skus }) : [];
  const menu = (settings.homepage_setting.menu ?? []) as MenuEntry[];
  const brands = menu.filter((m) => m.brand_key && !m.is_home_menu && !m.is_big_pi_menu);
  return {
    banners: settings.marketplace_banner,
    bestSellers: bestSellers.map((p) => toCard(p, state.locale)),
    brands,
  };
}

export const handle = { theme: 'marketplace' };

// every guest with the same preferences sees this page alike: the server may share it for a few seconds
export const headers = sharedPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const root = rootMeta(matches);
  if (!root) return [];
  return seoMeta({
    title: `${root.messages['marketplace.title']} · Oxygen Ceuticals`,
    description: root.messages['marketplace.intro'],
    path: '/pi-marketplace',
    locale: root.state.locale,
    origin: root.origin,
  });
}

export default function Marketplace({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { banners, bestSellers, brands } = loaderData;
  return (
    <>
      <section className="bg-surface-2">
        <div className="container-page py-12 md:py-16">
          <h1 className="font-serif text-4xl md:text-6xl">{t('marketplace.title')}</h1>
          <p className="mt-4 max-w-xl text-muted">{t('marketplace.intro')}</p>
          <ul className="mt-10 grid gap-6 md:grid-cols-2">
            {banners.map((b, i) => (
              <li key={b._id}>
                <Link to={localizePath(b.link, locale)} className="group block">
                  <Picture
                    src={b.image}
                    sizes={IMAGE_SIZES.marketplaceBanner}
                    alt=""
                    decorative
                    locale={locale}
                    width={1600}
                    height={800}
                    eager={i === 0}
                    className="aspect-[2/1] w-full rounded-sm object-cover"
                  />
                  <h2 className="mt-3 font-serif text-2xl group-hover:underline">
                    {localizedName(b.title, locale)}
                  </h2>
                  <p className="text-sm text-muted">{localizedName(b.subtitle, locale)}</p>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="container-page mt-16" aria-labelledby="mp-best">
        <h2 id="mp-best" className="font-serif text-3xl">
          {t('marketplace.best_sellers')}
        </h2>
        <div className="mt-8">
          <ProductGrid products={bestSellers} quickView />
        </div>
      </section>
      <nav className="container-page mt-16" aria-label={t('nav.marketplace')}>
        <ul className="flex flex-wrap gap-3">
          {brands.map((b) => (
            <li key={b._id}>
              <Link className="btn-ghost border border-line" to={localizePath(collectionHref(b), locale)}>
                {collectionText(b.name, locale)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
