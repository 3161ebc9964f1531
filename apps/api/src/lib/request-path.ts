import type { FastifyRequest } from 'fastify';

/**
 * A URL's path as a router or a browser may read it: percent-decoded (an undecodable one as it is), dot segments
 * resolved, repeated slashes collapsed, lower case. Prefix tests on the raw URL miss `/%61pi/…`, `/api/./…`, `//api/…`.
 */
export function normalizedPath(url: string): string {
  const raw = url.split(/[?#]/, 1)[0] ?? '';
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // malformed escapes: the router refuses them too; test the raw text
  }
  const segments: string[] = [];
  for (const segment of decoded.replaceAll('\\', '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`.toLowerCase();
}

/** Whether a path (normalized) is under a prefix such as '/api': the prefix itself or anything below it. */
export function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** An API request: routed to an `/api` route, or one whose normalized path is under `/api` whatever route took it. */
export function isApiRequest(req: FastifyRequest): boolean {
  return req.routeOptions.url?.startsWith('/api/') === true || isUnder(normalizedPath(req.url), '/api');
}
