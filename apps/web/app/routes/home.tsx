import { Link } from 'react-router';
import { localizePath } from '@shop/core';
import type { ProductOut } from '@shop/core/contract/product';
import type { HomepageOut } from '@shop/core/contract/admin-homepage';
import type { StoriesOut } from '@shop/core/contract/review';
import type { Route } from './+types/home';
import { api } from '../lib/api.server.ts';
import { readShopState } from '../lib/shop-state.ts';
import { seoMeta, rootMeta } from '../lib/seo.ts';
import { collectionHref, collectionText, splitMenu, type MenuEntry } from '../lib/menu.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { toCard } from '../lib/product-view.ts';
import { sharedPageHeaders } from '../lib/page-cache.server.ts';
import { HomeSections, type HomeBlock } from '../components/home/home-sections.tsx';

/**
 * Home (2.1-02): the homepage sections staff arrange (hero slides, banners, product lists, stories), the ones
 * showing now in their order, server-rendered; then the collection menus from the homepage settings.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const state = readShopState(request);
  const client = api(context, request);
  const [settings, home] = await Promise.all([
    client.settings(),
    client.get<HomepageOut>('/api/v1/homepage'),
  ]);
  const lists = home.sections.flatMap((s) => (s.kind === 'product_list' ? [s] : []));
  const skus = [...new Set(lists.flatMap((l) => l.skus))];
  const collections = [
    ...new Set(lists.flatMap((l) => (l.skus.length === 0 && l.collection ? [l.collection] : []))),
  ];
  const wantsStories = home.sections.some((s) => s.kind === 'stories');
  // one product call for every chosen product; one per collection list; stories only when a section shows them
  const [chosen, byCollection, stories] = await Promise.all([
    skus.length ? client.products(state, { skus }) : Promise.resolve([] as ProductOut[]),
    Promise.all(collections.map((c) => client.products(state, { collection: c, limit: 24 }).catch(() => []))),
    wantsStories
      ? client
          .get<StoriesOut>('/api/v1/review-stories')
          .then((r) => r.stories)
          .catch(() => [])
      : Promise.resolve([]),
  ]);
  const bySku = new Map(chosen.map((p) => [p.sku, p]));
  const blocks: HomeBlock[] = home.sections.map((s) => {
    if (s.kind === 'product_list') {
      const products = s.skus.length
        ? s.skus.map((sku) => bySku.get(sku)).filter((p): p is ProductOut => !!p)
        : (byCollection[collections.indexOf(s.collection ?? '')] ?? []);
      return { ...s, products: products.map((p) => toCard(p, state.locale)) };
    }
    if (s.kind === 'stories') {
      const picked = s.story_ids.length
        ? s.story_ids.map((id) => stories.find((x) => x.id === id)).filter((x) => !!x)
        : stories;
      return { ...s, stories: picked };
    }
    return s;
  });
  return {
    blocks,
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
  const { blocks, menu } = loaderData;
  return (
    <>
      <HomeSections blocks={blocks} />

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
