import { data, useLoaderData, useRouteLoaderData } from 'react-router';
import {
  countryShortName,
  formatMoney,
  freeShippingThresholdMinor,
  getCountry,
  parseLocalePath,
  SHIP_TO_COUNTRY_KEYS,
  type Locale,
} from '@shop/core';
import type { StorePageOut } from '@shop/core/contract/page';
import type { Route } from './+types/content-page';
import { seoMeta, rootMeta } from '../lib/seo.ts';
import { useI18n } from '../i18n/i18n.tsx';
import type { loader as rootLoader } from '../root.tsx';
import { pagePath } from '../lib/shop-state.ts';
import { PAGE_CACHE_HEADER } from '../lib/page-cache.server.ts';
import { api, ApiError } from '../lib/api.server.ts';

/**
 * The content pages the owner writes (2.2-12, 2.12-14): /{locale}/pages/{handle}, and today's addresses (/shipping,
 * /en/terms…) for the seeded ones. Server-rendered from the published record; `?preview=<token>` shows the draft.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { locale, rest } = parseLocalePath(pagePath(request));
  const handle = params.handle ?? rest.replace(/^\//, '').replace(/\/$/, '');
  const preview = new URL(request.url).searchParams.get('preview') ?? undefined;
  const client = api(context, request);
  const page = await client
    .get<StorePageOut>(`/api/v1/pages/${encodeURIComponent(handle)}`, { locale, preview })
    .catch((err: unknown) => {
      if (err instanceof ApiError && err.status === 404) throw new Response('Not found', { status: 404 });
      throw err;
    });
  // the owner's free-shipping thresholds, shown under the shipping page's text
  const thresholds = handle === 'shipping' ? (await client.settings()).free_shipping_thresholds : null;
  const path = params.handle ? `/pages/${handle}` : `/${handle}`;
  return data(
    { page, path, thresholds },
    page.preview ? { headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } } : undefined,
  );
}

// a published page is the same for every guest with the same preferences: the server may share it for a few
// seconds (dropped on publish); a draft preview is never stored
export function headers({ parentHeaders, loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  if (loaderHeaders.get('Cache-Control') === 'no-store') {
    headers.set('Cache-Control', 'no-store');
    headers.set('X-Robots-Tag', 'noindex');
  } else headers.set(PAGE_CACHE_HEADER, 'guest');
  return headers;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootMeta(matches);
  if (!loaderData || !root) return [];
  const tags = seoMeta({
    title: `${loaderData.page.seo_title || loaderData.page.title} · Oxygen Ceuticals`,
    description: loaderData.page.seo_description,
    path: loaderData.path,
    locale: root.state.locale,
    origin: root.origin,
  });
  return loaderData.page.preview ? [...tags, { name: 'robots', content: 'noindex' }] : tags;
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page, thresholds } = loaderData;
  const { locale, t } = useI18n();
  return (
    <article className="container-page mx-auto max-w-3xl py-12 md:py-16">
      {page.preview && (
        <p role="status" className="mb-6 rounded-md border border-line bg-surface px-4 py-2 text-sm">
          {t('content.preview')}
        </p>
      )}
      <h1 className="font-serif text-4xl md:text-5xl">{page.title}</h1>
      <div
        className="page-body mt-6 space-y-3 [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:border-line [&_blockquote]:pl-4 [&_h2]:mt-10 [&_h2]:font-serif [&_h2]:text-2xl [&_h3]:mt-6 [&_h3]:font-medium [&_img]:h-auto [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5"
        dangerouslySetInnerHTML={{ __html: page.body }}
      />
      {thresholds && (
        <section className="mt-10" aria-labelledby="thresholds">
          <h2 id="thresholds" className="font-serif text-2xl">
            {t('content.thresholds')}
          </h2>
          <FreeShippingTable locale={locale} />
        </section>
      )}
    </article>
  );
}

/** Free-shipping thresholds per ship-to country, from packages/core and the owner's settings (9-06). */
function FreeShippingTable({ locale }: { locale: Locale }) {
  const { t } = useI18n();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const { thresholds } = useLoaderData<typeof loader>();
  const current = root?.state.country;
  return (
    <table className="mt-3 w-full text-left text-sm">
      <thead>
        <tr className="border-b border-line">
          <th className="py-2">{t('footer.country')}</th>
          <th>{t('content.threshold_currency')}</th>
          <th>{t('content.threshold_amount')}</th>
        </tr>
      </thead>
      <tbody>
        {SHIP_TO_COUNTRY_KEYS.map((k) => {
          const c = getCountry(k);
          return (
            <tr key={k} className={`border-b border-line ${k === current ? 'font-medium' : ''}`}>
              <td className="py-2">{countryShortName(c, locale)}</td>
              <td>{c.currency}</td>
              <td>
                {formatMoney(freeShippingThresholdMinor(c.currency, thresholds ?? {}), c.currency, locale)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
