import { Link } from 'react-router';
import { localizePath } from '@shop/core';
import type { Route } from './+types/home';
import { api } from '../lib/api.server.ts';
import { readShopState } from '../lib/shop-state.ts';
import { CATALOGUES } from '../i18n/catalogues.server.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { localizedName } from '../lib/format.ts';
import { ProductCard } from '../components/product-card.tsx';

export async function loader({ request, context }: Route.LoaderArgs) {
  const state = readShopState(request);
  const client = api(context, request);
  const settings = await client.settings();
  const bestSkus = (settings.homepage_setting.best_seller_list as string[] | undefined) ?? [];
  const bestSellers = bestSkus.length ? await client.products(state, { skus: bestSkus.slice(0, 8) }) : [];
  const m = CATALOGUES[state.locale];
  return {
    title: m['meta.home_title'],
    description: m['meta.home_description'],
    banners: settings.hero_banner,
    bestSellers,
  };
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  if (!data) return [];
  return [{ title: data.title }, { name: 'description', content: data.description }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { banners, bestSellers } = loaderData;
  const hero = banners[0];
  return (
    <>
      {hero && (
        <section aria-labelledby="hero-title" className="relative overflow-hidden bg-surface-2">
          <div className="container-page grid items-center gap-8 py-10 md:grid-cols-12 md:py-16">
            <div className="md:col-span-5">
              <p className="eyebrow">{t('home.hero_label')}</p>
              <h1 id="hero-title" className="mt-3 font-serif text-4xl leading-tight md:text-6xl">{localizedName(hero.title, locale)}</h1>
              <p className="mt-4 max-w-md text-muted">{localizedName(hero.subtitle, locale)}</p>
              <Link to={localizePath(hero.link, locale)} className="btn-primary mt-8">{localizedName(hero.cta, locale)}</Link>
            </div>
            <div className="md:col-span-7">
              <img src={hero.image} alt="" width={1600} height={800} fetchPriority="high" className="aspect-[2/1] w-full rounded-sm object-cover" />
            </div>
          </div>
        </section>
      )}
      <section aria-labelledby="best-title" className="container-page mt-16">
        <div className="flex items-end justify-between gap-4">
          <div>
            <h2 id="best-title" className="font-serif text-3xl md:text-4xl">{t('home.best_sellers')}</h2>
            <p className="mt-1 text-muted">{t('home.best_sellers_intro')}</p>
          </div>
        </div>
        <ul className="mt-8 grid grid-cols-2 gap-x-4 gap-y-10 md:grid-cols-4 md:gap-x-6">
          {bestSellers.map((p, i) => (
            <li key={p._id}><ProductCard product={p} eager={i < 4} /></li>
          ))}
        </ul>
      </section>
    </>
  );
}
