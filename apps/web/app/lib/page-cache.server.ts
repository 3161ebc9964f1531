import { parseSetCookie } from 'cookie';
import { COOKIE, parseCookies } from './shop-state.ts';

/**
 * Guest page cache contract between the web app and apps/server (docs/decisions.md).
 * A route opts in by sending this header (see `sharedPageHeaders`); the server strips it before the response leaves.
 */
export const PAGE_CACHE_HEADER = 'X-Shop-Page-Cache';

/** Route `headers` export for pages every guest with the same preferences sees alike (catalogue and content). */
export function sharedPageHeaders({ parentHeaders }: { parentHeaders: Headers }) {
  const headers = new Headers(parentHeaders);
  headers.set(PAGE_CACHE_HEADER, 'guest');
  return headers;
}

// cookies that change what a guest sees; the CSRF cookie never appears in the page
const PREFERENCE_COOKIES = new Set<string>([...Object.values(COOKIE), 'shop_csrf']);

/**
 * Whether a page that sets this cookie may still be shared: a preference cookie follows from the key alone
 * (hk pages pin the country to hk for every first-time visitor), anything else belongs to one visitor.
 */
export function isShareableSetCookie(setCookie: string): boolean {
  const { name } = parseSetCookie(setCookie);
  return name !== 'shop_csrf' && PREFERENCE_COOKIES.has(name);
}

/**
 * The cache key of a page request, or null when the page may differ for this visitor. Any cookie outside the
 * preference set (a session, a bag, anything unknown) makes the request private, so a new cookie is safe by default.
 * The visitor-country inputs (Accept-Language region, CF-IPCountry) are part of the key: they decide the country bar.
 */
export function pageCacheKey(request: Request): string | null {
  if (request.method !== 'GET') return null;
  const cookies = parseCookies(request.headers.get('cookie'));
  const prefs: string[] = [];
  for (const [name, value] of Object.entries(cookies)) {
    if (!PREFERENCE_COOKIES.has(name)) return null;
    if (name !== 'shop_csrf') prefs.push(`${name}=${value}`);
  }
  prefs.sort();
  // not the Host: pages name PUBLIC_URL, so made-up Host values share one entry instead of crowding the others out
  const url = new URL(request.url);
  return [
    url.protocol + url.pathname + url.search,
    prefs.join(';'),
    request.headers.get('accept-language') ?? '',
    request.headers.get('cf-ipcountry') ?? '',
  ].join('\n');
}

/** The guest bag's cookie (issued by the API on the bag's first write). */
export const BAG_COOKIE = 'shop_sid';

/**
 * A shared page asked for by a guest whose only private cookie is the bag: the same request without the bag, so the
 * page is the one every guest with these preferences sees (and may come from the guest page cache). The bag shows
 * only in the header, which fetches it itself after hydration (`useShellBag`). Null for any other request.
 */
export function withoutBag(request: Request): Request | null {
  if (request.method !== 'GET') return null;
  const pairs = (request.headers.get('cookie') ?? '').split(';');
  const rest = pairs.filter((p) => p.split('=')[0]!.trim() !== BAG_COOKIE);
  if (rest.length === pairs.length) return null;
  const headers = new Headers(request.headers);
  const cookie = rest
    .map((p) => p.trim())
    .filter(Boolean)
    .join('; ');
  if (cookie) headers.set('cookie', cookie);
  else headers.delete('cookie');
  const guest = new Request(request.url, { method: 'GET', headers, signal: request.signal });
  return pageCacheKey(guest) === null ? null : guest;
}

/** A signed-in member's cookies: the session (access and refresh tokens), its CSRF cookie and a guest bag. */
export const MEMBER_COOKIES = new Set(['shop_at', 'shop_rt', 'shop_csrf', BAG_COOKIE]);

/**
 * A shared page asked for by a signed-in member: the request every guest with these preferences makes (no member
 * cookie at all) and the access token the server checks to learn the member's groups (`memberPageKey`). Null when
 * the request carries no access token, is not a GET, or holds any cookie outside the preference and member sets.
 */
export function withoutMember(request: Request): { guest: Request; accessToken: string } | null {
  if (request.method !== 'GET') return null;
  const pairs = (request.headers.get('cookie') ?? '').split(';').map((p) => p.trim());
  let accessToken = '';
  const rest: string[] = [];
  for (const pair of pairs) {
    const name = pair.split('=')[0]!.trim();
    if (name === 'shop_at') accessToken ||= pair.slice(pair.indexOf('=') + 1).trim();
    else if (pair && !MEMBER_COOKIES.has(name)) rest.push(pair);
  }
  if (!accessToken) return null;
  const headers = new Headers(request.headers);
  if (rest.length) headers.set('cookie', rest.join('; '));
  else headers.delete('cookie');
  const guest = new Request(request.url, { method: 'GET', headers, signal: request.signal });
  return pageCacheKey(guest) === null ? null : { guest, accessToken };
}

/**
 * The key of a member's shared page: the guest key of the same preferences plus the member's group ids, the only
 * member facts a shared page shows (group prices, members-only products). A guest key starts with the URL's
 * scheme, never with `member`, so the two kinds never meet.
 */
export function memberPageKey(guestKey: string, groupIds: readonly string[]): string {
  return `member ${[...new Set(groupIds)].sort().join(',')}\n${guestKey}`;
}
