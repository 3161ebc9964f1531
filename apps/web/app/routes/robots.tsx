import type { Route } from './+types/robots';
import { publicOriginContext } from '../lib/public-origin.ts';

export function loader({ context }: Route.LoaderArgs) {
  const origin = context.get(publicOriginContext);
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /checkout',
    'Disallow: /account',
    'Disallow: /*/checkout',
    'Disallow: /*/account',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
