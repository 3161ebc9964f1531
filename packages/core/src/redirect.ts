// C0 controls and DEL: browsers drop tab/CR/LF inside URLs (`/\t/evil` reads as `//evil`), headers refuse the rest
const CONTROL = /[\u0000-\u001f\u007f]/;
const BASE = 'http://same-site.invalid';
/** longer targets are not ours: no page of the shop has such a path */
const MAX_LENGTH = 2048;

/**
 * A redirect target taken from a request (a form field, a query parameter, a Referer), kept only if it stays on
 * this site: a path no browser reads as another origin. `//host`, `/\host`, schemes, control characters (CR/LF),
 * and anything that resolves elsewhere give the fallback. The result is normalised (non-ASCII percent-encoded, dot
 * segments resolved, repeated slashes collapsed), so it is a valid Location header and a locale prefix cannot be
 * cut off to leave `//host`.
 */
export function safeRedirectPath<F extends string | null>(value: unknown, fallback: F): string | F {
  if (typeof value !== 'string' || value.length > MAX_LENGTH || !value.startsWith('/')) return fallback;
  if (value.startsWith('//') || value.includes('\\') || CONTROL.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = url.pathname.replace(/\/{2,}/g, '/');
  return path + url.search + url.hash;
}
