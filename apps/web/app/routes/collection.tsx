import { Form, Link, useLocation, useNavigation, useSubmit } from 'react-router';
import { COLLECTION_PAGE_SIZE, pageCount, parseLocalePath, parsePage } from '@shop/core';
import type { Route } from './+types/collection';
import { api } from '../lib/api.server.ts';
import { readShopState } from '../lib/shop-state.ts';
import { seoMeta, rootMeta } from '../lib/seo.ts';
import { localizedName } from '../lib/format.ts';
import { collectionText, findCollection } from '../lib/menu.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { IMAGE_SIZES } from '../lib/image-sizes.ts';
import { Picture } from '../components/picture.tsx';
import { toCard } from '../lib/product-view.ts';
import { ProductGrid } from '../components/product-grid.tsx';
import { sharedPageHeaders } from '../lib/page-cache.server.ts';

const SORTS = ['popularity', 'new', 'price_asc', 'price_desc'] as const;
type Sort = (typeof SORTS)[number];

/** Text of staff-written rich text (the meta description carries no markup). */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/**
 * /collection/{handle}?brand=&category=&sort= — filter and sort live in the URL so a shared link shows the same view.
 * The handle names a published collection (its key too, for links made before handles); with no sort chosen a
 * collection lists in the order staff set.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const state = readShopState(request);
  const client = api(context, request);
  const handle = params.collection ?? '';
  const brand = url.searchParams.get('brand') ?? undefined;
  const category = url.searchParams.get('category') || undefined;
  const sortParam = url.searchParams.get('sort') ?? '';
  const sort: Sort | undefined = (SORTS as readonly string[]).includes(sortParam)
    ? (sortParam as Sort)
    : undefined;
  const settings = await client.settings();
  // unpublished collections are not in the menu: their pages are 404s too
  const collection = handle ? findCollection(settings.homepage_setting.menu ?? [], handle) : undefined;
  if (handle && !collection) throw new Response('Unknown collection', { status: 404 });
  const key = collection?.value ?? '';
  // the main-brand collection lists its brand; other collections list their members, narrowed by ?brand
  const scope =
    collection?.brand_key && collection.brand_key.replaceAll('_', '-') === brand
      ? { brand }
      : { collection: key || undefined, brand };
  const page = parsePage(url.searchParams.get('page'));
  const [products, { total, categories }] = await Promise.all([
    client.products(state, { ...scope, category, sort, limit: COLLECTION_PAGE_SIZE, page }),
    client.categories(scope),
  ]);
  // what the filter matches: the category's count, else the collection's
  const matching = category ? (categories.find((c) => c.key === category)?.count ?? 0) : total;
  const pages = pageCount(matching, COLLECTION_PAGE_SIZE);
  if (page > pages) throw new Response('No such page', { status: 404 });
  const description = (collection?.description ?? null) as { eng: string; chi: string; cn: string } | null;
  return {
    key,
    brand: brand ?? null,
    category: category ?? null,
    sort: sort ?? null,
    products: products.map((p) => toCard(p, state.locale)),
    categories,
    total,
    matching,
    page,
    pages,
    name: collection?.name ?? null,
    description,
    image: collection?.image ?? null,
    seo: collection?.seo ?? null,
  };
}

export const handle = { theme: undefined };

// every guest with the same preferences sees this page alike: the server may share it for a few seconds
export const headers = sharedPageHeaders;

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const root = rootMeta(matches);
  if (!loaderData || !root) return [];
  const locale = root.state.locale;
  const name = collectionText(loaderData.name, locale);
  const title =
    collectionText(loaderData.seo?.title, locale) || name || root.messages['collection.all_products'];
  const description =
    collectionText(loaderData.seo?.description, locale) ||
    textOf(collectionText(loaderData.description, locale)) ||
    undefined;
  const { rest } = parseLocalePath(location.pathname);
  return seoMeta({
    title: `${title} · Oxygen Ceuticals`,
    description,
    path: rest + pageQuery(loaderData.brand, loaderData.page),
    locale,
    origin: root.origin,
  });
}

export default function Collection({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const {
    products,
    categories,
    category,
    sort,
    name,
    description,
    image,
    brand,
    total,
    matching,
    page,
    pages,
  } = loaderData;
  const submit = useSubmit();
  const navigation = useNavigation();
  const title = collectionText(name, locale) || t('collection.all_products');
  // sanitized by the API when staff saved it (rich-text.ts): headings, lists, links and images only
  const descriptionHtml = collectionText(description, locale);
  const select = 'min-h-11 rounded-full border border-line bg-surface px-4 text-sm';
  return (
    <div className="container-page py-10 md:py-14">
      <header className="flex flex-col gap-6 md:flex-row md:items-end">
        {image && (
          <Picture
            src={image}
            sizes={IMAGE_SIZES.collectionHeader}
            alt=""
            decorative
            locale={locale}
            width={320}
            height={200}
            eager
            className="aspect-[8/5] w-full max-w-xs rounded-2xl object-cover"
          />
        )}
        <div className="max-w-2xl">
          <h1 className="font-serif text-4xl md:text-5xl">{title}</h1>
          {descriptionHtml && (
            <div
              className="collection-copy mt-3 text-muted [&_a]:underline [&_h2]:mt-4 [&_h2]:text-xl [&_li]:ml-5 [&_ol]:list-decimal [&_p]:mt-2 [&_ul]:list-disc"
              dangerouslySetInnerHTML={{ __html: descriptionHtml }}
            />
          )}
        </div>
      </header>
      <Form
        method="get"
        className="mt-8 flex flex-wrap items-end gap-3 border-y border-line py-4"
        role="search"
        onChange={(e) => {
          // a category picked with no sort chosen keeps the collection's own order (the sort shown is the default)
          const form = new FormData(e.currentTarget);
          if (!sort && (e.target as unknown as HTMLSelectElement).name !== 'sort') form.delete('sort');
          void submit(form, { method: 'get', preventScrollReset: true, replace: true });
        }}
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
          {/* Popularity is the default shown (2.7-02); with no sort chosen a manual collection keeps the staff's order */}
          <select name="sort" defaultValue={sort ?? 'popularity'} key={`s-${sort}`} className={select}>
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
          {t('collection.count', { count: matching })}
        </p>
      </Form>
      <div className={`mt-10 transition-opacity ${navigation.state === 'loading' ? 'opacity-60' : ''}`}>
        <ProductGrid products={products} priorityCount={2} quickView cardHeading="h2" hydrateFrom={4} />
      </div>
      {pages > 1 && <Pager page={page} pages={pages} />}
    </div>
  );
}

/** The canonical address of a page: the brand scope and the page number (page 1 has none). */
function pageQuery(brand: string | null, page: number): string {
  const q = new URLSearchParams();
  if (brand) q.set('brand', brand);
  if (page > 1) q.set('page', String(page));
  return q.size ? `?${q}` : '';
}

/** Previous and next pages as links (they work before JavaScript and crawlers follow them), keeping the filters. */
function Pager({ page, pages }: { page: number; pages: number }) {
  const { t } = useI18n();
  const location = useLocation();
  const to = (n: number) => {
    const q = new URLSearchParams(location.search);
    if (n > 1) q.set('page', String(n));
    else q.delete('page');
    return { pathname: location.pathname, search: q.size ? `?${q}` : '' };
  };
  const link = 'btn-ghost border border-line px-5';
  return (
    <nav aria-label={t('collection.pages')} className="mt-10 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link to={to(page - 1)} rel="prev" className={link}>
          {t('collection.previous')}
        </Link>
      ) : (
        <span aria-hidden="true" className={`${link} invisible`}>
          {t('collection.previous')}
        </span>
      )}
      <p className="text-sm text-muted" aria-current="page">
        {t('collection.page_of', { page, pages })}
      </p>
      {page < pages ? (
        <Link to={to(page + 1)} rel="next" className={link}>
          {t('collection.next')}
        </Link>
      ) : (
        <span aria-hidden="true" className={`${link} invisible`}>
          {t('collection.next')}
        </span>
      )}
    </nav>
  );
}
