/**
 * Page form posts (React Router actions): the largest is the contact form (5,000 characters, about 45 KB
 * urlencoded in CJK); nothing posts files to a page.
 */
export const PAGE_BODY_LIMIT = 64 * 1024;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request to a page may run its action: a safe method, or a post from one of our own origins. Browsers send
 * Origin (and Sec-Fetch-Site) with every form post; a request without either (curl, a script) carries no ambient
 * cookies of a shopper, so it proves nothing and harms nothing. `Origin: null` (sandboxed frames) is foreign.
 */
export function isSameOriginPost(
  method: string,
  headers: { origin?: string; 'sec-fetch-site'?: string },
  ours: readonly string[],
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  if (headers['sec-fetch-site']?.toLowerCase() === 'cross-site') return false;
  const origin = headers.origin;
  if (origin === undefined) return true;
  return ours.some((o) => o.toLowerCase() === origin.trim().toLowerCase());
}
