import { useLoaderData, useRouteLoaderData } from 'react-router';
import {
  countryShortName,
  formatMoney,
  freeShippingThresholdMinor,
  getCountry,
  parseLocalePath,
  SHIP_TO_COUNTRY_KEYS,
  type Locale,
} from '@shop/core';
import type { Route } from './+types/content-page';
import { CONTENT } from '../content/index.ts';
import type { Block, ContentPageKey } from '../content/types.ts';
import { SHOP_HOURS, SHOPS } from '../content/shops-data.ts';
import { seoMeta, rootMeta } from '../lib/seo.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { localizedName } from '../lib/format.ts';
import type { loader as rootLoader } from '../root.tsx';
import { pagePath } from '../lib/shop-state.ts';
import { sharedPageHeaders } from '../lib/page-cache.server.ts';
import { api } from '../lib/api.server.ts';

const PAGES = new Set<ContentPageKey>([
  'exchange',
  'membership',
  'privacy',
  'shipping',
  'story',
  'terms',
  'shops',
]);

/** The written pages (2.2-12: /shipping, /privacy, …), one module for all, content per locale. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, rest } = parseLocalePath(pagePath(request));
  const key = rest.replace(/^\//, '').replace(/\/$/, '') as ContentPageKey;
  if (!PAGES.has(key)) throw new Response('Not found', { status: 404 });
  // the thresholds the owner set in the back office (the shipping page's table)
  const thresholds =
    key === 'shipping' ? (await api(context, request).settings()).free_shipping_thresholds : {};
  return { key, doc: CONTENT[key][locale], path: `/${key}`, thresholds };
}

// every guest with the same preferences sees this page alike: the server may share it for a few seconds
export const headers = sharedPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootMeta(matches);
  if (!loaderData || !root) return [];
  return seoMeta({
    title: `${loaderData.doc.title} · Oxygen Ceuticals`,
    description: loaderData.doc.description,
    path: loaderData.path,
    locale: root.state.locale,
    origin: root.origin,
  });
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { doc } = loaderData;
  const { t, locale } = useI18n();
  const date = doc.updated ? new Intl.DateTimeFormat('en-GB').format(new Date(doc.updated)) : null;
  return (
    <article className="container-page mx-auto max-w-3xl py-12 md:py-16">
      <h1 className="font-serif text-4xl md:text-5xl">{doc.title}</h1>
      {date && <p className="mt-2 text-sm text-muted">{t('content.updated', { date })}</p>}
      <p className="mt-6 text-lg text-muted">{doc.intro}</p>
      {doc.sections.map((s, i) => (
        <section key={i} className="mt-10" aria-labelledby={`s-${i}`}>
          <h2 id={`s-${i}`} className="font-serif text-2xl">
            {s.heading}
          </h2>
          <div className="mt-3 space-y-3">
            {s.blocks.map((b, j) => (
              <BlockView key={j} block={b} locale={locale} />
            ))}
          </div>
        </section>
      ))}
    </article>
  );
}

function BlockView({ block, locale }: { block: Block; locale: Locale }) {
  const { t } = useI18n();
  switch (block.kind) {
    case 'p':
      return <p>{block.text}</p>;
    case 'list':
      return (
        <ul className="list-disc space-y-1 pl-5">
          {block.items.map((x, i) => (
            <li key={i}>{x}</li>
          ))}
        </ul>
      );
    case 'faq':
      return (
        <div className="divide-y divide-line rounded-lg border border-line">
          {block.items.map((f, i) => (
            <details key={i} className="group px-4 py-3">
              <summary className="cursor-pointer list-none font-medium">{f.q}</summary>
              <p className="mt-2 text-muted">{f.a}</p>
            </details>
          ))}
        </div>
      );
    case 'free_shipping_table':
      return <FreeShippingTable locale={locale} />;
    case 'office_hours':
      return (
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
          {SHOP_HOURS.map((h) => (
            <div key={h.days} className="contents">
              <dt>{t(`hours.${h.days}`)}</dt>
              <dd>
                {h.open}–{h.close}
              </dd>
            </div>
          ))}
        </dl>
      );
    case 'shop_list':
      return (
        <ul className="grid gap-4 md:grid-cols-3">
          {SHOPS.map((s) => (
            <li key={s.id} className="rounded-lg border border-line bg-surface p-4">
              <h3 className="font-medium">{localizedName(s.name, locale)}</h3>
              <p className="mt-1 text-sm text-muted">{localizedName(s.address, locale)}</p>
              <p className="mt-1 text-sm">
                <a className="underline" href={`tel:${s.phone.replace(/\s/g, '')}`}>
                  {s.phone}
                </a>
              </p>
              <p className="mt-2 text-xs text-muted">
                {t('content.shop_services')}: {s.services.map((x) => t(`service.${x}`)).join(' · ')}
              </p>
              <a
                className="mt-2 inline-flex min-h-11 items-center text-sm underline"
                target="_blank"
                rel="noopener noreferrer"
                href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(s.mapQuery)}`}
              >
                {t('content.map')}
              </a>
            </li>
          ))}
        </ul>
      );
  }
}

/** Free-shipping thresholds per ship-to country, from packages/core (9-06). */
function FreeShippingTable({ locale }: { locale: Locale }) {
  const { t } = useI18n();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const { thresholds } = useLoaderData<typeof loader>();
  const current = root?.state.country;
  return (
    <table className="w-full text-left text-sm">
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
              <td>{formatMoney(freeShippingThresholdMinor(c.currency, thresholds), c.currency, locale)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
