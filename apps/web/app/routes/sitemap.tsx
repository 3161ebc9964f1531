import { LOCALE_META, localizePath, SUPPORTED_LOCALES } from '@shop/core';
import type { Route } from './+types/sitemap';
import { api } from '../lib/api.server.ts';
import { collectionHref } from '../lib/menu.ts';
import type { ProductListOut } from '@shop/core/contract/product';
import { publicOriginContext } from '../lib/public-origin.ts';

const STATIC_PAGES = [
  '/',
  '/pi-marketplace',
  '/shipping',
  '/exchange',
  '/privacy',
  '/terms',
  '/story',
  '/membership',
  '/shops',
  '/contactus',
];

/** Every localized page and product, with hreflang alternates. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = context.get(publicOriginContext);
  const client = api(context, request);
  const [settings, products] = await Promise.all([
    client.settings(),
    client.get<ProductListOut>('/api/v1/product', { channel: 4, limit: 100 }),
  ]);
  const menu = settings.homepage_setting.menu;
  const paths = [...STATIC_PAGES, ...menu.map(collectionHref), ...products.map((p) => p.path)];
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const urls = paths.flatMap((p) =>
    SUPPORTED_LOCALES.map((l) => {
      const alternates = SUPPORTED_LOCALES.map(
        (a) =>
          `<xhtml:link rel="alternate" hreflang="${LOCALE_META[a].htmlLang}" href="${esc(origin + localizePath(p, a))}"/>`,
      ).join('');
      return `<url><loc>${esc(origin + localizePath(p, l))}</loc>${alternates}</url>`;
    }),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`;
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
