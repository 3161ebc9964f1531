import { Form, useNavigation, useSubmit } from 'react-router';
import { parseLocalePath } from '@shop/core';
import type { Route } from './+types/collection';
import { api } from '../lib/api.server.ts';
import { readShopState } from '../lib/shop-state.ts';
import { seoMeta, rootMeta } from '../lib/seo.ts';
import { localizedName } from '../lib/format.ts';
import type { MenuEntry } from '../lib/menu.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { toCard } from '../lib/product-view.ts';
import { ProductGrid } from '../components/product-grid.tsx';
import { sharedPageHeaders } from '../lib/page-cache.server.ts';

const SORTS = ['popularity', 'new', 'price_asc', 'price_desc'] as const;
type Sort = (typeof SORTS)[number];

/** /collection/{collection}?brand=&category=&sort= — filter and sort live in the URL so a shared link shows the same view. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const state = readShopState(request);
  const client = api(context, request);
  const key = params.collection ?? '';
  const brand = url.searchParams.get('brand') ?? undefined;
  const category = url.searchParams.get('category') || undefined;
  const sortParam = url.searchParams.get('sort') ?? 'popularity';
  const sort: Sort = (SORTS as readonly string[]).includes(sortParam) ? (sortParam as Sort) : 'popularity';
  const settings = await client.settings();
  const menu = (settings.homepage_setting.menu ?? []) as (MenuEntry & {
    description?: { eng: string; chi: string; cn: string } | null;
  })[];
  const collection = key ? menu.find((m) => m.value === key) : undefined;
  if (key && !collection) throw new Response('Unknown collection', { status: 404 });
  // the main-brand collection lists its brand; other collections list their members, narrowed by ?brand
  const scope =
    collection?.brand_key && collection.brand_key.replaceAll('_', '-') === brand
      ? { brand }
      : { collection: key || undefined, brand };
  const [products, { total, categories }] = await Promise.all([
    client.products(state, { ...scope, category, sort, limit: 100 }),
    client.categories(scope),
  ]);
  return {
    key,
    brand: brand ?? null,
    category: category ?? null,
    sort,
    products: products.map(toCard),
    categories,
    total,
    name: collection?.name ?? null,
    description: collection?.description ?? null,
  };
}

export const handle = { theme: undefined };

// every guest with the same preferences sees this page alike: the server may share it for a few seconds
export const headers = sharedPageHeaders;

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const root = rootMeta(matches);
  if (!loaderData || !root) return [];
  const locale = root.state.locale;
  const title = loaderData.name
    ? localizedName(loaderData.name, locale)
    : root.messages['collection.all_products'];
  const description = loaderData.description ? localizedName(loaderData.description, locale) : undefined;
  const { rest } = parseLocalePath(location.pathname);
  return seoMeta({
    title: `${title} · Oxygen Ceuticals`,
    description,
    path: rest + (loaderData.brand ? `?brand=${loaderData.brand}` : ''),
    locale,
    origin: root.origin,
  });
}

export default function Collection({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { products, categories, category, sort, name, description, brand, total } = loaderData;
  const submit = useSubmit();
  const navigation = useNavigation();
  const title = name ? localizedName(name, locale) : t('collection.all_products');
  const select = 'min-h-11 rounded-full border border-line bg-surface px-4 text-sm';
  return (
    <div className="container-page py-10 md:py-14">
      <header className="max-w-2xl">
        <h1 className="font-serif text-4xl md:text-5xl">{title}</h1>
        {description && <p className="mt-3 text-muted">{localizedName(description, locale)}</p>}
      </header>
      <Form
        method="get"
        className="mt-8 flex flex-wrap items-end gap-3 border-y border-line py-4"
        role="search"
        onChange={(e) => void submit(e.currentTarget, { preventScrollReset: true, replace: true })}
      >
        {brand && <input type="hidden" name="brand" value={brand} />}
        {categories.length > 0 && (
          <label className="grid gap-1 text-xs text-muted">
            {t('collection.filter')}
            <select name="category" defaultValue={category ?? ''} key={`c-${category}`} className={select}>
              <option value="">
                {t('collection.all')} ({total})
              </option>
              {categories.map((c) => (
                <option key={c.key} value={c.key}>
                  {localizedName(c.name, locale)} ({c.count})
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="grid gap-1 text-xs text-muted">
          {t('collection.sort')}
          <select name="sort" defaultValue={sort} key={`s-${sort}`} className={select}>
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`collection.sort_${s}`)}
              </option>
            ))}
          </select>
        </label>
        <noscript>
          <button type="submit" className="btn-ghost">
            {t('collection.apply')}
          </button>
        </noscript>
        <p className="ml-auto text-sm text-muted" aria-live="polite">
          {t('collection.count', { count: products.length })}
        </p>
      </Form>
      <div className={`mt-10 transition-opacity ${navigation.state === 'loading' ? 'opacity-60' : ''}`}>
        <ProductGrid products={products} priorityCount={2} quickView cardHeading="h2" />
      </div>
    </div>
  );
}
