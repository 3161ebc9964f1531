import { catalogueFor } from '../i18n/catalogue.ts';
import { LOCALE_META, localizePath, SUPPORTED_LOCALES, type Locale } from '@shop/core';

/** Title, description, canonical and hreflang alternates for a locale-free path (2.1-01 prefixes). */
export function seoMeta(opts: {
  title: string;
  description?: string;
  path: string;
  locale: Locale;
  origin: string;
  noindex?: boolean;
}) {
  const url = (l: Locale) => new URL(localizePath(opts.path, l), opts.origin).toString();
  return [
    { title: opts.title },
    ...(opts.description ? [{ name: 'description', content: opts.description }] : []),
    ...(opts.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { tagName: 'link', rel: 'canonical', href: url(opts.locale) },
    ...SUPPORTED_LOCALES.map((l) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: LOCALE_META[l].htmlLang,
      href: url(l),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url('hk') },
    { property: 'og:title', content: opts.title },
    ...(opts.description ? [{ property: 'og:description', content: opts.description }] : []),
    { property: 'og:url', content: url(opts.locale) },
  ];
}

export function organizationJsonLd(origin: string): string {
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Oxygen Ceuticals',
    url: origin,
    logo: `${origin}/favicon.svg`,
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        areaServed: ['HK', 'MO', 'TW', 'SG', 'JP', 'AU', 'US', 'CA', 'GB', 'CH', 'MY', 'KR'],
        availableLanguage: ['en', 'zh-Hant', 'zh-Hans'],
      },
    ],
  }).replace(/</g, '\\u003c');
}

/** What every page's meta reads: the locale and origin from the root loader, and the locale's message catalogue. */
export interface RootMeta {
  state: { locale: Locale };
  origin: string;
  messages: Record<string, string>;
}

export function rootMeta(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): RootMeta | undefined {
  const data = matches.find((m) => m?.id === 'root')?.loaderData as Omit<RootMeta, 'messages'> | undefined;
  return data && { ...data, messages: catalogueFor(data.state.locale) };
}
