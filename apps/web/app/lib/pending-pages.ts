/**
 * Pages the spec names that a later issue builds. Content from the back office may already point at them; the
 * storefront hides such a link instead of leading to a 404. (The scalp test, /diagnostic/start, is built.)
 */
const PENDING_PREFIXES: string[] = [];

/** True when a locale-free path (or URL path) leads to a page this shop does not have yet. */
export function isPendingPage(link: string): boolean {
  const path = link.split(/[?#]/)[0]!.replace(/^\/(en|cn|zh)(?=\/|$)/, '');
  return PENDING_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
}
